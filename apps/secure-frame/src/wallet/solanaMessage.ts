// What the bytes of a `solana_signMessage` request are. A Solana transaction's signature is an ed25519 signature
// over its serialized message, so signing "a message" that is a transaction message authorises that transaction.
// The layout is checked by hand (no web3.js on this path): header, account keys, blockhash, instructions, and for
// v0 the address-table lookups.

/** The signing domain that starts every Solana off-chain message. */
export const OFFCHAIN_MESSAGE_PREFIX = new Uint8Array([0xff, ...new TextEncoder().encode('solana offchain')])

class Reader {
  offset = 0
  constructor(readonly bytes: Uint8Array) {}
  u8(): number {
    const value = this.bytes[this.offset]
    if (value === undefined) throw new RangeError('end of message')
    this.offset++
    return value
  }
  skip(length: number): void {
    if (this.offset + length > this.bytes.length) throw new RangeError('end of message')
    this.offset += length
  }
  /** Solana's compact-u16 (1 to 3 bytes, 7 bits each). Non-canonical encodings are read too, to err on refusing. */
  compactU16(): number {
    let value = 0
    for (let i = 0; i < 3; i++) {
      const byte = this.u8()
      value |= (byte & 0x7f) << (7 * i)
      if ((byte & 0x80) === 0) return value
    }
    throw new RangeError('compact-u16 too long')
  }
  indexes(): number[] {
    const count = this.compactU16()
    const result: number[] = []
    for (let i = 0; i < count; i++) result.push(this.u8())
    return result
  }
}

/**
 * Whether `bytes` start with a legacy or versioned Solana transaction message that the runtime could accept (the
 * header and indexes are checked only as far as the runtime itself requires). A prefix counts: refusing a rare
 * message that merely looks like a transaction is cheaper than signing one that is.
 */
export function isSolanaTransactionMessage(bytes: Uint8Array): boolean {
  try {
    const reader = new Reader(bytes)
    let first = reader.u8()
    const versioned = (first & 0x80) !== 0
    if (versioned) first = reader.u8()
    const required = first
    const readonlySigned = reader.u8()
    const readonlyUnsigned = reader.u8()
    const keys = reader.compactU16()
    // The fee payer signs and is writable; signers and read-only accounts are among the static keys.
    if (required < 1 || readonlySigned >= required || required + readonlyUnsigned > keys) return false
    reader.skip(32 * keys)
    reader.skip(32) // recent blockhash
    const instructions: { program: number; accounts: number[] }[] = []
    const count = reader.compactU16()
    for (let i = 0; i < count; i++) {
      const program = reader.u8()
      const accounts = reader.indexes()
      reader.skip(reader.compactU16())
      instructions.push({ program, accounts })
    }
    let total = keys
    if (versioned) {
      const lookups = reader.compactU16()
      for (let i = 0; i < lookups; i++) {
        reader.skip(32)
        total += reader.indexes().length
        total += reader.indexes().length
      }
    }
    // Programs are static keys other than the fee payer; accounts may also come from lookup tables.
    return instructions.every(
      ({ program, accounts }) => program > 0 && program < keys && accounts.every((index) => index < total),
    )
  } catch {
    return false
  }
}

/** A Solana off-chain message (format version 0): its text when readable, and who is meant to sign. */
export type OffchainMessage = { readonly text: string | undefined; readonly signers: readonly Uint8Array[] }

/** Reads an off-chain message (signing domain, version 0 header, body), or `undefined` for any other bytes. */
export function readOffchainMessage(bytes: Uint8Array): OffchainMessage | undefined {
  if (bytes.length < OFFCHAIN_MESSAGE_PREFIX.length) return undefined
  if (OFFCHAIN_MESSAGE_PREFIX.some((byte, index) => bytes[index] !== byte)) return undefined
  try {
    const reader = new Reader(bytes)
    reader.skip(OFFCHAIN_MESSAGE_PREFIX.length)
    if (reader.u8() !== 0) return { text: undefined, signers: [] }
    reader.skip(32) // application domain
    const format = reader.u8()
    const signerCount = reader.u8()
    const signers: Uint8Array[] = []
    for (let i = 0; i < signerCount; i++) {
      signers.push(bytes.slice(reader.offset, reader.offset + 32))
      reader.skip(32)
    }
    const length = reader.u8() | (reader.u8() << 8)
    const body = bytes.slice(reader.offset, reader.offset + length)
    if (body.length !== length || reader.offset + length !== bytes.length || format > 2)
      return { text: undefined, signers }
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), signers }
  } catch {
    return { text: undefined, signers: [] }
  }
}
