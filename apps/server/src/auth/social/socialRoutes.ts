import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { authRoutes } from '../../contract/authRoutes.js'
import { socialRedirectForm } from '../../contract/authRequests.js'
import type { SocialProvider } from '../../config/index.js'
import type { ServerContext } from '../../context.js'
import { BadRequestError, ForbiddenError, NotConfiguredError, ServerError } from '../../errors.js'
import { sendPage } from '../../http/page.js'
import { serveRoute } from '../../http/contractRoute.js'
import type { AppEnv } from '../../http/types.js'
import { matchLocale, pageLanguage, pageLocale, type ServerLocale } from '../../locales/serverLocales.js'
import type { AuthApps } from '../authApps.js'
import { type AuthServices, loginAnswer } from '../authServices.js'
import { createLoginResults } from '../loginResults.js'
import { hashToken, randomToken, sameDigest } from '../secrets.js'
import { createSocialClient, SocialLoginError } from './socialClient.js'
import {
  expiredPage,
  leavingPage,
  type NotStartedReason,
  notStartedPage,
  refusedPage,
  relayPage,
  type SocialPage,
} from './socialPages.js'

/** The redirect URI registered with every provider (GET for all, POST for Apple's form_post). */
export const SOCIAL_CALLBACK_PATH = '/auth/social/callback'

const REQUEST_TTL_MS = 10 * 60_000

type SocialRequest = {
  provider: SocialProvider
  nonce: string
  code_verifier: string
  return_to: string
  result_challenge: string | null
  mode: 'popup' | 'redirect'
}

/** The path of the browser-binding cookie: only the callback gets it back. */
const BINDING_COOKIE_PATH = '/auth/social/callback'

/** The cookie that binds one redirect login to the browser that started it, named per flow (several may run). */
const bindingCookieName = (state: string) => `kit-social-${hashToken(state).slice(0, 16)}`

/**
 * Social login with the six providers (google, github, apple, facebook, x, discord), each spoken as it really is:
 * - `POST /v1/auth/social/start {provider, returnTo, resultChallenge, locale?}` → `{uri}`: the provider's authorization URL for
 *   a pop-up, with state, nonce and PKCE kept on the server; `returnTo` is a page of the secure frame's origin,
 *   which hands the result to the frame alone.
 * - `POST /auth/social/redirect` (a form `{provider, projectId, returnTo, resultChallenge, locale?}` the secure frame posts as
 *   a top-level navigation, on the user's click in the frame) → a page that goes on to the provider at once. The browser proves the post
 *   came from the frame (its `Origin`), and the answer sets a cookie that binds the flow to this browser: a redirect
 *   login started anywhere else (a script on a server, a host page) cannot be finished in the victim's browser.
 *   `returnTo` is the host page, on one of the project's allowed origins.
 * - `GET|POST /auth/social/callback` (the provider sends the browser here; Apple POSTs its form) → finishes the
 *   login and sends the browser to `returnTo` with `?result=<one-time code>` (popup) or `?kitSocialResult=`
 *   (redirect, only with the flow's cookie), or `error` / `kitSocialError`.
 * - `POST /v1/auth/social/connect {result, resultVerifier}` → `{token, expiresAt, user, userName}`, only when
 *   SHA-256(resultVerifier) is the start's `resultChallenge`.
 * The pages a visitor may see on the way speak the frame's language (`locale`, kept with the flow for the callback's
 * pages), else the browser's (`Accept-Language`), else English.
 */
