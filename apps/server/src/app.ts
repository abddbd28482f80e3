import { Hono } from 'hono'
import type { ServerContext } from './context.js'
import { ServiceUnavailableError } from './errors.js'
import { checkAnswers } from './http/contractRoute.js'
import { developmentGuard } from './http/developmentGuard.js'
import { errorHandler, notFound, sendError } from './http/errorHandler.js'
import { createGuards, type Guards } from './http/guards.js'
import { requestLog } from './http/requestLog.js'
import type { AppEnv } from './http/types.js'
import type { ReadyReport } from './readiness.js'

/**
 * The features of the server: each a Hono sub-app with its own middleware (CORS class, budget, body limit) and
 * routes relative to where it is mounted. `root` sub-apps answer paths of their own and are mounted at `/`.
 */
export type FeatureTable = (
  ctx: ServerContext,
  guards: Guards,
) => ReadonlyArray<readonly [string, Hono<AppEnv>]>

/** What `/ready` asks: the checks, and whether the server is shutting down. */
export type ReadinessProbe = { check(): Promise<ReadyReport>; draining(): boolean }

/**
 * Builds the HTTP application: middleware in order, every feature's routes, and the JSON error answers.
 * `/health` says the process answers; `/ready` (when `readiness` is given) says whether it should get traffic.
 */
export function createApp(
  ctx: ServerContext,
  features?: FeatureTable,
  readiness?: ReadinessProbe,
): Hono<AppEnv> {
  const guards = createGuards(ctx)
  const app = new Hono<AppEnv>()
  app.use('*', requestLog(ctx))
  // Development's stand-ins must not reach the network through a tunnel or proxy in front of 127.0.0.1.
  if (ctx.config.development) app.use('*', developmentGuard())
  // In development (and so in tests) every contract route checks what it answers; production skips the cost.
  if (ctx.config.development) app.use('*', checkAnswers())
  // The server's clock, in every answer: the secure frame dates its session proofs by it, not by the device's.
  app.use('*', async (c, next) => {
    await next()
    c.header('date', new Date(ctx.now()).toUTCString())
  })
  app.get('/health', (c) => c.json({ status: 'ok' }))
  if (readiness)
    app.get('/ready', guards.limit.api, async (c) => {
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

  for (const [path, feature] of features?.(ctx, guards) ?? []) {
    // A feature answers its unknown paths itself, behind its own middleware: nothing falls through to another's.
    if (path !== '/') feature.all('*', notFound)
    app.route(path, feature)
  }
  // Other paths: the API's CORS class and budget under /v1, the budget elsewhere (`/health` spends none).
  app.all('/v1/*', guards.cors.project, guards.limit.api, guards.body.api, notFound)
  app.all('*', guards.limit.api, guards.body.api, notFound)

  app.notFound(notFound)
  app.onError(errorHandler(ctx))
  return app
}
