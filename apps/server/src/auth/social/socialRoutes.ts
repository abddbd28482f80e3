import type { Context, Hono } from 'hono'
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
import { createSocialClient, SocialLoginError } from './socialClient.js'

/** The redirect URI registered with every provider (GET for all, POST for Apple's form_post). */
export const SOCIAL_CALLBACK_PATH = '/auth/social/callback'

const REQUEST_TTL_MS = 10 * 60_000

const startSchema = z.object({
  provider: z.enum(socialProviders),
  /** popup: the secure frame's page the popup returns to; redirect: the host page the tab returns to. */
  returnTo: z.string().max(2000),
  /** base64url(SHA-256(verifier)); the frame keeps the verifier and sends it to redeem the result. */
  resultChallenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'resultChallenge must be 43 base64url characters'),
  mode: z.enum(['popup', 'redirect']).default('popup'),
})
const connectSchema = z.object({
  result: z.string().min(20).max(200),
  resultVerifier: z
    .string()
    .regex(/^[A-Za-z0-9._~-]{43,128}$/, 'resultVerifier must be 43 to 128 URL-safe characters'),
})

type SocialRequest = {
  provider: SocialProvider
  nonce: string
  code_verifier: string
  return_to: string
  result_challenge: string | null
  mode: 'popup' | 'redirect'
}

/**
 * Social login with the six providers (google, github, apple, facebook, x, discord), each spoken as it really is:
 * - `POST /v1/auth/social/start?projectId= {provider, returnTo, resultChallenge, mode?}` → `{uri}`: the provider's
 *   authorization URL, with state, nonce and PKCE kept on the server. `mode: 'popup'` (default): `returnTo` is a
 *   page of the secure frame's origin; `mode: 'redirect'`: `returnTo` is the host page, whose origin must be one
 *   of the project's allowed origins.
 * - `GET|POST /auth/social/callback` (the provider sends the browser here; Apple POSTs its form) → finishes the
 *   login and sends the browser to `returnTo` with `?result=<one-time code>` (popup) or `?kitSocialResult=`
 *   (redirect), or `error` / `kitSocialError`.
 * - `POST /v1/auth/social/connect {result, resultVerifier}` → `{token, expiresAt, user, userName}`, only when
 *   SHA-256(resultVerifier) is the start's `resultChallenge`.
 */
export function registerSocialRoutes(app: Hono<AppEnv>, ctx: ServerContext, auth: AuthServices): void {
  const social = createSocialClient(ctx)
  const results = createLoginResults(ctx.db, ctx.now)
  const redirectUri = () => `${ctx.publicUrl()}${SOCIAL_CALLBACK_PATH}`

  app.post('/v1/auth/social/start', async (c) => {
    const { provider, returnTo, resultChallenge, mode } = await readJson(c, startSchema)
    let target: URL
    try {
      target = new URL(returnTo)
    } catch {
      throw new BadRequestError('InvalidReturnTo', 'returnTo must be an absolute URL')
    }
    if (mode === 'popup' && !ctx.config.frameOrigins.includes(target.origin))
      throw new ForbiddenError('InvalidReturnTo', "returnTo must be a page of the secure frame's origin")
    if (mode === 'redirect') {
      const project = c.get('project')
      if (!project)
        throw new BadRequestError(
          'ProjectRequired',
          'A redirect login needs ?projectId= to check where it returns',
        )
      if (!project.allowedOrigins.includes(target.origin))
        throw new ForbiddenError(
          'InvalidReturnTo',
          `returnTo must be a page of one of project ${project.id}'s allowed origins`,
        )
    }
    if (!social.configured(provider))
      throw new NotConfiguredError(`Login with ${provider} is not configured on this server`)
    const secrets = { state: randomToken(), nonce: randomToken(), codeVerifier: randomToken(48) }
    await ctx.db.query(
      `insert into social_requests
         (state, provider, nonce, code_verifier, return_to, created_at, expires_at, result_challenge, mode)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        secrets.state,
        provider,
        secrets.nonce,
        secrets.codeVerifier,
        target.toString(),
        new Date(ctx.now()),
        new Date(ctx.now() + REQUEST_TTL_MS),
        resultChallenge,
        mode,
      ],
    )
    return c.json({ uri: await social.authorizationUrl(provider, redirectUri(), secrets) })
  })

  /** Both callbacks: the provider's answer is the query (GET) or the form (Apple's POST). */
  async function callback(c: Context<AppEnv>, answer: URLSearchParams, status: 302 | 303) {
    const state = answer.get('state') ?? ''
    // Spent at once: a state works for one answer, whatever that answer turns out to be.
    const [request] = await ctx.db.query<SocialRequest>(
      `update social_requests set used_at = $2 where state = $1 and used_at is null and expires_at > $2
       returning provider, nonce, code_verifier, return_to, result_challenge, mode`,
      [state, new Date(ctx.now())],
    )
    if (!request?.result_challenge)
      return sendPage(
        c,
        400,
        'Sign-in expired',
        '<h1>This sign-in has expired</h1><p>Close this window and try again.</p>',
      )
    const back = new URL(request.return_to)
    const [resultParam, errorParam] =
      request.mode === 'redirect' ? ['kitSocialResult', 'kitSocialError'] : ['result', 'error']
    try {
      const identity = await social.login(request.provider, redirectUri(), answer, {
        state,
        nonce: request.nonce,
        codeVerifier: request.code_verifier,
      })
      const user = await auth.users.findOrCreateByIdentity(
        { provider: request.provider, ...identity },
        {
          // An e-mail opens (or links to) the account with that address only when the provider verified it and
          // the operator trusts that provider's verification.
          trustEmail:
            identity.emailVerified &&
            identity.email !== null &&
            ctx.config.auth.emailLinkingProviders.includes(request.provider),
        },
      )
      back.searchParams.set(
        resultParam,
        await results.create(user.id, request.provider, request.result_challenge),
      )
    } catch (failure) {
      ctx.config.log({
        level: 'warn',
        msg: 'social login failed',
        provider: request.provider,
        reason: failure instanceof ServerError ? failure.shortMessage : String(failure),
      })
      back.searchParams.set(errorParam, failure instanceof SocialLoginError ? failure.code : 'server_error')
    }
    return c.redirect(back.toString(), status)
  }

  app.get(SOCIAL_CALLBACK_PATH, (c) => callback(c, new URL(c.req.url).searchParams, 302))
  app.post(SOCIAL_CALLBACK_PATH, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}))
    const answer = new URLSearchParams()
    for (const [name, value] of Object.entries(form)) if (typeof value === 'string') answer.set(name, value)
    // See Other: the browser follows with a GET to the return page.
    return callback(c, answer, 303)
  })

  app.post('/v1/auth/social/connect', async (c) => {
    const { result, resultVerifier } = await readJson(c, connectSchema)
    // The proof first: one refused for its date must not have spent the one-time result.
    const proofThumbprint = await auth.loginProofThumbprint(c)
    const { userId, method, authenticatedAt } = await results.redeem(result, resultVerifier)
    const user = await auth.users.get(userId)
    if (!user) throw new ForbiddenError('UnknownUser', 'The account of this login no longer exists')
    const identity = user.identities.find((entry) => entry.provider === method)
    return c.json({
      ...(await loginAnswer(c, auth, user, method, { proofThumbprint, authenticatedAt })),
      userName: identity?.username ?? user.userName,
    })
  })
}
