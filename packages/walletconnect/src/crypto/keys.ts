// Key agreement: X25519 key pairs, the shared symmetric key (X25519 then HKDF-SHA256 with no salt and no info), and
// topics (SHA-256 of a symmetric key). The platform's WebCrypto does the work where it has X25519 (current browsers,
// Node); elsewhere noble's code is loaded on demand (keyAgreementFallback.ts). Either way the keys are the same
// bytes, so a session made with one opens with the other.
import { base64urlnopad } from '@scure/base'
import { fromHex, random, toHex } from './bytes.js'

/** The three primitives the protocol's keys need, all over raw bytes. */
export type KeyAgreement = {
  /** The X25519 public key of a 32-byte private key. */
  publicKey(privateKey: Uint8Array): Promise<Uint8Array>
  /** HKDF-SHA256 (no salt, no info, 32 bytes) over the X25519 shared secret. */
  sharedKey(privateKey: Uint8Array, peerPublicKey: Uint8Array): Promise<Uint8Array>
  sha256(bytes: Uint8Array): Promise<Uint8Array>
}

/** PKCS #8 DER prefix of a raw 32-byte X25519 private key (RFC 8410). */
const PKCS8_X25519 = fromHex('302e020100300506032b656e04220420')
/** The X25519 base point (u = 9): a valid public key to ask the platform whether it knows the curve. */
const BASE_POINT = Uint8Array.from({ length: 32 }, (_, index) => (index === 0 ? 9 : 0))
const KEY_BITS = 256

const importPrivate = (privateKey: Uint8Array, extractable: boolean) => {
  const pkcs8 = new Uint8Array(PKCS8_X25519.length + privateKey.length)
  pkcs8.set(PKCS8_X25519)
  pkcs8.set(privateKey, PKCS8_X25519.length)
  return crypto.subtle.importKey('pkcs8', pkcs8, { name: 'X25519' }, extractable, ['deriveBits'])
}

const webCryptoKeyAgreement: KeyAgreement = {
  async publicKey(privateKey) {
    const { x } = await crypto.subtle.exportKey('jwk', await importPrivate(privateKey, true))
    if (!x) throw new Error('The platform gave no X25519 public key.')
    return base64urlnopad.decode(x)
  },
  async sharedKey(privateKey, peerPublicKey) {
    const peer = await crypto.subtle.importKey(
      'raw',
      new Uint8Array(peerPublicKey),
      { name: 'X25519' },
      false,
      [],
    )
    const secret = await crypto.subtle.deriveBits(
      { name: 'X25519', public: peer },
      await importPrivate(privateKey, false),
      KEY_BITS,
    )
    const ikm = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveBits'])
    const info = new Uint8Array(0)
    const hkdf = { name: 'HKDF', hash: 'SHA-256', salt: info, info }
    return new Uint8Array(await crypto.subtle.deriveBits(hkdf, ikm, KEY_BITS))
  },
  sha256: async (bytes) => new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes))),
}

/** Whether `crypto.subtle` exists and knows X25519. */
async function platformHasX25519(): Promise<boolean> {
  try {
    await crypto.subtle.importKey('raw', BASE_POINT, { name: 'X25519' }, false, [])
    return true
  } catch {
    return false
  }
}

// Asked on each use (one key import), not remembered: nothing is kept between calls.
async function keyAgreement(): Promise<KeyAgreement> {
  if (await platformHasX25519()) return webCryptoKeyAgreement
  return (await import('./keyAgreementFallback.js')).nobleKeyAgreement
}

/** An X25519 key pair, hex encoded. */
export type KeyPair = { privateKey: string; publicKey: string }

/** A fresh X25519 key pair. */
export async function generateKeyPair(): Promise<KeyPair> {
  const privateKey = random(32)
  return {
    privateKey: toHex(privateKey),
    publicKey: toHex(await (await keyAgreement()).publicKey(privateKey)),
  }
}

/** The X25519 public key of a hex private key. */
export async function publicKeyOf(privateKey: string): Promise<string> {
  return toHex(await (await keyAgreement()).publicKey(fromHex(privateKey)))
}

/** A fresh random 32-byte symmetric key (the pairing key of a URI). */
export function generateSymKey(): string {
  return toHex(random(32))
}

/**
 * The symmetric key both peers derive: HKDF-SHA256 over the X25519 shared secret, 32 bytes. Rejects a public key
 * that is not 32 bytes or whose shared secret is zero (a low-order point).
 */
export async function deriveSymKey(privateKey: string, peerPublicKey: string): Promise<string> {
  return toHex(await (await keyAgreement()).sharedKey(fromHex(privateKey), fromHex(peerPublicKey)))
}

/** The topic of a symmetric key: its SHA-256, hex. */
export async function topicOf(symKey: string): Promise<string> {
  return toHex(await (await keyAgreement()).sha256(fromHex(symKey)))
}
