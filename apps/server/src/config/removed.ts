import { ServerConfigError } from '../errors.js'
import type { Env } from './envFields.js'

const SOCIAL_VARIABLES =
  'KIT_SOCIAL_<PROVIDER>_CLIENT_ID and KIT_SOCIAL_<PROVIDER>_CLIENT_SECRET (Apple: KIT_SOCIAL_APPLE_CLIENT_ID, _TEAM_ID, _KEY_ID, _PRIVATE_KEY)'

/** Refuses the settings of earlier versions by name, saying what replaced them. */
export function refuseRemovedSettings(config: { auth?: object | undefined }): void {
  const auth = config.auth ?? {}
  if ('localOidc' in auth)
    throw new ServerConfigError(
      "auth.localOidc (KIT_LOCAL_OIDC) was removed: social logins speak each real provider's protocol",
      {
        details: `Configure auth.social (${SOCIAL_VARIABLES}); in development, point them at the devnet's stand-ins with auth.socialStandInUrl (KIT_SOCIAL_STAND_IN_URL).`,
      },
    )
  if ('farcasterConnectUrl' in auth)
    throw new ServerConfigError(
      'auth.farcasterConnectUrl (KIT_FARCASTER_CONNECT_URL) was removed: Farcaster sign-in goes through a relay and is verified on chain',
      {
        details:
          'Set auth.farcaster.optimismRpcUrl (KIT_FARCASTER_OPTIMISM_RPC_URL), and auth.farcaster.relayUrl (KIT_FARCASTER_RELAY_URL) for another relay than the public one.',
      },
    )
}

/** Refuses the variables of earlier versions by name, saying what replaced them. */
export function refuseRemovedVariables(env: Env): void {
  if (env.KIT_TRUST_PROXY && env.KIT_TRUST_PROXY !== '0')
    throw new ServerConfigError(
      'KIT_TRUST_PROXY is no longer supported: set KIT_TRUSTED_PROXIES to the addresses or CIDR ranges of your proxies',
      { details: 'e.g. KIT_TRUSTED_PROXIES=10.0.0.0/8,fd00::/8; the client IP is then read from the right.' },
    )
  const oidc = Object.keys(env).filter(
    (name) => (name.startsWith('KIT_OIDC_') || name === 'KIT_LOCAL_OIDC') && env[name] !== undefined,
  )
  if (oidc.length > 0)
    throw new ServerConfigError(
      `${oidc.sort().join(', ')} ${oidc.length > 1 ? 'are' : 'is'} no longer supported: social logins now speak each provider's own protocol`,
      {
        details:
          "Set KIT_SOCIAL_<PROVIDER>_CLIENT_ID and KIT_SOCIAL_<PROVIDER>_CLIENT_SECRET for GOOGLE, GITHUB, FACEBOOK, X and DISCORD, and KIT_SOCIAL_APPLE_CLIENT_ID, KIT_SOCIAL_APPLE_TEAM_ID, KIT_SOCIAL_APPLE_KEY_ID and KIT_SOCIAL_APPLE_PRIVATE_KEY for Apple (see apps/server/README.md). In development, KIT_SOCIAL_STAND_IN_URL points them at the devnet's stand-ins.",
      },
    )
  if (env.KIT_FARCASTER_CONNECT_URL !== undefined)
    throw new ServerConfigError(
      'KIT_FARCASTER_CONNECT_URL is no longer supported: Farcaster sign-in goes through a relay and is verified on chain',
      {
        details:
          'Set KIT_FARCASTER_OPTIMISM_RPC_URL (an Optimism JSON-RPC URL), and KIT_FARCASTER_RELAY_URL for another relay than the public one.',
      },
    )
}
