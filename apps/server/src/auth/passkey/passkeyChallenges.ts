import type { Database } from '../../db/database.js'
import { BadRequestError } from '../../errors.js'
import { hashToken, randomToken } from '../secrets.js'

/** What a challenge was issued for; a challenge for one purpose never passes for another. */
export type ChallengePurpose = 'register' | 'login' | 'add' | 'step_up'

/** A challenge as it was issued: for whom (a signed-in user, or a new account's user id and handle) and its salt. */
export type IssuedChallenge = {
  userId: string | null
  userHandle: string | null
  prfSalt: string | null
}

/**
 * WebAuthn challenges: 32 random bytes each, stored only as hashes in Postgres (so every instance sees the same
 * ones), bound to a purpose and, for a signed-in user, to that user; valid for `ttlSeconds` and spent by their first
 * answer, right or wrong.
 */
export function createPasskeyChallenges(db: Database, now: () => number, ttlSeconds: number) {
  return {
    /** Issues a challenge (base64url, as the options carry it). Challenges long expired are cleared on the way. */
    async issue(purpose: ChallengePurpose, bound: Partial<IssuedChallenge> = {}): Promise<string> {
      const challenge = randomToken(32)
      const at = now()
      await db.query('delete from passkey_challenges where expires_at < $1', [new Date(at - 60_000)])
      await db.query(
        `insert into passkey_challenges (challenge_hash, purpose, user_id, user_handle, prf_salt, created_at, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          hashToken(challenge),
          purpose,
          bound.userId ?? null,
          bound.userHandle ?? null,
          bound.prfSalt ?? null,
          new Date(at),
          new Date(at + ttlSeconds * 1000),
        ],
      )
      return challenge
    },

    /**
     * Spends the challenge an answer signed over (its `clientDataJSON`), once: a second answer to it finds nothing.
     * `userId` binds it to the signed-in user it was issued to (null: issued to nobody yet).
     * @throws {BadRequestError} `PasskeyChallengeInvalid` (unknown, spent, another purpose or user) or
     * `PasskeyChallengeExpired`.
     */
    async spend(
      purpose: ChallengePurpose,
      clientDataJSON: string,
      userId: string | null,
    ): Promise<IssuedChallenge & { challenge: string }> {
      const challenge = challengeOf(clientDataJSON)
      const [row] = await db.query<{
        purpose: string
        user_id: string | null
        user_handle: string | null
        prf_salt: string | null
        expires_at: Date | string
      }>(
        `delete from passkey_challenges where challenge_hash = $1
         returning purpose, user_id, user_handle, prf_salt, expires_at`,
        [hashToken(challenge)],
      )
      if (!row || row.purpose !== purpose || row.user_id !== userId) throw invalidChallenge()
      if (new Date(row.expires_at).getTime() <= now())
        throw new BadRequestError('PasskeyChallengeExpired', 'This passkey request has expired; try again')
      return { challenge, userId: row.user_id, userHandle: row.user_handle, prfSalt: row.prf_salt }
    },
  }
}

export type PasskeyChallenges = ReturnType<typeof createPasskeyChallenges>

const invalidChallenge = () =>
  new BadRequestError(
    'PasskeyChallengeInvalid',
    'This passkey request is unknown or was already used; try again',
  )

/** The challenge a browser signed over, read from the answer's `clientDataJSON` (base64url JSON). */
function challengeOf(clientDataJSON: string): string {
  let challenge: unknown
  try {
    challenge = (
      JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown }
    ).challenge
  } catch {
    challenge = undefined
  }
  if (typeof challenge !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(challenge)) throw invalidChallenge()
  return challenge
}
