import { evmNetworks, findNetwork, solanaNetworks } from '@kit/chains'
import type { RpcRequest } from '@kit/frame-bridge'
import { formatUnits, hexToBigInt, isHex } from 'viem'
import { decodeBase58 } from '../wallet/base58.js'

/** One line of the approval card: a label and what it is about. */
export type ApprovalRow = {
  readonly label: string
  readonly value: string
  /** Addresses, hex and JSON: shown in a monospace block that wraps and scrolls. */
  readonly code?: boolean
}

/** What the approval card shows for one unsafe request. Plain text only: the UI never renders HTML from it. */
export type ApprovalView = {
  readonly title: string
  readonly intro: string
  readonly rows: readonly ApprovalRow[]
  readonly approveLabel: string
  readonly warning?: string | undefined
}

/** Who asks, and for which account and network. */
export type ApprovalContext = {
  /** The parent page's origin, as the browser verified it. */
  readonly origin: string
  /** The app's name as the app claims it (SYNC_DAPP_DATA); shown next to the verified origin. */
  readonly appName?: string | undefined
  readonly account: { readonly address: string; readonly type: 'eoa' | 'smartAccount' }
  /** CAIP-2 id of the network the request runs on. */
  readonly caipNetworkId: string
  /** For a smart account: whether it exists on this network yet (its first transaction creates it). */
  readonly smartAccountDeployed?: boolean | undefined
  /** What the transaction does, worked out beforehand (token transfers, Solana instructions). */
  readonly details?: readonly ApprovalRow[] | undefined
}

const MAX_TEXT = 4_000

function clip(text: string): string {
  return text.length > MAX_TEXT
    ? `${text.slice(0, MAX_TEXT)}… (${text.length - MAX_TEXT} more characters)`
    : text
}

function isMisleadingCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0
  if (code === 0x09 || code === 0x0a || code === 0x0d) return false
  return (
    code < 0x20 || code === 0x7f || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)
  )
}

/** UTF-8 text when the bytes are readable text, else `undefined`. */
function readableText(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // Control characters other than whitespace, and bidi overrides, make text misleading to read: show hex.
    return [...text].some(isMisleadingCharacter) ? undefined : text
  } catch {
    return undefined
  }
}

