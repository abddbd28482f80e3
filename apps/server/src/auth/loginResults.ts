import { createHash, timingSafeEqual } from 'node:crypto'
import type { Database } from '../db/database.js'
import { BadRequestError } from '../errors.js'
import { hashToken, randomToken } from './secrets.js'

const RESULT_TTL_MS = 2 * 60_000

/** base64url(SHA-256(verifier)): what the secure frame sends as `resultChallenge` when a login starts. */
export function resultChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url')
}

const invalid = () =>
  new BadRequestError('InvalidLoginResult', 'This login result is invalid, used or expired; sign in again')

/**
 * One-time login results: after a login that ends outside the frame (the social popup or redirect), the server
 * hands the frame a short-lived code instead of a session, so no session token ever sits in a URL. Each result
 * is bound to the challenge the frame sent when the login started: only the holder of the matching verifier (the
 * frame, never the host page that may see the code in its URL) can redeem it.
 */
export function createLoginResults(db: Database, now: () => number) {
  return {
    async create(userId: string, method: string, resultChallenge: string): Promise<string> {
      const code = randomToken()
      await db.query(
        `insert into login_results (code_hash, user_id, method, created_at, expires_at, result_challenge)
         values ($1, $2, $3, $4, $5, $6)`,
        [hashToken(code), userId, method, new Date(now()), new Date(now() + RESULT_TTL_MS), resultChallenge],
      )
      return code
    },
    /**
     * Redeems a result once, with the verifier of its challenge; `authenticatedAt` (ms) is when the login itself
     * completed (the result was made then). A wrong verifier spends the result, so it cannot be guessed at.
     * @throws {BadRequestError} `InvalidLoginResult`.
     */
    async redeem(
      code: string,
      resultVerifier: string,
    ): Promise<{ userId: string; method: string; authenticatedAt: number }> {
      const [row] = await db.query<{
        user_id: string
        method: string
        created_at: Date | string
        result_challenge: string | null
      }>(
        `update login_results set used_at = $2
         where code_hash = $1 and used_at is null and expires_at > $2
         returning user_id, method, created_at, result_challenge`,
        [hashToken(code), new Date(now())],
      )
      if (!row?.result_challenge) throw invalid()
      const expected = Buffer.from(row.result_challenge)
      const actual = Buffer.from(resultChallengeOf(resultVerifier))
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw invalid()
      return { userId: row.user_id, method: row.method, authenticatedAt: new Date(row.created_at).getTime() }
    },
  }
}
