import { randomUUID } from 'node:crypto'
import type { Database, Queryable } from '../db/database.js'
import { ConflictError } from '../errors.js'

/** A linked login: a social provider or Farcaster, with what it told us. */
export type Identity = { provider: string; subject: string; email: string | null; username: string | null }

/** A user as the secure frame sees it. Key material is never part of it. */
export type PublicUser = {
  id: string
  email: string | null
  userName: string | null
  identities: Array<{ provider: string; username: string | null; email: string | null }>
  wallet: { evmAddress: string; solanaAddress: string } | null
  createdAt: string
}

type UserRow = { id: string; email: string | null; username: string | null; created_at: Date }

/** Users and their linked identities. */
export type UserStore = {
  get(id: string): Promise<PublicUser | undefined>
  /** The user with this e-mail, created on first login. */
  findOrCreateByEmail(email: string): Promise<PublicUser>
  /**
   * The user linked to this identity; created on first login. `trustEmail` says the identity's e-mail is proven
   * (a verified address from an issuer the operator trusts for it): then the login is linked to the existing user
   * with that e-mail, or a new user gets it as account e-mail. Otherwise the new user has no account e-mail, so an
   * unproven address can neither take over nor reserve an e-mail account.
   */
  findOrCreateByIdentity(identity: Identity, options: { trustEmail: boolean }): Promise<PublicUser>
  /** Changes the e-mail; a 409 when another user has it. */
  updateEmail(userId: string, email: string): Promise<void>
  /** Whether another user already uses this e-mail. */
  emailTaken(email: string, exceptUserId?: string): Promise<boolean>
}

/** Creates the user store. */
export function createUserStore(db: Database, now: () => number): UserStore {
  async function load(q: Queryable, id: string): Promise<PublicUser | undefined> {
    const [user] = await q.query<UserRow>('select id, email, username, created_at from users where id = $1', [
      id,
    ])
    if (!user) return undefined
    const identities = await q.query<{ provider: string; username: string | null; email: string | null }>(
      'select provider, username, email from user_identities where user_id = $1 order by created_at, provider',
      [id],
    )
    const [wallet] = await q.query<{ evm_address: string; solana_address: string }>(
      'select evm_address, solana_address from wallet_shares where user_id = $1',
      [id],
    )
    return {
      id: user.id,
      email: user.email,
      userName: user.username,
      identities,
      wallet: wallet ? { evmAddress: wallet.evm_address, solanaAddress: wallet.solana_address } : null,
      createdAt: user.created_at.toISOString(),
    }
  }

  async function insertUser(q: Queryable, email: string | null, username: string | null): Promise<string> {
    const id = randomUUID()
    const at = new Date(now())
    await q.query(
      'insert into users (id, email, username, created_at, updated_at) values ($1, $2, $3, $4, $4)',
      [id, email, username, at],
    )
    return id
  }

  return {
    get: (id) => load(db, id),

    findOrCreateByEmail(email) {
      return db.transaction(async (tx) => {
        const [existing] = await tx.query<{ id: string }>('select id from users where email = $1', [email])
        const id = existing?.id ?? (await insertUser(tx, email, null))
        return (await load(tx, id)) as PublicUser
      })
    },

    findOrCreateByIdentity(identity, { trustEmail }) {
      return db.transaction(async (tx) => {
        const [linked] = await tx.query<{ user_id: string }>(
          'select user_id from user_identities where provider = $1 and subject = $2',
          [identity.provider, identity.subject],
        )
        if (linked) {
          // A provider that names the person only once (Apple, on first consent) keeps the name stored then.
          await tx.query(
            'update user_identities set email = $3, username = coalesce($4, username) where provider = $1 and subject = $2',
            [identity.provider, identity.subject, identity.email, identity.username],
          )
          return (await load(tx, linked.user_id)) as PublicUser
        }
        // Link to an e-mail account only on a proven address, or anyone could claim it through a lax provider.
        const [byEmail] =
          identity.email && trustEmail
            ? await tx.query<{ id: string }>('select id from users where email = $1', [identity.email])
            : []
        const userId =
          byEmail?.id ??
          (await insertUser(tx, trustEmail && identity.email ? identity.email : null, identity.username))
        if (byEmail && identity.username)
          await tx.query('update users set username = coalesce(username, $2) where id = $1', [
            userId,
            identity.username,
          ])
        await tx.query(
          `insert into user_identities (provider, subject, user_id, email, username, created_at)
           values ($1, $2, $3, $4, $5, $6)`,
          [identity.provider, identity.subject, userId, identity.email, identity.username, new Date(now())],
        )
        return (await load(tx, userId)) as PublicUser
      })
    },

    async updateEmail(userId, email) {
      try {
        await db.query('update users set email = $2, updated_at = $3 where id = $1', [
          userId,
          email,
          new Date(now()),
        ])
      } catch (error) {
        if (String((error as { code?: unknown }).code) === '23505')
          throw new ConflictError('EmailTaken', `The e-mail ${email} belongs to another account`)
        throw error
      }
    },

    async emailTaken(email, exceptUserId) {
      const rows = await db.query('select 1 from users where email = $1 and id <> $2', [
        email,
        exceptUserId ?? '',
      ])
      return rows.length > 0
    },
  }
}
