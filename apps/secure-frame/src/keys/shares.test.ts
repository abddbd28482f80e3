import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64, base64urlnopad } from '@scure/base'
import { bytesToHex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { split } from 'shamir-secret-sharing'
import { describe, expect, it } from 'vitest'
import {
  DuplicateShareRoleError,
  InvalidSecretError,
  MalformedShareError,
  ShareSplitMismatchError,
  UnsupportedShareVersionError,
  WalletKeysFormatError,
  WalletKeysMismatchError,
} from './errors.js'
import {
  assertKeysMatchAddress,
  combineShares,
  combineWalletKeys,
  decodeWalletKeys,
  describeShare,
  encodeWalletKeys,
  type KeyShare,
  splitSecret,
  splitWalletKeys,
} from './shares.js'
import type { WalletKeys } from './types.js'

function randomWalletKeys(): WalletKeys {
  const privateKey = generatePrivateKey()
  const seed = crypto.getRandomValues(new Uint8Array(32))
  const publicKey = ed25519.getPublicKey(seed)
  const secretKey = new Uint8Array(64)
  secretKey.set(seed)
  secretKey.set(publicKey, 32)
  return {
    evm: { address: privateKeyToAddress(privateKey), privateKey },
    solana: { address: base58.encode(publicKey), secretKey: base64.encode(secretKey) },
  }
}

/** The share's bytes, changed by `edit`, encoded again. */
function editShare(share: KeyShare, edit: (bytes: Uint8Array) => void): KeyShare {
  const bytes = base64urlnopad.decode(share)
  edit(bytes)
  return base64urlnopad.encode(bytes)
}

/** A device's split as the tests use it: the device's share and the server's. */
async function deviceSplit(secret: Uint8Array) {
  const { share, auth } = await splitSecret(secret, 'device')
  return { device: share, auth }
}

/** The same for wallet keys. */
async function deviceSplitOfKeys(keys: WalletKeys) {
  const { share, auth } = await splitWalletKeys(keys, 'device')
  return { device: share, auth }
}

/**
 * A split as wallets made before every holder had its own were split: three shares of one split id, any two of
 * which rebuild the secret (framed here by hand, as the frame did then).
 */
async function legacySplit(secret: Uint8Array) {
  const splitId = crypto.getRandomValues(new Uint8Array(16))
  const parts = await split(new Uint8Array(secret), 3, 2)
  const frame = (role: number, part: Uint8Array | undefined) =>
    base64urlnopad.encode(Uint8Array.of(1, role, ...splitId, ...(part ?? [])))
  return { device: frame(1, parts[0]), auth: frame(2, parts[1]), recovery: frame(3, parts[2]) }
}

const PAIRS = [
  ['device', 'auth'],
  ['device', 'recovery'],
  ['auth', 'recovery'],
] as const

describe('splitSecret and combineShares', () => {
  it("rebuilds the secret from a holder's share and the server's, in either order", async () => {
    const secret = crypto.getRandomValues(new Uint8Array(65))
    for (const holder of ['device', 'recovery'] as const) {
      const { share, auth } = await splitSecret(secret, holder)
      expect(await combineShares(share, auth)).toEqual(secret)
      expect(await combineShares(auth, share)).toEqual(secret)
    }
  })

  it("never rebuilds from two holders' shares: each holder's split is its own, so the server revokes one alone", async () => {
    const secret = crypto.getRandomValues(new Uint8Array(65))
    const device = await splitSecret(secret, 'device')
    const recovery = await splitSecret(secret, 'recovery')
    await expect(combineShares(device.share, recovery.share)).rejects.toThrow(ShareSplitMismatchError)
    // Nor with the server's share of the other holder (a revoked holder's share stays useless).
    await expect(combineShares(device.share, recovery.auth)).rejects.toThrow(ShareSplitMismatchError)
  })

  it('still rebuilds a wallet split before each holder had its own: three shares, any two', async () => {
    const secret = crypto.getRandomValues(new Uint8Array(65))
    const shares = await legacySplit(secret)
    for (const [a, b] of PAIRS) {
      expect(await combineShares(shares[a], shares[b])).toEqual(secret)
      expect(await combineShares(shares[b], shares[a])).toEqual(secret)
    }
  })

  it('labels each share with its role and one split id, fresh for every split', async () => {
    const secret = new Uint8Array([1, 2, 3])
    const recovery = await splitSecret(secret, 'recovery')
    const headers = [describeShare(recovery.share), describeShare(recovery.auth)]
    expect(headers.map((header) => header.role)).toEqual(['recovery', 'auth'])
    expect(headers.map((header) => header.splitId)).toEqual([recovery.splitId, recovery.splitId])
    expect(recovery.splitId).toMatch(/^[0-9a-f]{32}$/)
    expect(headers[0]?.version).toBe(1)
    const device = await splitSecret(secret, 'device')
    expect(describeShare(device.share).role).toBe('device')
    expect(device.splitId).not.toBe(recovery.splitId)
    // The caller's secret is left as it was.
    expect(secret).toEqual(new Uint8Array([1, 2, 3]))
  })

  it('does not rebuild from one share: a share cannot be paired with itself or with a forged partner', async () => {
    const keys = randomWalletKeys()
    const shares = await deviceSplitOfKeys(keys)
    await expect(combineShares(shares.device, shares.device)).rejects.toThrow(DuplicateShareRoleError)
    // The same share relabelled as another role still holds the same point.
    const relabelled = editShare(shares.device, (bytes) => {
      bytes[1] = 2
    })
    await expect(combineShares(shares.device, relabelled)).rejects.toThrow(
      'The shares have the same coordinate.',
    )
    // A random partner with the right header rebuilds some other secret, never the wallet.
    const forged = editShare(shares.auth, (bytes) => {
      crypto.getRandomValues(bytes.subarray(18, bytes.length - 1))
    })
    await expect(
      combineWalletKeys(shares.device, forged, {
        evmAddress: keys.evm.address,
        solanaAddress: keys.solana.address,
      }),
    ).rejects.toThrow(/^The (wallet keys do not match the wallet on record|wallet keys are malformed)/)
  })

  it('refuses shares of two different splits, even of the same secret', async () => {
    const secret = crypto.getRandomValues(new Uint8Array(65))
    const first = await deviceSplit(secret)
    const second = await deviceSplit(secret)
    await expect(combineShares(first.device, second.auth)).rejects.toThrow(ShareSplitMismatchError)
    await expect(combineShares(first.device, second.auth)).rejects.toThrow(
      'The key shares belong to different splits',
    )
  })

  it('refuses an unknown version, malformed input and mismatched lengths, each with its own error', async () => {
    const shares = await deviceSplit(crypto.getRandomValues(new Uint8Array(65)))
    const version2 = editShare(shares.auth, (bytes) => {
      bytes[0] = 2
    })
    await expect(combineShares(shares.device, version2)).rejects.toThrow(UnsupportedShareVersionError)
    await expect(combineShares(version2, shares.device)).rejects.toMatchObject({ shareVersion: 2 })
    const unknownRole = editShare(shares.auth, (bytes) => {
      bytes[1] = 9
    })
    await expect(combineShares(shares.device, unknownRole)).rejects.toThrow('A share has an unknown role.')
    const zeroX = editShare(shares.auth, (bytes) => {
      bytes[bytes.length - 1] = 0
    })
    await expect(combineShares(shares.device, zeroX)).rejects.toThrow('A share has an impossible coordinate.')
    // Two bytes fewer, the coordinate (the last byte) kept: cutting the end instead left a random byte as the
    // coordinate, 0 once in 256 runs, which failed as an impossible coordinate first.
    const authBytes = base64urlnopad.decode(shares.auth)
    const shorter = base64urlnopad.encode(
      Uint8Array.of(...authBytes.slice(0, -3), authBytes[authBytes.length - 1] ?? 1),
    )
    await expect(combineShares(shares.device, shorter)).rejects.toThrow('The shares have different lengths.')
    for (const garbage of ['', 'not base64!', 'AQ', base64urlnopad.encode(new Uint8Array(19).fill(1))])
      await expect(combineShares(shares.device, garbage)).rejects.toThrow(MalformedShareError)
    await expect(combineShares(shares.device, 42 as unknown as string)).rejects.toThrow(MalformedShareError)
  })

  it('refuses to split nothing or an oversized secret', async () => {
    await expect(splitSecret(new Uint8Array(0), 'device')).rejects.toThrow(InvalidSecretError)
    await expect(splitSecret(new Uint8Array(1025), 'device')).rejects.toThrow(InvalidSecretError)
  })

  it('keeps the secret out of every share', async () => {
    const keys = randomWalletKeys()
    const secret = encodeWalletKeys(keys)
    const shares = await deviceSplit(secret)
    const evmKey = keys.evm.privateKey.slice(2).toLowerCase()
    const seed = bytesToHex(secret.subarray(33)).slice(2)
    for (const share of Object.values(shares)) {
      expect(share).not.toContain(keys.evm.privateKey)
      expect(share).not.toContain(keys.solana.secretKey)
      const hex = bytesToHex(base64urlnopad.decode(share)).slice(2)
      // No 8-byte run of either key appears in the share's bytes.
      for (let start = 0; start + 16 <= 64; start += 2) {
        expect(hex).not.toContain(evmKey.slice(start, start + 16))
        expect(hex).not.toContain(seed.slice(start, start + 16))
      }
    }
  })
})

describe('wallet keys encoding', () => {
  it('round-trips wallet keys through 65 bytes, deriving the addresses again', () => {
    const keys = randomWalletKeys()
    const bytes = encodeWalletKeys(keys)
    expect(bytes).toHaveLength(65)
    expect(bytes[0]).toBe(1)
    expect(decodeWalletKeys(bytes)).toEqual(keys)
  })

  it('refuses keys whose addresses do not belong to them, and bytes it cannot read', () => {
    const keys = randomWalletKeys()
    const other = randomWalletKeys()
    expect(() => encodeWalletKeys({ ...keys, evm: { ...keys.evm, address: other.evm.address } })).toThrow(
      WalletKeysMismatchError,
    )
    expect(() =>
      encodeWalletKeys({ ...keys, solana: { ...keys.solana, address: other.solana.address } }),
    ).toThrow(WalletKeysMismatchError)
    expect(() => encodeWalletKeys({ ...keys, evm: { ...keys.evm, privateKey: '0x1234' } })).toThrow(
      WalletKeysFormatError,
    )
    expect(() => encodeWalletKeys({ ...keys, solana: { ...keys.solana, secretKey: 'AAAA' } })).toThrow(
      'The wallet keys are malformed',
    )

    const bytes = encodeWalletKeys(keys)
    expect(() => decodeWalletKeys(bytes.slice(0, 64))).toThrow(WalletKeysFormatError)
    const version2 = bytes.slice()
    version2[0] = 2
    expect(() => decodeWalletKeys(version2)).toThrow('The wallet keys are malformed')
    const zeroKey = bytes.slice()
    zeroKey.fill(0, 1, 33)
    expect(() => decodeWalletKeys(zeroKey)).toThrow(WalletKeysFormatError)
  })

  it('assertKeysMatchAddress accepts the wallet on record and refuses any other', () => {
    const keys = randomWalletKeys()
    expect(() => assertKeysMatchAddress(keys, keys.evm.address)).not.toThrow()
    expect(() =>
      assertKeysMatchAddress(keys, keys.evm.address.toLowerCase(), keys.solana.address),
    ).not.toThrow()
    const other = randomWalletKeys()
    expect(() => assertKeysMatchAddress(keys, other.evm.address)).toThrow(WalletKeysMismatchError)
    expect(() => assertKeysMatchAddress(keys, keys.evm.address, other.solana.address)).toThrow(
      'The wallet keys do not match the wallet on record',
    )
    // Without a Solana address on record only the Solana key's own consistency is checked...
    expect(() => assertKeysMatchAddress({ ...keys, solana: other.solana }, keys.evm.address)).not.toThrow()
    // ...which refuses a Solana key under another address.
    expect(() =>
      assertKeysMatchAddress(
        { ...keys, solana: { ...other.solana, address: keys.solana.address } },
        keys.evm.address,
      ),
    ).toThrow(WalletKeysMismatchError)
  })
})

describe('combineWalletKeys', () => {
  it("rebuilds the wallet from a holder's split, or any two shares of an older one, and checks it", async () => {
    const keys = randomWalletKeys()
    const expected = { evmAddress: keys.evm.address, solanaAddress: keys.solana.address }
    const holder = await splitWalletKeys(keys, 'recovery')
    expect(await combineWalletKeys(holder.share, holder.auth, expected)).toEqual(keys)
    const shares = await legacySplit(encodeWalletKeys(keys))
    for (const [a, b] of PAIRS) expect(await combineWalletKeys(shares[a], shares[b], expected)).toEqual(keys)
  })

  it('refuses a tampered share: a wrong key never comes out', async () => {
    const keys = randomWalletKeys()
    const shares = await deviceSplitOfKeys(keys)
    const expected = { evmAddress: keys.evm.address, solanaAddress: keys.solana.address }
    // Share bytes 18.. are the Shamir share: the version byte, the EVM key (19..50), the Solana seed (51..82).
    for (const index of [18, 30, 50, 51, 82]) {
      const tampered = editShare(shares.auth, (bytes) => {
        bytes[index] = (bytes[index] ?? 0) ^ 0x01
      })
      await expect(combineWalletKeys(shares.device, tampered, expected)).rejects.toThrow(
        /^The wallet keys (do not match the wallet on record|are malformed)/,
      )
    }
    // A flipped bit in the Solana part only leaves the EVM key intact: the Solana address on record catches it.
    const solanaOnly = editShare(shares.auth, (bytes) => {
      bytes[60] = (bytes[60] ?? 0) ^ 0x80
    })
    await expect(combineWalletKeys(shares.device, solanaOnly, expected)).rejects.toThrow(
      'The rebuilt Solana key is not the wallet on record.',
    )
    // Another wallet's record.
    await expect(
      combineWalletKeys(shares.device, shares.auth, {
        ...expected,
        evmAddress: randomWalletKeys().evm.address,
      }),
    ).rejects.toThrow(WalletKeysMismatchError)
  })
})
