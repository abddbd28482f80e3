// Best-effort plain-language details of what a request does, worked out before the user is asked from the same
// parsed request that runs: ERC-20 and NFT transfers and approvals (also those the user's own smart account makes
// for a call into it), Permit and Permit2 signatures, Solana SOL and SPL token instructions with warnings for what
// the card cannot vouch for (solanaWarnings.ts). The user's own accounts are named. Unlimited approvals are said
// plainly. A token's symbol and decimals are read from the
// token contract itself, so the card says the symbol is the contract's claim. A detail that cannot be worked out
// is left out; the raw fields remain on the card. The rows speak the card's language (locales/details.ts).
import { isEvmAddress } from '@kit/chains/wire'
import { base58 } from '@scure/base'
import {
  decodeFunctionData,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  type Hex,
  parseAbi,
} from 'viem'
import { type DetailFormatter, detailFormatterFor } from '../locales/details.js'
import { englishTexts, type FrameTexts } from '../locales/index.js'
import type { JsonRpc } from '../rpc.js'
import { decodeSolanaTransaction } from '../wallet/solanaTransaction.js'
import { type ApprovalRow, isMisleadingCharacter } from './describe.js'
import { withOwnName } from './ownAccounts.js'
import type { AccountRef, ParsedRequest, ParsedSend } from './parseRequest.js'
import { SYSTEM_PROGRAM, solanaWarnings, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './solanaWarnings.js'

const TOKEN_PROGRAMS = new Set([TOKEN_PROGRAM, TOKEN_2022_PROGRAM])
const UINT256_UNLIMITED = 2n ** 255n
const UINT160_UNLIMITED = 2n ** 159n
const U64_MAX = 2n ** 64n - 1n

/** Token calls the card explains (ERC-20, and the ERC-721/1155 approval of a whole collection). */
const tokenAbi = parseAbi([
  'function transfer(address to, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
  'function increaseAllowance(address spender, uint256 addedValue)',
  'function decreaseAllowance(address spender, uint256 subtractedValue)',
  'function setApprovalForAll(address operator, bool approved)',
])

type Token = { symbol: string | undefined; decimals: number | undefined }

/** A call the card explains: its target and data; `owner` is the address of the account that makes it. */
type ExplainedCall = {
  readonly to: string
  readonly data?: string | undefined
  /** The user's smart account makes the call (for a call into it), not the signer. */
  readonly bySmartAccount?: boolean
  /** The account that makes the call (whose allowance an `increaseAllowance` changes), when known. */
  readonly owner?: string | undefined
}

async function call(rpc: JsonRpc, to: string, data: Hex, signal: AbortSignal): Promise<Hex> {
  return (await rpc.request('eth_call', [{ to, data }, 'latest'], signal)) as Hex
}

/** The token's own claims about itself (symbol cleaned of control and bidi characters, kept short). */
async function readToken(rpc: JsonRpc, token: string, signal: AbortSignal): Promise<Token> {
  const [symbol, decimals] = await Promise.all([
    call(rpc, token, '0x95d89b41', signal)
      .then((data) => String(decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data })))
      .catch(() => undefined),
    call(rpc, token, '0x313ce567', signal)
      .then((data) => Number(decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data })))
      .catch(() => undefined),
  ])
  const clean = symbol
    ?.split('')
    .filter((char) => !isMisleadingCharacter(char) && char !== '\n' && char !== '\t' && char !== '\r')
    .join('')
    .trim()
    .slice(0, 16)
  return {
    symbol: clean || undefined,
    decimals: decimals !== undefined && decimals <= 36 ? decimals : undefined,
  }
}

/** "12.5 kUSD", or base units when the token does not say its decimals, in the card's digits. */
function tokenAmount(
  f: DetailFormatter,
  value: bigint,
  token: Token,
  unlimitedFrom = UINT256_UNLIMITED,
): string {
  if (value >= unlimitedFrom) return f.d('unlimited')
  if (token.decimals === undefined) return f.d('baseUnits', { value: f.texts.integer(value) })
  return f.texts.amount(formatUnits(value, token.decimals), token.symbol ?? f.d('tokens'))
}

function tokenName(f: DetailFormatter, address: string, token: Token): string {
  return token.symbol
    ? f.d('tokenNamed', { address, symbol: token.symbol })
    : f.d('tokenUnnamed', { address })
}

