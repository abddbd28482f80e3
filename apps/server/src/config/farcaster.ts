import { z } from 'zod'
import { checked, httpUrl, positive } from './checks.js'
import { type EnvField, urlProblem } from './envFields.js'

/** The public Farcaster relay, which Farcaster's apps answer through. */
export const FARCASTER_RELAY_URL = 'https://relay.farcaster.xyz'

const required = (name: string) => {
  const message = `${name} is missing`
  return z.string(message).min(1, message)
}

/**
 * Sign-In With Farcaster, verified on chain; on when `optimismRpcUrl` is set, otherwise the Farcaster routes answer
 * 404 `FarcasterUnavailable`.
 */
export const farcasterSchema = z.object({
  /** The relay (the public relay's API). Default `https://relay.farcaster.xyz`. */
  relayUrl: z
    .string()
    .default(FARCASTER_RELAY_URL)
    .transform(checked((url) => httpUrl(url, 'auth.farcaster.relayUrl (KIT_FARCASTER_RELAY_URL)'))),
  /**
   * An Optimism JSON-RPC URL: the signer of each sign-in is checked to be the custody address of the fid in
   * Farcaster's ID registry there (or, for contract custody, with ERC-1271).
   */
  optimismRpcUrl: required('auth.farcaster.optimismRpcUrl (KIT_FARCASTER_OPTIMISM_RPC_URL)').transform(
    checked((url) => httpUrl(url, 'auth.farcaster.optimismRpcUrl (KIT_FARCASTER_OPTIMISM_RPC_URL)')),
  ),
  /** The domain the user signs in to, as shown by the Farcaster app. Default the host of `publicUrl`. */
  domain: z
    .string()
    .regex(/^[a-zA-Z0-9.-]+(:[0-9]+)?$/, {
      error: (issue) =>
        `auth.farcaster.domain (KIT_FARCASTER_DOMAIN) must be a host name with an optional port, not "${issue.input}"`,
    })
    .optional(),
  /** The sign-in URI put in the signed message. Default `publicUrl`. */
  siweUri: z
    .string()
    .transform(checked((uri) => httpUrl(uri, 'auth.farcaster.siweUri')))
    .optional(),
  /**
   * How long a sign-in channel (its QR code) can be approved. Short, so a QR code copied to another page is soon
   * worthless. Default 300 s.
   */
  channelTtlSeconds: positive(300, 'auth.farcaster.channelTtlSeconds'),
})
export type FarcasterConfig = z.input<typeof farcasterSchema>

/**
 * `KIT_FARCASTER_*`: Farcaster is on when an Optimism RPC URL is known. In development both the relay and the chain
 * default to the devnet's (its relay, and the 31337 anvil that holds its ID registry) unless an Optimism RPC is given.
 */
export const farcasterEnv: EnvField<FarcasterConfig> = {
  variables: ['KIT_FARCASTER_OPTIMISM_RPC_URL', 'KIT_FARCASTER_RELAY_URL', 'KIT_FARCASTER_DOMAIN'],
  problems: (env) => [
    ...urlProblem(env, 'KIT_FARCASTER_OPTIMISM_RPC_URL', ['http:', 'https:']),
    ...urlProblem(env, 'KIT_FARCASTER_RELAY_URL', ['http:', 'https:']),
  ],
  read: (env, local) => {
    const devnet = env.KIT_FARCASTER_OPTIMISM_RPC_URL ? undefined : local
    const optimismRpcUrl = env.KIT_FARCASTER_OPTIMISM_RPC_URL || devnet?.url(env, 'evm31337')
    if (!optimismRpcUrl) return undefined
    const relayUrl = env.KIT_FARCASTER_RELAY_URL || devnet?.url(env, 'farcaster')
    return {
      optimismRpcUrl,
      ...(relayUrl ? { relayUrl } : {}),
      ...(env.KIT_FARCASTER_DOMAIN ? { domain: env.KIT_FARCASTER_DOMAIN } : {}),
    }
  },
}
