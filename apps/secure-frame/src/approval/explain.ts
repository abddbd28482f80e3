// Best-effort plain-language details of what a request does, worked out before the user is asked from the same
// parsed request that runs: ERC-20 and NFT transfers and approvals (also those the user's own smart account makes
// for a call into it), Permit and Permit2 signatures, Solana SOL and SPL token instructions with warnings for what
// the card cannot vouch for (solanaWarnings.ts). The user's own accounts are named. Unlimited approvals are said
// plainly. A token's symbol and decimals are read from the
// token contract itself, so the card says the symbol is the contract's claim. A detail that cannot be worked out
// is left out; the raw fields remain on the card.
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

/** A call the card explains: its target and data; `by` names who makes it, `owner` is its address. */
type ExplainedCall = {
  readonly to: string
  readonly data?: string | undefined
  readonly by?: string
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

/** "12.5 kUSD", or base units when the token does not say its decimals. */
function tokenAmount(value: bigint, token: Token, unlimitedFrom = UINT256_UNLIMITED): string {
  if (value >= unlimitedFrom) return 'Unlimited'
  if (token.decimals === undefined) return `${value} base units`
  return `${formatUnits(value, token.decimals)} ${token.symbol ?? 'tokens'}`
}

function tokenName(address: string, token: Token): string {
  return token.symbol
    ? `token ${address}, which calls itself “${token.symbol}” (the contract’s claim)`
    : `token ${address}`
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
  change: { increase: boolean; spender: string; amount: bigint },
  target: string,
  token: Token,
  now: bigint | undefined,
  named: (address: string) => string,
): ApprovalRow {
  const { increase, spender, amount } = change
  const delta = tokenAmount(amount, token, 2n ** 256n)
  const of = tokenName(target, token)
  if (now === undefined)
    return {
      id: 'explain',
      label: 'Token approval',
      value: increase
        ? `Adds ${delta} to what ${named(spender)} may already spend of your ${of}`
        : `Takes ${delta} off what ${named(spender)} may spend of your ${of}`,
      code: true,
    }
  const total = increase ? now + amount : now - amount
  const before = tokenAmount(now, token)
  if (total < 0n || total >= 2n ** 256n)
    return {
      id: 'explain',
      label: 'Token approval',
      value: `${increase ? 'Adds' : 'Takes'} ${delta} ${increase ? 'to' : 'off'} what ${named(spender)} may spend of your ${of} (now ${before}); the token is likely to refuse it`,
      code: true,
    }
  return {
    id: 'explain',
    label: 'Token approval',
    value: `Lets ${named(spender)} spend up to ${tokenAmount(total, token)} in total of your ${of} (now ${before}, ${increase ? '+' : '−'}${delta})`,
    code: true,
  }
}

async function explainEvmCall(
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
    return approved
      ? {
          id: 'explain',
          label: 'Approval of everything',
          value: `Lets ${named(operator)} move ALL your items of collection ${target}, now and later`,
          code: true,
        }
      : {
          id: 'explain',
          label: 'Approval removed',
          value: `${named(operator)} may no longer move your items of ${target}`,
          code: true,
        }
  }
  const token = await readToken(rpc, target, signal)
  switch (decoded.functionName) {
    case 'transfer': {
      const [to, value] = decoded.args
      return {
        id: 'explain',
        label: 'Token transfer',
        value: `${tokenAmount(value, token, 2n ** 256n)} to ${named(to)} (${tokenName(target, token)})`,
        code: true,
      }
    }
    case 'transferFrom': {
      const [from, to, value] = decoded.args
      return {
        id: 'explain',
        label: 'Token transfer',
        value: `${tokenAmount(value, token, 2n ** 256n)} from ${named(from)} to ${named(to)} (${tokenName(target, token)})`,
        code: true,
      }
    }
    case 'approve': {
      const [spender, value] = decoded.args
      return {
        id: 'explain',
        label: 'Token approval',
        value: `Lets ${named(spender)} spend ${tokenAmount(value, token)} of your ${tokenName(target, token)}`,
        code: true,
      }
    }
    case 'increaseAllowance':
    case 'decreaseAllowance': {
      // These change the allowance by an amount: the card says what the spender may spend afterwards.
      const [spender, amount] = decoded.args
      const change = { increase: decoded.functionName === 'increaseAllowance', spender, amount }
      return allowanceChangeRow(change, target, token, await allowanceNow(spender), named)
    }
  }
}

