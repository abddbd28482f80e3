// @vitest-environment node
// web3.js (a dev-only oracle here) checks `instanceof Uint8Array` against Node's realm, which jsdom replaces.
import { base58 } from '@scure/base'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
  type AddressLookupTableAccount,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { UnsupportedRequestError } from '../errors.js'
import { decodeSolanaTransaction, encodeSolanaTransaction, signerIndex } from './solanaTransaction.js'

const payer = Keypair.fromSeed(new Uint8Array(32).fill(3))
const cosigner = Keypair.fromSeed(new Uint8Array(32).fill(4))
const recentBlockhash = base58.encode(new Uint8Array(32).fill(9))
const program = new PublicKey(new Uint8Array(32).fill(5))

function legacyTransaction() {
  return new Transaction({ feePayer: payer.publicKey, recentBlockhash })
    .add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: cosigner.publicKey, lamports: 1234 }),
    )
    .add(
      new TransactionInstruction({
        programId: program,
        keys: [{ pubkey: cosigner.publicKey, isSigner: true, isWritable: false }],
        data: Buffer.from([1, 2, 3, 4, 5]),
      }),
    )
}

function v0WithLookupTable() {
  const tableKey = new PublicKey(new Uint8Array(32).fill(6))
  const inTable = [new PublicKey(new Uint8Array(32).fill(7)), new PublicKey(new Uint8Array(32).fill(8))]
  const table = { key: tableKey, state: { addresses: inTable } } as unknown as AddressLookupTableAccount
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash,
    instructions: [
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: inTable[0] as PublicKey, lamports: 5 }),
      new TransactionInstruction({
        programId: program,
        keys: [{ pubkey: inTable[1] as PublicKey, isSigner: false, isWritable: false }],
        data: Buffer.alloc(300, 1),
      }),
    ],
  }).compileToV0Message([table])
  return new VersionedTransaction(message)
}

describe('Solana transaction codec', () => {
  it('reads a legacy transaction as web3.js does and writes it back byte for byte', () => {
    const bytes = legacyTransaction().serialize({ requireAllSignatures: false })
    const decoded = decodeSolanaTransaction(bytes)
    const oracle = VersionedTransaction.deserialize(bytes).message
    expect(decoded.version).toBe('legacy')
    expect(decoded.header).toEqual(oracle.header)
    expect(decoded.staticAccountKeys.map((key) => base58.encode(key))).toEqual(
      oracle.staticAccountKeys.map((k) => k.toBase58()),
    )
    expect(base58.encode(decoded.recentBlockhash)).toBe(recentBlockhash)
    expect(decoded.instructions.map((i) => ({ ...i, data: Array.from(i.data) }))).toEqual(
      oracle.compiledInstructions.map((i) => ({ ...i, data: Array.from(i.data) })),
    )
    expect(decoded.message).toEqual(new Uint8Array(oracle.serialize()))
    expect(decoded.signatures).toHaveLength(2)
    expect(encodeSolanaTransaction(decoded)).toEqual(new Uint8Array(bytes))
  })

  it('reads a v0 transaction with an address lookup table and a long instruction', () => {
    const transaction = v0WithLookupTable()
    const bytes = transaction.serialize()
    const decoded = decodeSolanaTransaction(bytes)
    const oracle = transaction.message
    expect(decoded.version).toBe(0)
    expect(
      decoded.addressTableLookups.map((l) => ({ ...l, accountKey: base58.encode(l.accountKey) })),
    ).toEqual(oracle.addressTableLookups.map((l) => ({ ...l, accountKey: l.accountKey.toBase58() })))
    expect(decoded.instructions[1]?.data).toHaveLength(300)
    expect(decoded.instructions.map((i) => i.accountKeyIndexes)).toEqual(
      oracle.compiledInstructions.map((i) => i.accountKeyIndexes),
    )
    expect(encodeSolanaTransaction(decoded)).toEqual(bytes)
  })

  it('finds a key among the required signers only', () => {
    const decoded = decodeSolanaTransaction(legacyTransaction().serialize({ requireAllSignatures: false }))
    expect(signerIndex(decoded, payer.publicKey.toBytes())).toBe(0)
    expect(signerIndex(decoded, cosigner.publicKey.toBytes())).toBe(1)
    expect(signerIndex(decoded, program.toBytes())).toBe(-1)
  })

  it('refuses truncated input, trailing bytes, a wrong signature count and unknown versions', () => {
    const bytes = new Uint8Array(legacyTransaction().serialize({ requireAllSignatures: false }))
    const reason = (input: Uint8Array) => {
      try {
        decodeSolanaTransaction(input)
      } catch (error) {
        expect(error).toBeInstanceOf(UnsupportedRequestError)
        expect((error as UnsupportedRequestError).shortMessage).toBe('The transaction could not be read')
        return (error as UnsupportedRequestError).details
      }
      return 'read'
    }
    expect(reason(bytes.slice(0, bytes.length - 1))).toBe('it ends too early')
    expect(reason(new Uint8Array([...bytes, 0]))).toBe('bytes follow the message')
    const oneSignature = new Uint8Array([1, ...bytes.slice(1 + 64)])
    expect(reason(oneSignature)).toBe('its signature count does not match its required signers')
    const v0 = v0WithLookupTable().serialize()
    const v1 = new Uint8Array(v0)
    v1[1 + 64] = 0x81
    expect(reason(v1)).toBe('version 1 is not supported')
    expect(reason(new Uint8Array([0xff, 0xff, 0xff]))).toBe('a length is too long')
    expect(reason(new Uint8Array())).toBe('it ends too early')
  })
})
