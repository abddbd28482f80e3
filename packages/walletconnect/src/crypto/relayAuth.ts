// Relay authentication: the client's Ed25519 key as a did:key, and a short JWT (EdDSA) that names the relay as its
// audience. The relay reads the client id from `iss`; the token goes in the `auth` query parameter.
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64urlnopad } from '@scure/base'
import { fromHex, random, toHex } from './bytes.js'

/** Multicodec prefix of an Ed25519 public key (0xed, varint-encoded). */
const ED25519_MULTICODEC = new Uint8Array([0xed, 0x01])
/** How long a relay token lasts: one day, as the relay auth specification suggests. */
export const RELAY_TOKEN_TTL_SECONDS = 24 * 60 * 60

/** A fresh Ed25519 seed for the client identity (hex). */
export function generateClientSeed(): string {
  return toHex(random(32))
}

/** The did:key of an Ed25519 public key: `did:key:z` + base58btc(multicodec ‖ key). */
export function didKeyOf(publicKey: Uint8Array): string {
  const bytes = new Uint8Array(ED25519_MULTICODEC.length + publicKey.length)
  bytes.set(ED25519_MULTICODEC)
  bytes.set(publicKey, ED25519_MULTICODEC.length)
  return `did:key:z${base58.encode(bytes)}`
}

/** The client id (did:key) of a seed. */
export function clientIdOf(seed: string): string {
  return didKeyOf(ed25519.getPublicKey(fromHex(seed)))
}

const encodeJson = (value: unknown) => base64urlnopad.encode(new TextEncoder().encode(JSON.stringify(value)))

/**
 * Signs the relay token: header `{alg:"EdDSA",typ:"JWT"}`, claims `iss` (did:key), `sub` (random), `aud` (the relay
 * URL), `iat` and `exp` in seconds; the signature is Ed25519 over `header.claims`, base64url without padding.
 */
export function signRelayToken(seed: string, audience: string, nowSeconds: number): string {
  const header = encodeJson({ alg: 'EdDSA', typ: 'JWT' })
  const claims = encodeJson({
    iss: clientIdOf(seed),
    sub: toHex(random(32)),
    aud: audience,
    iat: nowSeconds,
    exp: nowSeconds + RELAY_TOKEN_TTL_SECONDS,
  })
  const signingInput = `${header}.${claims}`
  const signature = ed25519.sign(new TextEncoder().encode(signingInput), fromHex(seed))
  return `${signingInput}.${base64urlnopad.encode(signature)}`
}