/**
 * Rows for EVM calls: token transfers and approvals, each with the token's own (unverified) symbol. A call's `by`
 * names who makes it when that is not the signer (the user's smart account); the user's `own` accounts are named.
 */
export async function explainEvmCalls(
  calls: readonly ExplainedCall[],
  rpc: JsonRpc,
  signal: AbortSignal,
  own: readonly AccountRef[] = [],
): Promise<ApprovalRow[]> {
  const named = (address: string) => withOwnName(address, own)
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
    const row = await explainEvmCall(entry.to, entry.data as Hex, rpc, signal, named, allowanceNow).catch(
      () => undefined,
    )
    const spender = allowanceSpender(entry.data as Hex)
    if (spender && owner) touched.add(`${entry.to}/${owner}/${spender}`.toLowerCase())
    if (row) rows.push(entry.by ? { ...row, label: `${row.label} by ${entry.by}` } : row)
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
      ? inner.calls.map((made) => ({ ...made, by: 'your smart account', owner: call.to }))
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

function until(seconds: unknown): string {
  const value = bigintOf(seconds)
  if (value === undefined) return ''
  if (value === 0n) return ''
  if (value >= 10n ** 11n) return ', with no end date'
  return `, until ${new Date(Number(value) * 1000).toISOString().replace('.000Z', ' UTC').replace('T', ' ')}`
}

/** Rows for Permit (EIP-2612, and DAI's) and Permit2 signatures: who may spend what, until when. */
export async function explainTypedData(
  typedData: { domain: Record<string, unknown>; primaryType: string; message: Record<string, unknown> },
  rpc: JsonRpc,
  signal: AbortSignal,
): Promise<ApprovalRow[]> {
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
    if (!address)
      return `Lets ${spender} spend ${value === undefined ? 'an amount' : tokenAmount(value, token, unlimitedFrom)} of a token it does not name${until(deadline)}`
    const shown = value === undefined ? 'an amount' : tokenAmount(value, token, unlimitedFrom)
    return `Lets ${spender} spend ${shown} of your ${tokenName(address, token)}${until(deadline)}`
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
        label: 'Permit2 approval',
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
        label: 'Token permit',
        value: await permission(domain.verifyingContract, amount, deadline, UINT256_UNLIMITED),
        code: true,
      },
    ]
  }
  return []
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`

function readU64(bytes: Uint8Array, offset: number): bigint {
  let value = 0n
  for (let i = 7; i >= 0; i--) value = (value << 8n) | BigInt(bytes[offset + i] ?? 0)
  return value
}

/** An SPL Token instruction in words, or `undefined` for the ones not spelled out. */
function splRow(
  data: Uint8Array,
  account: (position: number) => string,
  prefix: string,
): ApprovalRow | undefined {
  const units = (value: bigint, decimals?: number) =>
    decimals === undefined ? `${value} base units` : `${formatUnits(value, decimals)} tokens`
  const allowance = (decimals?: number) => {
    const value = readU64(data, 1)
    return value === U64_MAX ? 'Unlimited' : units(value, decimals)
  }
  switch (data[0]) {
    case 3:
      if (data.length < 9) return undefined
      return {
        label: `${prefix}Token transfer`,
        value: `${units(readU64(data, 1))} from ${account(0)} to ${account(1)}`,
        code: true,
      }
    case 12:
      if (data.length < 10) return undefined
      return {
        label: `${prefix}Token transfer`,
        value: `${units(readU64(data, 1), data[9])} of mint ${account(1)} from ${account(0)} to ${account(2)}`,
        code: true,
      }
    case 4:
      if (data.length < 9) return undefined
      return {
        label: `${prefix}Token approval`,
        value: `Lets ${account(1)} spend ${allowance()} from token account ${account(0)}`,
        code: true,
      }
    case 13:
      if (data.length < 10) return undefined
      return {
        label: `${prefix}Token approval`,
        value: `Lets ${account(2)} spend ${allowance(data[9])} of mint ${account(1)} from token account ${account(0)}`,
        code: true,
      }
    case 6:
      return {
        label: `${prefix}Authority change`,
        value: `Hands control of ${account(0)} to ${data[2] === 1 && data.length >= 35 ? base58.encode(data.slice(3, 35)) : 'no one'}`,
        code: true,
      }
    case 9:
      return {
        label: `${prefix}Close token account`,
        value: `Closes ${account(0)}; its SOL goes to ${account(1)}`,
        code: true,
      }
    default:
      return undefined
  }
}

/**
 * Rows for serialized Solana transactions: fee payer, then each instruction (SOL and SPL token ones spelled out),
 * with warning rows (id `warning`) for what `solanaWarnings` flags. `own` holds the user's addresses (base58).
 */
export async function explainSolanaTransactions(
  transactions: readonly (string | Uint8Array)[],
  own: readonly string[] = [],
): Promise<ApprovalRow[]> {
  const rows: ApprovalRow[] = []
  const ownRefs = own.map((address): AccountRef => ({ address, type: 'eoa' }))
  const named = (address: string) => withOwnName(address, ownRefs)
  transactions.forEach((entry, index) => {
    const prefix = transactions.length > 1 ? `Transaction ${index + 1}: ` : ''
    const warning = (value: string): ApprovalRow => ({ id: 'warning', label: `${prefix}Warning`, value })
    try {
      const bytes = typeof entry === 'string' ? base58.decode(entry) : entry
      const message = decodeSolanaTransaction(bytes)
      const keys = message.staticAccountKeys.map((key) => base58.encode(key))
      const warnings = solanaWarnings(message, keys, own)
      rows.push({ label: `${prefix}Fee payer`, value: keys[0] ? named(keys[0]) : 'unknown', code: true })
      rows.push(...warnings.transaction.map(warning))
      message.instructions.forEach((instruction, position) => {
        const program = keys[instruction.programIdIndex] ?? 'a program from a lookup table'
        const data = instruction.data
        const account = (at: number) => {
          const key = keys[instruction.accountKeyIndexes[at] ?? -1]
          return key ? named(key) : 'an account from a lookup table'
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
            label: `${prefix}Transfer`,
            value: `${formatUnits(readU64(data, 4), 9)} SOL to ${account(1)}`,
            code: true,
          })
        else {
          const spl = TOKEN_PROGRAMS.has(program) ? splRow(data, account, prefix) : undefined
          rows.push(
            spl ?? {
              label: `${prefix}Instruction`,
              value: `Program ${program}, ${count(instruction.accountKeyIndexes.length, 'account')}, ${count(data.length, 'byte')} of data`,
              code: true,
            },
          )
        }
        rows.push(...(warnings.instructions.get(position) ?? []).map(warning))
      })
    } catch {
      rows.push({
        label: `${prefix}Transaction`,
        value: 'Could not be read; approve only if you trust the app.',
      })
    }
  })
  return rows
}

/**
 * The details rows of a parsed request (never throws: a detail that cannot be worked out is left out). `own` holds
 * the user's accounts, named where they appear.
 */
export async function explainRequest(
  parsed: ParsedRequest,
  rpc: JsonRpc | undefined,
  signal: AbortSignal,
  own: readonly AccountRef[] = [],
): Promise<ApprovalRow[]> {
  try {
    switch (parsed.method) {
      case 'eth_sendTransaction':
      case 'wallet_sendCalls':
        return rpc ? await explainEvmCalls(actingCalls(parsed), rpc, signal, own) : []
      case 'eth_signTypedData_v3':
      case 'eth_signTypedData_v4':
        return rpc ? await explainTypedData(parsed.typedData, rpc, signal) : []
      case 'solana_signTransaction':
      case 'solana_signAllTransactions':
      case 'solana_signAndSendTransaction':
        return await explainSolanaTransactions(
          parsed.transactions,
          own.map((account) => account.address),
        )
      default:
        return []
    }
  } catch {
    return []
  }
}
