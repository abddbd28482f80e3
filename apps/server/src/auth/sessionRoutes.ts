import type { ServerContext } from '../context.js'
import { NotFoundError } from '../errors.js'
import { authRoutes } from '../contract/authRoutes.js'
import { serveRoute } from '../http/contractRoute.js'
import type { AuthApps } from './authApps.js'
import type { AuthServices } from './authServices.js'
import type { EndedSession } from './sessionStore.js'
import { revokeDeviceSplits } from './walletAuthShares.js'

/**
 * Sessions of the secure frame, which are the user's signed-in devices:
 * - `GET /v1/auth/session` → `{user, method, session: {id, expiresAt}}` for the bearer token;
 * - `GET /v1/auth/sessions` → `{sessions: [{id, method, device, createdAt, lastUsedAt, expiresAt, current}]}`, the
 *   user's live sessions, most recently used first;
 * - `POST /v1/auth/sessions/end {id} | {others: true}` → `{ended}`: ends one session, or every other one, and
 *   revokes the wallet splits of the devices they were bound to: the `device` auth shares stored by a session with
 *   an ended session's proof key (never with the caller's own key) are deleted in the same transaction, so such a
 *   device's share opens nothing any more, even after a new login there with the same key (it must recover);
 * - `POST /v1/auth/logout` revokes this session; `POST /v1/auth/logout-all` every session of the user (neither
 *   revokes a device's split: signing out is not losing a device).
 * An ended session is refused from its next request on, on every instance (each request reads the shared table).
 * Listing and ending need the frame's bound session: a copied token can neither see nor end the user's devices.
 */
export function registerSessionRoutes({ api }: AuthApps, ctx: ServerContext, auth: AuthServices): void {
  serveRoute(api, '/v1/auth', authRoutes.session, async (c) => {
    const { user, method, id, expiresAt } = await auth.requireSession(c)
    return { user, method, session: { id, expiresAt: new Date(expiresAt).toISOString() } }
  })
  serveRoute(api, '/v1/auth', authRoutes.sessions, async (c) => {
    const session = await auth.requireBoundSession(c)
    const sessions = await auth.sessions.list(session.user.id)
    c.header('cache-control', 'no-store')
    return { sessions: sessions.map((entry) => ({ ...entry, current: entry.id === session.id })) }
  })
  serveRoute(api, '/v1/auth', authRoutes.endSessions, async (c, request) => {
    const session = await auth.requireBoundSession(c)
    const body = await request.body()
    const userId = session.user.id
    const { ended, revokedSplits } = await ctx.db.transaction(async (tx) => {
      let ended: EndedSession[]
      if ('others' in body) ended = await auth.sessions.revokeAll(userId, session.tokenHash, tx)
      else {
        const one = await auth.sessions.revokeById(userId, body.id, tx)
        if (!one) throw new NotFoundError('NoSuchSession', 'This device is already signed out')
        ended = [one]
      }
      const thumbprints = ended.map((entry) => entry.proofThumbprint)
      const revokedSplits = await revokeDeviceSplits(tx, userId, thumbprints, session.proofThumbprint)
      return { ended, revokedSplits }
    })
    if (revokedSplits > 0)
      ctx.config.log({
        level: 'info',
        msg: 'wallet device splits revoked with their sessions',
        userId,
        session: session.id,
        ip: c.get('clientIp'),
        splits: revokedSplits,
      })
    return { ended: ended.length }
  })
  serveRoute(api, '/v1/auth', authRoutes.logout, async (c) => {
    const { tokenHash } = await auth.requireSession(c)
    await auth.sessions.revoke(tokenHash)
    return { signedOut: true }
  })
  serveRoute(api, '/v1/auth', authRoutes.logoutAll, async (c) => {
    const { user } = await auth.requireBoundSession(c)
    return { signedOut: true, sessions: (await auth.sessions.revokeAll(user.id)).length }
  })
}