/** What `owner` lets `spender` spend of `token` now, read from the token; `undefined` when it cannot be read. */
async function readAllowance(
  rpc: JsonRpc,
  token: string,
  owner: string,
  spender: string,
  signal: AbortSignal,
): Promise<bigint | undefined> {
  try {
    const data = await call(
      rpc,
      token,
      encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [owner as Hex, spender as Hex] }),
      signal,
    )
    return decodeFunctionResult({ abi: erc20Abi, functionName: 'allowance', data })
  } catch {
    return undefined
  }
}

/**
 * The row of `increaseAllowance` / `decreaseAllowance`: what the spender may spend in total afterwards (the
 * allowance now, read from the token, plus or minus the change). Without a reading, what the call changes, said as
 * a change: never as the whole allowance.
 */
function allowanceChangeRow(
  f: DetailFormatter,
  change: { increase: boolean; spender: string; amount: bigint },
  target: string,
  token: Token,
  now: bigint | undefined,
  named: (address: string) => string,
): ApprovalRow {
  const { increase, spender, amount } = change
  const delta = tokenAmount(f, amount, token, 2n ** 256n)
  const values = { delta, spender: named(spender), token: tokenName(f, target, token) }
  const label = f.d('tokenApproval')
  if (now === undefined)
    return {
      id: 'explain',
      label,
      value: f.d(increase ? 'allowanceAdds' : 'allowanceTakes', values),
      code: true,
    }
  const total = increase ? now + amount : now - amount
  const before = tokenAmount(f, now, token)
  if (total < 0n || total >= 2n ** 256n)
    return {
      id: 'explain',
      label,
      value: f.d(increase ? 'allowanceAddsRefused' : 'allowanceTakesRefused', { ...values, before }),
      code: true,
    }
  return {
    id: 'explain',
    label,
    value: f.d('allowanceTotal', {
      ...values,
      total: tokenAmount(f, total, token),
      before,
      change: `${increase ? '+' : '−'}${delta}`,
    }),
    code: true,
  }
}

async function explainEvmCall(
  f: DetailFormatter,
  target: string,
  data: Hex,
  rpc: JsonRpc,
  signal: AbortSignal,
  named: (address: string) => string,
  allowanceNow: (spender: string) => Promise<bigint | undefined>,
): Promise<ApprovalRow | undefined> {
  let decoded: ReturnType<typeof decodeFunctionData<typeof tokenAbi>>
  try {
    decoded = decodeFunctionData({ abi: tokenAbi, data })
  } catch {
    return undefined
  }
  if (decoded.functionName === 'setApprovalForAll') {
    const [operator, approved] = decoded.args
    const values = { operator: named(operator), collection: target }
    return approved
      ? { id: 'explain', label: f.d('approvalForAll'), value: f.d('approveAll', values), code: true }
      : { id: 'explain', label: f.d('approvalRemoved'), value: f.d('approveAllRemoved', values), code: true }
  }
  const token = await readToken(rpc, target, signal)
  switch (decoded.functionName) {
    case 'transfer': {
      const [to, value] = decoded.args
      return {
        id: 'explain',
        label: f.d('tokenTransfer'),
        value: f.d('transferTo', {
          amount: tokenAmount(f, value, token, 2n ** 256n),
          to: named(to),
          token: tokenName(f, target, token),
        }),
        code: true,
      }
    }
    case 'transferFrom': {
      const [from, to, value] = decoded.args
      return {
        id: 'explain',
        label: f.d('tokenTransfer'),
        value: f.d('transferFromTo', {
          amount: tokenAmount(f, value, token, 2n ** 256n),
          from: named(from),
          to: named(to),
          token: tokenName(f, target, token),
        }),
        code: true,
      }
    }
    case 'approve': {
      const [spender, value] = decoded.args
      return {
        id: 'explain',
        label: f.d('tokenApproval'),
        value: f.d('approveSpend', {
          spender: named(spender),
          amount: tokenAmount(f, value, token),
          token: tokenName(f, target, token),
        }),
        code: true,
      }
    }
    case 'increaseAllowance':
    case 'decreaseAllowance': {
      // These change the allowance by an amount: the card says what the spender may spend afterwards.
      const [spender, amount] = decoded.args
      const change = { increase: decoded.functionName === 'increaseAllowance', spender, amount }
      return allowanceChangeRow(f, change, target, token, await allowanceNow(spender), named)
    }
  }
}

