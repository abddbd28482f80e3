import { z } from 'zod'
import { ServerConfigError } from '../errors.js'
import { checked, rate } from './checks.js'
import { text } from './envFields.js'

/** The frame server's token: empty (off), or a secret long enough not to be guessed. */
function checkFrameServerToken(token: string): string {
  if (token !== '' && token.length < 32)
    throw new ServerConfigError(
      'limits.frameServerToken (KIT_FRAME_SERVER_TOKEN) must be at least 32 characters',
      {
        details:
          "Generate one with `openssl rand -hex 32` and give the same value to the secure frame's server.",
      },
    )
  return token
}

/** Sizes, rates and timeouts that bound what a client or an upstream can cost. */
export const limitsSchema = z
  .object({
    /** Largest JSON body for API routes. Default 16 KiB. */
    bodyBytes: z.number().default(16 * 1024),
    /** Largest body for the JSON-RPC proxy. Default 256 KiB. */
    rpcBodyBytes: z.number().default(256 * 1024),
    /**
     * API requests per client per window, all projects together. A client is an IPv4 address or an IPv6 /64.
     * Default 600 per minute.
     */
    perIp: rate(600, 60_000),
    /** Requests to the secure frame's auth API (`/v1/auth/*`) per client per window. Default 300 per minute. */
    authPerIp: rate(300, 60_000),
    /**
     * JSON-RPC proxy weight per client per window, all projects together: each call of a batch counts, heavy
     * methods more (`chain/rpcLimits.ts`). Default 1200 per minute.
     */
    rpcPerIp: rate(1200, 60_000),
    /**
     * JSON-RPC proxy weight per project per window: the operator's upstream cost. When it is spent, each client
     * still has `rpcFloorPerIp` for that project, so strangers cannot lock a project's users out. Default 20000
     * per minute.
     */
    rpcPerProject: rate(20_000, 60_000),
    /** JSON-RPC weight each client may always use per project, even when `rpcPerProject` is spent. Default 120 per minute. */
    rpcFloorPerIp: rate(120, 60_000),
    /** Widest `eth_getLogs` block range the proxy forwards (`toBlock - fromBlock + 1`). Default 1000. */
    rpcLogsBlockRange: z.number().default(1000),
    /** Largest answer read from a chain node; a larger one becomes a JSON-RPC error. Default 5 MiB. */
    upstreamResponseBytes: z.number().default(5 * 1024 * 1024),
    /**
     * A secret (at least 32 characters) the secure frame's server sends in `X-Kit-Frame-Server-Token` with its
     * `/v1/projects/{id}/config` reads, which then skip the per-IP limit (they come from one address for every
     * visitor). Set to the same value on both servers. Default none.
     */
    frameServerToken: z.string().default('').transform(checked(checkFrameServerToken)),
    /** Successful name registrations per client per window. Default 10 per hour. */
    nameRegistrationsPerIp: rate(10, 3_600_000),
    /**
     * Name registrations refused for their signature, per client per window: each may have cost an on-chain
     * check (ERC-1271/6492), which the success quota does not count. Default 30 per hour.
     */
    nameRegistrationFailuresPerIp: rate(30, 3_600_000),
    /** Names one address may hold (across all names registered to it). Default 5. */
    namesPerAddress: z.number().default(5),
    /** Requests that send e-mail, per IP per window (on top of the per-address cooldown). Default 20 per 10 min. */
    mailPerIp: rate(20, 600_000),
    /**
     * Farcaster sign-in channels opened per client per window, on top of the auth budget: each one is a call to
     * the public relay. Default 10 per 10 minutes.
     */
    farcasterChannelsPerIp: rate(10, 600_000),
    /** Timeout for calls to chain nodes and identity providers. Default 10 s. */
    upstreamTimeoutMs: z.number().default(10_000),
  })
  .prefault({})

export const limitsEnv = { frameServerToken: text('KIT_FRAME_SERVER_TOKEN') }
