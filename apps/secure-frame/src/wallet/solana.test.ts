// @vitest-environment node
// web3.js checks `instanceof Uint8Array` against Node's realm, which jsdom replaces.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import {
  Keypair,
  type PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { createSolanaWallet } from './solana.js'

const keypair = Keypair.fromSeed(new Uint8Array(32).fill(7))
const secret = btoa(String.fromCharCode(...keypair.secretKey))
const blockhash = base58.encode(new Uint8Array(32).fill(9))

function transfer(from: PublicKey) {
  return SystemProgram.transfer({ fromPubkey: from, toPubkey: Keypair.generate().publicKey, lamports: 1000 })
}

describe('embedded Solana wallet', () => {
  it('derives the address from the key and refuses a key whose halves do not match', () => {
    expect(createSolanaWallet(secret).address).toBe(keypair.publicKey.toBase58())
    const broken = new Uint8Array(keypair.secretKey)
    broken[40] = (broken[40] ?? 0) ^ 1
    expect(() => createSolanaWallet(btoa(String.fromCharCode(...broken)))).toThrow('does not match')
  })

  it('signs messages with ed25519 (base58 in, base58 out) for its own public key only', () => {
    const wallet = createSolanaWallet(secret)
    const message = new TextEncoder().encode('hello kit')
    const { signature } = wallet.signMessage(base58.encode(message), wallet.address)
    expect(ed25519.verify(base58.decode(signature), message, keypair.publicKey.toBytes())).toBe(true)
    expect(() => wallet.signMessage(base58.encode(message), Keypair.generate().publicKey.toBase58())).toThrow(
      'does not hold',
    )
  })

  it('signs legacy and v0 transactions that need its signature', async () => {
    const wallet = createSolanaWallet(secret)
    const legacy = new Transaction({ feePayer: keypair.publicKey, recentBlockhash: blockhash }).add(
      transfer(keypair.publicKey),
    )
    const legacyText = base58.encode(legacy.serialize({ requireAllSignatures: false }))
    const signedLegacy = Transaction.from(
      base58.decode((await wallet.signTransaction(legacyText)).transaction),
    )
    expect(signedLegacy.verifySignatures()).toBe(true)

    const v0 = new VersionedTransaction(
      new TransactionMessage({
        payerKey: keypair.publicKey,
        recentBlockhash: blockhash,
        instructions: [transfer(keypair.publicKey)],
      }).compileToV0Message(),
    )
    const { transactions } = await wallet.signAllTransactions([base58.encode(v0.serialize()), legacyText])
    const signedV0 = VersionedTransaction.deserialize(base58.decode(transactions[0] ?? ''))
    expect(
      ed25519.verify(
        signedV0.signatures[0] ?? new Uint8Array(),
        signedV0.message.serialize(),
        keypair.publicKey.toBytes(),
      ),
    ).toBe(true)
  })

  it('signs its own slot of a co-signed transaction and keeps the other signer’s signature and the message', async () => {
    const wallet = createSolanaWallet(secret)
    const cosigner = Keypair.generate()
    const transaction = new Transaction({ feePayer: cosigner.publicKey, recentBlockhash: blockhash }).add(
      transfer(keypair.publicKey),
    )
    transaction.partialSign(cosigner)
    const { transaction: signed } = await wallet.signTransaction(
      transaction.serialize({ requireAllSignatures: false }),
    )
    const parsed = Transaction.from(base58.decode(signed))
    expect(parsed.verifySignatures()).toBe(true)
    expect(parsed.serializeMessage()).toEqual(transaction.serializeMessage())
  })

  it('refuses transactions that do not need its signature, and garbage', async () => {
    const wallet = createSolanaWallet(secret)
    const stranger = Keypair.generate().publicKey
    const foreign = new Transaction({ feePayer: stranger, recentBlockhash: blockhash }).add(
      transfer(stranger),
    )
    await expect(
      wallet.signTransaction(base58.encode(foreign.serialize({ requireAllSignatures: false }))),
    ).rejects.toThrow('does not need')
    await expect(wallet.signTransaction('1111')).rejects.toThrow('could not be read')
    await expect(wallet.signTransaction('0OIl')).rejects.toThrow('could not be read')
  })
})
