import type { Context } from 'hono'
import { z } from 'zod'
import type { MailMessage } from '../config.js'
import type { ServerContext } from '../context.js'
import { ForbiddenError, NotConfiguredError, UnauthorizedError, UpstreamError } from '../errors.js'
import type { AppEnv } from '../http/types.js'
import { createDeviceApprovals } from './deviceApprovals.js'
import { createEmailCodes } from './emailCodes.js'
import { createEmailCooldown } from './emailCooldown.js'
import { createKeyVault } from './keyVault.js'
import { hashCode } from './secrets.js'
import { bearerToken, createSessionStore } from './sessionStore.js'
import { createUserStore, type PublicUser } from './userStore.js'

/** E-mail addresses: valid per zod, at most 254 characters, compared in lower case. */
export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: 'Invalid email' }))
  .transform((email) => email.toLowerCase())

/** A device id the secure frame keeps for this browser: 16–128 URL-safe characters. */
export const deviceIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16–128 URL-safe characters')

/** Everything the auth routes share; one set per server instance. */
export function createAuthServices(ctx: ServerContext) {
  const { config, db, now } = ctx
  // A separate secret for hashing codes, derived from the master key, so neither is used for two things.
  const codeSecret = Buffer.from(hashCode(config.masterKey, 'kit', 'email-codes'), 'hex')
  const users = createUserStore(db, now)
  const sessions = createSessionStore(db, now, config.auth.sessionTtlSeconds)

  async function sendMail(message: MailMessage): Promise<void> {
    if (!ctx.mailer)
      throw new NotConfiguredError('E-mail is not configured on this server (set KIT_SMTP_URL)')
    try {
      await ctx.mailer.send(message)
    } catch (error) {
      throw new UpstreamError('The e-mail could not be sent; try again in a moment', { cause: error })
    }
  }

  /** The signed-in user of a request (bearer session token), or a 401. */
  async function requireSession(
    c: Context<AppEnv>,
  ): Promise<{ user: PublicUser; tokenHash: string; method: string; authenticatedAt: number }> {
    const session = await sessions.authenticate(bearerToken(c.req.header('authorization')))
    const user = await users.get(session.userId)
    if (!user) throw new ForbiddenError('UnknownUser', 'The account of this session no longer exists')
    return {
      user,
      tokenHash: session.tokenHash,
      method: session.method,
      authenticatedAt: session.authenticatedAt,
    }
  }

  /**
   * Requires the session's login to be recent (within `auth.keyReleaseSeconds`): a session restored later, or a
   * token taken from storage or a log, cannot download keys. @throws {UnauthorizedError} `LoginRequired`.
   */
  function requireRecentLogin(session: { authenticatedAt: number }): void {
    if (now() - session.authenticatedAt > config.auth.keyReleaseSeconds * 1000)
      throw new UnauthorizedError('LoginRequired', 'Sign in again to unlock your wallet')
  }

  /**
   * Requires the request to come from the secure frame's page: a browser sets `Origin` and scripts cannot change
   * it. Used where key material leaves the server.
   */
  function requireFrameOrigin(c: Context<AppEnv>): void {
    const origin = c.req.header('origin')
    if (!origin || !config.frameOrigins.includes(origin))
      throw new ForbiddenError(
        'FrameOriginRequired',
        "Key material is released only to the secure frame's origin",
      )
  }

  return {
    users,
    sessions,
    codes: createEmailCodes({
      db,
      secret: codeSecret,
      now,
      ttlSeconds: config.auth.otpTtlSeconds,
      maxAttempts: config.auth.otpMaxAttempts,
      maxWrongPerDay: config.auth.otpMaxWrongPerDay,
    }),
    cooldown: createEmailCooldown(db, now, config.auth.emailCooldownSeconds),
    devices: createDeviceApprovals(db, now, config.auth.deviceApprovalTtlSeconds),
    walletVault: createKeyVault(config.masterKey, 'wallet'),
    sendMail,
    requireSession,
    requireRecentLogin,
    requireFrameOrigin,
  }
}

export type AuthServices = ReturnType<typeof createAuthServices>

/**
 * The answer to every successful login: the session token and the user. `authenticatedAt` (ms) is when the login
 * completed, when that was before now (a social login's result redeemed by the frame).
 */
export async function loginAnswer(
  auth: AuthServices,
  user: PublicUser,
  method: string,
  authenticatedAt?: number,
) {
  const session = await auth.sessions.create(user.id, method, authenticatedAt)
  return { token: session.token, expiresAt: session.expiresAt, user }
}
