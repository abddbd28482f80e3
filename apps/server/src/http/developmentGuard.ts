import type { MiddlewareHandler } from 'hono'
import { isLoopbackHost } from '@kit/chains'
import { ForbiddenError } from '../errors.js'
import type { AppEnv } from './types.js'

/**
 * Headers that only a proxy or tunnel adds (nginx, ngrok, cloudflared, load balancers). A browser or a local tool
 * talking straight to the server sends none of them.
 */
const PROXY_HEADERS = ['forwarded', 'x-real-ip', 'cf-connecting-ip', 'true-client-ip'] as const
const PROXY_HEADER_PREFIX = 'x-forwarded-'

/** The name of the first proxy header a request carries, if any. */
function proxyHeaderOf(headers: Headers): string | undefined {
  let found: string | undefined
  // forEach, not for-of: the tests' typecheck has no DOM.Iterable.
  headers.forEach((_value, name) => {
    const lower = name.toLowerCase()
    if (
      found === undefined &&
      (lower.startsWith(PROXY_HEADER_PREFIX) || (PROXY_HEADERS as readonly string[]).includes(lower))
    )
      found = lower
  })
  return found
}

/** The host name of a `Host` header (`name:port`, `[v6]:port`), or undefined when it is not one. */
function hostNameOf(host: string): string | undefined {
  try {
    return new URL(`http://${host}`).hostname
  } catch {
    return undefined
  }
}

/**
 * Development mode only: refuses with 403 `DevelopmentModeLocalOnly` every request that did not come straight from
 * this machine. The bound-host check at start cannot see a tunnel or reverse proxy in front of 127.0.0.1 (ngrok,
 * cloudflared, nginx), which would put the stand-ins (sign in as anyone) and the public development master key on the
 * internet. Such a request is addressed to a public `Host`, or carries a header only proxies add (`X-Forwarded-*`,
 * `Forwarded`, …). A proxy that rewrites `Host` to a loopback name and adds no such header is not seen: the README
 * says not to put one in front of development mode.
 */
export function developmentGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const proxyHeader = proxyHeaderOf(c.req.raw.headers)
    if (proxyHeader)
      throw new ForbiddenError(
        'DevelopmentModeLocalOnly',
        `Development mode (KIT_DEV=1) answers only requests made on this machine, and this one came through a proxy or tunnel (it carries ${proxyHeader}). Unset KIT_DEV and configure the server for production to serve it through a proxy`,
      )
    // Under node:http the URL's host is the Host header; a mounted handler may get a Request without one.
    const host = c.req.header('host') ?? new URL(c.req.url).host
    const hostName = hostNameOf(host)
    if (!hostName || !isLoopbackHost(hostName))
      throw new ForbiddenError(
        'DevelopmentModeLocalOnly',
        `Development mode (KIT_DEV=1) answers only requests addressed to this machine (localhost, 127.0.0.1 or ::1), not to ${host.slice(0, 100) || 'an empty Host'}. Unset KIT_DEV and configure the server for production to serve it under another name`,
      )
    return next()
  }
}
