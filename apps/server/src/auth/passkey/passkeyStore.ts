import { randomBytes, randomUUID } from 'node:crypto'
import type { Database, Queryable } from '../../db/database.js'
import { ConflictError } from '../../errors.js'
import { revokeDeviceSplits } from '../walletAuthShares.js'

/** What a passkey's PRF salt is for; each purpose has its own salt per user. */
export type PrfPurpose = 'recovery'

/** A stored passkey: what verifying its assertions needs (its public key and counter), never a secret. */
export type StoredPasskey = {
  credentialId: string
  userId: string
  userHandle: string
  publicKey: Uint8Array<ArrayBuffer>
  counter: number
  transports: string[]
  deviceType: 'singleDevice' | 'multiDevice'
  backedUp: boolean
  createdAt: string
  lastUsedAt: string | null
}

/** A passkey just verified by a registration, to store. */
export type NewPasskey = Omit<StoredPasskey, 'userId' | 'createdAt' | 'lastUsedAt'>

type PasskeyRow = {
  id: string
  user_id: string
  user_handle: string
  public_key: string
  counter: string | number
  transports: string[] | string
  device_type: string
  backed_up: boolean
  created_at: Date | string
  last_used_at: Date | string | null
}

const COLUMNS =
  'id, user_id, user_handle, public_key, counter, transports, device_type, backed_up, created_at, last_used_at'

function fromRow(row: PasskeyRow): StoredPasskey {
  return {
    credentialId: row.id,
    userId: row.user_id,
    userHandle: row.user_handle,
    publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
    counter: Number(row.counter),
    transports: typeof row.transports === 'string' ? JSON.parse(row.transports) : row.transports,
    deviceType: row.device_type === 'multiDevice' ? 'multiDevice' : 'singleDevice',
    backedUp: row.backed_up,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
  }
}

/** The most passkeys one account may hold: enough for every device, not a table a stolen session can fill. */
export const MAX_PASSKEYS_PER_USER = 20

