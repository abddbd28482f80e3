import type { Context, Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { getAddress, type Hex, HttpRequestError, isHex, TimeoutError, BaseError as ViemError } from 'viem'
import { parseSiweMessage, validateSiweMessage, verifySiweMessage } from 'viem/siwe'
import { z } from 'zod'
import type { ProjectConfig } from '../config.js'
import type { ServerContext } from '../context.js'
import { BadRequestError, ForbiddenError, UnauthorizedError, UpstreamError } from '../errors.js'
import { readJson } from '../http/readJson.js'
import type { AppEnv } from '../http/types.js'
import { createSiweStore } from './siweStore.js'

/** Nonces expire 10 minutes after they are issued. */
const NONCE_TTL_SECONDS = 600

const verifySchema = z.object({
  message: z.string().min(1).max(4096),
  signature: z
    .string()
    .max(20_000)
    .refine((value) => isHex(value), 'must be a 0x-prefixed hex string'),
})

/** One cookie per project, so two apps on one host keep separate sign-ins. */
function cookieName(project: ProjectConfig): string {
  return `kit_siwe_${project.id}`
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
 * - `POST /v1/siwe/verify?projectId=` `{message, signature}` → `{address, chainId}` and an HttpOnly session
 *   cookie, once the message's domain is the calling origin's host, its chain is one this server reads, its
 *   nonce is fresh, and the signature verifies on that chain (EOAs, ERC-1271 and ERC-6492 accounts);
 * - `GET /v1/siwe/session?projectId=` → `{address, chainId}` or `null`;
 * - `POST /v1/siwe/signout?projectId=` ends the session.
 * Clients call with `credentials: 'include'`; POST bodies may be `text/plain` to skip a preflight.
 */
export function registerSiweRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  const store = createSiweStore(ctx.db, ctx.now, {
    nonceSeconds: NONCE_TTL_SECONDS,
    sessionSeconds: ctx.config.auth.sessionTtlSeconds,
  })

  app.use('/v1/siwe/*', async (c, next) => {
    allowCredentials(c)
    await next()
    allowCredentials(c)
  })

  app.get('/v1/siwe/nonce', async (c) => {
    const project = requireProject(c)
    c.header('cache-control', 'no-store')
    return c.json({ nonce: await store.issueNonce(project.id) })
  })

  app.post('/v1/siwe/verify', async (c) => {
    const project = requireProject(c)
    const { message, signature } = await readJson(c, verifySchema)
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
    const token = await store.createSession(project.id, session)
    setCookie(c, cookieName(project), token, {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/v1/siwe',
      maxAge: ctx.config.auth.sessionTtlSeconds,
      secure: new URL(ctx.publicUrl()).protocol === 'https:',
    })
    return c.json(session)
  })

  app.get('/v1/siwe/session', async (c) => {
    const project = requireProject(c)
    c.header('cache-control', 'no-store')
    return c.json(await store.findSession(project.id, getCookie(c, cookieName(project))))
  })

  app.post('/v1/siwe/signout', async (c) => {
    const project = requireProject(c)
    const token = getCookie(c, cookieName(project))
    if (token) await store.revokeSession(project.id, token)
    deleteCookie(c, cookieName(project), { path: '/v1/siwe' })
    return c.json({ signedOut: true })
  })
}
