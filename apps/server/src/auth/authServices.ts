import type { Context } from 'hono'
import type { MailMessage } from '../config/index.js'
import type { ServerContext } from '../context.js'
import {
  ForbiddenError,
  NotConfiguredError,
  TooManyRequestsError,
  UnauthorizedError,
  UpstreamError,
} from '../errors.js'
import { sharedRateLimiter } from '../http/rateLimitStore.js'
import type { AppEnv } from '../http/types.js'
import { createDeviceApprovals } from './deviceApprovals.js'
import { createEmailCodes } from './emailCodes.js'
import { createEmailCooldown } from './emailCooldown.js'
import { createKeyVault } from './keyVault.js'
import { hashCode } from './secrets.js'
import { createPasswordReleaseLimit } from './passwordReleaseLimit.js'
import { SessionProofError, verifySessionProof } from './sessionProof.js'
import { deviceLabel } from './deviceLabel.js'
import { type AuthenticatedSession, bearerToken, createSessionStore } from './sessionStore.js'
import { createUserStore, type PublicUser } from './userStore.js'

/** Everything the auth routes share; one set per server instance. */
export function createAuthServices(ctx: ServerContext) {
  const { config, db, now } = ctx
  // A separate secret for hashing codes, derived from the master key, so neither is used for two things.
  const codeSecret = Buffer.from(hashCode(config.masterKey, 'kit', 'email-codes'), 'hex')
  const users = createUserStore(db, now)
  const sessions = createSessionStore(db, now, {
    ttlSeconds: config.auth.sessionTtlSeconds,
    maxSeconds: config.auth.sessionMaxSeconds,
  })

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
  async function requireSession(c: Context<AppEnv>): Promise<AuthenticatedSession & { user: PublicUser }> {
    const session = await sessions.authenticate(bearerToken(c.req.header('authorization')))
    const user = await users.get(session.userId)
    if (!user) throw new ForbiddenError('UnknownUser', 'The account of this session no longer exists')
    return { ...session, user }
  }

  /** Records a proof id; false when it was already used (on any instance: the table is shared). */
  async function firstUseOfProof(jti: string, expiresAt: number): Promise<boolean> {
    const rows = await db.query(
      'insert into session_proofs (jti, expires_at) values ($1, $2) on conflict (jti) do nothing returning 1',
      [jti, new Date(expiresAt)],
    )
    return rows.length === 1
  }

  /**
   * Checks the request's session proof (the `DPoP` header) against the request and the session's token, and
   * returns the thumbprint of the key that signed it. The URL is the one clients use: the public URL behind a
   * proxy, else the one the request reached.
   */
  async function checkProof(c: Context<AppEnv>, accessToken: string | null, thumbprint?: string) {
    const proof = c.req.header('dpop')
    if (proof === undefined)
      throw new SessionProofError('ProofRequired', 'This call needs a session proof from the secure frame')
    return verifySessionProof(proof, {
      method: c.req.method,
      url: config.publicUrl ? `${config.publicUrl}${new URL(c.req.url).pathname}` : c.req.url,
      accessToken,
      thumbprint,
      now: now(),
      seenJti: firstUseOfProof,
    })
  }

  /**
   * Requires the session to be bound to a proof key and the request to carry a fresh proof signed with it: a
   * copied token alone is refused. @throws {SessionProofError} (401).
   */
  async function requireSessionProof(
    c: Context<AppEnv>,
    session: { proofThumbprint: string | undefined },
  ): Promise<void> {
    if (!session.proofThumbprint)
      throw new SessionProofError(
        'SessionNotBound',
        'This session is not bound to a key of the secure frame; sign in again',
      )
    await checkProof(c, bearerToken(c.req.header('authorization')) ?? '', session.proofThumbprint)
  }

  /**
   * The thumbprint a new session is bound to: that of the login request's proof, when it carries one. A login
   * without a proof gets a session that can never unlock a wallet.
   */
  async function loginProofThumbprint(c: Context<AppEnv>): Promise<string | undefined> {
    return c.req.header('dpop') === undefined ? undefined : checkProof(c, null)
  }

  /**
   * Requires a fresh proof of the user in this session: its login, or a later step-up, within
   * `auth.freshProofSeconds`. What changes who controls the account needs it; using the wallet does not.
   * @throws {UnauthorizedError} `FreshProofRequired`.
   */
  function requireFreshProof(session: { provenAt: number }): void {
    if (now() - session.provenAt > config.auth.freshProofSeconds * 1000)
      throw new UnauthorizedError('FreshProofRequired', "Confirm it's you again to continue")
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

  /**
   * The session of a route only the secure frame may call with the key the session is bound to: frame origin,
   * session and a fresh proof signed by that key. A copied token alone, or a page of another origin, is refused.
   */
  async function requireBoundSession(c: Context<AppEnv>) {
    requireFrameOrigin(c)
    const session = await requireSession(c)
    await requireSessionProof(c, session)
    return session
  }

  const keyReleases = sharedRateLimiter(ctx, 'key-release', config.auth.keyReleasesPerUser)
  /**
   * Counts one release of key material (an auth share, recovery records) against the user's
   * limit. @throws {TooManyRequestsError} `KeyReleaseRateLimited`.
   */
  async function limitKeyRelease(userId: string): Promise<void> {
    const limit = await keyReleases.hit(userId)
    if (!limit.allowed)
      throw new TooManyRequestsError(
        'KeyReleaseRateLimited',
        `The wallet was unlocked too often. Please try again after ${limit.retryAfterSeconds} seconds`,
        limit.retryAfterSeconds,
      )
  }

  return {
    users,
    sessions,
    limitKeyRelease,
    /** Releases of the password-sealed recovery record, per user (`auth.passwordReleasesPerUser`). */
    passwordReleases: createPasswordReleaseLimit(ctx),
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
    shareVault: createKeyVault([config.masterKey, ...config.previousMasterKeys], 'auth-share'),
    sendMail,
    requireSession,
    requireSessionProof,
    loginProofThumbprint,
    requireFreshProof,
    requireFrameOrigin,
    requireBoundSession,
  }
}

export type AuthServices = ReturnType<typeof createAuthServices>

/**
 * The answer to every successful login: the session token and the user. `authenticatedAt` (ms) is when the login
 * completed, when that was before now (a social login's result redeemed by the frame). `proofThumbprint` is what
 * `auth.loginProofThumbprint` found in the request, checked before the code or result was spent (a proof refused
 * for its date must not cost the user their code): the session is bound to that key.
 */
export async function loginAnswer(
  c: Context<AppEnv>,
  auth: AuthServices,
  user: PublicUser,
  method: string,
  login: { proofThumbprint: string | undefined; authenticatedAt?: number },
) {
  const session = await auth.sessions.create(user.id, method, {
    ...(login.authenticatedAt === undefined ? {} : { authenticatedAt: login.authenticatedAt }),
    ...(login.proofThumbprint === undefined ? {} : { proofThumbprint: login.proofThumbprint }),
    device: deviceLabel(c.req.header('user-agent')),
  })
  return { token: session.token, expiresAt: session.expiresAt, user }
}
