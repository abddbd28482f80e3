// Solana transfers without web3.js: addresses, associated token accounts, the System and SPL Token instructions a
// send needs, and legacy transactions laid out byte for byte as web3.js v1 lays them out (a test compares them).
// web3.js and its polyfills (bn.js, buffer, borsh, bignumber.js…) were about 80 KiB gzip for this. Only reached
// through import().
import { encodeCompactU16 } from '@kit/chains/wire'
import { base58 } from '@scure/base'
import { sha256 } from 'viem'
import { KitValidationError } from '../errors/kit.js'

export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

/** One account an instruction touches; `address` is base58. */
export type AccountMeta = { readonly address: string; readonly signer: boolean; readonly writable: boolean }

/** One instruction: the program it calls, the accounts it touches, its data. */
export type Instruction = {
  readonly program: string
  readonly accounts: readonly AccountMeta[]
  readonly data: Uint8Array
}

/**
 * The 32 bytes of a base58 Solana address.
 * @throws {KitValidationError} `Invalid <what>` when it is not one.
 */
export function solanaAddress(text: string, what: string): Uint8Array {
  let bytes: Uint8Array | undefined
  try {
    bytes = typeof text === 'string' ? base58.decode(text) : undefined
  } catch {
    // Not base58: refused below like any other non-address.
  }
  if (bytes?.length !== 32) throw new KitValidationError(`Invalid ${what}`, { details: String(text) })
  return bytes
}

// ed25519: the field prime, the curve constant d and √-1.
const P = 2n ** 255n - 19n
const D = 37095705934669439343138083508754565189542113879843219016388785533085940283555n
const SQRT_M1 = 19681161376707505956807079304988542015446066515923890162744021073123829784752n
const mod = (value: bigint) => ((value % P) + P) % P
function power(base: bigint, exponent: bigint): bigint {
  let result = 1n
  let square = mod(base)
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * square) % P
    square = (square * square) % P
  }
  return result
}

/**
 * True when the 32 bytes decode to a point of the ed25519 curve (a key a wallet can sign for), as web3.js'
 * `PublicKey.isOnCurve` says: y below p, x² = (y² − 1) / (d·y² + 1) has a root, and no "negative zero" x.
 */
export function isOnCurve(bytes: Uint8Array): boolean {
  const negative = ((bytes[31] ?? 0) & 0x80) !== 0
  let y = 0n
  for (let index = 31; index >= 0; index--) y = (y << 8n) | BigInt(bytes[index] ?? 0)
  y &= (1n << 255n) - 1n
  if (y >= P) return false
  const y2 = (y * y) % P
  const u = mod(y2 - 1n)
  const v = mod(D * y2 + 1n)
  const v3 = (((v * v) % P) * v) % P
  const v7 = (((v3 * v3) % P) * v) % P
  let x = mod(u * v3 * power(u * v7, (P - 5n) / 8n))
  const vx2 = mod(v * x * x)
  if (vx2 === mod(-u)) x = mod(x * SQRT_M1)
  else if (vx2 !== u) return false
  return !(x === 0n && negative)
}

const concat = (parts: readonly Uint8Array[]) => {
  const bytes = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let offset = 0
  for (const part of parts) {
    bytes.set(part, offset)
    offset += part.length
  }
  return bytes
}
const PDA_MARKER = new TextEncoder().encode('ProgramDerivedAddress')

/** The program-derived address of `seeds` under `program`, with the highest bump that is off the curve. */
export function findProgramAddress(seeds: readonly Uint8Array[], program: string): string {
  const programId = solanaAddress(program, 'program id')
  for (let bump = 255; bump > 0; bump--) {
    const address = sha256(concat([...seeds, Uint8Array.of(bump), programId, PDA_MARKER]), 'bytes')
    if (!isOnCurve(address)) return base58.encode(address)
  }
  throw new KitValidationError('Invalid seeds', { details: 'No bump gives an address off the curve.' })
}

/** The associated token account of `owner` for `mint` under the token program `tokenProgram`. */
export function associatedTokenAddress(owner: string, mint: string, tokenProgram: string): string {
  return findProgramAddress(
    [
      solanaAddress(owner, 'owner'),
      solanaAddress(tokenProgram, 'token program'),
      solanaAddress(mint, 'mint'),
    ],
    ASSOCIATED_TOKEN_PROGRAM,
  )
}

/** `value` as 8 little-endian bytes. */
function u64(value: bigint): Uint8Array {
  if (value < 0n || value >= 2n ** 64n)
    throw new KitValidationError('Invalid amount', { details: String(value) })
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value, true)
  return bytes
}

