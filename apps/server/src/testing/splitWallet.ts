import { randomBytes } from 'node:crypto'

// What the secure frame stores with `PUT /v1/auth/wallet/shares`, made up for tests: the server checks a share's
// header and a record's shape, never their secret parts.

/** An auth share in the frame's format: version 1, role 2 (auth), the split id, then the Shamir bytes. */
export function authShareOf(splitId: string, role = 2): string {
  return Buffer.concat([Buffer.from([1, role]), Buffer.from(splitId, 'hex'), randomBytes(66)]).toString(
    'base64url',
  )
}

/** A holder's half of a new split: its random id and the server's share of it. */
export const holderShare = (splitId = randomBytes(16).toString('hex')) => ({
  splitId,
  authShare: authShareOf(splitId),
})

/** A recovery record sealed by a passkey (its PRF output), with the auth share of its own split. */
export const passkeyRecord = (credentialId = randomBytes(32).toString('base64url')) => ({
  ...holderShare(),
  kind: 'passkey' as const,
  credentialId,
  sealed: JSON.stringify({ version: 1, method: 'passkey-prf', salt: 's', iv: 'i', ciphertext: 'c' }),
})

/** A recovery record sealed by a password (Argon2id), with the auth share of its own split. */
export const passwordRecord = () => ({
  ...holderShare(),
  kind: 'password' as const,
  sealed: JSON.stringify({
    version: 1,
    method: 'password',
    kdf: { name: 'argon2id' },
    iv: 'i',
    ciphertext: 'c',
  }),
})

/**
 * The body of `PUT /v1/auth/wallet/shares` for a new wallet: random addresses, this device's split and a passkey's,
 * each with the server's share.
 */
export const newSplitWallet = (deviceSplitId = randomBytes(16).toString('hex')) => ({
  evmAddress: `0x${randomBytes(20).toString('hex')}`,
  solanaAddress: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
  device: holderShare(deviceSplitId),
  recovery: passkeyRecord(),
})
