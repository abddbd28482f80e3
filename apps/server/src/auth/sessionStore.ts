import type { Database } from '../db/database.js'
import { UnauthorizedError } from '../errors.js'
import { hashToken, randomToken } from './secrets.js'

/** A new session: the opaque token (shown once) and when it ends. */
export type IssuedSession = { token: string; expiresAt: string }

/** A live session, as `authenticate` finds it. */
export type AuthenticatedSession = {
  userId: string
  tokenHash: string
  method: string
  /** When the user actually proved who they are (code, identity provider, Farcaster), in ms. */
  authenticatedAt: number
  /**
   * The thumbprint of the secure frame's proof key the session is bound to (it signed the login), or undefined
   * for a session started without one: such a session can never unlock a wallet.
   */
  proofThumbprint: string | undefined
}

/** Sessions: opaque random tokens, stored only as hashes, revocable. */
export type SessionStore = {
  /**
   * Starts a session for a login that just happened. `authenticatedAt` (ms) is when the user proved who they
   * are, when that was before this call (a social login redeemed later); default now. `proofThumbprint` binds
   * the session to the key that signed the login's proof.
   */
  create(
    userId: string,
    method: string,
    authenticatedAt?: number,
    proofThumbprint?: string,
  ): Promise<IssuedSession>
  /** The session behind a bearer token, or a 401. */
  authenticate(token: string | undefined): Promise<AuthenticatedSession>
  revoke(tokenHash: string): Promise<void>
  /** Ends every session of a user (e.g. "sign out everywhere"). */
  revokeAll(userId: string): Promise<number>
}

/** Creates the session store. */
export function createSessionStore(db: Database, now: () => number, ttlSeconds: number): SessionStore {
  return {
    async create(userId, method, authenticatedAt, proofThumbprint) {
      const token = randomToken()
      const created = new Date(now())
      const expires = new Date(now() + ttlSeconds * 1000)
      await db.query(
        `insert into sessions (token_hash, user_id, method, created_at, expires_at, authenticated_at, proof_thumbprint)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          hashToken(token),
          userId,
          method,
          created,
          expires,
          new Date(Math.min(authenticatedAt ?? now(), now())),
          proofThumbprint ?? null,
        ],
      )
      return { token, expiresAt: expires.toISOString() }
    },
    async authenticate(token) {
      if (!token)
        throw new UnauthorizedError(
          'MissingSession',
          'Sign in first: this call needs an Authorization: Bearer session token',
        )
      const tokenHash = hashToken(token)
      const [row] = await db.query<{
        user_id: string
        method: string
        created_at: Date | string
        authenticated_at: Date | string | null
        proof_thumbprint: string | null
      }>(
        `select user_id, method, created_at, authenticated_at, proof_thumbprint from sessions
         where token_hash = $1 and revoked_at is null and expires_at > $2`,
        [tokenHash, new Date(now())],
      )
      if (!row)
        throw new UnauthorizedError(
          'InvalidSession',
          'The session is expired or was signed out; sign in again',
        )
      // Sessions from before this column existed count from their creation, which was their login.
      const authenticatedAt = new Date(row.authenticated_at ?? row.created_at).getTime()
      return {
        userId: row.user_id,
        tokenHash,
        method: row.method,
        authenticatedAt,
        proofThumbprint: row.proof_thumbprint ?? undefined,
      }
    },
    async revoke(tokenHash) {
      await db.query('update sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null', [
        tokenHash,
        new Date(now()),
      ])
    },
    async revokeAll(userId) {
      const rows = await db.query(
        'update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null returning token_hash',
        [userId, new Date(now())],
      )
      return rows.length
    },
  }
}

/** Reads the bearer token of a request's `Authorization` header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header?.trim() ?? '')
  return match?.[1]
}