export function registerSocialRoutes({ api, pages }: AuthApps, ctx: ServerContext, auth: AuthServices): void {
  const social = createSocialClient(ctx)
  const results = createLoginResults(ctx.db, ctx.now)
  const redirectUri = () => `${ctx.publicUrl()}${SOCIAL_CALLBACK_PATH}`

  /** Stores a new flow and answers the provider's authorization URL for it. */
  async function startFlow(
    provider: SocialProvider,
    returnTo: URL,
    resultChallenge: string,
    mode: 'popup' | 'redirect',
    browserBinding: string | null,
    locale: ServerLocale | undefined,
  ) {
    if (!social.configured(provider))
      throw new NotConfiguredError(`Login with ${provider} is not configured on this server`)
    const secrets = { state: randomToken(), nonce: randomToken(), codeVerifier: randomToken(48) }
    await ctx.db.query(
      `insert into social_requests
         (state, provider, nonce, code_verifier, return_to, created_at, expires_at, result_challenge, mode,
          browser_binding, locale)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        secrets.state,
        provider,
        secrets.nonce,
        secrets.codeVerifier,
        returnTo.toString(),
        new Date(ctx.now()),
        new Date(ctx.now() + REQUEST_TTL_MS),
        resultChallenge,
        mode,
        browserBinding,
        locale ?? null,
      ],
    )
    return { state: secrets.state, uri: await social.authorizationUrl(provider, redirectUri(), secrets) }
  }

  const absoluteUrl = (value: string) => {
    try {
      return new URL(value)
    } catch {
      throw new BadRequestError('InvalidReturnTo', 'returnTo must be an absolute URL')
    }
  }

  serveRoute(api, '/v1/auth', authRoutes.socialStart, async (_c, request) => {
    const { provider, returnTo, resultChallenge, mode, locale } = await request.body()
    // A JSON call proves nothing about the browser that will finish the login (its Origin can be forged outside a
    // browser), so the tab-wide redirect starts only from the frame's form post below (N2).
    if (mode === 'redirect')
      throw new ForbiddenError(
        'RedirectStartsInFrame',
        "A redirect login starts from the secure frame's own button, in the browser that finishes it",
      )
    const target = absoluteUrl(returnTo)
    if (!ctx.config.frameOrigins.includes(target.origin))
      throw new ForbiddenError('InvalidReturnTo', "returnTo must be a page of the secure frame's origin")
    const { uri } = await startFlow(provider, target, resultChallenge, 'popup', null, matchLocale(locale))
    return { uri }
  })

  pages.post('/social/redirect', async (c) => {
    const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}))
    // The frame's language, read before the form is checked: a refusal speaks it too (a tag only picks a table).
    const locale = pageLocale(
      c.req.header('accept-language'),
      typeof form.locale === 'string' ? form.locale : undefined,
    )
    const refuse = (status: 400 | 403 | 503, why: NotStartedReason) =>
      sendSocialPage(c, status, locale, notStartedPage(locale, why))
    // A browser sets Origin on a form post itself: only a page of the frame's origin can make this one.
    const origin = c.req.header('origin')
    if (!origin || !ctx.config.frameOrigins.includes(origin)) return refuse(403, { reason: 'notFromFrame' })
    const parsed = socialRedirectForm.safeParse(form)
    if (!parsed.success) return refuse(400, { reason: 'incomplete' })
    const { provider, projectId, returnTo, resultChallenge } = parsed.data
    const project = await ctx.projects.get(projectId)
    let target: URL | undefined
    try {
      target = new URL(returnTo)
    } catch {
      target = undefined
    }
    if (!project || !target || !project.allowedOrigins.includes(target.origin))
      return refuse(403, { reason: 'returnNotAllowed' })
    if (!social.configured(provider)) return refuse(503, { reason: 'notConfigured', provider })
    const binding = randomToken()
    const { state, uri } = await startFlow(
      provider,
      target,
      resultChallenge,
      'redirect',
      hashToken(binding),
      matchLocale(parsed.data.locale),
    )
    setCookie(c, bindingCookieName(state), binding, {
      path: BINDING_COOKIE_PATH,
      httpOnly: true,
      // Lax: sent when the provider sends the tab back (a top-level GET), never on another site's request.
      sameSite: 'Lax',
      secure: ctx.publicUrl().startsWith('https:'),
      maxAge: REQUEST_TTL_MS / 1000,
    })
    // A page that moves on at once, not a 303: the frame's CSP allows its form to post here only, and a browser
    // checks `form-action` on the redirects of the post as well.
    c.header('refresh', `0;url=${uri}`)
    return sendSocialPage(c, 200, locale, leavingPage(locale, uri))
  })

  /** Both callbacks: the provider's answer is the query (GET) or the form (Apple's POST). */
  async function callback(c: Context<AppEnv>, answer: URLSearchParams, status: 302 | 303) {
    const state = answer.get('state') ?? ''
    const cookieName = bindingCookieName(state)
    const binding = getCookie(c, cookieName)
    const [row] = await ctx.db.query<{
      mode: string
      browser_binding: string | null
      locale: string | null
      live: boolean
    }>(
      `select mode, browser_binding, locale, (used_at is null and expires_at > $2) as live
       from social_requests where state = $1`,
      [state, new Date(ctx.now())],
    )
    const flow = row?.live ? row : undefined
    // The language the login started in (kept even once the flow is spent), else the browser's.
    const locale = pageLocale(c.req.header('accept-language'), row?.locale)
    if (flow?.mode === 'redirect') {
      // Apple posts its answer from its own site, and a Lax cookie does not come with a cross-site post: the
      // person posts it once more from here (same site), which brings the cookie along. Nothing is spent yet.
      if (binding === undefined && c.req.method === 'POST' && answer.get('kit_relayed') !== '1')
        return sendSocialPage(
          c,
          200,
          locale,
          relayPage(locale, SOCIAL_CALLBACK_PATH, [...answer.entries(), ['kit_relayed', '1']]),
        )
      deleteCookie(c, cookieName, { path: BINDING_COOKIE_PATH })
      if (!binding || !flow.browser_binding || !sameDigest(hashToken(binding), flow.browser_binding)) {
        await ctx.db.query('update social_requests set used_at = $2 where state = $1', [
          state,
          new Date(ctx.now()),
        ])
        return sendSocialPage(c, 403, locale, refusedPage(locale))
      }
    }
    // Spent at once: a state works for one answer, whatever that answer turns out to be.
    const [request] = await ctx.db.query<SocialRequest>(
      `update social_requests set used_at = $2 where state = $1 and used_at is null and expires_at > $2
       returning provider, nonce, code_verifier, return_to, result_challenge, mode`,
      [state, new Date(ctx.now())],
    )
    if (!request?.result_challenge) return sendSocialPage(c, 400, locale, expiredPage(locale))
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

  pages.get('/social/callback', (c) => callback(c, new URL(c.req.url).searchParams, 302))
  pages.post('/social/callback', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}))
    const answer = new URLSearchParams()
    for (const [name, value] of Object.entries(form)) if (typeof value === 'string') answer.set(name, value)
    // See Other: the browser follows with a GET to the return page.
    return callback(c, answer, 303)
  })

  serveRoute(api, '/v1/auth', authRoutes.socialConnect, async (c, request) => {
    const { result, resultVerifier } = await request.body()
    // The proof first: one refused for its date must not have spent the one-time result.
    const proofThumbprint = await auth.loginProofThumbprint(c)
    const { userId, method, authenticatedAt } = await results.redeem(result, resultVerifier)
    const user = await auth.users.get(userId)
    if (!user) throw new ForbiddenError('UnknownUser', 'The account of this login no longer exists')
    const identity = user.identities.find((entry) => entry.provider === method)
    return {
      ...(await loginAnswer(c, auth, user, method, { proofThumbprint, authenticatedAt })),
      userName: identity?.username ?? user.userName,
    }
  })
}

/** A social-login page in `locale`, marked with its language and direction. */
function sendSocialPage(
  c: Context,
  status: number,
  locale: ServerLocale,
  { title, body }: SocialPage,
): Response {
  return sendPage(c, status, title, body, pageLanguage(locale))
}
