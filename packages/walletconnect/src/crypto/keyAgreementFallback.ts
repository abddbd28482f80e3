// Key agreement from noble's code, for a platform whose WebCrypto has no X25519 (an older browser) or no
// crypto.subtle at all (a page served over plain HTTP). keys.ts loads it on demand, so the WalletConnect chunk
// carries none of it.
import { pow } from '@noble/curves/abstract/modular.js'
import { montgomery } from '@noble/curves/abstract/montgomery.js'
import { hkdf } from '@noble/hashes/hkdf.js'
import { sha256 } from '@noble/hashes/sha2.js'
import type { KeyAgreement } from './keys.js'

// X25519 (RFC 7748) built from the Montgomery ladder alone: `@noble/curves/ed25519.js` would also bring the Edwards
// curve, hash-to-curve and ristretto, none of them needed for key agreement.
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

/** X25519, HKDF-SHA256 and SHA-256 in plain JavaScript. */
export const nobleKeyAgreement: KeyAgreement = {
  publicKey: async (privateKey) => x25519.getPublicKey(privateKey),
  sharedKey: async (privateKey, peerPublicKey) =>
    hkdf(sha256, x25519.getSharedSecret(privateKey, peerPublicKey), undefined, undefined, 32),
  sha256: async (bytes) => sha256(bytes),
}
