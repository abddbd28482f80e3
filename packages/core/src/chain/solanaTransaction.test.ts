// Kit builds Solana transfers without web3.js; these tests hold every byte to what web3.js v1 and spl-token make.
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { KitValidationError } from '../errors/kit.js'
import {
  associatedTokenAddress,
  base64,
  createAssociatedTokenAccountIdempotent,
  isOnCurve,
  solanaAddress,
  systemTransfer,
  transferChecked,
  unsignedLegacyTransaction,
} from './solanaTransaction.js'

const randomKey = () => new PublicKey(crypto.getRandomValues(new Uint8Array(32)))
const walletKey = () => Keypair.generate().publicKey

describe('Solana transactions without web3.js', () => {
  it('tells keys on the ed25519 curve from others exactly as web3.js does', () => {
    const samples = [
      ...Array.from({ length: 300 }, () => crypto.getRandomValues(new Uint8Array(32))),
      ...Array.from({ length: 50 }, () => walletKey().toBytes()),
      new Uint8Array(32),
      new Uint8Array(32).fill(0xff),
      Uint8Array.from({ length: 32 }, (_, index) => (index === 0 ? 1 : index === 31 ? 0x80 : 0)),
      Uint8Array.from({ length: 32 }, (_, index) => (index === 0 ? 1 : 0)),
      // y = p (not below the field prime).
      Uint8Array.from({ length: 32 }, (_, index) => (index === 0 ? 0xed : index === 31 ? 0x7f : 0xff)),
    ]
    let onCurve = 0
    for (const bytes of samples) {
      expect(isOnCurve(bytes), base64(bytes)).toBe(PublicKey.isOnCurve(bytes))
      if (isOnCurve(bytes)) onCurve++
    }
    // Both kinds were seen, so the comparison means something.
    expect(onCurve).toBeGreaterThan(100)
    expect(onCurve).toBeLessThan(samples.length)
  })

  it('derives associated token accounts as spl-token does, for Token and Token-2022', () => {
    for (const program of [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID])
      for (let round = 0; round < 10; round++) {
        const owner = round % 2 ? walletKey() : randomKey()
        const mint = randomKey()
        expect(associatedTokenAddress(owner.toBase58(), mint.toBase58(), program.toBase58())).toBe(
          getAssociatedTokenAddressSync(mint, owner, true, program).toBase58(),
        )
      }
  })

  it('lays out a SOL transfer byte for byte as web3.js', () => {
    const from = walletKey()
    const to = walletKey()
    const blockhash = randomKey().toBase58()
    const lamports = 123_456_789_012n
    const expected = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight: 1 })
      .add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports }))
      .serialize({ requireAllSignatures: false, verifySignatures: false })
    const bytes = unsignedLegacyTransaction(from.toBase58(), blockhash, [
      systemTransfer(from.toBase58(), to.toBase58(), lamports),
    ])
    expect(base64(bytes)).toBe(expected.toString('base64'))
  })

  it('lays out an SPL transfer (receiver account created when missing) byte for byte as web3.js', () => {
    for (const program of [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]) {
      const from = walletKey()
      const to = walletKey()
      const mint = randomKey()
      const blockhash = randomKey().toBase58()
      const source = getAssociatedTokenAddressSync(mint, from, false, program)
      const target = getAssociatedTokenAddressSync(mint, to, true, program)
      const expected = new Transaction({ feePayer: from, blockhash, lastValidBlockHeight: 1 })
        .add(
          createAssociatedTokenAccountIdempotentInstruction(from, target, to, mint, program),
          createTransferCheckedInstruction(source, mint, target, from, 2_500_000n, 6, [], program),
        )
        .serialize({ requireAllSignatures: false, verifySignatures: false })
      const [sender, receiver, token, tokenProgram] = [from, to, mint, program].map((key) =>
        key.toBase58(),
      ) as [string, string, string, string]
      const bytes = unsignedLegacyTransaction(sender, blockhash, [
        createAssociatedTokenAccountIdempotent(sender, target.toBase58(), receiver, token, tokenProgram),
        transferChecked(source.toBase58(), token, target.toBase58(), sender, 2_500_000n, 6, tokenProgram),
      ])
      expect(base64(bytes)).toBe(expected.toString('base64'))
    }
  })

  it('refuses what is not an address, an amount beyond u64 and impossible decimals', () => {
    // One character past a key whose first byte is high always decodes to 33 bytes (a random key's first byte
    // is below 5 once in about fifty, and then its extra '1' still fits in 32 bytes).
    const highKey = new PublicKey(new Uint8Array(32).fill(255)).toBase58()
    for (const bad of ['', 'not base58 0OIl', '1111', `${highKey}1`])
      expect(() => solanaAddress(bad, 'receiver address'), bad).toThrow(KitValidationError)
    expect(() => solanaAddress('x', 'receiver address')).toThrow('Invalid receiver address')
    const key = walletKey().toBase58()
    expect(() => systemTransfer(key, key, 2n ** 64n)).toThrow(KitValidationError)
    expect(() => transferChecked(key, key, key, key, 1n, 256, key)).toThrow(KitValidationError)
  })
})
