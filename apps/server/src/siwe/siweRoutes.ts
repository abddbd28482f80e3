import { type Context, Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { CookieOptions } from 'hono/utils/cookie'
import { getAddress, type Hex, HttpRequestError, isHex, TimeoutError, BaseError as ViemError } from 'viem'
import { parseSiweMessage, validateSiweMessage, verifySiweMessage } from 'viem/siwe'
import { z } from 'zod'
import { bearerToken } from '../auth/sessionStore.js'
import { createRpcBudget, rpcRefusalError, SIGNATURE_CHECK_WEIGHT } from '../chain/rpcLimits.js'
import type { ProjectConfig } from '../config/index.js'
import type { ServerContext } from '../context.js'
import { BadRequestError, ForbiddenError, UnauthorizedError, UpstreamError } from '../errors.js'
import { ipBucketKey } from '../http/rateLimit.js'
import { readJson } from '../http/readJson.js'
import type { Guards } from '../http/guards.js'
import type { AppEnv } from '../http/types.js'
import { createSiweStore } from './siweStore.js'

/** Nonces expire 10 minutes after they are issued. */
const NONCE_TTL_SECONDS = 600
/**
 * Bearer sessions live at most 4 hours (less when `auth.sessionTtlSeconds` is shorter): the token sits in the
 * host page's script context, where a cookie's HttpOnly does not protect it.
 */
const BEARER_TTL_SECONDS = 4 * 3600

const verifySchema = z.object({
  message: z.string().min(1).max(4096),
  signature: z
    .string()
    .max(20_000)
    .refine((value) => isHex(value), 'must be a 0x-prefixed hex string'),
  /** `cookie` (default): an HttpOnly cookie; `bearer`: the token in the answer, for APIs on another site. */
  session: z.enum(['cookie', 'bearer']).optional(),
})

/** One cookie per project, so two apps on one host keep separate sign-ins. */
function cookieName(project: ProjectConfig): string {
  return `kit_siwe_${project.id}`
}

/**
 * The session cookie's attributes. Over https it is `SameSite=None; Secure; Partitioned`, so it is sent on the
 * app's cross-site `fetch` to the API and kept (in the app's partition, CHIPS) where third-party cookies are
 * blocked; a partitioned cookie is never sent under another top-level site, which also keeps cross-site request
 * forgery out. Over http (development) `SameSite=None` is not allowed, so it stays `Lax` (same-site only).
 */
export function siweCookieOptions(secure: boolean): CookieOptions {
  return secure
    ? { httpOnly: true, path: '/v1/siwe', sameSite: 'None', secure: true, partitioned: true }
    : { httpOnly: true, path: '/v1/siwe', sameSite: 'Lax' }
}

/** The session token of a request: `Authorization: Bearer` when the header is present, else the cookie. */
function sessionToken(c: Context<AppEnv>, project: ProjectConfig): string | undefined {
  const authorization = c.req.header('authorization')
  if (authorization !== undefined) return bearerToken(authorization)
  return getCookie(c, cookieName(project))
}

function requireProject(c: Context<AppEnv>): ProjectConfig {
  const project = c.get('project')
  if (!project) throw new BadRequestError('MissingProjectId', 'The projectId query parameter is required')
  return project
}

/**
 * Browsers send the session cookie cross-origin only when the answer allows credentials; CORS has already
 * checked the Origin against the project's allowed origins.
 */
function allowCredentials(c: Context<AppEnv>): void {
  if (c.req.header('origin') !== undefined) c.header('access-control-allow-credentials', 'true')
}

/**
 * Sign-in with wallet (EIP-4361) for host apps, the backend half of core's `siwe` option:
 * - `GET /v1/siwe/nonce?projectId=` → `{nonce}`: random, single-use, valid 10 minutes;
 * - `POST /v1/siwe/verify?projectId=` `{message, signature, session?}` → `{address, chainId}` and an HttpOnly
 *   session cookie, or with `session: 'bearer'` → `{address, chainId, token, expiresAt}` and no cookie, once the
 *   message's domain is the calling origin's host, its chain is one this server reads, its nonce is fresh, and
 *   the signature verifies on that chain (EOAs, ERC-1271 and ERC-6492 accounts). The check is an on-chain call,
 *   charged to the client's and the project's JSON-RPC budget (`SIGNATURE_CHECK_WEIGHT`) once the nonce is spent;
 * - `GET /v1/siwe/session?projectId=` → `{address, chainId}` or `null`, for the cookie or an
 *   `Authorization: Bearer` token (the host's own backend may call it with the token to check a sign-in);
 * - `POST /v1/siwe/signout?projectId=` ends the session (cookie or bearer).
 * Cookie clients call with `credentials: 'include'`; POST bodies may be `text/plain` to skip a preflight. Mounted at
 * `/v1/siwe`, behind the project's origins with credentials.
 */
export function siweApp(ctx: ServerContext, guards: Guards): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use(guards.cors.projectCredentials, guards.limit.api, guards.body.api)
  const store = createSiweStore(ctx.db, ctx.now, {
    nonceSeconds: NONCE_TTL_SECONDS,
    sessionSeconds: ctx.config.auth.sessionTtlSeconds,
  })

  const secureCookies = () => new URL(ctx.publicUrl()).protocol === 'https:'
  const budget = createRpcBudget(ctx)

  app.use(async (c, next) => {
    allowCredentials(c)
    await next()
    allowCredentials(c)
  })

  app.get('/nonce', async (c) => {
    const project = requireProject(c)
    c.header('cache-control', 'no-store')
    return c.json({ nonce: await store.issueNonce(project.id) })
  })

  app.post('/verify', async (c) => {
    const project = requireProject(c)
    const { message, signature, session: mode = 'cookie' } = await readJson(c, verifySchema)
    const origin = c.req.header('origin')
    if (origin === undefined || !project.allowedOrigins.includes(origin))
      throw new ForbiddenError(
        'OriginNotAllowed',
        'Sign-in must come from a page whose origin is allowed for this project',
      )
    const fields = parseSiweMessage(message)
    if (
      !fields.address ||
      !fields.chainId ||
      !fields.domain ||
      !fields.nonce ||
      !fields.uri ||
      !fields.version
    )
      throw new BadRequestError('InvalidMessage', 'The message is not an EIP-4361 sign-in message')
    const host = new URL(origin).host
    if (fields.domain !== host)
      throw new UnauthorizedError(
        'DomainMismatch',
        `The message is for ${fields.domain.slice(0, 200)}, but the request comes from ${host}`,
      )
    const chain = ctx.chains.evmByChainId(fields.chainId)
    if (!chain)
      throw new BadRequestError('UnsupportedChain', `Chain ${fields.chainId} is not supported by this server`)
    const time = new Date(ctx.now())
    if (!validateSiweMessage({ message: fields, domain: host, time }))
      throw new UnauthorizedError('MessageNotValidNow', 'The message has expired or is not valid yet')
    // Consumed before the signature check: a nonce gets one attempt, whatever its outcome.
    await store.consumeNonce(project.id, fields.nonce)
    // Charged once the nonce is known good, so replays cost nothing, and only what is about to reach the node counts.
    const admission = await budget.charge(project.id, ipBucketKey(c.get('clientIp')), SIGNATURE_CHECK_WEIGHT)
    if (!admission.allowed) throw rpcRefusalError(admission, project.id)
    let valid: boolean
    try {
      valid = await verifySiweMessage(chain.client, { message, signature: signature as Hex, time })
    } catch (error) {
      // A node that is down is our problem (502), not a bad signature; anything else means "not valid".
      const unreachable =
        error instanceof ViemError &&
        error.walk((inner) => inner instanceof HttpRequestError || inner instanceof TimeoutError) !== null
      if (unreachable)
        throw new UpstreamError(`Could not verify the signature on chain ${chain.chainId}`, { cause: error })
      valid = false
    }
    if (!valid)
      throw new UnauthorizedError('InvalidSignature', 'The signature does not match the message and address')
    const session = { address: getAddress(fields.address), chainId: fields.chainId }
    if (mode === 'bearer') {
      const ttl = Math.min(BEARER_TTL_SECONDS, ctx.config.auth.sessionTtlSeconds)
      const { token, expiresAt } = await store.createSession(project.id, session, ttl)
      c.header('cache-control', 'no-store')
      return c.json({ ...session, token, expiresAt: expiresAt.toISOString() })
    }
    const { token } = await store.createSession(project.id, session)
    setCookie(c, cookieName(project), token, {
      ...siweCookieOptions(secureCookies()),
      maxAge: ctx.config.auth.sessionTtlSeconds,
    })
    return c.json(session)
  })

  app.get('/session', async (c) => {
    const project = requireProject(c)
    c.header('cache-control', 'no-store')
    return c.json(await store.findSession(project.id, sessionToken(c, project)))
  })

  app.post('/signout', async (c) => {
    const project = requireProject(c)
    const token = sessionToken(c, project)
    if (token) await store.revokeSession(project.id, token)
    if (c.req.header('authorization') === undefined)
      deleteCookie(c, cookieName(project), siweCookieOptions(secureCookies()))
    return c.json({ signedOut: true })
  })
  return app
}
