import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ServerContext } from '../context.js'
import { PayloadTooLargeError } from '../errors.js'
import { projectCors } from './cors.js'
import { frameServerRead, ipRateLimit, mailRateLimit } from './rateLimit.js'
import type { AppEnv } from './types.js'

type Guard = MiddlewareHandler<AppEnv>

/**
 * The middleware a feature's sub-app attaches: its CORS class, the per-client budget it spends and its body limit.
 * Made once per app, so every feature that spends a budget counts on the same limiter (and its in-process fallback).
 */
export type Guards = {
  cors: {
    /** The secure frame's origins only. */
    auth: Guard
    /** Any origin (public data). */
    public: Guard
    /** The project's allowed origins. */
    project: Guard
    /** The project's allowed origins, with cookies (sign-in with wallet). */
    projectCredentials: Guard
  }
  limit: {
    /** The per-client API budget (`limits.perIp`). */
    api: Guard
    /** The auth API's own per-client budget (`limits.authPerIp`). */
    auth: Guard
    /** The API budget, except for the frame server's reads carrying `frameServerToken`. */
    apiUnlessFrameServer: Guard
    /** Requests that send e-mail, per client (`limits.mailPerIp`). */
    mail: Guard
  }
  body: {
    /** `limits.bodyBytes`. */
    api: Guard
    /** `limits.rpcBodyBytes`, for the JSON-RPC proxy's batches. */
    rpc: Guard
  }
}

const limitBody = (maxSize: number): Guard =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new PayloadTooLargeError(maxSize)
    },
  })

/** Builds the guards of one app. */
export function createGuards(ctx: ServerContext): Guards {
  // After CORS in every sub-app, so a browser can read the 429 and its reason.
  const api = ipRateLimit(ctx, 'api')
  const isFrameServer = frameServerRead(ctx)
  const apiUnlessFrameServer: Guard = (c, next) => (isFrameServer(c) ? next() : api(c, next))
  return {
    cors: {
      auth: projectCors(ctx, 'auth'),
      public: projectCors(ctx, 'public'),
      project: projectCors(ctx, 'project'),
      projectCredentials: projectCors(ctx, 'project', { credentials: true }),
    },
    limit: { api, auth: ipRateLimit(ctx, 'auth'), apiUnlessFrameServer, mail: mailRateLimit(ctx) },
    body: { api: limitBody(ctx.config.limits.bodyBytes), rpc: limitBody(ctx.config.limits.rpcBodyBytes) },
  }
}
