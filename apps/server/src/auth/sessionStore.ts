import type { Database, Queryable } from '../db/database.js'
import { UnauthorizedError } from '../errors.js'
import { hashToken, randomToken } from './secrets.js'

/** A new session: the opaque token (shown once), its public id and when it ends unless used again. */
export type IssuedSession = { token: string; id: string; expiresAt: string }

/** A live session, as `authenticate` finds it. */
export type AuthenticatedSession = {
  /** The public id the devices list names the session by (never the token or its hash). */
  id: string
  userId: string
  tokenHash: string
  method: string
  /** When the user actually proved who they are (code, identity provider, Farcaster), in ms. */
  authenticatedAt: number
  /** The user's last fresh proof within this session (the login, or a later step-up), in ms. */
  provenAt: number
  /** When the session ends unless used again (ms), after this request's renewal. */
  expiresAt: number
  /**
   * The thumbprint of the secure frame's proof key the session is bound to (it signed the login), or undefined
   * for a session started without one: such a session can never unlock a wallet.
   */
  proofThumbprint: string | undefined
  /** The browser the session was made in ("Chrome on Linux"), or null when it was not recognised. */
  device: string | null
}

/** A session that was just ended: the proof key it was bound to, whose device splits go with it. */
export type EndedSession = { proofThumbprint: string | undefined }

/** A session as the devices list shows it. */
export type SessionSummary = {
  id: string
  method: string
  device: string | null
  createdAt: string
  lastUsedAt: string
  expiresAt: string
}

/** How long sessions live: `ttlSeconds` after their last use, never more than `maxSeconds` after their login. */
export type SessionLifetime = { ttlSeconds: number; maxSeconds: number }

/** Sessions: opaque random tokens, stored only as hashes, renewed on use, revocable. */
export type SessionStore = {
  /**
   * Starts a session for a login that just happened. `authenticatedAt` (ms) is when the user proved who they
   * are, when that was before this call (a social login redeemed later); default now. `proofThumbprint` binds
   * the session to the key that signed the login's proof; `device` names the browser it was made in.
   */
  create(
    userId: string,
    method: string,
    options?: { authenticatedAt?: number; proofThumbprint?: string; device?: string | null },
  ): Promise<IssuedSession>
  /** The session behind a bearer token, or a 401. A use renews the session (at most once a minute). */
  authenticate(token: string | undefined): Promise<AuthenticatedSession>
  /** Records a fresh proof of the user (a step-up) in the session. */
  markProven(tokenHash: string): Promise<void>
  /** The user's live sessions, most recently used first. */
  list(userId: string): Promise<SessionSummary[]>
  revoke(tokenHash: string): Promise<void>
  /**
   * Ends one of the user's sessions by its public id; undefined when there is no such live session. `q` runs it in
   * the caller's transaction.
   */
  revokeById(userId: string, id: string, q?: Queryable): Promise<EndedSession | undefined>
  /** Ends every session of a user but `exceptTokenHash` (e.g. "sign out everywhere"); returns those it ended. */
  revokeAll(userId: string, exceptTokenHash?: string, q?: Queryable): Promise<EndedSession[]>
}

/** A use renews the session only when its last recorded use is older than this: one write a minute at most. */
const RENEW_AFTER_MS = 60_000

