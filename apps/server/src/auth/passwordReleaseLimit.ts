import type { ServerContext } from '../context.js'
import { TooManyRequestsError } from '../errors.js'
import { sharedRateLimiter } from '../http/rateLimitStore.js'

// A password-sealed recovery record can be guessed offline once it leaves the server: Argon2id slows each guess,
// but nothing bounds how many are made. A fresh login (or a hijacked one) therefore gets that record only a few
// times a day per user, counted in the database so every instance shares the count. Passkey records are sealed
// under a PRF output no one can guess, and are not counted here.

/** 429 `PasswordReleaseRateLimited`: the user's password record was released too often in the window. */
export class PasswordReleaseLimitError extends TooManyRequestsError {
  override name = 'PasswordReleaseLimitError'
  constructor(retryAfterSeconds: number) {
    super(
      'PasswordReleaseRateLimited',
      `The recovery password was used too often today. Try it again in ${inWords(retryAfterSeconds)}, or use your passkey`,
      retryAfterSeconds,
    )
  }
}

/** `seconds` as a person reads it: "3 h 12 min", "12 min", "40 s". */
function inWords(seconds: number): string {
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.ceil(seconds / 60)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}

/** The per-user limit on releases of the password record (`auth.passwordReleasesPerUser`). */
export type PasswordReleaseLimit = {
  /**
   * Counts one release of `userId`'s password record.
   * @throws {PasswordReleaseLimitError} when the user's window is spent; nothing is counted then.
   */
  hit(userId: string): Promise<void>
}

/** Creates the limit, shared by every instance through the `rate_limits` table. */
export function createPasswordReleaseLimit(ctx: ServerContext): PasswordReleaseLimit {
  const limiter = sharedRateLimiter(ctx, 'password-release', ctx.config.auth.passwordReleasesPerUser)
  return {
    async hit(userId) {
      const limit = await limiter.hit(userId)
      if (!limit.allowed) throw new PasswordReleaseLimitError(limit.retryAfterSeconds)
    },
  }
}