/** The user's own accounts' names in the card's language. */
const ownNames = ({ texts }: DetailFormatter) => ({
  eoa: texts.t('yourAccount'),
  smartAccount: texts.t('yourSmartAccount'),
})

/**
 * Rows for EVM calls: token transfers and approvals, each with the token's own (unverified) symbol. A call's
 * `bySmartAccount` says the user's smart account makes it (not the signer); the user's `own` accounts are named. The
 * rows speak `texts`' language.
 */
export async function explainEvmCalls(
  calls: readonly ExplainedCall[],
  rpc: JsonRpc,
  signal: AbortSignal,
  own: readonly AccountRef[] = [],
  texts: FrameTexts = englishTexts,
): Promise<ApprovalRow[]> {
  const f = await detailFormatterFor(texts)
  const names = ownNames(f)
  const named = (address: string) => withOwnName(address, own, names)
  const rows: ApprovalRow[] = []
  // Allowances an earlier call of the batch changes: read now, they would not be what the later call starts from.
  const touched = new Set<string>()
  for (const entry of calls) {
    if (!entry.data || entry.data.length < 10) continue
    const owner = entry.owner
    const allowanceNow = async (spender: string) =>
      owner && !touched.has(`${entry.to}/${owner}/${spender}`.toLowerCase())
        ? readAllowance(rpc, entry.to, owner, spender, signal)
        : undefined
    const row = await explainEvmCall(f, entry.to, entry.data as Hex, rpc, signal, named, allowanceNow).catch(
      () => undefined,
    )
    const spender = allowanceSpender(entry.data as Hex)
    if (spender && owner) touched.add(`${entry.to}/${owner}/${spender}`.toLowerCase())
    if (row)
      rows.push(entry.bySmartAccount ? { ...row, label: f.d('bySmartAccount', { label: row.label }) } : row)
  }
  return rows
}

/** The spender whose allowance a call sets or changes (`approve`, `increaseAllowance`, `decreaseAllowance`). */
function allowanceSpender(data: Hex): string | undefined {
  try {
    const decoded = decodeFunctionData({ abi: tokenAbi, data })
    return decoded.functionName === 'approve' ||
      decoded.functionName === 'increaseAllowance' ||
      decoded.functionName === 'decreaseAllowance'
      ? decoded.args[0]
      : undefined
  } catch {
    return undefined
  }
}

/**
 * The calls that act on what the user holds: those into the user's smart account are replaced by the calls it
 * makes. Each names its owner: the signer, or the smart account for the calls it makes.
 */
