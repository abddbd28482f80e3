import { randomBytes } from 'node:crypto'
import { hashToken, randomToken } from '../auth/secrets.js'
import type { Database } from '../db/database.js'
import { UnauthorizedError } from '../errors.js'

/** A sign-in with wallet session: who signed in, on which chain. */
export type SiweSession = { address: string; chainId: number }

/** Nonces (single-use, short-lived) and cookie sessions of sign-in with wallet, per project, in the database. */
export type SiweStore = {
  /** A new random nonce for `projectId`, valid for `nonceTtlSeconds`. */
  issueNonce(projectId: string): Promise<string>
  /** Marks the nonce used, or throws a 401 saying why it cannot be used (unknown, used, expired). */
  consumeNonce(projectId: string, nonce: string): Promise<void>
  /**
   * Starts a session lasting `ttlSeconds` (default the store's session lifetime); returns its opaque token (stored
   * only as a hash) and when it ends.
   */
  createSession(
    projectId: string,
    session: SiweSession,
    ttlSeconds?: number,
  ): Promise<{ token: string; expiresAt: Date }>
  /** The live session behind a token, or null. */
  findSession(projectId: string, token: string | undefined): Promise<SiweSession | null>
  revokeSession(projectId: string, token: string): Promise<void>
}

/** EIP-4361 nonces are at least 8 alphanumeric characters: 128 random bits in hex. */
function randomNonce(): string {
  return randomBytes(16).toString('hex')
}

/** Creates the store over the database; `now` is the server's clock. */
export function createSiweStore(
  db: Database,
  now: () => number,
  ttl: { nonceSeconds: number; sessionSeconds: number },
): SiweStore {
  return {
    async issueNonce(projectId) {
      const nonce = randomNonce()
      await db.query(
        'insert into siwe_nonces (nonce, project_id, created_at, expires_at) values ($1, $2, $3, $4)',
        [nonce, projectId, new Date(now()), new Date(now() + ttl.nonceSeconds * 1000)],
      )
      return nonce
    },
    async consumeNonce(projectId, nonce) {
      const at = new Date(now())
      // One atomic update, so two concurrent sign-ins cannot both use the nonce.
      const used = await db.query(
        `update siwe_nonces set used_at = $3
         where nonce = $1 and project_id = $2 and used_at is null and expires_at > $3 returning nonce`,
        [nonce, projectId, at],
      )
      if (used.length > 0) return
      const [row] = await db.query<{ used_at: Date | null }>(
        'select used_at from siwe_nonces where nonce = $1 and project_id = $2',
        [nonce, projectId],
      )
      if (!row)
        throw new UnauthorizedError('UnknownNonce', 'The nonce was not issued by this server; sign in again')
      if (row.used_at)
        throw new UnauthorizedError('NonceUsed', 'The nonce was already used; sign in again for a fresh one')
      throw new UnauthorizedError('NonceExpired', 'The nonce has expired; sign in again for a fresh one')
    },
    async createSession(projectId, session, ttlSeconds = ttl.sessionSeconds) {
      const token = randomToken()
      const expiresAt = new Date(now() + ttlSeconds * 1000)
      await db.query(
        `insert into siwe_sessions (token_hash, project_id, address, chain_id, created_at, expires_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [hashToken(token), projectId, session.address, session.chainId, new Date(now()), expiresAt],
      )
      return { token, expiresAt }
    },
    async findSession(projectId, token) {
      if (!token) return null
      const [row] = await db.query<{ address: string; chain_id: string | number }>(
        `select address, chain_id from siwe_sessions
         where token_hash = $1 and project_id = $2 and revoked_at is null and expires_at > $3`,
        [hashToken(token), projectId, new Date(now())],
      )
      return row ? { address: row.address, chainId: Number(row.chain_id) } : null
    },
    async revokeSession(projectId, token) {
      await db.query(
        'update siwe_sessions set revoked_at = $3 where token_hash = $1 and project_id = $2 and revoked_at is null',
        [hashToken(token), projectId, new Date(now())],
      )
    },
  }
}
