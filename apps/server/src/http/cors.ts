import type { MiddlewareHandler } from 'hono'
import type { ServerContext } from '../context.js'
import { ForbiddenError } from '../errors.js'
import type { AppEnv } from './types.js'

// `dpop` carries the secure frame's session proof.
const ALLOWED_HEADERS = [
  'content-type',
  'authorization',
  'dpop',
  'x-sdk-type',
  'x-sdk-version',
  'x-kit-device',
]
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS'

/**
 * A feature's CORS class: `auth` (the secure frame's origins only, and an `Origin` is required), `public` (any
 * origin: credential-free data) or `project` (the project's allowed origins).
 */
export type CorsClass = 'auth' | 'public' | 'project'

/**
 * CORS restricted per project: `?projectId=` must name a known project (or a 403 follows), and a browser's
 * `Origin` must be one of that project's allowed origins. Calls without a project are checked against the
 * union of all projects' origins; the `auth` class only against the secure frame's origins. Requests without an
 * `Origin` (servers, curl) are not browsers and pass; the routes' own checks still apply. With `credentials`, the
 * project's own origins may send cookies (sign-in with wallet keeps its session in one), preflights too. With
 * `frame`, the secure frame's origins are allowed too (the embedded wallet calls the route for the project's page).
 */
export function projectCors(
  ctx: ServerContext,
  policy: CorsClass,
  options: { credentials?: boolean; frame?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const projectId = c.req.query('projectId')
    if (projectId !== undefined) {
      const project = await ctx.projects.get(projectId)
      if (!project)
        throw new ForbiddenError(
          'UnknownProject',
          `Project "${projectId.slice(0, 64)}" is not registered on this server`,
        )
      c.set('project', project)
    }
    const origin = c.req.header('origin')
    let allowed: '*' | Set<string>
    if (policy === 'public') allowed = '*'
    else if (policy === 'auth') allowed = new Set(ctx.config.frameOrigins)
    else
      allowed = c.get('project') ? new Set(c.get('project')?.allowedOrigins) : await ctx.projects.allOrigins()
    // A copy: the project store's set of every origin is shared.
    if (options.frame && allowed !== '*') allowed = new Set([...allowed, ...ctx.config.frameOrigins])

    // The auth API serves only the secure frame's pages, which are browsers: no Origin, no answer.
    if (policy === 'auth' && origin === undefined)
      throw new ForbiddenError('OriginRequired', 'Requests to /v1/auth must come from the secure frame')
    if (origin !== undefined && allowed !== '*' && !allowed.has(origin))
      throw new ForbiddenError(
        'OriginNotAllowed',
        policy === 'auth'
          ? `Origin ${origin.slice(0, 200)} is not the secure frame's origin`
          : `Origin ${origin.slice(0, 200)} is not allowed for this project`,
      )
    if (origin !== undefined) {
      c.header('access-control-allow-origin', allowed === '*' ? '*' : origin)
      if (allowed !== '*' && options.credentials) c.header('access-control-allow-credentials', 'true')
      c.header('vary', 'Origin')
      c.header('access-control-expose-headers', 'retry-after, x-request-id, date')
    }
    if (c.req.method === 'OPTIONS') {
      const requested = (c.req.header('access-control-request-headers') ?? '')
        .split(',')
        .map((header) => header.trim().toLowerCase())
        .filter((header) => ALLOWED_HEADERS.includes(header))
      c.header('access-control-allow-methods', ALLOWED_METHODS)
      if (requested.length > 0) c.header('access-control-allow-headers', requested.join(', '))
      c.header('access-control-max-age', '600')
      return c.body(null, 204)
    }
    return next()
  }
}
