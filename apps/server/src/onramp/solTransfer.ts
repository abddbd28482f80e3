// A signed legacy Solana transaction with one System Program transfer, built by hand (the server pays sandbox
// purchases and needs nothing more). Wire format: compact-u16 signature count, signatures, then the message:
// header, account keys, recent blockhash, instructions.
import { base58 } from '@scure/base'
import { BadRequestError } from '../errors.js'
import type { SolanaKeypair } from '../chain/solanaKeys.js'

/** The System Program's address is 32 zero bytes (base58 "111…1"). */
const SYSTEM_PROGRAM = new Uint8Array(32)
/** The System Program's `Transfer` instruction index (u32 little-endian), followed by lamports (u64 LE). */
const TRANSFER = 2

function publicKeyBytes(address: string): Uint8Array {
  let bytes: Uint8Array
  try {
    bytes = base58.decode(address)
  } catch (error) {
    throw new BadRequestError('InvalidAddress', `"${address.slice(0, 100)}" is not a Solana address`, {
      cause: error,
    })
  }
  if (bytes.length !== 32)
    throw new BadRequestError('InvalidAddress', `"${address.slice(0, 100)}" is not a Solana address`)
  return bytes
}

/**
 * Builds and signs a transfer of `lamports` from `payer` to `to` (base58), valid against `blockhash` (base58).
 * @returns the serialized signed transaction.
 * @throws {BadRequestError} `InvalidAddress` when `to` is not a 32-byte base58 key; `InvalidAmount` when
 * `lamports` does not fit in a u64.
 */
export function buildSolTransfer(options: {
  payer: SolanaKeypair
  to: string
  lamports: bigint
  blockhash: string
}): Uint8Array {
  const { payer, lamports } = options
  if (lamports < 0n || lamports >= 1n << 64n)
    throw new BadRequestError('InvalidAmount', 'The amount does not fit in a Solana transfer')
  const to = publicKeyBytes(options.to)
  const blockhash = publicKeyBytes(options.blockhash)
  const toIsPayer = to.every((byte, index) => byte === payer.publicKey[index])
  // Writable signer first, then writable non-signers, then the read-only program; an account appears once.
  const keys = toIsPayer ? [payer.publicKey, SYSTEM_PROGRAM] : [payer.publicKey, to, SYSTEM_PROGRAM]
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, TRANSFER, true)
  view.setBigUint64(4, lamports, true)
  const message = new Uint8Array([
    1, // required signatures
    0, // read-only signed accounts
    1, // read-only unsigned accounts: the System Program
    keys.length,
    ...keys.flatMap((key) => [...key]),
    ...blockhash,
    1, // one instruction
    keys.length - 1, // program id index
    2,
    0,
    toIsPayer ? 0 : 1,
    data.length,
    ...data,
  ])
  return new Uint8Array([1, ...payer.sign(message), ...message])
}
