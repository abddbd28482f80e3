import type { Hono } from 'hono'
import { z } from 'zod'
import { type SocialProvider, socialProviders } from '../../config.js'
import type { ServerContext } from '../../context.js'
import { BadRequestError, ForbiddenError, NotConfiguredError, ServerError } from '../../errors.js'
import { sendPage } from '../../http/page.js'
import { readJson } from '../../http/readJson.js'
import type { AppEnv } from '../../http/types.js'
import { type AuthServices, loginAnswer } from '../authServices.js'
import { createLoginResults } from '../loginResults.js'
import { randomToken } from '../secrets.js'
import { isLocalIssuer, issuerFor, SOCIAL_CALLBACK_PATH } from './localOidc.js'
import { createOidcClient } from './oidcClient.js'

const REQUEST_TTL_MS = 10 * 60_000

const startSchema = z.object({
  provider: z.enum(socialProviders),
  /** The secure frame's page that the popup returns to, with `?result=` or `?error=`. */
  returnTo: z.string().max(2000),
})
const connectSchema = z.object({ result: z.string().min(20).max(200) })

/**
 * Social login through OpenID Connect (reference §9.4), one configured issuer per provider:
 * - `POST /v1/auth/social/start {provider, returnTo}` → `{uri}`: the authorization URL for the popup, with state,
 *   nonce and PKCE kept on the server; `returnTo` must be a page of the secure frame's origin;
 * - `GET /auth/social/callback` (the issuer redirects here) → verifies the ID token, finds or creates the user,
 *   and redirects the popup to `returnTo?result=<one-time code>` (or `?error=`);
 * - `POST /v1/auth/social/connect {result}` → `{token, expiresAt, user, userName}`.
 */
export function registerSocialRoutes(app: Hono<AppEnv>, ctx: ServerContext, auth: AuthServices): void {
  const oidc = createOidcClient(ctx.config.limits.upstreamTimeoutMs, ctx.now)
  const results = createLoginResults(ctx.db, ctx.now)
  const redirectUri = () => `${ctx.publicUrl()}${SOCIAL_CALLBACK_PATH}`

  app.post('/v1/auth/social/start', async (c) => {
    const { provider, returnTo } = await readJson(c, startSchema)
    let target: URL
    try {
      target = new URL(returnTo)
    } catch {
      throw new BadRequestError('InvalidReturnTo', 'returnTo must be an absolute URL of the secure frame')
    }
    if (!ctx.config.frameOrigins.includes(target.origin))
      throw new ForbiddenError('InvalidReturnTo', "returnTo must be a page of the secure frame's origin")
    const issuer = issuerFor(ctx, provider)
    if (!issuer) throw new NotConfiguredError(`Login with ${provider} is not configured on this server`)
    const state = randomToken()
    const nonce = randomToken()
    const codeVerifier = randomToken(48)
    await ctx.db.query(
      `insert into social_requests (state, provider, nonce, code_verifier, return_to, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        state,
        provider,
        nonce,
        codeVerifier,
        target.toString(),
        new Date(ctx.now()),
        new Date(ctx.now() + REQUEST_TTL_MS),
      ],
    )
    const uri = await oidc.authorizationUrl(issuer, {
      redirectUri: redirectUri(),
      state,
      nonce,
      codeVerifier,
    })
    return c.json({ uri })
  })

  app.get(SOCIAL_CALLBACK_PATH, async (c) => {
    const state = c.req.query('state') ?? ''
    const [request] = await ctx.db.query<{
      provider: SocialProvider
      nonce: string
      code_verifier: string
      return_to: string
    }>(
      `update social_requests set used_at = $2 where state = $1 and used_at is null and expires_at > $2
       returning provider, nonce, code_verifier, return_to`,
      [state, new Date(ctx.now())],
    )
    if (!request)
      return sendPage(
        c,
        400,
        'Sign-in expired',
        '<h1>This sign-in has expired</h1><p>Close this window and try again.</p>',
      )
    const back = new URL(request.return_to)
    const fail = (code: string) => {
      back.searchParams.set('error', code)
      return c.redirect(back.toString(), 302)
    }
    const error = c.req.query('error')
    if (error) return fail(error.slice(0, 100))
    const code = c.req.query('code')
    const issuer = issuerFor(ctx, request.provider)
    if (!code || !issuer) return fail('invalid_request')
    try {
      const claims = await oidc.login(issuer, {
        code,
        redirectUri: redirectUri(),
        codeVerifier: request.code_verifier,
        nonce: request.nonce,
      })
      const user = await auth.users.findOrCreateByIdentity(
        {
          provider: request.provider,
          subject: claims.sub,
          email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
          username:
            typeof claims.preferred_username === 'string'
              ? claims.preferred_username
              : typeof claims.name === 'string'
                ? claims.name
                : null,
        },
        {
          // Only an issuer the operator trusts for e-mail may link to, or claim, an e-mail account: others
          // (bridges such as Dex or Keycloak) can assert `email_verified` for addresses nobody checked.
          trustEmail:
            claims.email_verified === true &&
            !isLocalIssuer(ctx, issuer) &&
            ctx.config.auth.emailLinkingProviders.includes(request.provider),
        },
      )
      back.searchParams.set('result', await results.create(user.id, request.provider))
      return c.redirect(back.toString(), 302)
    } catch (failure) {
      ctx.config.log({
        level: 'warn',
        msg: 'social login failed',
        provider: request.provider,
        reason: failure instanceof ServerError ? failure.shortMessage : String(failure),
      })
      return fail(failure instanceof ServerError && failure.status === 401 ? 'invalid_token' : 'server_error')
    }
  })

  app.post('/v1/auth/social/connect', async (c) => {
    const { result } = await readJson(c, connectSchema)
    const { userId, method, authenticatedAt } = await results.redeem(result)
    const user = await auth.users.get(userId)
    if (!user) throw new ForbiddenError('UnknownUser', 'The account of this login no longer exists')
    const identity = user.identities.find((entry) => entry.provider === method)
    return c.json({
      ...(await loginAnswer(auth, user, method, authenticatedAt)),
      userName: identity?.username ?? user.userName,
    })
  })
}