/** Creates the session store. */
export function createSessionStore(db: Database, now: () => number, lifetime: SessionLifetime): SessionStore {
  const { ttlSeconds, maxSeconds } = lifetime
  const nextExpiry = (at: number, endsAt: number) => new Date(Math.min(at + ttlSeconds * 1000, endsAt))
  return {
    async create(userId, method, options = {}) {
      const token = randomToken()
      const id = randomToken(24)
      const at = now()
      const endsAt = at + maxSeconds * 1000
      const expires = nextExpiry(at, endsAt)
      await db.query(
        `insert into sessions (token_hash, id, user_id, method, created_at, last_used_at, expires_at, ends_at,
           authenticated_at, proof_thumbprint, device)
         values ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9, $10)`,
        [
          hashToken(token),
          id,
          userId,
          method,
          new Date(at),
          expires,
          new Date(endsAt),
          new Date(Math.min(options.authenticatedAt ?? at, at)),
          options.proofThumbprint ?? null,
          options.device ?? null,
        ],
      )
      return { token, id, expiresAt: expires.toISOString() }
    },
    async authenticate(token) {
      if (!token)
        throw new UnauthorizedError(
          'MissingSession',
          'Sign in first: this call needs an Authorization: Bearer session token',
        )
      const tokenHash = hashToken(token)
      const at = now()
      const [row] = await db.query<{
        id: string
        user_id: string
        method: string
        created_at: Date | string
        last_used_at: Date | string | null
        expires_at: Date | string
        ends_at: Date | string | null
        authenticated_at: Date | string | null
        stepped_up_at: Date | string | null
        proof_thumbprint: string | null
        device: string | null
      }>(
        `select id, user_id, method, created_at, last_used_at, expires_at, ends_at, authenticated_at, stepped_up_at,
           proof_thumbprint, device
         from sessions where token_hash = $1 and revoked_at is null and expires_at > $2`,
        [tokenHash, new Date(at)],
      )
      if (!row)
        throw new UnauthorizedError(
          'InvalidSession',
          'The session is expired or was signed out; sign in again',
        )
      const time = (value: Date | string | null, fallback: number) =>
        value === null ? fallback : new Date(value).getTime()
      const createdAt = time(row.created_at, at)
      const endsAt = time(row.ends_at, createdAt + maxSeconds * 1000)
      let expiresAt = time(row.expires_at, at)
      if (at - time(row.last_used_at, createdAt) >= RENEW_AFTER_MS) {
        // Sliding renewal: each use pushes the end out again, up to the absolute end set at login.
        const renewed = nextExpiry(at, endsAt)
        await db.query('update sessions set last_used_at = $2, expires_at = $3 where token_hash = $1', [
          tokenHash,
          new Date(at),
          renewed,
        ])
        expiresAt = renewed.getTime()
      }
      const authenticatedAt = time(row.authenticated_at, createdAt)
      return {
        id: row.id,
        userId: row.user_id,
        tokenHash,
        method: row.method,
        authenticatedAt,
        provenAt: Math.max(authenticatedAt, time(row.stepped_up_at, 0)),
        expiresAt,
        proofThumbprint: row.proof_thumbprint ?? undefined,
        device: row.device,
      }
    },
    async markProven(tokenHash) {
      await db.query('update sessions set stepped_up_at = $2 where token_hash = $1', [
        tokenHash,
        new Date(now()),
      ])
    },
    async list(userId) {
      const rows = await db.query<{
        id: string
        method: string
        device: string | null
        created_at: Date | string
        last_used_at: Date | string | null
        expires_at: Date | string
      }>(
        `select id, method, device, created_at, last_used_at, expires_at from sessions
         where user_id = $1 and revoked_at is null and expires_at > $2
         order by coalesce(last_used_at, created_at) desc, id`,
        [userId, new Date(now())],
      )
      const iso = (value: Date | string) => new Date(value).toISOString()
      return rows.map((row) => ({
        id: row.id,
        method: row.method,
        device: row.device,
        createdAt: iso(row.created_at),
        lastUsedAt: iso(row.last_used_at ?? row.created_at),
        expiresAt: iso(row.expires_at),
      }))
    },
    async revoke(tokenHash) {
      await db.query('update sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null', [
        tokenHash,
        new Date(now()),
      ])
    },
    async revokeById(userId, id, q = db) {
      const [row] = await q.query<{ proof_thumbprint: string | null }>(
        `update sessions set revoked_at = $3 where user_id = $1 and id = $2 and revoked_at is null
         returning proof_thumbprint`,
        [userId, id, new Date(now())],
      )
      return row && { proofThumbprint: row.proof_thumbprint ?? undefined }
    },
    async revokeAll(userId, exceptTokenHash, q = db) {
      const rows = await q.query<{ proof_thumbprint: string | null }>(
        `update sessions set revoked_at = $2
         where user_id = $1 and revoked_at is null and ($3::text is null or token_hash <> $3)
         returning proof_thumbprint`,
        [userId, new Date(now()), exceptTokenHash ?? null],
      )
      return rows.map((row) => ({ proofThumbprint: row.proof_thumbprint ?? undefined }))
    },
  }
}

/** Reads the bearer token of a request's `Authorization` header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header?.trim() ?? '')
  return match?.[1]
}
