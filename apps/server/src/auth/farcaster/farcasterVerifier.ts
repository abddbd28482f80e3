import { type AppClient, createAppClient, viemConnector } from '@farcaster/auth-client'
import type { ResolvedConfig } from '../../config/index.js'
import { UpstreamError } from '../../errors.js'

/** A channel the relay opened: its token (the relay's bearer secret) and the URL a Farcaster app opens. */
export type RelayChannel = { channelToken: string; url: string }

/** What the relay says about a channel. */
export type RelayStatus =
  | { state: 'pending' }
  /** The relay no longer knows the channel: it expired there, or its completed answer was read already. */
  | { state: 'gone' }
  | {
      state: 'completed'
      message: string
      signature: `0x${string}`
      fid: number
      username: string | null
    }

/** The outcome of checking a signed Sign-In-With-Farcaster message. */
export type Verification =
  | { ok: true; fid: number }
  /** `refused`: the message or signer is wrong. `unavailable`: the chain could not be read. */
  | { ok: false; kind: 'refused' | 'unavailable'; reason: string }

const USERNAME = /^[a-z0-9][a-z0-9-]{0,15}(\.eth)?$/

/** Resolves or rejects with `promise`, or rejects with a 504 `UpstreamError` after `ms`. */
async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new UpstreamError(`${what} did not answer within ${ms} ms`, { timeout: true })),
      ms,
    )
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Sign-In With Farcaster through `@farcaster/auth-client`: its app client talks to the relay and verifies messages
 * (EIP-4361 with the `farcaster://fid/<fid>` resource, chain 10, the expected nonce and domain, the time fields; the
 * signature by an EOA or, through ERC-1271/6492, a contract; the signer being the fid's custody address in
 * Farcaster's ID registry read through the Optimism RPC). Only custody signatures are accepted: auth addresses
 * (`acceptAuthAddress`) are refused, so the registry check is the only on-chain authority. Every call is bounded by
 * `timeoutMs`.
 */
export function createFarcasterVerifier(
  farcaster: NonNullable<ResolvedConfig['auth']['farcaster']>,
  timeoutMs: number,
) {
  const client: AppClient = createAppClient({
    relay: farcaster.relayUrl,
    ethereum: viemConnector({ rpcUrl: farcaster.optimismRpcUrl }),
  })

  return {
    /**
     * Opens a relay channel for a sign-in with this nonce, domain and request id, valid until `expiresAt`.
     * @throws {UpstreamError} when the relay fails or is slow.
     */
    async createChannel(request: {
      siweUri: string
      domain: string
      nonce: string
      /** Put in the signed message as its Request ID (the app's name, see `farcasterRequestId`). */
      requestId: string
      expiresAt: Date
    }): Promise<RelayChannel> {
      const created = await withTimeout(
        client.createChannel({
          siweUri: request.siweUri,
          domain: request.domain,
          nonce: request.nonce,
          requestId: request.requestId,
          expirationTime: request.expiresAt.toISOString(),
          acceptAuthAddress: false,
        }),
        timeoutMs,
        'The Farcaster relay',
      )
      if (created.isError)
        throw new UpstreamError(
          `The Farcaster relay could not be reached: ${created.error?.message ?? 'error'}`,
        )
      const { response, data } = created
      if (!response.ok || typeof data?.channelToken !== 'string' || typeof data.url !== 'string')
        throw new UpstreamError(`The Farcaster relay did not open a channel (HTTP ${response.status})`)
      if (data.nonce !== undefined && data.nonce !== request.nonce)
        throw new UpstreamError('The Farcaster relay replaced the sign-in nonce')
      return { channelToken: data.channelToken, url: data.url }
    },

    /**
     * The channel's state on the relay. A completed answer is given once: the relay closes the channel on reading.
     * @throws {UpstreamError} when the relay fails, is slow or answers something else.
     */
    async status(channelToken: string): Promise<RelayStatus> {
      const answer = await withTimeout(client.status({ channelToken }), timeoutMs, 'The Farcaster relay')
      if (answer.isError)
        throw new UpstreamError(
          `The Farcaster relay could not be reached: ${answer.error?.message ?? 'error'}`,
        )
      const { response, data } = answer
      if (response.status === 202) return { state: 'pending' }
      if (response.status === 401 || response.status === 404) return { state: 'gone' }
      if (
        response.status !== 200 ||
        data?.state !== 'completed' ||
        typeof data.message !== 'string' ||
        typeof data.signature !== 'string' ||
        !/^0x[0-9a-fA-F]+$/.test(data.signature) ||
        !Number.isSafeInteger(data.fid)
      )
        throw new UpstreamError(
          `The Farcaster relay answered the channel status with HTTP ${response.status}`,
        )
      return {
        state: 'completed',
        message: data.message,
        signature: data.signature,
        fid: data.fid as number,
        username: typeof data.username === 'string' && USERNAME.test(data.username) ? data.username : null,
      }
    },

    /**
     * Verifies a signed message for this nonce and domain (see above). Never throws: a slow chain is `unavailable`.
     */
    async verify(request: {
      nonce: string
      domain: string
      message: string
      signature: `0x${string}`
    }): Promise<Verification> {
      try {
        const result = await withTimeout(
          client.verifySignInMessage({ ...request, acceptAuthAddress: false }),
          timeoutMs,
          'The Optimism RPC',
        )
        if (result.isError) {
          const reason = result.error?.message || 'the signature does not verify'
          const unavailable = result.error?.errCode === 'unavailable' || result.error?.errCode === 'unknown'
          return { ok: false, kind: unavailable ? 'unavailable' : 'refused', reason }
        }
        if (!result.success || result.authMethod !== 'custody')
          return { ok: false, kind: 'refused', reason: 'the signer is not the custody address of the fid' }
        return { ok: true, fid: result.fid }
      } catch (error) {
        return {
          ok: false,
          kind: 'unavailable',
          reason: error instanceof Error ? error.message : String(error),
        }
      }
    },
  }
}

/** The Farcaster client of one server. */
export type FarcasterVerifier = ReturnType<typeof createFarcasterVerifier>
