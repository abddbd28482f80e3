import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import type { ServerContext } from '../context.js'
import type { RouteContract } from '../contract/route.js'
import { checkAnswers, serveRoute } from './contractRoute.js'
import { errorHandler } from './errorHandler.js'
import type { LogOnce } from './logOnce.js'
import type { AppEnv } from './types.js'

// A handler that breaks its route's answer schema fails loudly in development (and so in every test that starts a
// server): logged as an unexpected error, answered 500. Production sends what the handler gave, unchecked.

const route = {
  method: 'GET',
  path: '/v1/test/count',
  answer: z.object({ count: z.number() }),
  auth: 'none',
} satisfies RouteContract

/** An app serving `route` with `answer` from a feature's sub-app, wired as `createApp` wires it. */
function serve(development: boolean, answer: unknown) {
  const logs: Parameters<LogOnce>[1][] = []
  const app = new Hono<AppEnv>()
  if (development) app.use('*', checkAnswers())
  const feature = new Hono<AppEnv>()
  serveRoute(feature, '/v1/test', route, async () => answer as { count: number })
  app.route('/v1/test', feature)
  // The server's own error handler: only its logger matters here.
  const ctx: Pick<ServerContext, 'logOnce'> = { logOnce: (_cause, entry) => logs.push(entry) }
  app.onError(errorHandler(ctx as ServerContext))
  return { app, logs }
}

describe('serveRoute in development', () => {
  it('sends an answer its schema accepts', async () => {
    const { app, logs } = serve(true, { count: 2 })
    const response = await app.request('/v1/test/count')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ count: 2 })
    expect(logs).toEqual([])
  })

  it('answers 500 and logs the broken field when a handler breaks its contract', async () => {
    const { app, logs } = serve(true, { count: '2' })
    const response = await app.request('/v1/test/count')
    expect(response.status).toBe(500)
    expect(await response.json()).toMatchObject({ reasons: [{ name: 'InternalError' }] })
    expect(logs).toHaveLength(1)
    expect(logs[0]).toMatchObject({ level: 'error', path: '/v1/test/count' })
    expect(String(logs[0]?.error)).toMatch(
      /MalformedAnswerError: GET \/v1\/test\/count answered what its contract refuses/,
    )
    expect(String(logs[0]?.error)).toMatch(/count: /)
  })
})

describe('serveRoute in production', () => {
  it('skips the check: the answer goes out as the handler gave it', async () => {
    const { app, logs } = serve(false, { count: '2' })
    const response = await app.request('/v1/test/count')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ count: '2' })
    expect(logs).toEqual([])
  })
})
