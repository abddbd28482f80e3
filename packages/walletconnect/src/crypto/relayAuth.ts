// Relay authentication: the client's Ed25519 key as a did:key, and a short JWT (EdDSA) that names the relay as its
// audience. The relay reads the client id from `iss`; the token goes in the `auth` query parameter.
import { base58, base64urlnopad } from '@scure/base'
import { fromHex, random, toHex } from './bytes.js'

/** PKCS #8 DER prefix of a raw 32-byte Ed25519 seed (RFC 8410). */
const PKCS8_ED25519 = fromHex('302e020100300506032b657004220420')

type Signer = { publicKey: Uint8Array; sign(message: Uint8Array): Promise<Uint8Array> }

/**
 * An Ed25519 signer for a seed: the platform's WebCrypto when it has Ed25519 (current browsers, Node), else noble's,
 * loaded on demand. Noble's Edwards curve costs about 8 KiB gzip, so it stays out of the WalletConnect chunk.
 */
async function signerOf(seed: Uint8Array): Promise<Signer> {
  try {
    const pkcs8 = new Uint8Array(PKCS8_ED25519.length + seed.length)
    pkcs8.set(PKCS8_ED25519)
    pkcs8.set(seed, PKCS8_ED25519.length)
    const key = await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, true, ['sign'])
    const { x } = await crypto.subtle.exportKey('jwk', key)
    if (!x) throw new Error('No public key')
    return {
      publicKey: base64urlnopad.decode(x),
      sign: async (message) =>
        new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, key, new Uint8Array(message))),
    }
  } catch {
    const { ed25519 } = await import('@noble/curves/ed25519.js')
    return { publicKey: ed25519.getPublicKey(seed), sign: async (message) => ed25519.sign(message, seed) }
  }
}

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
export async function clientIdOf(seed: string): Promise<string> {
  return didKeyOf((await signerOf(fromHex(seed))).publicKey)
}

const encodeJson = (value: unknown) => base64urlnopad.encode(new TextEncoder().encode(JSON.stringify(value)))

/**
 * Signs the relay token: header `{alg:"EdDSA",typ:"JWT"}`, claims `iss` (did:key), `sub` (random), `aud` (the relay
 * URL), `iat` and `exp` in seconds; the signature is Ed25519 over `header.claims`, base64url without padding.
 */
export async function signRelayToken(seed: string, audience: string, nowSeconds: number): Promise<string> {
  const signer = await signerOf(fromHex(seed))
  const header = encodeJson({ alg: 'EdDSA', typ: 'JWT' })
  const claims = encodeJson({
    iss: didKeyOf(signer.publicKey),
    sub: toHex(random(32)),
    aud: audience,
    iat: nowSeconds,
    exp: nowSeconds + RELAY_TOKEN_TTL_SECONDS,
  })
  const signingInput = `${header}.${claims}`
  const signature = await signer.sign(new TextEncoder().encode(signingInput))
  return `${signingInput}.${base64urlnopad.encode(signature)}`
}