function hexBytes(hex: string): Uint8Array {
  const clean = hex.slice(2)
  const bytes = new Uint8Array(Math.floor(clean.length / 2))
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(clean.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

/** The network's display name and native currency. */
export function networkInfo(caipNetworkId: string): { name: string; symbol: string; decimals: number } {
  const network = findNetwork([...evmNetworks, ...solanaNetworks], caipNetworkId)
  if (network)
    return {
      name: network.name,
      symbol: network.nativeCurrency.symbol,
      decimals: network.nativeCurrency.decimals,
    }
  return caipNetworkId.startsWith('solana:')
    ? { name: `Solana (${caipNetworkId.slice(7)})`, symbol: 'SOL', decimals: 9 }
    : { name: `Chain ${caipNetworkId.replace(/^eip155:/, '')}`, symbol: 'ETH', decimals: 18 }
}

function accountRow(context: ApprovalContext): ApprovalRow {
  const kind = context.account.type === 'smartAccount' ? 'Smart account' : 'Account'
  return { label: kind, value: context.account.address, code: true }
}

function fromRow(context: ApprovalContext): ApprovalRow {
  const label = context.account.type === 'smartAccount' ? 'From (smart account)' : 'From'
  return { label, value: context.account.address, code: true }
}

/** Said before the first transaction of a smart account: it is created (deployed) along the way. */
function deploymentRows(context: ApprovalContext): ApprovalRow[] {
  return context.account.type === 'smartAccount' && context.smartAccountDeployed === false
    ? [{ label: 'Note', value: 'This first transaction also creates your smart account on this network.' }]
    : []
}

function sendWarning(context: ApprovalContext): string {
  return context.account.type === 'smartAccount'
    ? 'Network fees are paid by the account that owns your smart account. Sent transactions cannot be undone.'
    : 'Network fees are paid by your account. Sent transactions cannot be undone.'
}

function amount(value: string | undefined, info: { symbol: string; decimals: number }): string {
  if (value === undefined || !isHex(value)) return `0 ${info.symbol}`
  return `${formatUnits(hexToBigInt(value), info.decimals)} ${info.symbol}`
}

function dataSummary(data: string | undefined): string {
  if (!data || data === '0x') return 'None (a plain transfer)'
  const bytes = (data.length - 2) / 2
  return `${bytes} bytes, function ${data.slice(0, 10)}`
}

function who(context: ApprovalContext): string {
  return context.appName ? `${context.appName} (${context.origin})` : context.origin
}

/** Builds the approval card for an unsafe request: what is signed or sent, by which account, on which network. */
export function describeRequest(request: RpcRequest, context: ApprovalContext): ApprovalView {
  const network = networkInfo(context.caipNetworkId)
  const networkRow: ApprovalRow = { label: 'Network', value: network.name }
  switch (request.method) {
    case 'personal_sign': {
      const [message] = request.params
      const text = isHex(message) ? readableText(hexBytes(message)) : message
      return {
        title: 'Signature request',
        intro: `${who(context)} asks you to sign this message.`,
        rows: [
          { label: 'Message', value: clip(text ?? message), code: text === undefined },
          accountRow(context),
          networkRow,
        ],
        approveLabel: 'Sign',
        warning: 'Sign only messages you understand. Signing costs nothing and sends no funds.',
      }
    }
    case 'eth_signTypedData_v4': {
      const raw = request.params[1]
      let data: Record<string, unknown> = {}
      try {
        data = typeof raw === 'string' ? (JSON.parse(raw) as Record<string, unknown>) : raw
      } catch {
        // The request is refused later; the card still says what arrived.
      }
      const domain = (data.domain ?? {}) as Record<string, unknown>
      const domainText = [
        typeof domain.name === 'string' ? domain.name : undefined,
        typeof domain.version === 'string' ? `version ${domain.version}` : undefined,
        domain.chainId !== undefined ? `chain ${String(domain.chainId)}` : undefined,
        typeof domain.verifyingContract === 'string' ? `contract ${domain.verifyingContract}` : undefined,
      ]
        .filter(Boolean)
        .join(', ')
      return {
        title: 'Signature request',
        intro: `${who(context)} asks you to sign structured data.`,
        rows: [
          { label: 'Domain', value: domainText || 'None' },
          { label: 'Type', value: typeof data.primaryType === 'string' ? data.primaryType : 'Unknown' },
          { label: 'Data', value: clip(JSON.stringify(data.message ?? {}, null, 2)), code: true },
          accountRow(context),
          networkRow,
        ],
        approveLabel: 'Sign',
        warning: 'Typed signatures can authorise transfers (permits, orders). Sign only what you expect.',
      }
    }
    case 'eth_sendTransaction': {
      const [tx] = request.params
      return {
        title: 'Approve transaction',
        intro: `${who(context)} asks you to send a transaction.`,
        rows: [
          { label: 'To', value: typeof tx.to === 'string' ? tx.to : 'New contract', code: true },
          { label: 'Amount', value: amount(tx.value, network) },
          { label: 'Data', value: dataSummary(tx.data ?? tx.input) },
          ...(context.details ?? []),
          fromRow(context),
          networkRow,
          ...deploymentRows(context),
        ],
        approveLabel: 'Send',
        warning: sendWarning(context),
      }
    }
    case 'wallet_sendCalls': {
      const [batch] = request.params
      const rows: ApprovalRow[] = batch.calls.flatMap((call, index) => [
        {
          label: `Call ${index + 1}`,
          value: `To ${call.to}\nAmount ${amount(call.value, network)}\nData ${dataSummary(call.data)}`,
          code: true,
        },
      ])
      return {
        title: batch.calls.length === 1 ? 'Approve transaction' : `Approve ${batch.calls.length} calls`,
        intro: `${who(context)} asks you to send ${batch.calls.length === 1 ? 'a call' : `${batch.calls.length} calls`}.`,
        rows: [...rows, ...(context.details ?? []), fromRow(context), networkRow, ...deploymentRows(context)],
        approveLabel: 'Send',
        warning: sendWarning(context),
      }
    }
    case 'solana_signMessage': {
      let text: string | undefined
      try {
        text = readableText(decodeBase58(request.params.message))
      } catch {
        text = undefined
      }
      return {
        title: 'Signature request',
        intro: `${who(context)} asks you to sign this message.`,
        rows: [
          { label: 'Message', value: clip(text ?? request.params.message), code: text === undefined },
          accountRow(context),
          networkRow,
        ],
        approveLabel: 'Sign',
        warning: 'Sign only messages you understand. Signing costs nothing and sends no funds.',
      }
    }
    case 'solana_signTransaction':
    case 'solana_signAllTransactions':
    case 'solana_signAndSendTransaction': {
      const count = request.method === 'solana_signAllTransactions' ? request.params.transactions.length : 1
      const sends = request.method === 'solana_signAndSendTransaction'
      return {
        title: count === 1 ? 'Approve transaction' : `Approve ${count} transactions`,
        intro: sends
          ? `${who(context)} asks you to sign a transaction and send it to ${network.name}.`
          : `${who(context)} asks you to sign ${count === 1 ? 'a transaction' : `${count} transactions`}. The app may send ${count === 1 ? 'it' : 'them'} afterwards.`,
        rows: [...(context.details ?? []), accountRow(context), networkRow],
        approveLabel: sends ? 'Send' : 'Sign',
        warning: 'A signed transaction can move your funds. Approve only what you expect.',
      }
    }
    default:
      return {
        title: 'Request',
        intro: `${who(context)} sent ${request.method}.`,
        rows: [accountRow(context), networkRow],
        approveLabel: 'Approve',
      }
  }
}
