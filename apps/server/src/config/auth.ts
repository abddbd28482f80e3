import { z } from 'zod'
import { ServerConfigError } from '../errors.js'
import { checked, positive, rate } from './checks.js'
import { integer } from './envFields.js'
import { farcasterEnv, farcasterSchema } from './farcaster.js'
import { socialEnv, socialFields } from './social.js'

/** The device waits kept for new clients: a whole number below the total (default a quarter of it). */
function checkReserved(auth: { deviceWaitsReserved?: number | undefined; deviceWaitsTotal: number }) {
  const total = auth.deviceWaitsTotal
  const reserved = auth.deviceWaitsReserved ?? Math.floor(total / 4)
  if (!Number.isInteger(reserved) || reserved < 0 || reserved >= total)
    throw new ServerConfigError(
      `auth.deviceWaitsReserved must be a whole number from 0 to auth.deviceWaitsTotal - 1 (${total - 1}), not ${reserved}`,
    )
  return reserved
}

/** Logins, sessions and the secure frame's auth API. */
export const authSchema = z
  .object({
    otpTtlSeconds: z.number().default(600),
    otpMaxAttempts: z.number().default(5),
    emailCooldownSeconds: z.number().default(30),
    deviceApprovalTtlSeconds: z.number().default(900),
    /** How long one device-approval wait request is held open. Default 25 s. */
    deviceWaitSeconds: z.number().default(25),
    /** Device-approval waits held open at once per client (IPv4 address or IPv6 /64; more answer 429). Default 4. */
    deviceWaitsPerIp: positive(4, 'auth.deviceWaitsPerIp'),
    /** Device-approval waits held open at once by this process (more answer 429). Default 1000. */
    deviceWaitsTotal: positive(1000, 'auth.deviceWaitsTotal'),
    /**
     * Of `deviceWaitsTotal`, the waits only a client holding none yet may start, so that clients already waiting
     * cannot fill the process between them. Default a quarter of `deviceWaitsTotal`.
     */
    deviceWaitsReserved: z.number().optional(),
    /** What a device wait refused by the caps is told to wait (`Retry-After`, rounded up to seconds). Default 1000 ms. */
    deviceWaitPollMs: positive(1000, 'auth.deviceWaitPollMs'),
    /** Wrong e-mail codes accepted per address in 24 hours, across codes; then codes are refused. Default 20. */
    otpMaxWrongPerDay: positive(20, 'auth.otpMaxWrongPerDay'),
    /**
     * How long a fresh proof of the user (a login, or a step-up code) counts for what changes who controls the
     * account: the e-mail, the recovery methods, a new device's recovery. Default 600 s.
     */
    freshProofSeconds: positive(600, 'auth.freshProofSeconds'),
    /** Auth-share releases allowed per user per window (across instances). Default 30 per 10 minutes. */
    keyReleasesPerUser: rate(30, 600_000),
    /**
     * Releases of a wallet's password-sealed recovery record per user per window (across instances), on top of
     * `keyReleasesPerUser`. The record can be guessed offline once released, so a hijacked session gets it only a few
     * times a day; passkey records (not guessable) are not counted. Default 5 per 24 hours.
     */
    passwordReleasesPerUser: z
      .object({
        max: positive(5, 'auth.passwordReleasesPerUser.max'),
        windowMs: positive(24 * 3_600_000, 'auth.passwordReleasesPerUser.windowMs'),
      })
      .prefault({}),
    /** A session ends this long after its last use (sliding). Default 30 days. */
    sessionTtlSeconds: positive(30 * 24 * 3600, 'auth.sessionTtlSeconds'),
    /** A session ends this long after its login, however often used. Default 90 days. */
    sessionMaxSeconds: positive(90 * 24 * 3600, 'auth.sessionMaxSeconds'),
    ...socialFields,
    farcaster: farcasterSchema.optional(),
  })
  .prefault({})
  .transform(checked((auth) => ({ ...auth, deviceWaitsReserved: checkReserved(auth) })))

export const authEnv = {
  ...socialEnv,
  sessionTtlSeconds: integer('KIT_SESSION_TTL_SECONDS', 0),
  sessionMaxSeconds: integer('KIT_SESSION_MAX_SECONDS', 0),
  farcaster: farcasterEnv,
}
