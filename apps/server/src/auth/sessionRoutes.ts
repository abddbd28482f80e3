import type { Hono } from 'hono'
import type { ServerContext } from '../context.js'
import type { AppEnv } from '../http/types.js'
import type { AuthServices } from './authServices.js'

/**
 * Sessions of the secure frame:
 * - `GET /v1/auth/session` → `{user, method}` for the bearer token (the frame's connection check);
 * - `POST /v1/auth/logout` revokes this session; `POST /v1/auth/logout-all` every session of the user.
 */
export function registerSessionRoutes(app: Hono<AppEnv>, _ctx: ServerContext, auth: AuthServices): void {
  app.get('/v1/auth/session', async (c) => {
    const { user, method } = await auth.requireSession(c)
    return c.json({ user, method })
  })
  app.post('/v1/auth/logout', async (c) => {
    const { tokenHash } = await auth.requireSession(c)
    await auth.sessions.revoke(tokenHash)
    return c.json({ signedOut: true })
  })
  app.post('/v1/auth/logout-all', async (c) => {
    const { user } = await auth.requireSession(c)
    return c.json({ signedOut: true, sessions: await auth.sessions.revokeAll(user.id) })
  })
}
