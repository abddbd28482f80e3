import { evmNetworks, findNetwork, solanaNetworks } from '@kit/chains'
import { bytesToHex, formatUnits } from 'viem'
import type { AccountCall } from '../wallet/evm.js'
import { withOwnName } from './ownAccounts.js'
import type { AccountRef, ParsedRequest, ParsedSend } from './parseRequest.js'
import { checkSignIn } from './siwe.js'
import type { SmartAccountCalls } from './smartAccountCalls.js'

/** One line of the approval card: a label and what it is about. */
export type ApprovalRow = {
  /** A stable name for the row (`from`, `to`, `amount`, `max-fee`, …) that tests and styles can rely on. */
  readonly id?: string
  readonly label: string
  readonly value: string
  /** Addresses, hex and JSON: shown in a monospace block that wraps and scrolls. */
  readonly code?: boolean
}

/** One option of a choice on the card. */
export type ApprovalOption = {
  /** What the card answers when this option is selected on Approve. */
  readonly value: string
  readonly label: string
  /** What the option comes to (its max network fee), and why it is flagged. */
  readonly detail?: string | undefined
  /** Shown but not selectable (the account cannot pay for it). */
  readonly disabled?: boolean | undefined
}

/** A choice the user makes on the card before approving (which fee to pay); the card answers the value selected. */
export type ApprovalChoice = {
  /** A stable name (`fee`) for hooks: `approval-choice-fee`, `approval-choice-fee-<value>`. */
  readonly id: string
  readonly label: string
  readonly options: readonly ApprovalOption[]
  /** The value selected until the user picks another. */
  readonly selected: string
}

/** What the approval card shows for one unsafe request. Plain text only: the UI never renders HTML from it. */
export type ApprovalView = {
  readonly title: string
  readonly intro: string
  readonly rows: readonly ApprovalRow[]
  readonly approveLabel: string
  readonly warning?: string | undefined
  /** A choice to make before approving; Approve then answers the option selected. */
  readonly choice?: ApprovalChoice | undefined
}

/** Who asks, and on which network; what is asked comes from the parsed request alone. */
export type ApprovalContext = {
  /** The parent page's origin, as the browser verified it. */
  readonly origin: string
  /** The app's name as the app claims it (SYNC_DAPP_DATA); shown after the verified origin, cleaned. */
  readonly appName?: string | undefined
  /** CAIP-2 id of the network the request runs on. */
  readonly caipNetworkId: string
  /** What the request does, worked out beforehand from the same parse (token transfers, approvals, permits). */
  readonly details?: readonly ApprovalRow[] | undefined
  /** The user's own accounts: named wherever the card shows them ("Your account", "Your smart account"). */
  readonly ownAccounts?: readonly AccountRef[] | undefined
}

const MAX_TEXT = 4_000
const MAX_APP_NAME = 64

