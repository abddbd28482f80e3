import { generateNonce } from '@farcaster/auth-client'
import { parseSiweMessage } from 'viem/siwe'
import { authRoutes } from '../../contract/authRoutes.js'
import type { ProjectConfig } from '../../config/index.js'
import type { ServerContext } from '../../context.js'
import {
  BadRequestError,
  NotFoundError,
  type ServerError,
  TooManyRequestsError,
  UnauthorizedError,
  UpstreamError,
} from '../../errors.js'
import { ipBucketKey } from '../../http/rateLimit.js'
import { sharedRateLimiter } from '../../http/rateLimitStore.js'
import { serveRoute } from '../../http/contractRoute.js'
import type { AuthApps } from '../authApps.js'
import { type AuthServices, loginAnswer } from '../authServices.js'
import { hashToken, randomToken, sameDigest } from '../secrets.js'
import { createFarcasterVerifier } from './farcasterVerifier.js'

type ChannelRow = {
  poll_secret_hash: string
  state: string
  expires_at: Date
  consumed_at: Date | null
  error_name: string | null
  error_description: string | null
}

/**
 * The request id that names the app in the Sign-In-With-Farcaster message: the project's name, percent-encoded, as
 * EIP-4361 allows only URI characters there. The statement cannot carry it (Farcaster fixes it to "Farcaster Auth"),
 * and the relay passes no resources, so this is the one field a Farcaster app signs that Kit chooses.
 */
function farcasterRequestId(project: ProjectConfig): string {
  return encodeURIComponent(project.name.slice(0, 100))
}

/** A channel that ended without a login answers this error on every later status call. */
function channelError(name: string, description: string): ServerError {
  return name === 'FarcasterVerificationUnavailable'
    ? new UpstreamError(description)
    : new UnauthorizedError(name, description)
}

/**
 * Sign-In With Farcaster, as Farcaster's apps do it, for the secure frame:
 * - `POST /v1/auth/farcaster/channel?projectId=` → `{channelToken, pollSecret, url, expiresAt, appName}`: the server
 *   makes a nonce and opens a channel on the relay for it (its `url` goes in the QR code; the user's Farcaster app
 *   opens it, signs the Sign-In-With-Farcaster message with the fid's custody key and hands it to the relay). The
 *   message names the app (the project's name, `appName`, as its request id), so the domain, the same for every
 *   app on this server, is not all the user sees. Channels last `auth.farcaster.channelTtlSeconds` (5 minutes) and
 *   each client may open `limits.farcasterChannelsPerIp` of them (each is a call to the relay);
 * - `POST /v1/auth/farcaster/status {channelToken, pollSecret}` → `{state: 'pending' | 'expired'}`, or once
 *   `{state: 'completed', token, expiresAt, user, userName}`: the server asks the relay, verifies the signed
 *   message (nonce and domain of this channel, time fields, the signer being the fid's custody address in the ID
 *   registry on Optimism), checks the verified fid is the one the relay reported and that the message names the app
 *   the channel was opened for (a QR code rewritten to drop the name is refused), then signs the user in as
 *   identity `('farcaster', fid)`. A refused signature ends the channel: 401 `FarcasterSignatureRefused` (logged
 *   once), and the same answer after. Only the creator knows `pollSecret`, so someone who sees the QR code cannot
 *   collect the session.
 *
 * Without `auth.farcaster` (no Optimism RPC to verify on) both routes answer 404 `FarcasterUnavailable`.
 */
