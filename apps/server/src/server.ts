import { createServer as createHttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { createApp } from './app.js'
import { createChainRegistry } from './chain/chainRegistry.js'
import { resolveConfig, type ServerConfig } from './config/index.js'
import type { ServerContext } from './context.js'
import { openDatabase } from './db/database.js'
import { migrate } from './db/migrate.js'
import { sweepExpired } from './db/sweep.js'
import { DatabaseUnavailableError, ServerConfigError, ServiceUnavailableError } from './errors.js'
import { createLogOnce } from './http/logOnce.js'
import { createSmtpMailer } from './mail/smtpMailer.js'
import { createProjectStore } from './projects/projectStore.js'
import { createReadiness } from './readiness.js'
import { features } from './routes.js'

/** A running Kit server. */
export type KitServer = {
  /** Where it listens, e.g. `http://127.0.0.1:8787`. */
  url: string
  /** The public URL used in links (equals `url` unless `publicUrl` is configured). */
  publicUrl: string
  /**
   * Shuts down gracefully: stops accepting, ends long polls with their "not yet" answer, waits for requests in
   * flight (at most `shutdownTimeoutMs`), then closes connections, the database and the mailer.
   */
  close(): Promise<void>
}

/**
 * What a host passes as the second argument of `fetch` when it is not `node:http` (Bun, an edge runtime): the
 * client's address, used for rate limits and logs. Under `listen()` the socket's address is used.
 */
export type KitFetchEnv = { clientIp?: string }

/** The Kit server as a handler, to mount in an existing Node, Bun or edge-style server, or to `listen()` itself. */
export type KitHandler = {
  /**
   * Answers one request (the Fetch API's `Request` → `Response`). Set `publicUrl` in the configuration when the
   * handler is mounted under your own server: otherwise links in e-mails use the first request's origin.
   */
  fetch(request: Request, env?: KitFetchEnv): Promise<Response>
  /** Listens on the configured `host` and `port` with `node:http` (once). */
  listen(): Promise<KitServer>
  /** The same graceful shutdown as `KitServer.close()`; only what `listen()` opened is closed in addition. */
  close(): Promise<void>
}

/**
 * Creates the Kit server as a handler: checks the configuration, opens and migrates the database, seeds the
 * configured projects. Nothing listens until `listen()`; `fetch` can be mounted in another server instead.
 * Everything it opens is closed by `close()`; a failure half-way closes what was opened.
 * @throws {ServerConfigError} before opening anything when the configuration is unusable or unsafe (e.g.
 *   development mode on a non-loopback host, a stand-in without development mode).
 * @throws {DatabaseUnavailableError} when the database cannot be reached at start.
 */
export async function createKitServer(config: ServerConfig): Promise<KitHandler> {
  const configured = resolveConfig(config)
  // In development the clock can be moved forward (`POST /v1/dev/clock`); production reads the configured one.
  let clockOffsetMs = 0
  const resolved = configured.development
    ? { ...configured, now: () => configured.now() + clockOffsetMs }
    : configured
  const db = await openDatabase(resolved.database)
  const cleanups: Array<() => Promise<void> | void> = [() => db.close()]
  const closeAll = async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {})
  }
  try {
    await migrate(db)
    const logOnce = createLogOnce(resolved.log, resolved.now)
    const projects = createProjectStore(db, resolved.now, (error) =>
      logOnce('projects: refresh failed', {
        level: 'warn',
        msg: 'project refresh failed; serving the last good copy',
        error: error instanceof DatabaseUnavailableError ? error.code : String(error),
      }),
    )
    await projects.upsert(resolved.projects)
    const mailer =
      resolved.mail.mailer ??
      (resolved.mail.smtpUrl
        ? createSmtpMailer(resolved.mail.smtpUrl, resolved.mail.from ?? 'Kit <no-reply@kit.local>')
        : undefined)
    if (mailer?.close) cleanups.push(() => mailer.close?.())

    let publicUrl = resolved.publicUrl ?? ''
    const shutdown = new AbortController()
    const ctx: ServerContext = {
      config: resolved,
      db,
      projects,
      chains: createChainRegistry(
        resolved.chains,
        resolved.tokens,
        resolved.limits.upstreamTimeoutMs,
        resolved.bundlers,
      ),
      mailer,
      publicUrl: () => {
        if (publicUrl) return publicUrl
        // Links in e-mails and sign-in redirects must not come from a request's Host header (anyone can set it).
        throw new ServerConfigError('publicUrl is not configured', {
          details:
            'Set publicUrl (KIT_PUBLIC_URL) when mounting createKitServer as a handler; links need it.',
        })
      },
      now: resolved.now,
      devClock: resolved.development
        ? {
            advance: (ms: number) => {
              clockOffsetMs += ms
            },
            reset: () => {
              clockOffsetMs = 0
            },
          }
        : undefined,
      logOnce,
      shutdown: shutdown.signal,
    }
    let draining = false
    const readiness = createReadiness(ctx, {
      timeoutMs: resolved.ready.timeoutMs,
      upstreams: resolved.chains.filter((chain) => resolved.ready.upstreams.includes(chain.caipNetworkId)),
    })
    const app = createApp(ctx, features, { check: readiness.check, draining: () => draining })

    // Requests in flight, so a shutdown can wait for them.
    let inFlight = 0
    let onIdle: (() => void) | undefined
    const enter = () => {
      inFlight += 1
    }
    const leave = () => {
      inFlight -= 1
      if (inFlight === 0) onIdle?.()
    }
    const shuttingDown = new ServiceUnavailableError('ShuttingDown', 'The server is shutting down', 1)
    const answer = async (request: Request, env: object | undefined): Promise<Response> => {
      // Development only: the first request's origin stands in for a missing publicUrl.
      if (!publicUrl && resolved.development) publicUrl = new URL(request.url).origin
      if (draining) {
        const path = new URL(request.url).pathname
        // The probes still answer (alive; not ready), everything else is refused while the rest drains.
        if (path !== '/health' && path !== '/ready')
          return Response.json(shuttingDown.toBody(), {
            status: 503,
            headers: { 'retry-after': String(shuttingDown.retryAfterSeconds) },
          })
      }
      return app.fetch(request, env)
    }
    // A host's server gets the Response and writes it itself: the request is done when the Response is.
    const fetchHandler = async (request: Request, env?: object): Promise<Response> => {
      enter()
      try {
        return await answer(request, env)
      } finally {
        leave()
      }
    }

    // Expired one-time records are swept every 10 minutes; the timer never keeps the process alive.
    const sweeper = setInterval(() => {
      sweepExpired(db, resolved.now()).catch((error: unknown) =>
        logOnce('sweep', { level: 'warn', msg: 'sweep failed', error: String(error) }),
      )
    }, 10 * 60_000)
    sweeper.unref()
    cleanups.push(() => clearInterval(sweeper))

    let httpServer: ReturnType<typeof createHttpServer> | undefined
    let listening: Promise<KitServer> | undefined
    let closing: Promise<void> | undefined

    const close = () => {
      closing ??= (async () => {
        draining = true
        shutdown.abort()
        // Stop accepting; idle keep-alive connections close now, busy ones after their answer.
        httpServer?.close()
        httpServer?.closeIdleConnections()
        if (inFlight > 0) {
          const drained = new Promise<void>((resolve) => {
            onIdle = resolve
          })
          let timer: ReturnType<typeof setTimeout> | undefined
          const timedOut = new Promise<'timeout'>((resolve) => {
            timer = setTimeout(() => resolve('timeout'), resolved.shutdownTimeoutMs)
          })
          const outcome = await Promise.race([drained, timedOut])
          clearTimeout(timer)
          if (outcome === 'timeout')
            resolved.log({
              level: 'warn',
              msg: 'shutdown: requests still running after the drain time; closing anyway',
              inFlight,
              shutdownTimeoutMs: resolved.shutdownTimeoutMs,
            })
        }
        httpServer?.closeAllConnections()
        await closeAll()
      })()
      return closing
    }

    const listen = () => {
      listening ??= (async () => {
        const honoListener = getRequestListener(answer)
        const server = createHttpServer((request, response) => {
          // Under node:http a request is done when its answer has been written out (or the client left).
          enter()
          response.once('close', leave)
          // While draining, each answer closes its connection, so keep-alive clients move to another instance.
          if (draining) response.setHeader('connection', 'close')
          void honoListener(request, response)
        })
        httpServer = server
        // Slow or idle clients must not hold sockets forever.
        server.requestTimeout = 60_000
        server.headersTimeout = 20_000
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject)
          server.listen(resolved.port, resolved.host, () => {
            server.off('error', reject)
            resolve()
          })
        })
        cleanups.push(
          () =>
            new Promise<void>((resolve) => {
              server.close(() => resolve())
              server.closeAllConnections()
            }),
        )
        const { port } = server.address() as AddressInfo
        const host = resolved.host.includes(':') ? `[${resolved.host}]` : resolved.host
        const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host === '[::]' ? '[::1]' : host}:${port}`
        publicUrl = resolved.publicUrl ?? url
        resolved.log({
          level: 'info',
          msg: 'listening',
          url,
          publicUrl,
          database: db.kind,
          development: resolved.development,
        })
        if (resolved.development)
          resolved.log({
            level: 'warn',
            msg: 'development mode (KIT_DEV=1): local stand-ins are on; never expose this server',
          })
        return { url, publicUrl, close }
      })()
      return listening
    }

    return { fetch: fetchHandler, listen, close }
  } catch (error) {
    await closeAll()
    throw error
  }
}

/**
 * Starts the Kit server and listens: `createKitServer(config)` then `listen()`. A failure half-way closes what was
 * opened.
 * @throws {ServerConfigError} before opening anything when the configuration is unusable or unsafe.
 * @throws {DatabaseUnavailableError} when the database cannot be reached at start.
 */
export async function createServer(config: ServerConfig): Promise<KitServer> {
  const handler = await createKitServer(config)
  try {
    return await handler.listen()
  } catch (error) {
    await handler.close()
    throw error
  }
}
