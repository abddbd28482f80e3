import type { Hono } from 'hono'
import { z } from 'zod'
import type { ServerContext } from '../context.js'
import { NotFoundError } from '../errors.js'
import { readJson } from '../http/readJson.js'
import type { AppEnv } from '../http/types.js'
import type { AuthServices } from './authServices.js'

const endSchema = z.union([
  z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be a session id') }).strict(),
  z.object({ others: z.literal(true) }).strict(),
])

/**
 * Sessions of the secure frame, which are the user's signed-in devices:
 * - `GET /v1/auth/session` → `{user, method, session: {id, expiresAt}}` for the bearer token;
 * - `GET /v1/auth/sessions` → `{sessions: [{id, method, device, createdAt, lastUsedAt, expiresAt, current}]}`, the
 *   user's live sessions, most recently used first;
 * - `POST /v1/auth/sessions/end {id} | {others: true}` → `{ended}`: ends one session, or every other one;
 * - `POST /v1/auth/logout` revokes this session; `POST /v1/auth/logout-all` every session of the user.
 * An ended session is refused from its next request on, on every instance (each request reads the shared table).
 * Listing and ending need the frame's bound session: a copied token can neither see nor end the user's devices.
 */
export function registerSessionRoutes(app: Hono<AppEnv>, _ctx: ServerContext, auth: AuthServices): void {
  app.get('/v1/auth/session', async (c) => {
    const { user, method, id, expiresAt } = await auth.requireSession(c)
    return c.json({ user, method, session: { id, expiresAt: new Date(expiresAt).toISOString() } })
  })
  app.get('/v1/auth/sessions', async (c) => {
    const session = await auth.requireBoundSession(c)
    const sessions = await auth.sessions.list(session.user.id)
    c.header('cache-control', 'no-store')
    return c.json({ sessions: sessions.map((entry) => ({ ...entry, current: entry.id === session.id })) })
  })
  app.post('/v1/auth/sessions/end', async (c) => {
    const session = await auth.requireBoundSession(c)
    const body = await readJson(c, endSchema)
    if ('others' in body)
      return c.json({ ended: await auth.sessions.revokeAll(session.user.id, session.tokenHash) })
    if (!(await auth.sessions.revokeById(session.user.id, body.id)))
      throw new NotFoundError('NoSuchSession', 'This device is already signed out')
    return c.json({ ended: 1 })
  })
  app.post('/v1/auth/logout', async (c) => {
    const { tokenHash } = await auth.requireSession(c)
    await auth.sessions.revoke(tokenHash)
    return c.json({ signedOut: true })
  })
  app.post('/v1/auth/logout-all', async (c) => {
    const { user } = await auth.requireBoundSession(c)
    return c.json({ signedOut: true, sessions: await auth.sessions.revokeAll(user.id) })
  })
}
