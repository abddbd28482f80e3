import { randomUUID } from 'node:crypto'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { MiddlewareHandler } from 'hono'
import type { ServerContext } from '../context.js'
import { clientIpOf } from './clientIp.js'
import type { AppEnv } from './types.js'

/**
 * Assigns a request id and the client IP (the socket's under `node:http`, else the `clientIp` the host passed to
 * `fetch`; through trusted proxies only, see `clientIpOf`), then logs one JSON line per request when it ends: method, path
 * (never the query, which can carry one-time tokens), status, duration, IP and project.
 */
export function requestLog(ctx: ServerContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    const requestId = randomUUID()
    c.set('requestId', requestId)
    let ip = 'unknown'
    const given = (c.env as { clientIp?: unknown } | undefined)?.clientIp
    if (typeof given === 'string' && given !== '') ip = given
    else
      try {
        ip = getConnInfo(c).remote.address ?? 'unknown'
      } catch {
        // Not behind node:http and no `clientIp` from the host (e.g. app.request in a unit test): keep "unknown".
      }
    ip = clientIpOf(ip, c.req.header('x-forwarded-for'), ctx.config.isTrustedProxy)
    c.set('clientIp', ip)
    await next()
    c.header('x-request-id', requestId)
    const status = c.res.status
    ctx.config.log({
      level: status >= 500 ? 'error' : 'info',
      msg: 'request',
      requestId,
      method: c.req.method,
      path: c.req.path,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      ip,
      ...(c.get('project') ? { projectId: c.get('project')?.id } : {}),
    })
  }
}
