import { readShareHeader } from '@kit/chains/wire'
import type { Queryable } from '../db/database.js'
import { BadRequestError, ConflictError } from '../errors.js'
import type { KeyVault, Sealed } from './keyVault.js'

// The server's shares of a wallet, one per holder (`wallet_auth_shares`, migration 16). Each device that holds the
// wallet and each recovery method has its own 2-of-2 split with the server; the server keeps the auth share of each,
// sealed at rest under its master key, and never two shares of one split. Deleting a holder's row revokes it: its
// share then rebuilds nothing, alone or with any other holder's share (they are of other splits).

/**
 * Who holds the other share of a split: a device, a recovery method, or both for a wallet made before one split per
 * holder (`legacy`: one 3-share split whose old device share and old recovery records open with the same auth share).
 */
export type HolderKind = 'device' | 'recovery' | 'legacy'

/** A holder's half of a split as the frame sends it: the split id and the server's share of that split. */
export type HolderShare = { splitId: string; authShare: string }

/** How many devices of one user may hold a split; beyond, the least recently used device is revoked. */
export const MAX_DEVICE_SPLITS = 20

/**
 * Checks a holder's auth share: the header of a supported version, role auth, and the split id given with it. The
 * server reads the header only (the layout of `@kit/chains`, which the frame writes), never the secret part.
 * @throws {BadRequestError} `InvalidShare`.
 */
export function requireAuthShareOf(holder: HolderShare): void {
  const bytes = /^[A-Za-z0-9_-]+$/.test(holder.authShare)
    ? Buffer.from(holder.authShare, 'base64url')
    : Buffer.alloc(0)
  const header = readShareHeader(bytes)
  if (!header.ok || header.role !== 'auth')
    throw new BadRequestError('InvalidShare', 'authShare is not an auth share of a supported format')
  if (Buffer.from(header.splitId).toString('hex') !== holder.splitId)
    throw new BadRequestError('InvalidShare', 'authShare belongs to another split than splitId')
}

type SealedRow = {
  split_id: string
  kind: HolderKind
  key_version: number
  iv: string
  auth_tag: string
  ciphertext: string
}
const sealedOf = (row: SealedRow): Sealed => ({
  keyVersion: row.key_version,
  iv: row.iv,
  authTag: row.auth_tag,
  ciphertext: row.ciphertext,
})

/** One holder's row: whose, which split, what kind of holder, and the auth share as sealed at rest. */
export type StoredHolder = { userId: string; splitId: string; kind: HolderKind; sealed: Sealed }

/** The device a split was made on: the proof key of the session that stored it, and its browser's name. */
export type DeviceHolder = { proofThumbprint: string; label: string | null }

