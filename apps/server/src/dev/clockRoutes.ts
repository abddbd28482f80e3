import type { Hono } from 'hono'
import { z } from 'zod'
import type { ServerContext } from '../context.js'
import { readJson } from '../http/readJson.js'
import type { AppEnv } from '../http/types.js'

const advanceSchema = z.object({
  advanceSeconds: z
    .number()
    .int()
    .min(0)
    .max(400 * 24 * 3600),
})

/**
 * Development only (mounted with `KIT_DEV=1`, which is loopback-only): `POST /v1/dev/clock {advanceSeconds}` →
 * `{now}` moves this instance's clock forward, so a test can come back "days later" without sleeping.
 */
export function registerDevClockRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  const clock = ctx.devClock
  if (!clock) return
  app.post('/v1/dev/clock', async (c) => {
    const { advanceSeconds } = await readJson(c, advanceSchema)
    clock.advance(advanceSeconds * 1000)
    return c.json({ now: new Date(ctx.now()).toISOString() })
  })
}
