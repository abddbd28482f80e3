import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../db/database.js'
import { migrate } from '../db/migrate.js'
import { migrations } from '../db/migrations.js'
import { authShareOf, holderShare } from '../testing/splitWallet.js'
import { createKeyVault } from './keyVault.js'
import {
  createWalletAuthShares,
  MAX_DEVICE_SPLITS,
  requireAuthShareOf,
  revokeDeviceSplits,
} from './walletAuthShares.js'

// The auth-share rows on their own, on an in-memory database: migration 16 and how rows are sealed and revoked. The
// routes' rules are tested through HTTP in `splitWalletRoutes.test.ts` and `sessionRoutes.test.ts`.
const vault = createKeyVault([randomBytes(32)], 'auth-share')
let clock = Date.parse('2031-01-01T00:00:00Z')
const shares = createWalletAuthShares(vault, () => clock)
let db: Database

const newUser = async () => {
  const id = randomUUID()
  await db.query('insert into users (id, email, created_at, updated_at) values ($1, $2, now(), now())', [
    id,
    `${id}@example.test`,
  ])
  return id
}
const splitsOf = async (userId: string) =>
  (
    await db.query<{ split_id: string }>(
      'select split_id from wallet_auth_shares where user_id = $1 order by split_id',
      [userId],
    )
  ).map((row) => row.split_id)

beforeAll(async () => {
  db = await openDatabase()
})
afterAll(() => db.close())

describe('migration 16', () => {
  it("moves each wallet's one auth share to a legacy holder, unchanged, and clears it from wallet_shares", async () => {
    await migrate(
      db,
      migrations.filter((migration) => migration.version < 16),
    )
    const userId = await newUser()
    const splitId = randomBytes(16).toString('hex')
    const authShare = authShareOf(splitId)
    const sealed = vault.seal(authShare, `auth-share:${userId}`)
    await db.query(
      `insert into wallet_shares
         (user_id, evm_address, solana_address, split_id, key_version, iv, auth_tag, ciphertext, created_at)
       values ($1, '0xab', 'So1', $2, $3, $4, $5, $6, now())`,
      [userId, splitId, sealed.keyVersion, sealed.iv, sealed.authTag, sealed.ciphertext],
    )
    expect(
      await migrate(
        db,
        migrations.filter((migration) => migration.version <= 16),
      ),
    ).toEqual([16])
    const [row] = await db.query('select * from wallet_auth_shares where user_id = $1', [userId])
    expect(row).toMatchObject({
      split_id: splitId,
      kind: 'legacy',
      proof_thumbprint: null,
      label: null,
      key_version: sealed.keyVersion,
      iv: sealed.iv,
      auth_tag: sealed.authTag,
      ciphertext: sealed.ciphertext,
      last_used_at: null,
    })
    expect(await db.query('select * from wallet_shares where user_id = $1', [userId])).toEqual([
      expect.objectContaining({
        evm_address: '0xab',
        solana_address: 'So1',
        split_id: null,
        key_version: null,
        iv: null,
        auth_tag: null,
        ciphertext: null,
      }),
    ])
    // It opens as before, under the user alone, and records its use.
    const holder = await shares.find(db, userId, splitId)
    expect(holder?.kind).toBe('legacy')
    expect(await shares.open(db, holder as NonNullable<typeof holder>)).toBe(authShare)
    const [used] = await db.query<{ last_used_at: Date }>(
      'select last_used_at from wallet_auth_shares where split_id = $1',
      [splitId],
    )
    expect(used?.last_used_at.getTime()).toBe(clock)
    // Removing a recovery method never removes a legacy split: the old device shares open with it too.
    expect(await shares.deleteRecoverySplit(db, userId, splitId)).toBe(false)
    expect(await shares.find(db, userId, splitId)).toBeDefined()
  })

  it('accepts only the three kinds of holder', async () => {
    const userId = await newUser()
    await expect(
      db.query(
        `insert into wallet_auth_shares (split_id, user_id, kind, key_version, iv, auth_tag, ciphertext, created_at)
         values ('s', $1, 'other', 1, 'i', 't', 'c', now())`,
        [userId],
      ),
    ).rejects.toThrow()
  })
})

