import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ServerContext } from './context.js'
import { PayloadTooLargeError, ServiceUnavailableError } from './errors.js'
import { projectCors } from './http/cors.js'
import { developmentGuard } from './http/developmentGuard.js'
import { errorHandler, notFound, sendError } from './http/errorHandler.js'
import { ipRateLimit, mailRateLimit } from './http/rateLimit.js'
import { requestLog } from './http/requestLog.js'
import type { AppEnv } from './http/types.js'
import { registerProjectRoutes } from './projects/projectRoutes.js'
import type { ReadyReport } from './readiness.js'

/** A group of routes; each feature module exports one. */
export type RouteModule = (app: Hono<AppEnv>, ctx: ServerContext) => void

function isRpcProxyPath(path: string): boolean {
  return path === '/v1' || path === '/v1/'
}

/** What `/ready` asks: the checks, and whether the server is shutting down. */
export type ReadinessProbe = { check(): Promise<ReadyReport>; draining(): boolean }

/**
 * Builds the HTTP application: middleware in order, every feature's routes, and the JSON error answers.
 * `/health` says the process answers; `/ready` (when `readiness` is given) says whether it should get traffic.
 */
export function createApp(
  ctx: ServerContext,
  modules: readonly RouteModule[] = [],
  readiness?: ReadinessProbe,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('*', requestLog(ctx))
  // Development's stand-ins must not reach the network through a tunnel or proxy in front of 127.0.0.1.
  if (ctx.config.development) app.use('*', developmentGuard())
  // The server's clock, in every answer: the secure frame dates its session proofs by it, not by the device's.
  app.use('*', async (c, next) => {
    await next()
    c.header('date', new Date(ctx.now()).toUTCString())
  })
  app.get('/health', (c) => c.json({ status: 'ok' }))
  if (readiness)
    app.get('/ready', async (c) => {
      c.header('cache-control', 'no-store')
      if (readiness.draining())
        return sendError(c, new ServiceUnavailableError('ShuttingDown', 'The server is shutting down', 1))
      const report = await readiness.check()
      if (report.ready) return c.json({ status: 'ready', checks: report.checks })
      const down = Object.entries(report.checks).filter(([, value]) => value !== 'ok')
      const error = new ServiceUnavailableError(
        'NotReady',
        `Not ready: ${down.map(([name, value]) => `${name} ${value}`).join('; ')}`,
        5,
      )
      c.header('retry-after', '5')
      return c.json({ ...error.toBody(), checks: report.checks }, 503)
    })

  app.use(
    '/v1/*',
    projectCors(ctx, (path) =>
      path.startsWith('/v1/auth/')
        ? 'auth'
        : path.startsWith('/v1/projects/') || path === '/v1/wallets'
          ? 'public'
          : 'project',
    ),
  )
  // After CORS, so a browser can read the 429 and its reason. Per client only: the projectId is public, so no
  // project-wide API budget (the RPC proxy's, which protects upstream cost, is in its route).
  app.use('*', ipRateLimit(ctx))
  const limitMail = mailRateLimit(ctx)
  for (const path of ['/v1/auth/email/connect', '/v1/auth/email/update', '/v1/auth/email/update/primary'])
    app.use(path, limitMail)
  const apiLimit = ctx.config.limits.bodyBytes
  const rpcLimit = ctx.config.limits.rpcBodyBytes
  const limitApi = bodyLimit({
    maxSize: apiLimit,
    onError: () => {
      throw new PayloadTooLargeError(apiLimit)
    },
  })
  const limitRpc = bodyLimit({
    maxSize: rpcLimit,
    onError: () => {
      throw new PayloadTooLargeError(rpcLimit)
    },
  })
  app.use('*', (c, next) => (isRpcProxyPath(c.req.path) ? limitRpc(c, next) : limitApi(c, next)))

  registerProjectRoutes(app, ctx)
  for (const register of modules) register(app, ctx)

  app.notFound(notFound)
  app.onError(errorHandler(ctx))
  return app
}
