// Solana keys on the server with node:crypto's ed25519, so the server ships no Solana SDK. A Solana secret key is
// 64 bytes: the 32-byte ed25519 seed, then the public key; the address is the public key in base58.
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import { base58 } from '@scure/base'
import { ServerConfigError } from '../errors.js'

/** PKCS#8 DER header of an ed25519 private key; the 32-byte seed follows it. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

/** An ed25519 key pair in Solana's terms. */
export type SolanaKeypair = {
  /** The base58 public key. */
  address: string
  publicKey: Uint8Array
  /** Seed then public key, 64 bytes, as the Solana CLI and wallets store it. */
  secretKey: Uint8Array
  /** The ed25519 signature of `message`. */
  sign(message: Uint8Array): Uint8Array
}

function fromPrivateKey(privateKey: KeyObject): SolanaKeypair {
  const jwk = privateKey.export({ format: 'jwk' })
  const seed = Buffer.from(jwk.d ?? '', 'base64url')
  const publicKey = new Uint8Array(
    Buffer.from(createPublicKey(privateKey).export({ format: 'jwk' }).x ?? '', 'base64url'),
  )
  const secretKey = new Uint8Array(64)
  secretKey.set(seed, 0)
  secretKey.set(publicKey, 32)
  return {
    address: base58.encode(publicKey),
    publicKey,
    secretKey,
    sign: (message) => new Uint8Array(sign(null, message, privateKey)),
  }
}

/** A fresh random Solana key pair. */
export function generateSolanaKeypair(): SolanaKeypair {
  return fromPrivateKey(generateKeyPairSync('ed25519').privateKey)
}

/**
 * The key pair of a 64-byte Solana secret key.
 * @throws {ServerConfigError} when the key is not 64 bytes or its second half is not the seed's public key.
 */
export function solanaKeypairFromSecretKey(secretKey: Uint8Array): SolanaKeypair {
  if (secretKey.length !== 64) throw new ServerConfigError('A Solana secret key must be 64 bytes')
  const keypair = fromPrivateKey(
    createPrivateKey({
      key: Buffer.concat([PKCS8_ED25519_PREFIX, secretKey.subarray(0, 32)]),
      format: 'der',
      type: 'pkcs8',
    }),
  )
  if (!keypair.publicKey.every((byte, index) => byte === secretKey[32 + index]))
    throw new ServerConfigError('The Solana secret key does not match its public key')
  return keypair
}