describe('auth-share rows', () => {
  beforeAll(() => migrate(db))

  it('binds a holder to its user and its split: copied to another split, it does not open', async () => {
    const userId = await newUser()
    const holder = holderShare()
    await shares.insert(db, userId, 'recovery', holder)
    const found = await shares.find(db, userId, holder.splitId)
    expect(await shares.open(db, found as NonNullable<typeof found>)).toBe(holder.authShare)
    const other = randomBytes(16).toString('hex')
    await db.query(
      `insert into wallet_auth_shares (split_id, user_id, kind, key_version, iv, auth_tag, ciphertext, created_at)
       select $2, user_id, kind, key_version, iv, auth_tag, ciphertext, created_at from wallet_auth_shares
       where split_id = $1`,
      [holder.splitId, other],
    )
    const moved = await shares.find(db, userId, other)
    await expect(shares.open(db, moved as NonNullable<typeof moved>)).rejects.toThrow(
      'could not be decrypted',
    )
    expect(await shares.find(db, await newUser(), holder.splitId)).toBeUndefined()
  })

  it('keeps one row per split, for anyone', async () => {
    const holder = holderShare()
    await shares.insert(db, await newUser(), 'recovery', holder)
    await expect(shares.insert(db, await newUser(), 'recovery', holder)).rejects.toMatchObject({
      reason: 'SplitExists',
    })
  })

  it("replaces a browser's earlier device split, and evicts the least recently used device beyond the cap", async () => {
    const userId = await newUser()
    const device = (n: number) => ({ proofThumbprint: `key-${n}`, label: 'Chrome on Linux' })
    const first = holderShare()
    await shares.addDevice(db, userId, first, device(0))
    const replaced = holderShare()
    expect(await shares.addDevice(db, userId, replaced, device(0))).toEqual([])
    expect(await splitsOf(userId)).toEqual([replaced.splitId])
    const added = [replaced.splitId]
    for (let n = 1; n < MAX_DEVICE_SPLITS; n++) {
      clock += 1000
      const split = holderShare()
      expect(await shares.addDevice(db, userId, split, device(n))).toEqual([])
      added.push(split.splitId)
    }
    // A recovery method's split never counts against the devices' cap, nor goes for it.
    const method = holderShare()
    await shares.insert(db, userId, 'recovery', method)
    // The first device was used last: the second is the least recently used.
    clock += 1000
    const firstDevice = await shares.find(db, userId, replaced.splitId)
    await shares.open(db, firstDevice as NonNullable<typeof firstDevice>)
    clock += 1000
    const last = holderShare()
    expect(await shares.addDevice(db, userId, last, device(MAX_DEVICE_SPLITS))).toEqual([added[1]])
    expect(await splitsOf(userId)).toEqual(
      [...added.filter((split) => split !== added[1]), last.splitId, method.splitId].sort(),
    )
  })

  it("revokes the devices of ended sessions, never the kept key, nor a recovery method's split", async () => {
    const userId = await newUser()
    const ended = holderShare()
    const kept = holderShare()
    await shares.addDevice(db, userId, ended, { proofThumbprint: 'ended', label: null })
    await shares.addDevice(db, userId, kept, { proofThumbprint: 'kept', label: null })
    const method = holderShare()
    await shares.insert(db, userId, 'recovery', method)
    const stranger = await newUser()
    const strangers = holderShare()
    await shares.addDevice(db, stranger, strangers, { proofThumbprint: 'ended', label: null })
    expect(await revokeDeviceSplits(db, userId, ['ended', 'kept', undefined, 'ended'], 'kept')).toBe(1)
    expect(await splitsOf(userId)).toEqual([kept.splitId, method.splitId].sort())
    expect(await splitsOf(stranger)).toEqual([strangers.splitId])
    expect(await shares.deleteRecoverySplit(db, userId, kept.splitId)).toBe(false)
    expect(await shares.deleteRecoverySplit(db, userId, method.splitId)).toBe(true)
  })

  it("reads an auth share's header only: version, role auth and its split", () => {
    const splitId = randomBytes(16).toString('hex')
    expect(() => requireAuthShareOf({ splitId, authShare: authShareOf(splitId) })).not.toThrow()
    for (const authShare of [
      authShareOf(splitId, 1),
      authShareOf(splitId, 3),
      authShareOf(randomBytes(16).toString('hex')),
      'not base64url!',
      Buffer.from([2, 2, ...Buffer.from(splitId, 'hex'), 1, 2]).toString('base64url'),
    ])
      expect(() => requireAuthShareOf({ splitId, authShare })).toThrow(
        expect.objectContaining({ reason: 'InvalidShare' }),
      )
  })
})
