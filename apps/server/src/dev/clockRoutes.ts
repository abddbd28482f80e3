import { Hono } from 'hono'
import { z } from 'zod'
import type { ServerContext } from '../context.js'
import { readJson } from '../http/readJson.js'
import type { Guards } from '../http/guards.js'
import type { AppEnv } from '../http/types.js'

const clockSchema = z.union([
  z.object({
    advanceSeconds: z
      .number()
      .int()
      .min(0)
      .max(400 * 24 * 3600),
  }),
  z.object({ reset: z.literal(true) }),
])

/**
 * Development only (mounted with `KIT_DEV=1`, which is loopback-only): `POST /v1/dev/clock {advanceSeconds}` →
 * `{now}` moves this instance's clock forward, so a test can come back "days later" without sleeping;
 * `{reset: true}` puts it back, so the tests after it see the real time again.
 */
export function devClockApp(ctx: ServerContext, guards: Guards): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const clock = ctx.devClock
  if (!clock) return app
  app.use(guards.cors.project, guards.limit.api, guards.body.api)
  app.post('/clock', async (c) => {
    const body = await readJson(c, clockSchema)
    if ('reset' in body) clock.reset()
    else clock.advance(body.advanceSeconds * 1000)
    return c.json({ now: new Date(ctx.now()).toISOString() })
  })
  return app
}