/** System program: move `lamports` from `from` to `to`. */
export function systemTransfer(from: string, to: string, lamports: bigint): Instruction {
  return {
    program: SYSTEM_PROGRAM,
    accounts: [
      { address: from, signer: true, writable: true },
      { address: to, signer: false, writable: true },
    ],
    // Instruction 2 (Transfer) as a u32, then the amount.
    data: concat([Uint8Array.of(2, 0, 0, 0), u64(lamports)]),
  }
}

/** Associated token program: create `owner`'s token account for `mint`, paid by `payer`, unless it exists. */
export function createAssociatedTokenAccountIdempotent(
  payer: string,
  account: string,
  owner: string,
  mint: string,
  tokenProgram: string,
): Instruction {
  return {
    program: ASSOCIATED_TOKEN_PROGRAM,
    accounts: [
      { address: payer, signer: true, writable: true },
      { address: account, signer: false, writable: true },
      { address: owner, signer: false, writable: false },
      { address: mint, signer: false, writable: false },
      { address: SYSTEM_PROGRAM, signer: false, writable: false },
      { address: tokenProgram, signer: false, writable: false },
    ],
    // Instruction 1: CreateIdempotent.
    data: Uint8Array.of(1),
  }
}

/** Token program (Token or Token-2022): move `amount` of `mint` from `source` to `destination`, signed by `owner`. */
export function transferChecked(
  source: string,
  mint: string,
  destination: string,
  owner: string,
  amount: bigint,
  decimals: number,
  tokenProgram: string,
): Instruction {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    throw new KitValidationError('Invalid token decimals', { details: String(decimals) })
  return {
    program: tokenProgram,
    accounts: [
      { address: source, signer: false, writable: true },
      { address: mint, signer: false, writable: false },
      { address: destination, signer: false, writable: true },
      { address: owner, signer: true, writable: false },
    ],
    // Instruction 12: TransferChecked.
    data: concat([Uint8Array.of(12), u64(amount), Uint8Array.of(decimals)]),
  }
}

// web3.js orders accounts of the same kind by their base58 text with these collation options.
const COLLATION: Intl.CollatorOptions & { localeMatcher: 'best fit' } = {
  localeMatcher: 'best fit',
  usage: 'sort',
  sensitivity: 'variant',
  ignorePunctuation: false,
  numeric: false,
  caseFirst: 'lower',
}

/**
 * An unsigned legacy transaction, wire format: one empty signature slot per signer, then the message. Accounts
 * are ordered as web3.js orders them (fee payer first, signers, writable, then by address).
 */
export function unsignedLegacyTransaction(
  feePayer: string,
  recentBlockhash: string,
  instructions: readonly Instruction[],
): Uint8Array {
  const metas: { address: string; signer: boolean; writable: boolean }[] = []
  const add = (meta: AccountMeta) => {
    const known = metas.find((entry) => entry.address === meta.address)
    if (!known) metas.push({ ...meta })
    else {
      known.signer ||= meta.signer
      known.writable ||= meta.writable
    }
  }
  for (const instruction of instructions) for (const meta of instruction.accounts) add(meta)
  for (const instruction of instructions)
    add({ address: instruction.program, signer: false, writable: false })
  metas.sort((a, b) => {
    if (a.signer !== b.signer) return a.signer ? -1 : 1
    if (a.writable !== b.writable) return a.writable ? -1 : 1
    return a.address.localeCompare(b.address, 'en', COLLATION)
  })
  const payerIndex = metas.findIndex((meta) => meta.address === feePayer)
  if (payerIndex >= 0) metas.splice(payerIndex, 1)
  metas.unshift({ address: feePayer, signer: true, writable: true })
  const signers = metas.filter((meta) => meta.signer)
  const keys = [...signers, ...metas.filter((meta) => !meta.signer)].map((meta) => meta.address)
  const header = Uint8Array.of(
    signers.length,
    signers.filter((meta) => !meta.writable).length,
    metas.filter((meta) => !meta.signer && !meta.writable).length,
  )
  const message = concat([
    header,
    encodeCompactU16(keys.length),
    ...keys.map((key) => solanaAddress(key, 'account')),
    solanaAddress(recentBlockhash, 'blockhash'),
    encodeCompactU16(instructions.length),
    ...instructions.flatMap((instruction) => [
      Uint8Array.of(keys.indexOf(instruction.program)),
      encodeCompactU16(instruction.accounts.length),
      Uint8Array.from(instruction.accounts.map((meta) => keys.indexOf(meta.address))),
      encodeCompactU16(instruction.data.length),
      instruction.data,
    ]),
  ])
  return concat([encodeCompactU16(signers.length), new Uint8Array(64 * signers.length), message])
}

/** Standard base64 of `bytes`, as the RPC's `sendTransaction` takes it. */
export function base64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
