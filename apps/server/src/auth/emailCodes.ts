import { randomUUID } from 'node:crypto'
import type { Database } from '../db/database.js'
import { BadRequestError, ForbiddenError, TooManyRequestsError } from '../errors.js'
import { generateOtp, hashCode, sameDigest } from './secrets.js'

/** What a code is for; a code for one purpose never passes for another. */
export type CodePurpose = 'login' | 'update_primary' | 'update_secondary' | 'step_up'

/** A code that passed: who it was for, and the e-mail change it confirms, if any. */
export type VerifiedCode = { email: string; userId: string | null; newEmail: string | null }

const DAY_MS = 24 * 3600_000

/**
 * One-time e-mail codes: 6 digits, stored as keyed hashes, valid for `ttlSeconds`, at most `maxAttempts`
 * tries (the right code included) after which the code is locked and a new one must be requested. A new
 * code replaces older ones for the same purpose and address. Across codes, at most `maxWrongPerDay` wrong codes in
 * 24 hours (counted in the database, so it holds across instances): requesting new codes does not buy more
 * guesses. Login codes count per address; the codes a signed-in account asks for (an e-mail change, a step-up)
 * count per that account, so one account's guesses never lock another address out of its login.
 */
export function createEmailCodes(options: {
  db: Database
  secret: Buffer
  now: () => number
  ttlSeconds: number
  maxAttempts: number
  /** Wrong codes per address in 24 hours. Default 20. */
  maxWrongPerDay?: number
}) {
  const maxWrongPerDay = options.maxWrongPerDay ?? 20
  const { db, now } = options
  return {
    /** Creates a code and returns it in clear, for the e-mail only. */
    async issue(purpose: CodePurpose, email: string, extra: { userId?: string; newEmail?: string } = {}) {
      // Who pays for wrong guesses of this code: the address for a login, else the account that asked for it.
      const requester = purpose === 'login' ? null : (extra.userId ?? null)
      const id = randomUUID()
      const code = generateOtp()
      const created = new Date(now())
      await db.transaction(async (tx) => {
        await tx.query(
          'update email_codes set consumed_at = $3 where email = $1 and purpose = $2 and consumed_at is null',
          [email, purpose, created],
        )
        await tx.query(
          `insert into email_codes
             (id, purpose, email, code_hash, user_id, new_email, created_at, expires_at, requester)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            id,
            purpose,
            email,
            hashCode(options.secret, id, code),
            extra.userId ?? null,
            extra.newEmail ?? null,
            created,
            new Date(now() + options.ttlSeconds * 1000),
            requester,
          ],
        )
      })
      return code
    },

    /**
     * Checks a code against the latest one for `purpose` and `email` (or, for e-mail changes, the user).
     * @throws {BadRequestError} NoCode, CodeExpired, WrongCode (with the attempts left)
     * @throws {ForbiddenError} CodeLocked after `maxAttempts` tries.
     * @throws {TooManyRequestsError} TooManyWrongCodes after `maxWrongPerDay` wrong codes for the address (login)
     * or the requesting account (the other purposes).
     */
    async verify(
      purpose: CodePurpose,
      where: { email?: string; userId?: string },
      code: string,
    ): Promise<VerifiedCode> {
      const [row] = await db.query<{
        id: string
        email: string
        code_hash: string
        user_id: string | null
        new_email: string | null
        requester: string | null
        expires_at: Date
      }>(
        `select id, email, code_hash, user_id, new_email, requester, expires_at from email_codes
         where purpose = $1 and consumed_at is null and ($2::text is null or email = $2) and ($3::text is null or user_id = $3)
         order by created_at desc limit 1`,
        [purpose, where.email ?? null, where.userId ?? null],
      )
      if (!row) throw new BadRequestError('NoCode', 'No code is waiting for this e-mail; request a new code')
      if (row.expires_at.getTime() <= now())
        throw new BadRequestError('CodeExpired', 'The code has expired; request a new code')
      const [budget] = await db.query<{ wrong: number | string; first: Date | null }>(
        purpose === 'login'
          ? `select coalesce(sum(wrong_attempts), 0) as wrong, min(created_at) filter (where wrong_attempts > 0) as first
             from email_codes where email = $1 and purpose = 'login' and created_at > $2`
          : `select coalesce(sum(wrong_attempts), 0) as wrong, min(created_at) filter (where wrong_attempts > 0) as first
             from email_codes where requester = $1 and purpose <> 'login' and created_at > $2`,
        [purpose === 'login' ? row.email : (row.requester ?? row.user_id ?? ''), new Date(now() - DAY_MS)],
      )
      if (budget && Number(budget.wrong) >= maxWrongPerDay) {
        const until = (budget.first?.getTime() ?? now()) + DAY_MS
        const seconds = Math.max(1, Math.ceil((until - now()) / 1000))
        throw new TooManyRequestsError(
          'TooManyWrongCodes',
          purpose === 'login'
            ? `Too many wrong codes for this e-mail today. Please try again after ${seconds} seconds`
            : `Too many wrong codes today. Please try again after ${seconds} seconds`,
          seconds,
        )
      }
      // Take an attempt first, atomically, so parallel guesses cannot exceed the limit.
      const [attempt] = await db.query<{ attempts: number }>(
        'update email_codes set attempts = attempts + 1 where id = $1 and attempts < $2 returning attempts',
        [row.id, options.maxAttempts],
      )
      if (!attempt)
        throw new ForbiddenError(
          'CodeLocked',
          'Too many wrong codes: this code is locked. Request a new code',
        )
      if (!/^\d{6}$/.test(code) || !sameDigest(hashCode(options.secret, row.id, code), row.code_hash)) {
        await db.query('update email_codes set wrong_attempts = wrong_attempts + 1 where id = $1', [row.id])
        const left = options.maxAttempts - Number(attempt.attempts)
        if (left <= 0)
          throw new ForbiddenError(
            'CodeLocked',
            'Too many wrong codes: this code is locked. Request a new code',
          )
        throw new BadRequestError(
          'WrongCode',
          `Wrong code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left`,
        )
      }
      const [used] = await db.query(
        'update email_codes set consumed_at = $2 where id = $1 and consumed_at is null returning id',
        [row.id, new Date(now())],
      )
      if (!used) throw new BadRequestError('NoCode', 'No code is waiting for this e-mail; request a new code')
      return { email: row.email, userId: row.user_id, newEmail: row.new_email }
    },
  }
}

export type EmailCodes = ReturnType<typeof createEmailCodes>
