// The one piece of the Solana wire format the connector needs: putting a wallet's signature into the signer's slot
// of a serialized transaction (legacy or v0), for wallets that answer solana_signTransaction with the signature only.
import { WalletConnectInputError } from '../errors.js'

/** Reads a compact-u16 ("short vec") length at `offset`: its value and how many bytes it took. */
function shortVec(bytes: Uint8Array, offset: number): [value: number, size: number] {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined) break
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return [value, size + 1]
  }
  throw new WalletConnectInputError('Not a Solana transaction: bad length prefix.')
}

/**
 * Returns a copy of `transaction` with `signature` (64 bytes) in the slot of `signer` (32-byte public key).
 * @throws {WalletConnectInputError} when the bytes are not a transaction `signer` must sign.
 */
export function withSignature(
  transaction: Uint8Array,
  signer: Uint8Array,
  signature: Uint8Array,
): Uint8Array {
  if (signature.length !== 64) throw new WalletConnectInputError('A Solana signature is 64 bytes.')
  const [count, countSize] = shortVec(transaction, 0)
  const message = countSize + count * 64
  // A versioned message starts with 0x80 | version; a legacy one with its header.
  const header = (transaction[message] ?? 0) & 0x80 ? message + 1 : message
  const required = transaction[header]
  if (required === undefined || required > count)
    throw new WalletConnectInputError('Not a Solana transaction: bad header.')
  const [, keysSize] = shortVec(transaction, header + 3)
  const keys = header + 3 + keysSize
  for (let index = 0; index < required; index++) {
    const key = transaction.subarray(keys + index * 32, keys + index * 32 + 32)
    if (key.length === 32 && key.every((byte, at) => byte === signer[at])) {
      const signed = transaction.slice()
      signed.set(signature, countSize + index * 64)
      return signed
    }
  }
  throw new WalletConnectInputError(
    'The wallet signed for an account that is not a signer of this transaction.',
  )
}
