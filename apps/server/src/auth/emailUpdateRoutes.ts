import type { ServerContext } from '../context.js'
import { BadRequestError } from '../errors.js'
import { authRoutes } from '../contract/authRoutes.js'
import { serveRoute } from '../http/contractRoute.js'
import type { AuthApps } from './authApps.js'
import type { AuthServices } from './authServices.js'
import { resolveLocale, type ServerLocale } from '../locales/serverLocales.js'
import { otpMail } from './mailTemplates.js'

/**
 * E-mail change, for a signed-in user:
 * - `POST /v1/auth/email/update {email}` → `{action: 'VERIFY_PRIMARY_OTP'}` (a code goes to the current address)
 *   or, for accounts without an e-mail yet, `{action: 'VERIFY_SECONDARY_OTP'}` (a code goes to the new one);
 * - `POST /v1/auth/email/update/primary {otp}` → `{action: 'VERIFY_SECONDARY_OTP'}` (a code goes to the new one);
 * - `POST /v1/auth/email/update/secondary {otp}` → `{newEmail}`: the change is made.
 * Each e-mail respects the per-address cooldown. An address that belongs to another account goes through the same
 * steps and is refused (409 `EmailTaken`) only at the last one, after its code was entered: only the owner of
 * that mailbox learns it has an account.
 *
 * Who controls the account changes here, so every step needs the secure frame's bound session (a copied token, or
 * a page of another origin, is refused), and the frame asks for the current address's code on its own card. An
 * account without an e-mail (social, Farcaster) has no code to prove itself with: it must have signed in within
 * `auth.freshProofSeconds` (401 `FreshProofRequired`), so a session alone never adds an e-mail login to it.
 * The codes are written in the language the frame sends with the request that sends them (`locale`, else English).
 */
export function registerEmailUpdateRoutes(
  { api, guards }: AuthApps,
  ctx: ServerContext,
  auth: AuthServices,
): void {
  const ttlMinutes = Math.round(ctx.config.auth.otpTtlSeconds / 60)

  async function sendCode(
    purpose: 'update_primary' | 'update_secondary',
    to: string,
    userId: string,
    newEmail: string,
    locale: ServerLocale,
  ) {
    await auth.cooldown.claim(to)
    const code = await auth.codes.issue(purpose, to, { userId, newEmail })
    await auth.sendMail(otpMail(to, code, 'update', ttlMinutes, locale))
  }

  serveRoute(
    api,
    '/v1/auth',
    authRoutes.emailUpdate,
    async (c, request) => {
      const session = await auth.requireBoundSession(c)
      const { user } = session
      if (!user.email) auth.requireFreshProof(session)
      const { email: newEmail, locale: tag } = await request.body()
      const locale = resolveLocale(tag)
      if (newEmail === user.email) throw new BadRequestError('SameEmail', 'The new e-mail is the current one')
      // Whether another account has the address is not said here: any signed-in user could probe addresses.
      // It is said only at the last step, to whoever proved they read that mailbox.
      if (user.email) {
        await sendCode('update_primary', user.email, user.id, newEmail, locale)
        return { action: 'VERIFY_PRIMARY_OTP' as const }
      }
      await sendCode('update_secondary', newEmail, user.id, newEmail, locale)
      return { action: 'VERIFY_SECONDARY_OTP' as const }
    },
    [guards.limit.mail],
  )

  serveRoute(
    api,
    '/v1/auth',
    authRoutes.emailUpdatePrimary,
    async (c, request) => {
      const { user } = await auth.requireBoundSession(c)
      const { otp, locale } = await request.body()
      const verified = await auth.codes.verify('update_primary', { userId: user.id }, otp.trim())
      if (!verified.newEmail) throw new BadRequestError('NoCode', 'No e-mail change is waiting; start again')
      await sendCode('update_secondary', verified.newEmail, user.id, verified.newEmail, resolveLocale(locale))
      return { action: 'VERIFY_SECONDARY_OTP' as const }
    },
    [guards.limit.mail],
  )

  serveRoute(api, '/v1/auth', authRoutes.emailUpdateSecondary, async (c, request) => {
    const { user } = await auth.requireBoundSession(c)
    const { otp } = await request.body()
    const verified = await auth.codes.verify('update_secondary', { userId: user.id }, otp.trim())
    if (!verified.newEmail) throw new BadRequestError('NoCode', 'No e-mail change is waiting; start again')
    await auth.users.updateEmail(user.id, verified.newEmail)
    return { newEmail: verified.newEmail }
  })
}
