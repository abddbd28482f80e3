import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { createApp } from './app.js'
import { createChainRegistry } from './chain/chainRegistry.js'
import { resolveConfig, type ServerConfig } from './config.js'
import type { ServerContext } from './context.js'
import { openDatabase } from './db/database.js'
import { migrate } from './db/migrate.js'
import { sweepExpired } from './db/sweep.js'
import { clientIpOf } from './http/clientIp.js'
import { createSmtpMailer } from './mail/smtpMailer.js'
import { createProjectStore } from './projects/projectStore.js'
import { mountFactories, routeModules } from './routes.js'

/** A running Kit server. */
export type KitServer = {
  /** Where it listens, e.g. `http://127.0.0.1:8787`. */
  url: string
  /** The public URL used in links (equals `url` unless `publicUrl` is configured). */
  publicUrl: string
  /** Stops accepting requests, closes connections, the database and the mailer. */
  close(): Promise<void>
}

/** A handler mounted beside the Hono app under a path prefix. */
export type MountedHandler = {
  prefix: string
  handle(request: IncomingMessage, response: ServerResponse): void
  close?(): Promise<void> | void
}

/**
 * Starts the Kit server: opens and migrates the database, seeds the configured projects, and listens.
 * Everything it opens is closed by `close()`; a failure half-way closes what was opened.
 * @throws {ServerConfigError} before opening anything when the configuration is unusable or unsafe (e.g.
 *   development mode on a non-loopback host, a stand-in without development mode).
 */
export async function createServer(config: ServerConfig): Promise<KitServer> {
  const resolved = resolveConfig(config)
  const db = await openDatabase(resolved.database)
  const cleanups: Array<() => Promise<void> | void> = [() => db.close()]
  const closeAll = async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {})
  }
  try {
    await migrate(db)
    const projects = createProjectStore(db, resolved.now)
    await projects.upsert(resolved.projects)
    const mailer =
      resolved.mail.mailer ??
      (resolved.mail.smtpUrl
        ? createSmtpMailer(resolved.mail.smtpUrl, resolved.mail.from ?? 'Kit <no-reply@kit.local>')
        : undefined)
    if (mailer?.close) cleanups.push(() => mailer.close?.())

    let publicUrl = resolved.publicUrl ?? ''
    const mounts: MountedHandler[] = []
    const ctx: ServerContext = {
      config: resolved,
      db,
      projects,
      chains: createChainRegistry(resolved.chains, resolved.tokens, resolved.limits.upstreamTimeoutMs),
      mailer,
      publicUrl: () => publicUrl,
      now: resolved.now,
    }
    const app = createApp(ctx, routeModules)
    const honoListener = getRequestListener(app.fetch)
    const server = createHttpServer((request, response) => {
      const mount = mounts.find(
        (m) =>
          request.url === m.prefix ||
          request.url?.startsWith(`${m.prefix}/`) ||
          request.url?.startsWith(`${m.prefix}?`),
      )
      if (mount) {
        // Mounted handlers log one line per request too, in the same shape as the app's.
        const started = performance.now()
        response.once('finish', () =>
          resolved.log({
            level: response.statusCode >= 500 ? 'error' : 'info',
            msg: 'request',
            method: request.method,
            path: (request.url ?? '').split('?')[0],
            status: response.statusCode,
            durationMs: Math.round((performance.now() - started) * 10) / 10,
            ip: clientIpOf(
              request.socket.remoteAddress ?? 'unknown',
              typeof request.headers['x-forwarded-for'] === 'string'
                ? request.headers['x-forwarded-for']
                : undefined,
              resolved.isTrustedProxy,
            ),
          }),
        )
        return mount.handle(request, response)
      }
      void honoListener(request, response)
    })
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
    const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`
    publicUrl ||= url
    for (const start of mountFactories) {
      const mounted = await start(ctx)
      if (mounted) {
        mounts.push(mounted)
        if (mounted.close) cleanups.push(() => mounted.close?.())
      }
    }
    // Expired one-time records are swept every 10 minutes; the timer never keeps the process alive.
    const sweeper = setInterval(() => {
      sweepExpired(db, resolved.now()).catch((error: unknown) =>
        resolved.log({ level: 'warn', msg: 'sweep failed', error: String(error) }),
      )
    }, 10 * 60_000)
    sweeper.unref()
    cleanups.push(() => clearInterval(sweeper))
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
    let closing: Promise<void> | undefined
    return {
      url,
      publicUrl,
      close: () => {
        closing ??= closeAll()
        return closing
      },
    }
  } catch (error) {
    await closeAll()
    throw error
  }
}
