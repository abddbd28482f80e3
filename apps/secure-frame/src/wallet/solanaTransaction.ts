// The Solana transaction wire format (legacy and v0), read and written by hand so the frame ships no Solana SDK:
// a compact-u16 count of 64-byte signatures, then the message. The message keeps its exact received bytes, and
// those bytes are what gets signed, so the wallet signs precisely what was parsed and shown on the card.
import { type CompactU16Problem, encodeCompactU16, readCompactU16 } from '@kit/chains/wire'
import { UnsupportedRequestError } from '../errors.js'

/** One instruction as the message stores it: indexes into the account list, and opaque data. */
export type CompiledInstruction = {
  programIdIndex: number
  accountKeyIndexes: number[]
  data: Uint8Array
}

/** A v0 message's reference to accounts held in an on-chain address lookup table. */
export type AddressTableLookup = {
  accountKey: Uint8Array
  writableIndexes: number[]
  readonlyIndexes: number[]
}

/** A decoded transaction. `message` is the signed byte range, as received. */
export type SolanaTransaction = {
  version: 'legacy' | 0
  signatures: Uint8Array[]
  message: Uint8Array
  header: {
    numRequiredSignatures: number
    numReadonlySignedAccounts: number
    numReadonlyUnsignedAccounts: number
  }
  staticAccountKeys: Uint8Array[]
  recentBlockhash: Uint8Array
  instructions: CompiledInstruction[]
  addressTableLookups: AddressTableLookup[]
}

const SIGNATURE_LENGTH = 64
const KEY_LENGTH = 32

function unreadable(reason: string): UnsupportedRequestError {
  return new UnsupportedRequestError('The transaction could not be read', { details: reason })
}

class Reader {
  offset = 0
  constructor(readonly bytes: Uint8Array) {}
  u8(): number {
    const value = this.bytes[this.offset]
    if (value === undefined) throw unreadable('it ends too early')
    this.offset++
    return value
  }
  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw unreadable('it ends too early')
    // A copy, and a plain Uint8Array even when given a Node Buffer.
    const slice = Uint8Array.from(this.bytes.subarray(this.offset, this.offset + length))
    this.offset += length
    return slice
  }
  /** Solana's compact-u16 length prefix. */
  compactU16(): number {
    const read = readCompactU16(this.bytes, this.offset)
    if ('problem' in read) throw unreadable(COMPACT_U16_PROBLEMS[read.problem])
    this.offset += read.size
    return read.value
  }
  indexes(): number[] {
    const count = this.compactU16()
    return Array.from(this.take(count))
  }
}

const COMPACT_U16_PROBLEMS: Record<CompactU16Problem, string> = {
  truncated: 'it ends too early',
  tooLong: 'a length is too long',
  tooLarge: 'a length is too large',
}

/**
 * Decodes a serialized transaction (legacy or v0). It is strict: one signature slot per required signer, only
 * version 0, no bytes after the message.
 * @throws {UnsupportedRequestError} "The transaction could not be read", with the reason in `details`.
 */
export function decodeSolanaTransaction(bytes: Uint8Array): SolanaTransaction {
  const reader = new Reader(bytes)
  const signatureCount = reader.compactU16()
  const signatures: Uint8Array[] = []
  for (let i = 0; i < signatureCount; i++) signatures.push(reader.take(SIGNATURE_LENGTH))
  const messageStart = reader.offset
  let first = reader.u8()
  let version: 'legacy' | 0 = 'legacy'
  if ((first & 0x80) !== 0) {
    if ((first & 0x7f) !== 0) throw unreadable(`version ${first & 0x7f} is not supported`)
    version = 0
    first = reader.u8()
  }
  const header = {
    numRequiredSignatures: first,
    numReadonlySignedAccounts: reader.u8(),
    numReadonlyUnsignedAccounts: reader.u8(),
  }
  const keyCount = reader.compactU16()
  const staticAccountKeys: Uint8Array[] = []
  for (let i = 0; i < keyCount; i++) staticAccountKeys.push(reader.take(KEY_LENGTH))
  if (header.numRequiredSignatures > keyCount)
    throw unreadable('it needs more signers than it lists accounts')
  const recentBlockhash = reader.take(KEY_LENGTH)
  const instructionCount = reader.compactU16()
  const instructions: CompiledInstruction[] = []
  for (let i = 0; i < instructionCount; i++) {
    const programIdIndex = reader.u8()
    const accountKeyIndexes = reader.indexes()
    const data = reader.take(reader.compactU16())
    instructions.push({ programIdIndex, accountKeyIndexes, data })
  }
  const addressTableLookups: AddressTableLookup[] = []
  if (version === 0) {
    const lookupCount = reader.compactU16()
    for (let i = 0; i < lookupCount; i++)
      addressTableLookups.push({
        accountKey: reader.take(KEY_LENGTH),
        writableIndexes: reader.indexes(),
        readonlyIndexes: reader.indexes(),
      })
  }
  if (reader.offset !== bytes.length) throw unreadable('bytes follow the message')
  if (signatureCount !== header.numRequiredSignatures)
    throw unreadable('its signature count does not match its required signers')
  return {
    version,
    signatures,
    message: Uint8Array.from(bytes.subarray(messageStart)),
    header,
    staticAccountKeys,
    recentBlockhash,
    instructions,
    addressTableLookups,
  }
}

/** Serializes a transaction: its signatures, then its message bytes unchanged. */
export function encodeSolanaTransaction(transaction: SolanaTransaction): Uint8Array {
  const prefix = encodeCompactU16(transaction.signatures.length)
  const out = new Uint8Array(
    prefix.length + SIGNATURE_LENGTH * transaction.signatures.length + transaction.message.length,
  )
  out.set(prefix, 0)
  transaction.signatures.forEach((signature, index) => {
    if (signature.length !== SIGNATURE_LENGTH) throw unreadable('a signature is not 64 bytes')
    out.set(signature, prefix.length + SIGNATURE_LENGTH * index)
  })
  out.set(transaction.message, prefix.length + SIGNATURE_LENGTH * transaction.signatures.length)
  return out
}

/** The position of `publicKey` among the transaction's required signers, or -1 when it need not sign. */
export function signerIndex(transaction: SolanaTransaction, publicKey: Uint8Array): number {
  return transaction.staticAccountKeys
    .slice(0, transaction.header.numRequiredSignatures)
    .findIndex((key) => key.length === publicKey.length && key.every((byte, i) => byte === publicKey[i]))
}
