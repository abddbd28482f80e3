import { createHash, timingSafeEqual } from 'node:crypto'
import { FRAME_SERVER_TOKEN_HEADER } from '@kit/chains/wire'
import { isIPv6 } from 'node:net'
import type { Context, MiddlewareHandler } from 'hono'
import type { ServerContext } from '../context.js'
import { TooManyRequestsError } from '../errors.js'
import { sharedRateLimiter } from './rateLimitStore.js'
import type { AppEnv } from './types.js'

/**
 * The key one client's limits are counted under: an IPv4 address as it is, an IPv6 address by its /64 prefix
 * (one subscriber usually holds a whole /64, so counting single IPv6 addresses would let one client use
 * 2^64 budgets).
 */
export function ipBucketKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)
  if (mapped?.[1]) return mapped[1]
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  if (!isIPv6(bare)) return ip
  const [head = '', tail] = bare.toLowerCase().split('::')
  const headGroups = head === '' ? [] : head.split(':')
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':')
  // An embedded IPv4 tail (a.b.c.d) is two groups, and it is never part of the first four.
  const tailLength = tailGroups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0)
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8 - headGroups.length - tailLength).fill('0'), ...tailGroups]
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/** Whether the request carries the operator's frame-server token (compared in constant time). */
function hasFrameServerToken(token: string, presented: string | undefined): boolean {
  if (!token || !presented) return false
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(token), digest(presented))
}

/**
 * Limits requests per client (IPv4 address or IPv6 /64) on one budget, counted in the database so the limit holds
 * across instances. Each feature's sub-app attaches the budget it spends: the secure frame's auth API has its own
 * (`auth`), so a page's JSON-RPC or API traffic from the same address cannot starve sign-in. Make one per budget
 * and app: each has its own in-process fallback.
 */
export function ipRateLimit(ctx: ServerContext, budget: 'api' | 'auth'): MiddlewareHandler<AppEnv> {
  const { limits } = ctx.config
  const limiter = sharedRateLimiter(ctx, budget, budget === 'auth' ? limits.authPerIp : limits.perIp)
  return async (c, next) => {
    const result = await limiter.hit(ipBucketKey(c.get('clientIp')))
    if (!result.allowed)
      throw new TooManyRequestsError(
        'RateLimited',
        `Too many requests from this address. Please try again after ${result.retryAfterSeconds} seconds`,
        result.retryAfterSeconds,
      )
    return next()
  }
}

/**
 * Whether a request carries the operator's `frameServerToken`: the frame server's project-config reads come from
 * one address for every visitor of every project, so they spend no per-IP budget.
 */
export function frameServerRead(ctx: ServerContext): (c: Context<AppEnv>) => boolean {
  const token = ctx.config.limits.frameServerToken
  return (c) => hasFrameServerToken(token, c.req.header(FRAME_SERVER_TOKEN_HEADER))
}

/**
 * Limits requests that send e-mail per client IP, so one client cannot mail many addresses (the per-address
 * cooldown alone would let it).
 */
export function mailRateLimit(ctx: ServerContext): MiddlewareHandler<AppEnv> {
  const limiter = sharedRateLimiter(ctx, 'mail', ctx.config.limits.mailPerIp)
  return async (c, next) => {
    if (c.req.method !== 'POST') return next()
    const result = await limiter.hit(ipBucketKey(c.get('clientIp')))
    if (!result.allowed)
      throw new TooManyRequestsError(
        'MailRateLimited',
        `Too many e-mails requested from this address. Please try again after ${result.retryAfterSeconds} seconds`,
        result.retryAfterSeconds,
      )
    return next()
  }
}
