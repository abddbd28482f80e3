import { randomBytes } from 'node:crypto'

// What the secure frame stores with `PUT /v1/auth/wallet/shares`, made up for tests: the server checks a share's
// header and a record's shape, never their secret parts.

/** An auth share in the frame's format: version 1, role 2 (auth), the split id, then the Shamir bytes. */
export function authShareOf(splitId: string, role = 2): string {
  return Buffer.concat([Buffer.from([1, role]), Buffer.from(splitId, 'hex'), randomBytes(66)]).toString(
    'base64url',
  )
}

/** A recovery record sealed by a passkey (its PRF output). */
export const passkeyRecord = (credentialId = randomBytes(32).toString('base64url')) => ({
  kind: 'passkey' as const,
  credentialId,
  sealed: JSON.stringify({ version: 1, method: 'passkey-prf', salt: 's', iv: 'i', ciphertext: 'c' }),
})

/** A recovery record sealed by a password (Argon2id). */
export const passwordRecord = () => ({
  kind: 'password' as const,
  sealed: JSON.stringify({
    version: 1,
    method: 'password',
    kdf: { name: 'argon2id' },
    iv: 'i',
    ciphertext: 'c',
  }),
})

/** The body of `PUT /v1/auth/wallet/shares` for a new wallet: random addresses, its auth share, a passkey record. */
export const newSplitWallet = (splitId = randomBytes(16).toString('hex')) => ({
  evmAddress: `0x${randomBytes(20).toString('hex')}`,
  solanaAddress: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
  splitId,
  authShare: authShareOf(splitId),
  recovery: passkeyRecord(),
})