/** The auth-share rows of every user, sealed with `vault`; `now` dates them. */
export function createWalletAuthShares(vault: KeyVault, now: () => number) {
  // Bound to the user and, for a split of one holder, to its split: a row copied to another user or split does not
  // open. Legacy rows were sealed before there was a split per holder and keep their old associated data.
  const associatedData = (userId: string, row: { kind: HolderKind; splitId: string }) =>
    row.kind === 'legacy' ? `auth-share:${userId}` : `auth-share:${userId}:${row.splitId}`

  /** The user's holder of split `splitId`, sealed share included; undefined when the user has no such split. */
  async function find(db: Queryable, userId: string, splitId: string): Promise<StoredHolder | undefined> {
    const [row] = await db.query<SealedRow>(
      `select split_id, kind, key_version, iv, auth_tag, ciphertext from wallet_auth_shares
       where user_id = $1 and split_id = $2`,
      [userId, splitId],
    )
    return row && { userId, splitId: row.split_id, kind: row.kind, sealed: sealedOf(row) }
  }

  /**
   * Opens a holder's auth share for release: records its use, and moves it to the current master key when one being
   * rotated out sealed it.
   */
  async function open(db: Queryable, holder: StoredHolder): Promise<string> {
    const data = associatedData(holder.userId, holder)
    const authShare = vault.open(holder.sealed, data)
    const sealed = vault.reseal(holder.sealed, data) ?? holder.sealed
    await db.query(
      `update wallet_auth_shares set last_used_at = $3, key_version = $4, iv = $5, auth_tag = $6, ciphertext = $7
       where user_id = $1 and split_id = $2`,
      [
        holder.userId,
        holder.splitId,
        new Date(now()),
        sealed.keyVersion,
        sealed.iv,
        sealed.authTag,
        sealed.ciphertext,
      ],
    )
    return authShare
  }

  /**
   * Stores a new holder's auth share, sealed. A split id already stored (for anyone) is refused: one row per split.
   * @throws {ConflictError} `SplitExists`.
   */
  async function insert(
    db: Queryable,
    userId: string,
    kind: 'device' | 'recovery',
    holder: HolderShare,
    device?: DeviceHolder,
  ): Promise<void> {
    const sealed = vault.seal(holder.authShare, associatedData(userId, { kind, splitId: holder.splitId }))
    const inserted = await db.query(
      `insert into wallet_auth_shares
         (split_id, user_id, kind, proof_thumbprint, label, key_version, iv, auth_tag, ciphertext, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (split_id) do nothing returning 1`,
      [
        holder.splitId,
        userId,
        kind,
        device?.proofThumbprint ?? null,
        device?.label ?? null,
        sealed.keyVersion,
        sealed.iv,
        sealed.authTag,
        sealed.ciphertext,
        new Date(now()),
      ],
    )
    if (inserted.length === 0)
      throw new ConflictError('SplitExists', 'This split of the wallet is already stored')
  }

  /**
   * Stores the split of a device that has just recovered the wallet. The device's earlier split (same proof key: the
   * same browser recovering again) is replaced, and beyond `MAX_DEVICE_SPLITS` the least recently used devices are
   * revoked. Run it in a transaction that holds the user's wallet row, so two additions cannot both pass the cap.
   * Returns the split ids revoked for the cap.
   */
  async function addDevice(tx: Queryable, userId: string, holder: HolderShare, device: DeviceHolder) {
    await tx.query(
      `delete from wallet_auth_shares where user_id = $1 and kind = 'device' and proof_thumbprint = $2`,
      [userId, device.proofThumbprint],
    )
    await insert(tx, userId, 'device', holder, device)
    const evicted = await tx.query<{ split_id: string }>(
      `delete from wallet_auth_shares where split_id in (
         select split_id from wallet_auth_shares where user_id = $1 and kind = 'device' and split_id <> $2
         order by coalesce(last_used_at, created_at) desc, split_id offset $3
       ) returning split_id`,
      [userId, holder.splitId, MAX_DEVICE_SPLITS - 1],
    )
    return evicted.map((row) => row.split_id)
  }

  /**
   * Deletes the auth share of a removed recovery method's split. A `legacy` row stays: the wallet's old device
   * shares open with it too. Returns whether a row went.
   */
  async function deleteRecoverySplit(db: Queryable, userId: string, splitId: string): Promise<boolean> {
    const rows = await db.query(
      `delete from wallet_auth_shares where user_id = $1 and split_id = $2 and kind = 'recovery' returning 1`,
      [userId, splitId],
    )
    return rows.length > 0
  }

  return { find, open, insert, addDevice, deleteRecoverySplit }
}

export type WalletAuthShares = ReturnType<typeof createWalletAuthShares>

/**
 * Revokes the devices of ended sessions: deletes the user's `device` rows made by a session with one of
 * `thumbprints` (the ended sessions' proof keys), never those of `keep` (the caller's own key, which may have signed
 * an ended session too). Such a device's share then opens nothing, even after a new login with the same proof key.
 * Returns how many splits were revoked.
 */
export async function revokeDeviceSplits(
  db: Queryable,
  userId: string,
  thumbprints: readonly (string | undefined)[],
  keep: string | undefined,
): Promise<number> {
  let revoked = 0
  for (const thumbprint of new Set(thumbprints)) {
    if (thumbprint === undefined || thumbprint === keep) continue
    const rows = await db.query(
      `delete from wallet_auth_shares where user_id = $1 and kind = 'device' and proof_thumbprint = $2
       returning 1`,
      [userId, thumbprint],
    )
    revoked += rows.length
  }
  return revoked
}
