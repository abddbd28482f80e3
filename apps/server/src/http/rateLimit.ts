import type { MiddlewareHandler } from 'hono'
import type { ServerContext } from '../context.js'
import { TooManyRequestsError } from '../errors.js'
import { createRateLimiter } from './rateLimiter.js'
import type { AppEnv } from './types.js'

/** Limits requests per client IP (every route but `/health`). */
export function ipRateLimit(ctx: ServerContext): MiddlewareHandler<AppEnv> {
  const limiter = createRateLimiter({ ...ctx.config.limits.perIp, now: ctx.now })
  return async (c, next) => {
    if (c.req.path === '/health') return next()
    const result = limiter.hit(c.get('clientIp'))
    if (!result.allowed)
      throw new TooManyRequestsError(
        'RateLimited',
        `Too many requests from this address. Please try again after ${result.retryAfterSeconds} seconds`,
        result.retryAfterSeconds,
      )
    return next()
  }
}

/** Limits requests per project (those naming a project with `?projectId=`). Runs after CORS resolved it. */
export function projectRateLimit(ctx: ServerContext): MiddlewareHandler<AppEnv> {
  const limiter = createRateLimiter({ ...ctx.config.limits.perProject, now: ctx.now })
  return async (c, next) => {
    const project = c.get('project')
    if (!project) return next()
    const result = limiter.hit(project.id)
    if (!result.allowed)
      throw new TooManyRequestsError(
        'ProjectRateLimited',
        `Too many requests for project ${project.id}. Please try again after ${result.retryAfterSeconds} seconds`,
        result.retryAfterSeconds,
      )
    return next()
  }
}

/**
 * Limits requests that send e-mail per client IP, so one client cannot mail many addresses (the per-address
 * cooldown alone would let it).
 */
export function mailRateLimit(ctx: ServerContext): MiddlewareHandler<AppEnv> {
  const limiter = createRateLimiter({ ...ctx.config.limits.mailPerIp, now: ctx.now })
  return async (c, next) => {
    if (c.req.method !== 'POST') return next()
    const result = limiter.hit(c.get('clientIp'))
    if (!result.allowed)
      throw new TooManyRequestsError(
        'MailRateLimited',
        `Too many e-mails requested from this address. Please try again after ${result.retryAfterSeconds} seconds`,
        result.retryAfterSeconds,
      )
    return next()
  }
}
