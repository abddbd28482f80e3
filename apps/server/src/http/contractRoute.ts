import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { AnswerOf, ParsedBodyOf, RouteContract } from '../contract/route.js'
import { readJson } from './readJson.js'
import type { AppEnv } from './types.js'

/**
 * What a contract route's handler gets besides the context: its body, validated by the route's schema when the
 * handler asks for it (after its own checks: a caller without a session learns nothing about the body's rules).
 */
export type RouteRequest<R extends RouteContract> = { body(): Promise<ParsedBodyOf<R>> }

/**
 * Registers `route` on a feature's sub-app mounted at `base`: `middleware` first, then `handler`, whose answer the
 * contract types and which is sent as JSON with the route's status.
 */
export function serveRoute<R extends RouteContract>(
  app: Hono<AppEnv>,
  base: string,
  route: R,
  handler: (c: Context<AppEnv>, request: RouteRequest<R>) => Promise<AnswerOf<R>>,
  middleware: readonly MiddlewareHandler<AppEnv>[] = [],
): void {
  if (!route.path.startsWith(base)) throw new Error(`${route.path} is not under ${base}`)
  const path = route.path.slice(base.length) || '/'
  const body = route.body
  const answer: MiddlewareHandler<AppEnv> = async (c) => {
    const request: RouteRequest<R> = {
      body: () => (body ? readJson(c, body) : Promise.resolve(undefined)) as Promise<ParsedBodyOf<R>>,
    }
    return c.json((await handler(c, request)) as object, route.status ?? 200)
  }
  app.on(route.method, path, ...([...middleware, answer] as [MiddlewareHandler<AppEnv>]))
}
