import type { Hono } from 'hono'
import { z } from 'zod'
import type { ServerContext } from '../context.js'
import { BadRequestError, NotFoundError, UnauthorizedError } from '../errors.js'
import { escapeHtml, sendPage } from '../http/page.js'
import { readJson } from '../http/readJson.js'
import type { AppEnv } from '../http/types.js'
import { type AuthServices, loginAnswer } from './authServices.js'
import { hashToken, randomToken, sameDigest } from './secrets.js'

const CHANNEL_TTL_MS = 10 * 60_000
const statusSchema = z.object({ channelToken: z.string().max(100), pollSecret: z.string().max(100) })

/**
 * Farcaster sign-in (reference §9.5) as a channel:
 * - `POST /v1/auth/farcaster/channel` → `{channelToken, pollSecret, url, expiresAt}`; `url` goes in the QR code;
 * - `POST /v1/auth/farcaster/status {channelToken, pollSecret}` → `{state: 'pending' | 'expired'}`, or once
 *   `{state: 'completed', token, expiresAt, user, userName}`. Only the creator knows `pollSecret`, so someone
 *   who sees the QR code cannot collect the session.
 * - `GET|POST /auth/farcaster/approve?channel=` → the local stand-in for the Farcaster app's approval.
 *
 * Until a relay that verifies the Sign-In-With-Farcaster signature completes channels, the only way to complete
 * one is the stand-in, which takes any fid on trust. So all of it exists in development mode only: otherwise the
 * channel and status routes answer 404 `FarcasterUnavailable` and the approval page is not mounted at all.
 */
export function registerFarcasterRoutes(app: Hono<AppEnv>, ctx: ServerContext, auth: AuthServices): void {
  if (!ctx.config.development) {
    const unavailable = () => {
      throw new NotFoundError(
        'FarcasterUnavailable',
        'Sign-in with Farcaster is not available on this server',
      )
    }
    app.post('/v1/auth/farcaster/channel', unavailable)
    app.post('/v1/auth/farcaster/status', unavailable)
    return
  }
  const connectUrl = (channel: string) =>
    (
      ctx.config.auth.farcasterConnectUrl ?? `${ctx.publicUrl()}/auth/farcaster/approve?channel={channel}`
    ).replace('{channel}', encodeURIComponent(channel))

  app.post('/v1/auth/farcaster/channel', async (c) => {
    const channelToken = randomToken(24)
    const pollSecret = randomToken()
    const expires = new Date(ctx.now() + CHANNEL_TTL_MS)
    await ctx.db.query(
      `insert into farcaster_channels (id, poll_secret_hash, state, created_at, expires_at) values ($1, $2, 'pending', $3, $4)`,
      [channelToken, hashToken(pollSecret), new Date(ctx.now()), expires],
    )
    return c.json({
      channelToken,
      pollSecret,
      url: connectUrl(channelToken),
      expiresAt: expires.toISOString(),
    })
  })

  app.post('/v1/auth/farcaster/status', async (c) => {
    const { channelToken, pollSecret } = await readJson(c, statusSchema)
    const [channel] = await ctx.db.query<{
      poll_secret_hash: string
      state: string
      fid: string | number | null
      username: string | null
      expires_at: Date
      consumed_at: Date | null
    }>(
      'select poll_secret_hash, state, fid, username, expires_at, consumed_at from farcaster_channels where id = $1',
      [channelToken],
    )
    if (!channel || !sameDigest(hashToken(pollSecret), channel.poll_secret_hash))
      throw new UnauthorizedError('InvalidChannel', 'Unknown channel or wrong poll secret')
    if (channel.consumed_at)
      throw new BadRequestError('ChannelUsed', 'This sign-in was collected already; start again')
    if (channel.state === 'pending')
      return c.json({ state: channel.expires_at.getTime() <= ctx.now() ? 'expired' : 'pending' })
    const [claimed] = await ctx.db.query(
      'update farcaster_channels set consumed_at = $2 where id = $1 and consumed_at is null returning id',
      [channelToken, new Date(ctx.now())],
    )
    if (!claimed) throw new BadRequestError('ChannelUsed', 'This sign-in was collected already; start again')
    const user = await auth.users.findOrCreateByIdentity(
      { provider: 'farcaster', subject: String(channel.fid), email: null, username: channel.username },
      { trustEmail: false },
    )
    return c.json({
      state: 'completed',
      ...(await loginAnswer(auth, user, 'farcaster')),
      userName: channel.username,
    })
  })

  const pending = async (channel: string) =>
    (
      await ctx.db.query(
        `select 1 from farcaster_channels where id = $1 and state = 'pending' and expires_at > $2`,
        [channel, new Date(ctx.now())],
      )
    ).length > 0

  app.get('/auth/farcaster/approve', async (c) => {
    const channel = c.req.query('channel') ?? ''
    if (!(await pending(channel)))
      return sendPage(
        c,
        400,
        'Request expired',
        '<h1>This sign-in request has expired</h1><p>Start again in the app.</p>',
      )
    return sendPage(
      c,
      200,
      'Sign in with Farcaster (local)',
      `<h1>Sign in with Farcaster</h1><p class="note">Local stand-in for the Farcaster app. Nothing leaves this machine.</p>
      <form method="post" action="/auth/farcaster/approve">
        <input type="hidden" name="channel" value="${escapeHtml(channel)}">
        <label for="username">Farcaster username</label>
        <input id="username" name="username" required pattern="[a-z0-9][a-z0-9-]{0,15}(\\.eth)?" autocomplete="username">
        <label for="fid">Farcaster id (fid)</label>
        <input id="fid" name="fid" required inputmode="numeric" pattern="[0-9]{1,12}">
        <button type="submit">Approve sign-in</button>
      </form>`,
    )
  })

  app.post('/auth/farcaster/approve', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const channel = typeof form.channel === 'string' ? form.channel : ''
    const username = typeof form.username === 'string' ? form.username.trim().toLowerCase() : ''
    const fid = typeof form.fid === 'string' ? form.fid.trim() : ''
    if (!/^[a-z0-9][a-z0-9-]{0,15}(\.eth)?$/.test(username) || !/^[1-9][0-9]{0,11}$/.test(fid))
      return sendPage(
        c,
        400,
        'Invalid details',
        '<h1>Invalid details</h1><p class="error" role="alert">Enter a Farcaster username and a numeric fid.</p>',
      )
    const [done] = await ctx.db.query(
      `update farcaster_channels set state = 'completed', fid = $2, username = $3, completed_at = $4
       where id = $1 and state = 'pending' and expires_at > $4 returning id`,
      [channel, Number(fid), username, new Date(ctx.now())],
    )
    if (!done)
      return sendPage(
        c,
        400,
        'Request expired',
        '<h1>This sign-in request has expired</h1><p>Start again in the app.</p>',
      )
    return sendPage(
      c,
      200,
      'Signed in',
      `<h1>Signed in as @${escapeHtml(username)}</h1><p role="status">Go back to the app; it continues on its own.</p>`,
    )
  })
}
