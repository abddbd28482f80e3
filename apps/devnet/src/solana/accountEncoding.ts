import { base58 } from '@scure/base'
import { AccountLayout, MintLayout, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import type { PublicKey } from '@solana/web3.js'
import { invalidParams } from '../jsonRpcError.js'

/** The account shape litesvm returns. */
export type LedgerAccount = {
  lamports: number
  data: Uint8Array
  owner: PublicKey
  executable: boolean
}

/** Account data encodings the RPC accepts (zstd is not offered). */
export type AccountEncoding = 'base58' | 'base64' | 'jsonParsed'

/** `dataSlice` of the RPC's account config. */
export type DataSlice = { offset: number; length: number }

/** The token amount object of jsonParsed token accounts and getTokenAccountBalance. */
export type UiTokenAmount = {
  amount: string
  decimals: number
  uiAmount: number | null
  uiAmountString: string
}

const MINT_ACCOUNT_TYPE = 1
const TOKEN_ACCOUNT_TYPE = 2
const TOKEN_2022_TYPE_OFFSET = AccountLayout.span

/** Reads the encoding param, rejecting anything the devnet does not serve. */
export function parseEncoding(value: unknown, fallback: AccountEncoding): AccountEncoding {
  if (value === undefined || value === null) return fallback
  if (value === 'base58' || value === 'base64' || value === 'jsonParsed') return value
  if (value === 'binary') return 'base58'
  throw invalidParams(`unsupported encoding ${JSON.stringify(value)} (use base58, base64 or jsonParsed)`)
}

/** Formats `amount` with `decimals` exactly (no floating point), trailing zeros trimmed. */
export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

function isTokenProgram(owner: PublicKey): boolean {
  return owner.equals(TOKEN_PROGRAM_ID) || owner.equals(TOKEN_2022_PROGRAM_ID)
}

/** Which SPL structure the data holds: token-2022 marks the type after the base account layout. */
function tokenKind(account: LedgerAccount): 'mint' | 'account' | undefined {
  if (!isTokenProgram(account.owner)) return undefined
  const { length } = account.data
  if (length === MintLayout.span) return 'mint'
  if (length === AccountLayout.span) return 'account'
  if (length > TOKEN_2022_TYPE_OFFSET) {
    const type = account.data[TOKEN_2022_TYPE_OFFSET]
    if (type === MINT_ACCOUNT_TYPE) return 'mint'
    if (type === TOKEN_ACCOUNT_TYPE) return 'account'
  }
  return undefined
}

/** Decoded SPL token account, when `account` is one. */
export function decodeTokenAccount(account: LedgerAccount) {
  if (tokenKind(account) !== 'account') return undefined
  return AccountLayout.decode(account.data.subarray(0, AccountLayout.span))
}

/** Decoded SPL mint, when `account` is one. */
export function decodeMint(account: LedgerAccount) {
  if (tokenKind(account) !== 'mint') return undefined
  return MintLayout.decode(account.data.subarray(0, MintLayout.span))
}

function programName(owner: PublicKey): string {
  return owner.equals(TOKEN_2022_PROGRAM_ID) ? 'spl-token-2022' : 'spl-token'
}

/** The `parsed` object of a jsonParsed SPL account, or undefined when the data is not SPL. */
function parsedTokenData(
  account: LedgerAccount,
  readMintDecimals: (mint: PublicKey) => number,
): Record<string, unknown> | undefined {
  const kind = tokenKind(account)
  if (kind === 'mint') {
    const mint = MintLayout.decode(account.data.subarray(0, MintLayout.span))
    return {
      type: 'mint',
      info: {
        decimals: mint.decimals,
        freezeAuthority: mint.freezeAuthorityOption ? mint.freezeAuthority.toBase58() : null,
        isInitialized: mint.isInitialized,
        mintAuthority: mint.mintAuthorityOption ? mint.mintAuthority.toBase58() : null,
        supply: mint.supply.toString(),
      },
    }
  }
  if (kind === 'account') {
    const token = AccountLayout.decode(account.data.subarray(0, AccountLayout.span))
    const states = ['uninitialized', 'initialized', 'frozen'] as const
    return {
      type: 'account',
      info: {
        isNative: token.isNativeOption === 1,
        mint: token.mint.toBase58(),
        owner: token.owner.toBase58(),
        state: states[token.state] ?? 'uninitialized',
        tokenAmount: uiTokenAmount(token.amount, readMintDecimals(token.mint)),
      },
    }
  }
  return undefined
}

/** Renders an account as the RPC's `getAccountInfo` value. */
export function encodeAccount(
  account: LedgerAccount,
  encoding: AccountEncoding,
  readMintDecimals: (mint: PublicKey) => number,
  dataSlice?: DataSlice,
) {
  const base = {
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner.toBase58(),
    rentEpoch: Number.MAX_SAFE_INTEGER,
    space: account.data.length,
  }
  if (encoding === 'jsonParsed') {
    const parsed = parsedTokenData(account, readMintDecimals)
    if (parsed)
      return { ...base, data: { program: programName(account.owner), parsed, space: account.data.length } }
    // The validator falls back to base64 for data it cannot parse.
    return { ...base, data: [Buffer.from(account.data).toString('base64'), 'base64'] }
  }
  const data = dataSlice
    ? account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length)
    : account.data
  if (encoding === 'base58') {
    if (data.length > 128) {
      throw invalidParams(
        'encoded binary (base58) data should be less than 128 bytes, please use base64 encoding',
      )
    }
    return { ...base, data: [base58.encode(data), 'base58'] }
  }
  return { ...base, data: [Buffer.from(data).toString('base64'), 'base64'] }
}