/** Passkeys as login credentials, and the per-user PRF salts the frame evaluates them with. */
export function createPasskeyStore(db: Database, now: () => number) {
  async function insert(q: Queryable, userId: string, passkey: NewPasskey): Promise<void> {
    const [count] = await q.query<{ n: string | number }>(
      'select count(*) as n from passkey_credentials where user_id = $1',
      [userId],
    )
    if (Number(count?.n ?? 0) >= MAX_PASSKEYS_PER_USER)
      throw new ConflictError(
        'TooManyPasskeys',
        `An account holds at most ${MAX_PASSKEYS_PER_USER} passkeys; remove one first`,
      )
    const [inserted] = await q.query(
      `insert into passkey_credentials
         (id, user_id, user_handle, public_key, counter, transports, device_type, backed_up, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (id) do nothing returning 1`,
      [
        passkey.credentialId,
        userId,
        passkey.userHandle,
        Buffer.from(passkey.publicKey).toString('base64url'),
        passkey.counter,
        JSON.stringify(passkey.transports),
        passkey.deviceType,
        passkey.backedUp,
        new Date(now()),
      ],
    )
    if (!inserted) throw new ConflictError('PasskeyExists', 'This passkey is already registered')
  }

  /** The user's salt for `purpose`, made on first use (random, 32 bytes, base64url). */
  async function saltOf(q: Queryable, userId: string, purpose: PrfPurpose): Promise<string> {
    await q.query(
      `insert into passkey_prf_salts (user_id, purpose, salt, created_at) values ($1, $2, $3, $4)
       on conflict (user_id, purpose) do nothing`,
      [userId, purpose, newPrfSalt(), new Date(now())],
    )
    const [row] = await q.query<{ salt: string }>(
      'select salt from passkey_prf_salts where user_id = $1 and purpose = $2',
      [userId, purpose],
    )
    return (row as { salt: string }).salt
  }

  return {
    /** The passkey with this credential id, on any account. */
    async find(credentialId: string): Promise<StoredPasskey | undefined> {
      const [row] = await db.query<PasskeyRow>(`select ${COLUMNS} from passkey_credentials where id = $1`, [
        credentialId,
      ])
      return row && fromRow(row)
    },

    /** The user's passkeys, oldest first. */
    async list(userId: string): Promise<StoredPasskey[]> {
      const rows = await db.query<PasskeyRow>(
        `select ${COLUMNS} from passkey_credentials where user_id = $1 order by created_at, id`,
        [userId],
      )
      return rows.map(fromRow)
    },

    /**
     * A new account whose only login is `passkey`: the user (no e-mail, no name), the passkey and its PRF salt for
     * recovery, in one transaction. `userId` is the id its registration options promised.
     */
    async createAccount(userId: string, passkey: NewPasskey, recoverySalt: string): Promise<void> {
      await db.transaction(async (tx) => {
        const at = new Date(now())
        await tx.query(
          'insert into users (id, email, username, created_at, updated_at) values ($1, null, null, $2, $2)',
          [userId, at],
        )
        await insert(tx, userId, passkey)
        await tx.query(
          'insert into passkey_prf_salts (user_id, purpose, salt, created_at) values ($1, $2, $3, $4)',
          [userId, 'recovery', recoverySalt, at],
        )
      })
    },

    /** Adds a passkey to an existing account. */
    add(userId: string, passkey: NewPasskey): Promise<void> {
      return db.transaction(async (tx) => {
        await tx.query('select id from users where id = $1 for update', [userId])
        await insert(tx, userId, passkey)
      })
    },

    /**
     * Records a verified assertion: the new counter, unless another assertion raced it past (false then). A
     * counter of 0 is an authenticator that keeps none (synced passkeys), and stays 0.
     */
    async recordUse(credentialId: string, previous: number, next: number): Promise<boolean> {
      const rows = await db.query(
        `update passkey_credentials set counter = $3, last_used_at = $4
         where id = $1 and counter = $2 returning 1`,
        [credentialId, previous, next, new Date(now())],
      )
      return rows.length === 1
    },

    /** Records that the session of `tokenHash` was opened by `credentialId`, so removing the passkey ends it. */
    async markSession(tokenHash: string, credentialId: string): Promise<void> {
      await db.query('update sessions set passkey_id = $2 where token_hash = $1', [tokenHash, credentialId])
    },

    /**
     * Removes one of the user's passkeys, unless it is the account's last way to sign in (no e-mail, no linked
     * identity, no other passkey). Locks the user, so two removals cannot each leave the other as the last. With it
     * go the wallet's recovery record sealed under that passkey (and its split's auth share, so a copy opens
     * nothing), unless it is the wallet's last way to open on a new device, and every session the passkey opened but
     * `current` (the caller's), with the device splits those sessions made.
     * @returns undefined when the user has no such passkey.
     * @throws {ConflictError} `LastLoginMethod`, `LastRecoveryMethod`.
     */
    remove(
      userId: string,
      credentialId: string,
      current: { tokenHash: string; proofThumbprint: string | undefined },
    ): Promise<{ sessionsEnded: number; recoveryRemoved: boolean } | undefined> {
      return db.transaction(async (tx) => {
        const [user] = await tx.query<{ email: string | null }>(
          'select email from users where id = $1 for update',
          [userId],
        )
        const [counts] = await tx.query<{ passkeys: string | number; identities: string | number }>(
          `select (select count(*) from passkey_credentials where user_id = $1) as passkeys,
                  (select count(*) from user_identities where user_id = $1) as identities`,
          [userId],
        )
        const owned = await tx.query('select 1 from passkey_credentials where user_id = $1 and id = $2', [
          userId,
          credentialId,
        ])
        if (!user || owned.length === 0) return undefined
        const others =
          Number(counts?.passkeys ?? 0) - 1 + Number(counts?.identities ?? 0) + (user.email ? 1 : 0)
        if (others < 1)
          throw new ConflictError(
            'LastLoginMethod',
            'This passkey is the only way to sign in to this account; add another passkey or an e-mail first',
          )
        const records = await tx.query<{ id: string; split_id: string; credential_id: string | null }>(
          'select id, split_id, credential_id from wallet_recovery where user_id = $1 for update',
          [userId],
        )
        const record = records.find((entry) => entry.credential_id === credentialId)
        if (record && records.length === 1)
          throw new ConflictError(
            'LastRecoveryMethod',
            'This passkey is the only way to open the wallet on a new device; add another one first',
          )
        if (record) {
          await tx.query('delete from wallet_recovery where user_id = $1 and id = $2', [userId, record.id])
          await tx.query(
            `delete from wallet_auth_shares where user_id = $1 and split_id = $2 and kind = 'recovery'`,
            [userId, record.split_id],
          )
        }
        const ended = await tx.query<{ proof_thumbprint: string | null }>(
          `update sessions set revoked_at = $3
           where user_id = $1 and passkey_id = $2 and revoked_at is null and token_hash <> $4
           returning proof_thumbprint`,
          [userId, credentialId, new Date(now()), current.tokenHash],
        )
        await revokeDeviceSplits(
          tx,
          userId,
          ended.map((row) => row.proof_thumbprint ?? undefined),
          current.proofThumbprint,
        )
        await tx.query('delete from passkey_credentials where user_id = $1 and id = $2', [
          userId,
          credentialId,
        ])
        return { sessionsEnded: ended.length, recoveryRemoved: record !== undefined }
      })
    },

    /** The user's PRF salt for `purpose`, made on first use. */
    prfSalt: (userId: string, purpose: PrfPurpose) => saltOf(db, userId, purpose),
  }
}

export type PasskeyStore = ReturnType<typeof createPasskeyStore>

/** A fresh PRF salt: 32 random bytes, base64url. */
export function newPrfSalt(): string {
  return randomBytes(32).toString('base64url')
}

/** A new account's user id, promised by its registration options and kept if the registration verifies. */
export const newUserId = (): string => randomUUID()
