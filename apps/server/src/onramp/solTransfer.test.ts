import { Keypair, SystemProgram, Transaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { solanaKeypairFromSecretKey } from '../chain/solanaKeys.js'
import { BadRequestError } from '../errors.js'
import { buildSolTransfer } from './solTransfer.js'

const oracle = Keypair.fromSeed(new Uint8Array(32).fill(21))
const payer = solanaKeypairFromSecretKey(oracle.secretKey)
const blockhash = Keypair.fromSeed(new Uint8Array(32).fill(22)).publicKey.toBase58()

/** What web3.js v1 (dev-only here) builds and signs for the same transfer. */
function web3Transfer(to: Keypair['publicKey'], lamports: bigint): Uint8Array {
  const transaction = new Transaction({ feePayer: oracle.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: oracle.publicKey, toPubkey: to, lamports }),
  )
  transaction.sign(oracle)
  return new Uint8Array(transaction.serialize())
}

describe('buildSolTransfer', () => {
  it('builds and signs byte for byte what web3.js builds', () => {
    const to = Keypair.fromSeed(new Uint8Array(32).fill(23)).publicKey
    for (const lamports of [0n, 1n, 1_500_000_000n, (1n << 64n) - 1n])
      expect(buildSolTransfer({ payer, to: to.toBase58(), lamports, blockhash })).toEqual(
        web3Transfer(to, lamports),
      )
  })

  it('lists the payer once when it pays itself, as web3.js does', () => {
    expect(buildSolTransfer({ payer, to: payer.address, lamports: 5n, blockhash })).toEqual(
      web3Transfer(oracle.publicKey, 5n),
    )
  })

  it('refuses a recipient that is not a 32-byte base58 key, and an amount beyond u64', () => {
    const build =
      (to: string, lamports = 1n) =>
      () =>
        buildSolTransfer({ payer, to, lamports, blockhash })
    expect(build('0OIl')).toThrow(BadRequestError)
    expect(build('1111')).toThrow('is not a Solana address')
    expect(build(payer.address, 1n << 64n)).toThrow('does not fit')
    expect(build(payer.address, -1n)).toThrow('does not fit')
  })
})
