// Key agreement: X25519 key pairs, the shared symmetric key (X25519 then HKDF-SHA256 with no salt and no info), and
// topics (SHA-256 of a symmetric key).
import { pow } from '@noble/curves/abstract/modular.js'
import { montgomery } from '@noble/curves/abstract/montgomery.js'
import { hkdf } from '@noble/hashes/hkdf.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { fromHex, random, toHex } from './bytes.js'

// X25519 (RFC 7748) built from noble's Montgomery ladder alone: `@noble/curves/ed25519.js` would also bring the
// Edwards curve, hash-to-curve and ristretto into the lazy WalletConnect chunk (about 11 KiB gzip), and none of them
// is needed for key agreement.
const P = 2n ** 255n - 19n
const x25519 = montgomery({
  P,
  type: 'x25519',
  powPminus2: (x) => pow(x, P - 2n, P),
  // RFC 7748 clamping.
  adjustScalarBytes: (bytes) => {
    bytes[0] = (bytes[0] ?? 0) & 248
    bytes[31] = ((bytes[31] ?? 0) & 127) | 64
    return bytes
  },
})

/** An X25519 key pair, hex encoded. */
export type KeyPair = { privateKey: string; publicKey: string }

/** A fresh X25519 key pair. */
export function generateKeyPair(): KeyPair {
  const privateKey = random(32)
  return { privateKey: toHex(privateKey), publicKey: toHex(x25519.getPublicKey(privateKey)) }
}

/** The X25519 public key of a hex private key. */
export function publicKeyOf(privateKey: string): string {
  return toHex(x25519.getPublicKey(fromHex(privateKey)))
}

/** A fresh random 32-byte symmetric key (the pairing key of a URI). */
export function generateSymKey(): string {
  return toHex(random(32))
}

/** The symmetric key both peers derive: HKDF-SHA256 over the X25519 shared secret, 32 bytes. */
export function deriveSymKey(privateKey: string, peerPublicKey: string): string {
  const sharedSecret = x25519.getSharedSecret(fromHex(privateKey), fromHex(peerPublicKey))
  return toHex(hkdf(sha256, sharedSecret, undefined, undefined, 32))
}

/** The topic of a symmetric key: its SHA-256, hex. */
export function topicOf(symKey: string): string {
  return toHex(sha256(fromHex(symKey)))
}