export function registerFarcasterRoutes({ api }: AuthApps, ctx: ServerContext, auth: AuthServices): void {
  const config = ctx.config.auth.farcaster
  if (!config) {
    const unavailable = async (): Promise<never> => {
      throw new NotFoundError(
        'FarcasterUnavailable',
        'Sign-in with Farcaster is not available on this server',
      )
    }
    serveRoute(api, '/v1/auth', authRoutes.farcasterChannel, unavailable)
    serveRoute(api, '/v1/auth', authRoutes.farcasterStatus, unavailable)
    return
  }
  const timeoutMs = ctx.config.limits.upstreamTimeoutMs
  const verifier = createFarcasterVerifier(config, timeoutMs)
  // At most one relay poll per channel at a time (the relay answers "completed" once), across instances too.
  const leaseMs = 3 * timeoutMs
  // Stricter than the auth budget: every channel is a call to the (public) relay.
  const channels = sharedRateLimiter(ctx, 'farcaster-channel', ctx.config.limits.farcasterChannelsPerIp)

  serveRoute(api, '/v1/auth', authRoutes.farcasterChannel, async (c) => {
    const project = c.get('project')
    if (!project)
      throw new BadRequestError(
        'MissingProjectId',
        'The projectId query parameter is required: the sign-in names the app it is for',
      )
    const allowed = await channels.hit(ipBucketKey(c.get('clientIp')))
    if (!allowed.allowed)
      throw new TooManyRequestsError(
        'FarcasterChannelRateLimited',
        `Too many Farcaster sign-ins started from this address. Please try again after ${allowed.retryAfterSeconds} seconds`,
        allowed.retryAfterSeconds,
      )
    const channelToken = randomToken(24)
    const pollSecret = randomToken()
    const nonce = generateNonce()
    const requestId = farcasterRequestId(project)
    const created = new Date(ctx.now())
    const expires = new Date(ctx.now() + config.channelTtlSeconds * 1000)
    const domain = config.domain ?? new URL(ctx.publicUrl()).host
    const relay = await verifier.createChannel({
      siweUri: config.siweUri ?? ctx.publicUrl(),
      domain,
      nonce,
      requestId,
      expiresAt: expires,
    })
    await ctx.db.query(
      `insert into farcaster_channels (id, poll_secret_hash, state, created_at, expires_at, relay_channel_token, nonce, domain, request_id)
       values ($1, $2, 'pending', $3, $4, $5, $6, $7, $8)`,
      [channelToken, hashToken(pollSecret), created, expires, relay.channelToken, nonce, domain, requestId],
    )
    return {
      channelToken,
      pollSecret,
      url: relay.url,
      expiresAt: expires.toISOString(),
      appName: project.name,
    }
  })

  /** Ends a channel without a login, logs why once, and throws the error every later status call answers. */
  async function refuse(
    id: string,
    name: string,
    description: string,
    details: Record<string, unknown>,
  ): Promise<never> {
    const [ended] = await ctx.db.query(
      `update farcaster_channels set state = 'failed', error_name = $2, error_description = $3, poll_lease_until = null
       where id = $1 and state = 'pending' returning id`,
      [id, name, description],
    )
    if (ended) ctx.config.log({ level: 'warn', msg: 'farcaster sign-in refused', reason: name, ...details })
    throw channelError(name, description)
  }

  serveRoute(api, '/v1/auth', authRoutes.farcasterStatus, async (c, request) => {
    const { channelToken, pollSecret } = await request.body()
    // The proof first: one refused for its date must not have collected the channel.
    const proofThumbprint = await auth.loginProofThumbprint(c)
    const [channel] = await ctx.db.query<ChannelRow>(
      `select poll_secret_hash, state, expires_at, consumed_at, error_name, error_description
       from farcaster_channels where id = $1`,
      [channelToken],
    )
    if (!channel || !sameDigest(hashToken(pollSecret), channel.poll_secret_hash))
      throw new UnauthorizedError('InvalidChannel', 'Unknown channel or wrong poll secret')
    if (channel.consumed_at)
      throw new BadRequestError('ChannelUsed', 'This sign-in was collected already; start again')
    if (channel.state === 'failed')
      throw channelError(
        channel.error_name ?? 'FarcasterSignatureRefused',
        channel.error_description ?? 'Refused',
      )
    if (channel.expires_at.getTime() <= ctx.now()) return { state: 'expired' as const }

    const now = new Date(ctx.now())
    const [leased] = await ctx.db.query<{
      relay_channel_token: string
      nonce: string
      domain: string
      request_id: string | null
    }>(
      `update farcaster_channels set poll_lease_until = $2
       where id = $1 and state = 'pending' and (poll_lease_until is null or poll_lease_until <= $3)
       returning relay_channel_token, nonce, domain, request_id`,
      [channelToken, new Date(ctx.now() + leaseMs), now],
    )
    if (!leased) return { state: 'pending' as const }
    const release = () =>
      ctx.db.query('update farcaster_channels set poll_lease_until = null where id = $1', [channelToken])

    let relay: Awaited<ReturnType<typeof verifier.status>>
    try {
      relay = await verifier.status(leased.relay_channel_token)
    } catch (error) {
      await release()
      throw error
    }
    if (relay.state === 'pending') {
      await release()
      return { state: 'pending' as const }
    }
    if (relay.state === 'gone')
      return refuse(
        channelToken,
        'FarcasterChannelClosed',
        'The Farcaster relay no longer knows this sign-in (it expired there or was read elsewhere); start again',
        { channel: channelToken },
      )

    const verified = await verifier.verify({
      nonce: leased.nonce,
      domain: leased.domain,
      message: relay.message,
      signature: relay.signature,
    })
    if (!verified.ok)
      return verified.kind === 'unavailable'
        ? refuse(
            channelToken,
            'FarcasterVerificationUnavailable',
            'The Farcaster sign-in could not be checked on chain (the Optimism RPC failed); start again',
            { channel: channelToken, fid: relay.fid, error: verified.reason },
          )
        : refuse(
            channelToken,
            'FarcasterSignatureRefused',
            `The Farcaster sign-in was refused: ${verified.reason}`,
            { channel: channelToken, fid: relay.fid, error: verified.reason },
          )
    if (verified.fid !== relay.fid)
      return refuse(
        channelToken,
        'FarcasterSignatureRefused',
        `The Farcaster sign-in was refused: the message is signed for fid ${verified.fid}, the relay reported fid ${relay.fid}`,
        { channel: channelToken, fid: relay.fid, signedFid: verified.fid },
      )
    // Checked once the signature is the fid's: the message must name the app the user was shown.
    if (leased.request_id !== null && signedRequestId(relay.message) !== leased.request_id)
      return refuse(
        channelToken,
        'FarcasterSignatureRefused',
        `The Farcaster sign-in was refused: the signed message does not name the app it was started for (${decodeURIComponent(leased.request_id)})`,
        { channel: channelToken, fid: relay.fid, requestId: leased.request_id },
      )

    const [claimed] = await ctx.db.query(
      `update farcaster_channels set state = 'completed', fid = $2, username = $3, completed_at = $4, consumed_at = $4,
       poll_lease_until = null where id = $1 and state = 'pending' and consumed_at is null returning id`,
      [channelToken, verified.fid, relay.username, new Date(ctx.now())],
    )
    if (!claimed) throw new BadRequestError('ChannelUsed', 'This sign-in was collected already; start again')
    const user = await auth.users.findOrCreateByIdentity(
      { provider: 'farcaster', subject: String(verified.fid), email: null, username: relay.username },
      { trustEmail: false },
    )
    return {
      state: 'completed' as const,
      ...(await loginAnswer(c, auth, user, 'farcaster', { proofThumbprint })),
      userName: relay.username,
    }
  })
}

/** The request id of a signed message, or undefined when it has none or does not parse. */
function signedRequestId(message: string): string | undefined {
  try {
    return parseSiweMessage(message).requestId
  } catch {
    return undefined
  }
}
