import type { ServerContext } from '../context.js'
import { ConflictError } from '../errors.js'
import { authRoutes } from '../contract/authRoutes.js'
import { serveRoute } from '../http/contractRoute.js'
import type { AuthApps } from './authApps.js'
import type { AuthServices } from './authServices.js'
import { resolveLocale } from '../locales/serverLocales.js'
import { otpMail } from './mailTemplates.js'

/**
 * A fresh proof of the user inside a lasting session, for what changes who controls the account (the frame asks for
 * it on its own card): a code sent to the account's e-mail.
 * - `POST /v1/auth/step-up/email` → `{sentTo}`: sends the code (the per-address cooldown applies);
 * - `POST /v1/auth/step-up/email/verify {otp}` → `{freshUntil}`: the session counts as freshly proven until then.
 * Both need the frame's bound session. An account without an e-mail has no code to receive (409 `NoEmail`): it
 * proves itself by signing in again. The code is written in the language the frame sends (`locale`, else English).
 */
export function registerStepUpRoutes({ api }: AuthApps, ctx: ServerContext, auth: AuthServices): void {
  const ttlMinutes = Math.round(ctx.config.auth.otpTtlSeconds / 60)

  serveRoute(api, '/v1/auth', authRoutes.stepUpEmail, async (c, request) => {
    const { user } = await auth.requireBoundSession(c)
    if (!user.email)
      throw new ConflictError(
        'NoEmail',
        'This account has no e-mail to send a code to; sign in again instead',
      )
    const { locale } = await request.body()
    await auth.cooldown.claim(user.email)
    const code = await auth.codes.issue('step_up', user.email, { userId: user.id })
    await auth.sendMail(otpMail(user.email, code, 'step-up', ttlMinutes, resolveLocale(locale)))
    return { sentTo: user.email }
  })

  serveRoute(api, '/v1/auth', authRoutes.stepUpEmailVerify, async (c, request) => {
    const session = await auth.requireBoundSession(c)
    const { otp } = await request.body()
    await auth.codes.verify('step_up', { userId: session.user.id }, otp.trim())
    await auth.sessions.markProven(session.tokenHash)
    const freshUntil = new Date(ctx.now() + ctx.config.auth.freshProofSeconds * 1000)
    return { freshUntil: freshUntil.toISOString() }
  })
}