function clip(text: string, max = MAX_TEXT): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length - max} more characters)` : text
}

/** Control characters other than tab and newline, and the marks that reorder or hide text (bidi). */
export function isMisleadingCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0
  if (code === 0x09 || code === 0x0a || code === 0x0d) return false
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x061c ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  )
}

/** Readable text of a string, or `undefined` when control or bidi characters would make it misleading. */
function readable(text: string | undefined): string | undefined {
  return text === undefined || [...text].some(isMisleadingCharacter) ? undefined : text
}

/** Text with each misleading character written out as `\u{…}`, so it can neither hide nor reorder anything. */
function escapeMisleading(text: string): string {
  return [...text]
    .map((char) =>
      isMisleadingCharacter(char) ? `\\u{${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}}` : char,
    )
    .join('')
}

/**
 * The app's claimed name without control, format (bidi, zero-width) or line-breaking characters, on one short
 * line.
 */
export function cleanAppName(name: string | undefined): string | undefined {
  if (!name) return undefined
  const cleaned = name
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return cleaned ? clip(cleaned, MAX_APP_NAME) : undefined
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

/** The account that signs, and what kind it is. */
function signerRows(signer: AccountRef): ApprovalRow[] {
  return [
    { id: 'from', label: 'From', value: signer.address, code: true },
    {
      id: 'account-type',
      label: 'Account type',
      value: signer.type === 'smartAccount' ? 'Smart account' : 'Account (EOA)',
    },
  ]
}

function appRows(context: ApprovalContext): ApprovalRow[] {
  const name = cleanAppName(context.appName)
  return name
    ? [{ id: 'app', label: 'App name', value: `${name} (as the app calls itself; not verified)` }]
    : []
}

function amount(value: bigint, info: { symbol: string; decimals: number }): string {
  return `${formatUnits(value, info.decimals)} ${info.symbol}`
}

function dataSummary(data: string): string {
  if (data === '0x') return 'None (a plain transfer)'
  return `${(data.length - 2) / 2} bytes, function ${data.slice(0, 10)}`
}

const SIGN_WARNING = 'Sign only messages you understand. Signing costs nothing and sends no funds.'
const BINARY_WARNING =
  'This message is not readable text. Sign it only if you trust the app: signed data can authorise actions in other apps.'

const TYPED_DATA_WARNING =
  'Typed signatures can authorise transfers (permits, orders). Sign only what you expect.'
const SIGN_IN_WARNING = 'Signing in costs nothing and sends no funds. Sign only if you mean to sign in here.'
const MALFORMED_SIGN_IN_WARNING =
  'This message reads like a sign-in but is not in the sign-in format (EIP-4361): the site it signs you in to cannot be checked. Sign it only if you trust the app.'

/** The footer and row of a sign-in for another site: both names, said plainly. */
function otherSiteWarning(domain: string, origin: string): string {
  return `This message signs you in to ${domain}, but the request comes from ${origin}. A site asking you to sign in elsewhere may be trying to take over your account there: reject it unless you know why.`
}

const SMART_ACCOUNT_NOTE =
  'This makes your smart account act: the calls it makes spend what it holds (its funds and tokens).'

function sendRows(
  parsed: ParsedSend,
  network: ReturnType<typeof networkInfo>,
  own: readonly AccountRef[],
): ApprovalRow[] {
  if (parsed.creation) {
    // The init code: what runs once, at deployment, and leaves the contract behind.
    const size = (parsed.creation.data.length - 2) / 2
    return [
      { id: 'code-size', label: 'Code size', value: `${size} ${size === 1 ? 'byte' : 'bytes'}` },
      { id: 'amount', label: 'Amount', value: `${amount(parsed.creation.value, network)} (sent with it)` },
    ]
  }
  const named = (address: string) => withOwnName(address, own)
  // A call into the user's own smart account reads as what it makes the smart account do, call by call (N7).
  const data = (call: AccountCall, inner: SmartAccountCalls | undefined) =>
    inner
      ? `Makes your smart account make ${inner.calls.length === 1 ? '1 call' : `${inner.calls.length} calls`} (${inner.functionName}), shown below`
      : dataSummary(call.data)
  const innerRows = (inner: SmartAccountCalls | undefined, id: string, label: string): ApprovalRow[] =>
    (inner?.calls ?? []).map((call, index) => ({
      id: `${id}${index + 1}`,
      label: `${label}${index + 1}`,
      value: `To ${named(call.to)}\nAmount ${amount(call.value, network)}\nData ${dataSummary(call.data)}`,
      code: true,
    }))
  const note: ApprovalRow[] = parsed.smartAccountCalls?.some(Boolean)
    ? [{ id: 'smart-account-note', label: 'Note', value: SMART_ACCOUNT_NOTE }]
    : []
  const [only] = parsed.calls
  if (parsed.calls.length === 1 && only) {
    const inner = parsed.smartAccountCalls?.[0]
    return [
      { id: 'to', label: 'To', value: named(only.to), code: true },
      { id: 'amount', label: 'Amount', value: amount(only.value, network) },
      { id: 'data', label: 'Data', value: data(only, inner) },
      ...innerRows(inner, 'inner-', 'Smart account call '),
      ...note,
    ]
  }
  return [
    ...parsed.calls.flatMap((call, index) => {
      const inner = parsed.smartAccountCalls?.[index]
      return [
        {
          id: `call-${index + 1}`,
          label: `Call ${index + 1}`,
          value: `To ${named(call.to)}\nAmount ${amount(call.value, network)}\nData ${data(call, inner)}`,
          code: true,
        },
        ...innerRows(inner, `call-${index + 1}-inner-`, `Call ${index + 1}, smart account call `),
      ]
    }),
    ...note,
  ]
}

function feeRows(parsed: ParsedSend, network: ReturnType<typeof networkInfo>): ApprovalRow[] {
  const { plan } = parsed
  const operation = plan.userOperation
  return [
    // Who pays: the app's paymaster ("Paid by <app>"), else the most the user pays; with a fee choice, each
    // option's max fee is on the choice itself.
    ...(plan.sponsor !== undefined
      ? [{ id: 'fee-payer', label: 'Network fee', value: `Paid by ${plan.sponsor}` }]
      : parsed.feeChoice
        ? []
        : [{ id: 'max-fee', label: 'Max network fee', value: amount(plan.maxFee, network) }]),
    ...(operation?.sponsorshipRefused
      ? [
          {
            id: 'sponsorship-refused',
            label: 'Not sponsored',
            value: `The app does not pay this fee: ${operation.sponsorshipRefused}. You pay it from your account.`,
          },
        ]
      : []),
    ...(plan.transactions[0]?.fees.type === 'legacy'
      ? [{ id: 'tx-type', label: 'Transaction type', value: 'Legacy (type 0): a fixed gas price' }]
      : []),
    ...(plan.deploysSmartAccount
      ? [
          {
            id: 'note',
            label: 'Note',
            value:
              operation?.kind === '7702'
                ? 'This first send also upgrades your account to a smart account on this network (EIP-7702); its address stays the same.'
                : 'This first send also creates your smart account on this network.',
          },
        ]
      : []),
  ]
}

/** How many times the market's the app's max fee is, rounded down to "over N times" (at most 1000, still true). */
function timesAbove(app: bigint, market: bigint): bigint {
  const times = market > 0n ? (app - 1n) / market : 0n
  return times > 1000n ? 1000n : times
}

/**
 * A max fee rounded up to 3 significant digits: never less than the true maximum, and short enough for both options
 * to keep one line each beside the buttons.
 */
function maxAmount(value: bigint, info: { symbol: string; decimals: number }): string {
  const digits = value.toString().length
  if (digits <= 3) return amount(value, info)
  const step = 10n ** BigInt(digits - 3)
  return amount(((value + step - 1n) / step) * step, info)
}

/** The fee choice: each option with its max network fee; the market's first. */
function feeChoiceOf(
  parsed: ParsedSend,
  network: ReturnType<typeof networkInfo>,
): { choice: ApprovalChoice; warning: string | undefined } | undefined {
  const fees = parsed.feeChoice
  if (!fees) return undefined
  const unaffordable = ' — more than your account holds'
  const choice: ApprovalChoice = {
    id: 'fee',
    label: 'Network fee to pay',
    options: [
      {
        value: 'market',
        label: 'Market fee',
        detail: `max ${maxAmount(fees.market.maxFee, network)}${fees.unaffordable === 'market' ? unaffordable : ''}`,
        ...(fees.unaffordable === 'market' ? { disabled: true } : {}),
      },
      {
        value: 'app',
        label: 'The app’s fee',
        detail: `max ${maxAmount(fees.app.maxFee, network)}${fees.unaffordable === 'app' ? unaffordable : ''}`,
        ...(fees.unaffordable === 'app' ? { disabled: true } : {}),
      },
    ],
    selected: fees.selected,
  }
  // Short: the card keeps the choice, this warning and the buttons in view, and the details above them.
  const warning = fees.farAbove
    ? [
        `The app’s fee is far above the market’s (over ${timesAbove(fees.app.maxFee, fees.market.maxFee)} times).`,
        fees.selected === 'market'
          ? 'The market fee is selected: pick the app’s only if you mean to pay it.'
          : undefined,
      ]
        .filter(Boolean)
        .join(' ')
    : undefined
  return { choice, warning }
}

/**
 * Builds the approval card from a parsed request (the same value the operation runs from): what is signed or
 * sent, by which account, on which network, at what most in fees. The verified origin comes first; the app's
 * claimed name follows, cleaned and marked as unverified.
 */
export function describeRequest(parsed: ParsedRequest, context: ApprovalContext): ApprovalView {
  const network = networkInfo(context.caipNetworkId)
  const networkRow: ApprovalRow = { id: 'network', label: 'Network', value: network.name }
  const details = context.details ?? []
  const origin = context.origin
  switch (parsed.method) {
    case 'personal_sign': {
      const text = readable(parsed.text)
      const messageRow: ApprovalRow = {
        id: 'message',
        label: 'Message',
        value: clip(text ?? bytesToHex(parsed.bytes)),
        code: text === undefined,
      }
      // EIP-4361: a sign-in names its site; the card checks it against the page that asks (domain binding).
      const signIn = text === undefined ? { kind: 'none' as const } : checkSignIn(text, origin)
      if (signIn.kind === 'mismatch') {
        const warning = otherSiteWarning(escapeMisleading(signIn.domain), origin)
        return {
          title: 'Sign-in for another site',
          intro: `${origin} asks you to sign in to ${escapeMisleading(signIn.domain)}.`,
          // The warning leads the details too: a card that scrolls still shows it first.
          rows: [
            { id: 'sign-in-warning', label: 'Warning', value: warning },
            ...appRows(context),
            messageRow,
            ...signerRows(parsed.signer),
            networkRow,
          ],
          approveLabel: 'Sign',
          warning,
        }
      }
      if (signIn.kind === 'match')
        return {
          title: 'Sign-in request',
          intro: `${origin} asks you to sign in with your account.`,
          rows: [
            { id: 'sign-in-site', label: 'Signs you in to', value: escapeMisleading(signIn.domain) },
            ...appRows(context),
            messageRow,
            ...signerRows(parsed.signer),
            networkRow,
          ],
          approveLabel: 'Sign',
          warning: SIGN_IN_WARNING,
        }
      return {
        title: 'Signature request',
        intro: `${origin} asks you to sign this message.`,
        rows: [...appRows(context), messageRow, ...signerRows(parsed.signer), networkRow],
        approveLabel: 'Sign',
        warning:
          text === undefined
            ? BINARY_WARNING
            : signIn.kind === 'malformed'
              ? MALFORMED_SIGN_IN_WARNING
              : SIGN_WARNING,
      }
    }
    case 'eth_signTypedData': {
      // Legacy typed data (v1): a flat list of fields, each shown as it is hashed.
      return {
        title: 'Signature request',
        intro: `${origin} asks you to sign typed data (legacy format, eth_signTypedData v1).`,
        rows: [
          ...appRows(context),
          { id: 'format', label: 'Format', value: 'Typed data v1 (legacy, before EIP-712)' },
          ...parsed.fields.map((field, index) => ({
            id: `field-${index + 1}`,
            label: `${clip(escapeMisleading(field.name), 200)} (${clip(escapeMisleading(field.type), 64)})`,
            value: clip(escapeMisleading(field.value)),
            code: field.type !== 'string',
          })),
          ...signerRows(parsed.signer),
          networkRow,
        ],
        approveLabel: 'Sign',
        warning: TYPED_DATA_WARNING,
      }
    }
    case 'eth_signTypedData_v3':
    case 'eth_signTypedData_v4': {
      const version = parsed.method === 'eth_signTypedData_v3' ? 'v3' : 'v4'
      const { domain, primaryType, message } = parsed.typedData
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
        intro: `${origin} asks you to sign structured data (typed data ${version}).`,
        rows: [
          ...appRows(context),
          {
            id: 'format',
            label: 'Format',
            value: version === 'v3' ? 'Typed data v3 (EIP-712, without arrays)' : 'Typed data v4 (EIP-712)',
          },
          { id: 'domain', label: 'Domain', value: clip(escapeMisleading(domainText || 'None')) },
          { id: 'type', label: 'Type', value: clip(escapeMisleading(primaryType), 200) },
          ...details,
          {
            id: 'data',
            label: 'Data',
            value: clip(
              escapeMisleading(
                JSON.stringify(
                  message,
                  (_key, value) => (typeof value === 'bigint' ? String(value) : value),
                  2,
                ),
              ),
            ),
            code: true,
          },
          ...signerRows(parsed.signer),
          networkRow,
        ],
        approveLabel: 'Sign',
        warning: TYPED_DATA_WARNING,
      }
    }
    case 'eth_sendTransaction':
    case 'wallet_sendCalls': {
      const count = parsed.calls.length
      const what =
        parsed.method === 'eth_sendTransaction' ? 'a transaction' : count === 1 ? 'a call' : `${count} calls`
      const fees = feeChoiceOf(parsed, network)
      const payer =
        parsed.plan.sponsor !== undefined
          ? `The network fee is paid by ${parsed.plan.sponsor}. Sent transactions cannot be undone.`
          : parsed.signer.type === 'smartAccount'
            ? 'Network fees are paid by your smart account. Its calls run all together or not at all. Sent transactions cannot be undone.'
            : 'Network fees are paid by your account. Sent transactions cannot be undone.'
      return {
        title: parsed.creation
          ? 'Deploy a contract'
          : count === 1
            ? 'Approve transaction'
            : `Approve ${count} calls`,
        intro: parsed.creation
          ? `${origin} asks you to deploy a contract.`
          : `${origin} asks you to send ${what}.`,
        // What moves, what it means and what it can cost come first: a card that scrolls still shows them.
        rows: [
          ...sendRows(parsed, network, context.ownAccounts ?? []),
          ...details,
          ...feeRows(parsed, network),
          ...signerRows(parsed.signer),
          networkRow,
          ...appRows(context),
        ],
        approveLabel: parsed.creation ? 'Deploy' : 'Send',
        // A fee far above the market is said in place of who pays (kept short: the choice and the buttons share the view).
        warning: fees?.warning ?? payer,
        ...(fees ? { choice: fees.choice } : {}),
      }
    }
    case 'solana_signMessage': {
      const text = readable(parsed.text)
      const rows: ApprovalRow[] = [
        ...appRows(context),
        ...(parsed.format === 'offchain'
          ? [{ id: 'format', label: 'Format', value: 'Solana off-chain message' }]
          : []),
        {
          id: 'message',
          label: 'Message',
          value: clip(text ?? bytesToHex(parsed.bytes)),
          code: text === undefined,
        },
        ...signerRows(parsed.signer),
        networkRow,
      ]
      return {
        title: 'Signature request',
        intro: `${origin} asks you to sign this message.`,
        rows,
        approveLabel: 'Sign',
        // Only text is known to be harmless to read; the bytes were checked not to be a transaction.
        warning: text === undefined ? BINARY_WARNING : SIGN_WARNING,
      }
    }
    case 'solana_signTransaction':
    case 'solana_signAllTransactions':
    case 'solana_signAndSendTransaction': {
      const count = parsed.transactions.length
      const sends = parsed.method === 'solana_signAndSendTransaction'
      return {
        title: count === 1 ? 'Approve transaction' : `Approve ${count} transactions`,
        intro: sends
          ? `${origin} asks you to sign a transaction and send it to ${network.name}.`
          : `${origin} asks you to sign ${count === 1 ? 'a transaction' : `${count} transactions`}. The app may send ${count === 1 ? 'it' : 'them'} afterwards.`,
        rows: [...appRows(context), ...details, ...signerRows(parsed.signer), networkRow],
        approveLabel: sends ? 'Send' : 'Sign',
        // The footer stays in view when the details scroll: it points at the warnings among them (L12).
        warning: details.some((row) => row.id === 'warning')
          ? 'This transaction has warnings in its details: read them first. A signed transaction can move your funds.'
          : 'A signed transaction can move your funds. Approve only what you expect.',
      }
    }
  }
}
