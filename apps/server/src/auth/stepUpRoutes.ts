import { z } from 'zod'
import type { ServerContext } from '../context.js'
import { ConflictError } from '../errors.js'
import { readJson } from '../http/readJson.js'
import type { AuthApps } from './authApps.js'
import type { AuthServices } from './authServices.js'
import { otpMail } from './mailTemplates.js'

const otpSchema = z.object({ otp: z.string().max(12) })

/**
 * A fresh proof of the user inside a lasting session, for what changes who controls the account (the frame asks for
 * it on its own card): a code sent to the account's e-mail.
 * - `POST /v1/auth/step-up/email` → `{sentTo}`: sends the code (the per-address cooldown applies);
 * - `POST /v1/auth/step-up/email/verify {otp}` → `{freshUntil}`: the session counts as freshly proven until then.
 * Both need the frame's bound session. An account without an e-mail has no code to receive (409 `NoEmail`): it
 * proves itself by signing in again.
 */
export function registerStepUpRoutes({ api }: AuthApps, ctx: ServerContext, auth: AuthServices): void {
  const ttlMinutes = Math.round(ctx.config.auth.otpTtlSeconds / 60)

  api.post('/step-up/email', async (c) => {
    const { user } = await auth.requireBoundSession(c)
    if (!user.email)
      throw new ConflictError(
        'NoEmail',
        'This account has no e-mail to send a code to; sign in again instead',
      )
    await auth.cooldown.claim(user.email)
    const code = await auth.codes.issue('step_up', user.email, { userId: user.id })
    await auth.sendMail(otpMail(user.email, code, 'step-up', ttlMinutes))
    return c.json({ sentTo: user.email })
  })

  api.post('/step-up/email/verify', async (c) => {
    const session = await auth.requireBoundSession(c)
    const { otp } = await readJson(c, otpSchema)
    await auth.codes.verify('step_up', { userId: session.user.id }, otp.trim())
    await auth.sessions.markProven(session.tokenHash)
    const freshUntil = new Date(ctx.now() + ctx.config.auth.freshProofSeconds * 1000)
    return c.json({ freshUntil: freshUntil.toISOString() })
  })
}
