import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { AnswerOf, ParsedBodyOf, RouteContract } from '../contract/route.js'
import { assertAnswer } from './contractRouteAnswer.js'
import { readJson } from './readJson.js'
import type { AppEnv } from './types.js'

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by {@link checkAnswers}: contract routes check what they answer. */
    checkAnswers: true
  }
}

/**
 * What a contract route's handler gets besides the context: its body, validated by the route's schema when the
 * handler asks for it (after its own checks: a caller without a session learns nothing about the body's rules).
 */
export type RouteRequest<R extends RouteContract> = { body(): Promise<ParsedBodyOf<R>> }

/**
 * Development's middleware (and so the tests'): every contract route checks its answer against its answer schema,
 * and one that breaks it fails loudly, logged as an unexpected error and answered 500. Production skips the cost.
 */
export function checkAnswers(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('checkAnswers', true)
    await next()
  }
}

/**
 * Registers `route` on a feature's sub-app mounted at `base`: `middleware` first, then `handler`, whose answer the
 * contract types and which is sent as JSON with the route's status (checked first, under {@link checkAnswers}).
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
    const result = await handler(c, request)
    if (c.get('checkAnswers')) assertAnswer(route, result)
    return c.json(result as object, route.status ?? 200)
  }
  app.on(route.method, path, ...([...middleware, answer] as [MiddlewareHandler<AppEnv>]))
}
