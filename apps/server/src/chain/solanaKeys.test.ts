import { createPublicKey, verify } from 'node:crypto'
import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { ServerConfigError } from '../errors.js'
import { generateSolanaKeypair, solanaKeypairFromSecretKey } from './solanaKeys.js'

describe('Solana keys (node:crypto ed25519)', () => {
  it('generates a 64-byte secret key that Solana tools read as the same address', () => {
    const keypair = generateSolanaKeypair()
    expect(keypair.secretKey).toHaveLength(64)
    const oracle = Keypair.fromSecretKey(keypair.secretKey)
    expect(keypair.address).toBe(oracle.publicKey.toBase58())
    expect(generateSolanaKeypair().address).not.toBe(keypair.address)
  })

  it('reads a secret key and signs as ed25519 does', () => {
    const oracle = Keypair.fromSeed(new Uint8Array(32).fill(11))
    const keypair = solanaKeypairFromSecretKey(oracle.secretKey)
    expect(keypair.address).toBe(oracle.publicKey.toBase58())
    const message = new TextEncoder().encode('pay out')
    const publicKey = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(oracle.publicKey.toBytes()).toString('base64url') },
      format: 'jwk',
    })
    expect(verify(null, message, publicKey, keypair.sign(message))).toBe(true)
  })

  it('refuses a key of the wrong length or whose halves do not match', () => {
    expect(() => solanaKeypairFromSecretKey(new Uint8Array(32))).toThrow(ServerConfigError)
    const broken = Keypair.fromSeed(new Uint8Array(32).fill(1)).secretKey
    broken[40] = (broken[40] ?? 0) ^ 1
    expect(() => solanaKeypairFromSecretKey(broken)).toThrow('does not match')
  })
})
