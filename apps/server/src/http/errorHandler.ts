import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ServerContext } from '../context.js'
import { BadRequestError, DatabaseUnavailableError, NotFoundError, ServerError } from '../errors.js'
import type { AppEnv } from './types.js'

/** Sends a ServerError as `{status, reasons}` with its headers. */
export function sendError(c: Context<AppEnv>, error: ServerError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value)
  return c.json(error.toBody(), error.status as 400)
}

/**
 * The last line of defence: every thrown value becomes a JSON error. A database outage is a 503 with
 * `Retry-After`; unexpected errors are a 500. Both are logged once per cause and interval (with the stack for an
 * unexpected error), never once per request.
 */
export function errorHandler(ctx: ServerContext) {
  return (error: unknown, c: Context<AppEnv>): Response => {
    if (error instanceof DatabaseUnavailableError) {
      const cause = error.cause instanceof Error ? error.cause.message : String(error.cause ?? error.code)
      ctx.logOnce(`database: ${error.code}`, {
        level: 'error',
        msg: 'database unavailable',
        path: c.req.path,
        error: cause,
      })
      return sendError(c, error)
    }
    if (error instanceof ServerError) return sendError(c, error)
    if (error instanceof URIError)
      return sendError(c, new BadRequestError('InvalidPath', 'The URL is malformed'))
    if (error instanceof HTTPException && error.status < 500)
      return sendError(c, new ServerError(error.status, 'BadRequest', error.message || 'Bad request'))
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    ctx.logOnce(`unhandled: ${message.slice(0, 200)}`, {
      level: 'error',
      msg: 'unhandled error',
      requestId: c.get('requestId'),
      path: c.req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    })
    return sendError(c, new ServerError(500, 'InternalError', 'Something went wrong on the server'))
  }
}

/** 404 for unknown routes, in the same JSON shape. */
export function notFound(c: Context<AppEnv>): Response {
  return sendError(
    c,
    new NotFoundError('NotFound', `No route for ${c.req.method} ${c.req.path.slice(0, 200)}`),
  )
}