function actingCalls(parsed: ParsedSend): ExplainedCall[] {
  return parsed.calls.flatMap((call, index) => {
    const inner = parsed.smartAccountCalls?.[index]
    return inner
      ? inner.calls.map((made) => ({ ...made, bySmartAccount: true, owner: call.to }))
      : [{ ...call, owner: parsed.signer.address }]
  })
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

function bigintOf(value: unknown): bigint | undefined {
  try {
    return typeof value === 'bigint'
      ? value
      : typeof value === 'number' || typeof value === 'string'
        ? BigInt(value)
        : undefined
  } catch {
    return undefined
  }
}

function until(f: DetailFormatter, seconds: unknown): string {
  const value = bigintOf(seconds)
  if (value === undefined) return ''
  if (value === 0n) return ''
  if (value >= 10n ** 11n) return f.d('noEndDate')
  return f.d('untilDate', { date: f.date(Number(value)) })
}

/** Rows for Permit (EIP-2612, and DAI's) and Permit2 signatures: who may spend what, until when, in `texts`' language. */
export async function explainTypedData(
  typedData: { domain: Record<string, unknown>; primaryType: string; message: Record<string, unknown> },
  rpc: JsonRpc,
  signal: AbortSignal,
  texts: FrameTexts = englishTexts,
): Promise<ApprovalRow[]> {
  const f = await detailFormatterFor(texts)
  const { domain, primaryType, message } = typedData
  // Only well-formed addresses are spelled out: anything else stays in the raw data row, escaped.
  const spender = typeof message.spender === 'string' ? message.spender : ''
  if (!isEvmAddress(spender)) return []
  const permission = async (
    tokenAddress: unknown,
    amount: unknown,
    deadline: unknown,
    unlimitedFrom: bigint,
  ) => {
    const address = isEvmAddress(tokenAddress) ? tokenAddress : ''
    const value = bigintOf(amount)
    const token = address
      ? await readToken(rpc, address, signal).catch(() => ({ symbol: undefined, decimals: undefined }))
      : { symbol: undefined, decimals: undefined }
    const amountShown = value === undefined ? f.d('anAmount') : tokenAmount(f, value, token, unlimitedFrom)
    const values = { spender, amount: amountShown, until: until(f, deadline) }
    if (!address) return f.d('permitSpendUnnamed', values)
    return f.d('permitSpend', { ...values, token: tokenName(f, address, token) })
  }
  if (domain.name === 'Permit2') {
    const entries: [unknown, unknown, unknown][] = []
    if (primaryType === 'PermitSingle' || primaryType === 'PermitBatch') {
      const details = Array.isArray(message.details) ? message.details : [message.details]
      for (const detail of details.map(record)) entries.push([detail.token, detail.amount, detail.expiration])
    } else if (primaryType.startsWith('Permit') && primaryType.includes('TransferFrom')) {
      const permitted = Array.isArray(message.permitted) ? message.permitted : [message.permitted]
      for (const entry of permitted.map(record)) entries.push([entry.token, entry.amount, message.deadline])
    }
    const rows: ApprovalRow[] = []
    for (const [token, amount, deadline] of entries)
      rows.push({
        id: 'explain',
        label: f.d('permit2Approval'),
        value: await permission(token, amount, deadline, UINT160_UNLIMITED),
        code: true,
      })
    return rows
  }
  if (primaryType === 'Permit' && typeof domain.verifyingContract === 'string') {
    // DAI's permit grants everything or nothing (`allowed`); EIP-2612's names a value.
    const amount = 'allowed' in message ? (message.allowed ? 2n ** 256n - 1n : 0n) : message.value
    const deadline = message.deadline ?? message.expiry
    return [
      {
        id: 'explain',
        label: f.d('tokenPermit'),
        value: await permission(domain.verifyingContract, amount, deadline, UINT256_UNLIMITED),
        code: true,
      },
    ]
  }
  return []
}

function readU64(bytes: Uint8Array, offset: number): bigint {
  let value = 0n
  for (let i = 7; i >= 0; i--) value = (value << 8n) | BigInt(bytes[offset + i] ?? 0)
  return value
}

/** An SPL Token instruction in words, or `undefined` for the ones not spelled out. */
function splRow(
  f: DetailFormatter,
  data: Uint8Array,
  account: (position: number) => string,
  label: (text: string) => string,
): ApprovalRow | undefined {
  const units = (value: bigint, decimals?: number) =>
    decimals === undefined
      ? f.d('baseUnits', { value: f.texts.integer(value) })
      : f.d('tokensAmount', { amount: f.texts.amount(formatUnits(value, decimals), '').trimEnd() })
  const allowance = (decimals?: number) => {
    const value = readU64(data, 1)
    return value === U64_MAX ? f.d('unlimited') : units(value, decimals)
  }
  switch (data[0]) {
    case 3:
      if (data.length < 9) return undefined
      return {
        id: 'explain',
        label: label(f.d('tokenTransfer')),
        value: f.d('splTransfer', { amount: units(readU64(data, 1)), from: account(0), to: account(1) }),
        code: true,
      }
    case 12:
      if (data.length < 10) return undefined
      return {
        id: 'explain',
        label: label(f.d('tokenTransfer')),
        value: f.d('splTransferMint', {
          amount: units(readU64(data, 1), data[9]),
          mint: account(1),
          from: account(0),
          to: account(2),
        }),
        code: true,
      }
    case 4:
      if (data.length < 9) return undefined
      return {
        id: 'explain',
        label: label(f.d('tokenApproval')),
        value: f.d('splApprove', { spender: account(1), amount: allowance(), account: account(0) }),
        code: true,
      }
    case 13:
      if (data.length < 10) return undefined
      return {
        id: 'explain',
        label: label(f.d('tokenApproval')),
        value: f.d('splApproveMint', {
          spender: account(2),
          amount: allowance(data[9]),
          mint: account(1),
          account: account(0),
        }),
        code: true,
      }
    case 6:
      return {
        id: 'explain',
        label: label(f.d('authorityChange')),
        value: f.d('splAuthority', {
          account: account(0),
          authority: data[2] === 1 && data.length >= 35 ? base58.encode(data.slice(3, 35)) : f.d('noOne'),
        }),
        code: true,
      }
    case 9:
      return {
        id: 'explain',
        label: label(f.d('closeTokenAccount')),
        value: f.d('splClose', { account: account(0), to: account(1) }),
        code: true,
      }
    default:
      return undefined
  }
}

/**
 * Rows for serialized Solana transactions: fee payer, then each instruction (SOL and SPL token ones spelled out),
 * with warning rows (id `warning`) for what `solanaWarnings` flags. `own` holds the user's addresses (base58). The
 * rows speak `texts`' language.
 */
export async function explainSolanaTransactions(
  transactions: readonly (string | Uint8Array)[],
  own: readonly string[] = [],
  texts: FrameTexts = englishTexts,
): Promise<ApprovalRow[]> {
  const f = await detailFormatterFor(texts)
  const rows: ApprovalRow[] = []
  const ownRefs = own.map((address): AccountRef => ({ address, type: 'eoa' }))
  const names = ownNames(f)
  const named = (address: string) => withOwnName(address, ownRefs, names)
  transactions.forEach((entry, index) => {
    // With several transactions, each label says which one it is about.
    const label = (text: string) =>
      transactions.length > 1 ? f.d('numbered', { index: f.texts.integer(index + 1), label: text }) : text
    const warning = (value: string): ApprovalRow => ({ id: 'warning', label: label(f.d('warning')), value })
    try {
      const bytes = typeof entry === 'string' ? base58.decode(entry) : entry
      const message = decodeSolanaTransaction(bytes)
      const keys = message.staticAccountKeys.map((key) => base58.encode(key))
      const warnings = solanaWarnings(message, keys, own, f)
      rows.push({
        label: label(f.d('feePayer')),
        value: keys[0] ? named(keys[0]) : f.d('unknown'),
        code: true,
      })
      rows.push(...warnings.transaction.map(warning))
      message.instructions.forEach((instruction, position) => {
        const program = keys[instruction.programIdIndex] ?? f.d('lookupProgram')
        const data = instruction.data
        const account = (at: number) => {
          const key = keys[instruction.accountKeyIndexes[at] ?? -1]
          return key ? named(key) : f.d('lookupAccount')
        }
        // System program, instruction 2: transfer { lamports: u64 } from account 0 to account 1.
        if (
          program === SYSTEM_PROGRAM &&
          data.length === 12 &&
          data[0] === 2 &&
          data[1] === 0 &&
          data[2] === 0 &&
          data[3] === 0
        )
          rows.push({
            id: 'explain',
            label: label(f.d('transfer')),
            value: f.d('solTransfer', {
              amount: f.texts.amount(formatUnits(readU64(data, 4), 9), 'SOL'),
              to: account(1),
            }),
            code: true,
          })
        else {
          const spl = TOKEN_PROGRAMS.has(program) ? splRow(f, data, account, label) : undefined
          rows.push(
            spl ?? {
              id: 'explain',
              label: label(f.d('instruction')),
              value: f.d('programInstruction', {
                program,
                accounts: instruction.accountKeyIndexes.length,
                bytes: data.length,
              }),
              code: true,
            },
          )
        }
        rows.push(...(warnings.instructions.get(position) ?? []).map(warning))
      })
    } catch {
      rows.push({ label: label(f.d('transaction')), value: f.d('unreadable') })
    }
  })
  return rows
}

/**
 * The details rows of a parsed request (never throws: a detail that cannot be worked out is left out). `own` holds
 * the user's accounts, named where they appear; the rows speak `texts`' language (English by default).
 */
export async function explainRequest(
  parsed: ParsedRequest,
  rpc: JsonRpc | undefined,
  signal: AbortSignal,
  own: readonly AccountRef[] = [],
  texts: FrameTexts = englishTexts,
): Promise<ApprovalRow[]> {
  try {
    switch (parsed.method) {
      case 'eth_sendTransaction':
      case 'wallet_sendCalls':
        return rpc ? await explainEvmCalls(actingCalls(parsed), rpc, signal, own, texts) : []
      case 'eth_signTypedData_v3':
      case 'eth_signTypedData_v4':
        return rpc ? await explainTypedData(parsed.typedData, rpc, signal, texts) : []
      case 'solana_signTransaction':
      case 'solana_signAllTransactions':
      case 'solana_signAndSendTransaction':
        return await explainSolanaTransactions(
          parsed.transactions,
          own.map((account) => account.address),
          texts,
        )
      default:
        return []
    }
  } catch {
    return []
  }
}
