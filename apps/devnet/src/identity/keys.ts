import { randomBytes } from 'node:crypto'
import { exportJWK, generateKeyPair } from 'jose'
import type { SigningKey } from './provider.js'

/** A fresh RS256 key for signing ID tokens, with its public JWK (`kid`, `alg`, `use` set) for the JWKS. */
export async function generateSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  const kid = randomBytes(20).toString('hex')
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }
  return { kid, privateKey, publicJwk }
}
