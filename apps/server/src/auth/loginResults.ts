import type { Database } from '../db/database.js'
import { BadRequestError } from '../errors.js'
import { hashToken, randomToken } from './secrets.js'

const RESULT_TTL_MS = 2 * 60_000

/**
 * One-time login results: after a login that ends outside the frame (the social popup), the server hands the
 * frame a short-lived code instead of a session, so no session token ever sits in a URL.
 */
export function createLoginResults(db: Database, now: () => number) {
  return {
    async create(userId: string, method: string): Promise<string> {
      const code = randomToken()
      await db.query(
        'insert into login_results (code_hash, user_id, method, created_at, expires_at) values ($1, $2, $3, $4, $5)',
        [hashToken(code), userId, method, new Date(now()), new Date(now() + RESULT_TTL_MS)],
      )
      return code
    },
    /**
     * Redeems a result once; `authenticatedAt` (ms) is when the login itself completed (the result was made then).
     * @throws {BadRequestError} `InvalidLoginResult`.
     */
    async redeem(code: string): Promise<{ userId: string; method: string; authenticatedAt: number }> {
      const [row] = await db.query<{ user_id: string; method: string; created_at: Date | string }>(
        `update login_results set used_at = $2
         where code_hash = $1 and used_at is null and expires_at > $2 returning user_id, method, created_at`,
        [hashToken(code), new Date(now())],
      )
      if (!row)
        throw new BadRequestError(
          'InvalidLoginResult',
          'This login result is invalid, used or expired; sign in again',
        )
      return { userId: row.user_id, method: row.method, authenticatedAt: new Date(row.created_at).getTime() }
    },
  }
}
