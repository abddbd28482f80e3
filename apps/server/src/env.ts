import type { CaipNetworkId } from '@kit/chains'
import {
  type ChainUpstream,
  DEVELOPMENT_MASTER_KEY,
  type FarcasterConfig,
  type ProjectConfig,
  type ServerConfig,
  type SocialConfig,
  type SocialProvider,
  socialProviders,
  type TokenConfig,
} from './config.js'
import { ServerConfigError } from './errors.js'

type Env = Record<string, string | undefined>

/** Kit USD on the devnet: the same ERC20 address on every anvil chain (deployer nonce 0), and the SPL mint. */
export const DEVNET_KIT_USD_EVM = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
export const DEVNET_KIT_USD_MINT = 'A51kzkC3hjtq11j9YhMyfP1qjeVNECzEcPvN9GvHPQh7'

export { DEVELOPMENT_MASTER_KEY }

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)

function number(env: Env, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0)
    throw new ServerConfigError(`${name} must be a non-negative integer`)
  return value
}

function json<T>(env: Env, name: string): T | undefined {
  const raw = env[name]
  if (!raw) return undefined
  try {
    return JSON.parse(raw) as T
  } catch {
    throw new ServerConfigError(`${name} is not valid JSON`)
  }
}

/** The variables of each provider; a provider is on when all of its are set. */
const SOCIAL_FIELDS = {
  apple: { clientId: 'CLIENT_ID', teamId: 'TEAM_ID', keyId: 'KEY_ID', privateKey: 'PRIVATE_KEY' },
  other: { clientId: 'CLIENT_ID', clientSecret: 'CLIENT_SECRET' },
} as const

/**
 * `KIT_SOCIAL_<PROVIDER>_*`: a provider with all its variables set is configured, one with only some is refused
 * (naming the missing ones). The variables of the removed local OIDC stand-in and issuer bridges are refused too.
 */
function socialFromEnv(env: Env): SocialConfig {
  const removed = Object.keys(env).filter(
    (name) => (name.startsWith('KIT_OIDC_') || name === 'KIT_LOCAL_OIDC') && env[name] !== undefined,
  )
  if (removed.length > 0)
    throw new ServerConfigError(
      `${removed.sort().join(', ')} ${removed.length > 1 ? 'are' : 'is'} no longer supported: social logins now speak each provider's own protocol`,
      {
        details:
          "Set KIT_SOCIAL_<PROVIDER>_CLIENT_ID and KIT_SOCIAL_<PROVIDER>_CLIENT_SECRET for GOOGLE, GITHUB, FACEBOOK, X and DISCORD, and KIT_SOCIAL_APPLE_CLIENT_ID, KIT_SOCIAL_APPLE_TEAM_ID, KIT_SOCIAL_APPLE_KEY_ID and KIT_SOCIAL_APPLE_PRIVATE_KEY for Apple (see apps/server/README.md). In development, KIT_SOCIAL_STAND_IN_URL points them at the devnet's stand-ins.",
      },
    )
  const social: Record<string, Record<string, string>> = {}
  for (const provider of socialProviders) {
    const fields = provider === 'apple' ? SOCIAL_FIELDS.apple : SOCIAL_FIELDS.other
    const prefix = `KIT_SOCIAL_${provider.toUpperCase()}_`
    const values = Object.entries(fields).map(([key, suffix]) => [
      key,
      `${prefix}${suffix}`,
      env[`${prefix}${suffix}`],
    ])
    const missing = values.filter(([, , value]) => !value).map(([, name]) => name)
    if (missing.length === values.length) continue
    if (missing.length > 0)
      throw new ServerConfigError(
        `Login with ${provider} is half configured: ${missing.join(', ')} not set`,
        {
          details: `Set all of ${values.map(([, name]) => name).join(', ')}, or none.`,
        },
      )
    social[provider] = Object.fromEntries(
      values.map(([key, , value]) => [
        key,
        key === 'privateKey' ? String(value).replace(/\\n/g, '\n') : String(value),
      ]),
    )
  }
  return social as SocialConfig
}

/**
 * `KIT_FARCASTER_*`: Farcaster is on when an Optimism RPC URL is known. In development both the relay and the chain
 * default to the devnet's (its relay, and the 31337 anvil that holds its ID registry) unless an Optimism RPC is given.
 */
function farcasterFromEnv(env: Env, development: boolean): { farcaster?: FarcasterConfig } {
  if (env.KIT_FARCASTER_CONNECT_URL !== undefined)
    throw new ServerConfigError(
      'KIT_FARCASTER_CONNECT_URL is no longer supported: Farcaster sign-in goes through a relay and is verified on chain',
      {
        details:
          'Set KIT_FARCASTER_OPTIMISM_RPC_URL (an Optimism JSON-RPC URL), and KIT_FARCASTER_RELAY_URL for another relay than the public one.',
      },
    )
  const devnet = development && !env.KIT_FARCASTER_OPTIMISM_RPC_URL
  const optimismRpcUrl =
    env.KIT_FARCASTER_OPTIMISM_RPC_URL ||
    (devnet ? `http://127.0.0.1:${number(env, 'KIT_DEVNET_EVM_31337_PORT', 8546)}` : undefined)
  if (!optimismRpcUrl) return {}
  const relayUrl =
    env.KIT_FARCASTER_RELAY_URL ||
    (devnet ? `http://127.0.0.1:${number(env, 'KIT_DEVNET_FARCASTER_PORT', 8557)}` : undefined)
  return {
    farcaster: {
      optimismRpcUrl,
      ...(relayUrl ? { relayUrl } : {}),
      ...(env.KIT_FARCASTER_DOMAIN ? { domain: env.KIT_FARCASTER_DOMAIN } : {}),
    },
  }
}

/**
 * Reads the server configuration from environment variables (documented in apps/server/README.md).
 * `KIT_DEV=1` turns development mode on: unset variables then default to the local stack (the devnet's ports and
 * token, the demo project and its origins, the local frame origins, the public development master key, SMTP to the
 * devnet's catcher). Without it nothing defaults to a stand-in: `KIT_MASTER_KEY` is
 * required, and only the chains, projects and origins given are used. `NODE_ENV` decides nothing.
 * @throws {ServerConfigError} naming the variable to set or fix.
 */
export function configFromEnv(env: Env = process.env): ServerConfig {
  const development = env.KIT_DEV === '1'
  if (env.KIT_DEV && !['0', '1'].includes(env.KIT_DEV))
    throw new ServerConfigError('KIT_DEV must be 1 (development mode) or 0 (unset: production)')
  const port = number(env, 'KIT_SERVER_PORT', 8787)
  const host = env.KIT_SERVER_HOST || '127.0.0.1'

  const masterKey = env.KIT_MASTER_KEY || (development ? DEVELOPMENT_MASTER_KEY : undefined)
  if (!masterKey)
    throw new ServerConfigError('KIT_MASTER_KEY is not set', {
      details:
        'Set KIT_MASTER_KEY to 32 secret bytes (e.g. `openssl rand -hex 32`), or KIT_DEV=1 for local development.',
    })
  if (env.KIT_TRUST_PROXY && env.KIT_TRUST_PROXY !== '0')
    throw new ServerConfigError(
      'KIT_TRUST_PROXY is no longer supported: set KIT_TRUSTED_PROXIES to the addresses or CIDR ranges of your proxies',
      { details: 'e.g. KIT_TRUSTED_PROXIES=10.0.0.0/8,fd00::/8; the client IP is then read from the right.' },
    )

  const dataDir = env.KIT_DATA_DIR ?? '.data/server'
  const database = env.DATABASE_URL ? { url: env.DATABASE_URL } : dataDir === ':memory:' ? {} : { dataDir }

  const demoOrigins = list(env.KIT_DEMO_ORIGINS ?? 'http://127.0.0.1:5173,http://localhost:5173')
  const projects: ProjectConfig[] = [
    // The demo project is a development fixture: in a deployment, localhost pages could embed the frame with it.
    ...(development
      ? [{ id: env.KIT_DEMO_PROJECT_ID || 'demo', name: 'Kit demo', allowedOrigins: demoOrigins }]
      : []),
    ...(json<ProjectConfig[]>(env, 'KIT_PROJECTS') ?? []),
  ]

  // Upstreams: explicit URLs win; in development, else the devnet's ports (its KIT_DEVNET_* variables, else its
  // defaults), marked as sandbox chains the on-ramp sandbox may pay out on.
  const evmPort = (chainId: number, fallback: number) =>
    number(env, `KIT_DEVNET_EVM_${chainId}_PORT`, fallback)
  const upstream = (caipNetworkId: CaipNetworkId, explicit: string | undefined, devnetUrl: () => string) =>
    explicit
      ? [{ caipNetworkId, rpcUrl: explicit }]
      : development
        ? [{ caipNetworkId, rpcUrl: devnetUrl(), sandbox: true }]
        : []
  const solanaCaip = (env.KIT_SOLANA_CAIP || 'solana:localnet') as CaipNetworkId
  const chains: ChainUpstream[] = [
    ...upstream('eip155:80002', env.KIT_RPC_80002, () => `http://127.0.0.1:${evmPort(80002, 8545)}`),
    ...upstream('eip155:31337', env.KIT_RPC_31337, () => `http://127.0.0.1:${evmPort(31337, 8546)}`),
    ...upstream(
      solanaCaip,
      env.KIT_SOLANA_RPC,
      () => `http://127.0.0.1:${number(env, 'KIT_DEVNET_SOLANA_RPC_PORT', 8899)}`,
    ),
    ...(json<ChainUpstream[]>(env, 'KIT_CHAINS') ?? []),
  ]
  const has = (caipNetworkId: string) => chains.some((chain) => chain.caipNetworkId === caipNetworkId)
  const evmToken = env.KIT_TOKEN_EVM_ADDRESS || (development ? DEVNET_KIT_USD_EVM : undefined)
  const splMint = env.KIT_TOKEN_SPL_MINT || (development ? DEVNET_KIT_USD_MINT : undefined)
  const kitUsd = (caipNetworkId: CaipNetworkId, address: string): TokenConfig => ({
    caipNetworkId,
    address,
    name: 'Kit USD',
    symbol: 'kUSD',
    decimals: 6,
    priceUsd: 1,
  })
  const tokens: TokenConfig[] = json<TokenConfig[]>(env, 'KIT_TOKENS') ?? [
    ...(evmToken
      ? (['eip155:80002', 'eip155:31337'] as const).filter(has).map((id) => kitUsd(id, evmToken))
      : []),
    ...(splMint && has(solanaCaip) ? [kitUsd(solanaCaip, splMint)] : []),
  ]

  const social = socialFromEnv(env)

  const treasuryEvm = env.KIT_TREASURY_EVM_KEY
  if (treasuryEvm && !/^0x[0-9a-fA-F]{64}$/.test(treasuryEvm))
    throw new ServerConfigError('KIT_TREASURY_EVM_KEY must be a 0x-prefixed 32-byte hex private key')

  const frameOrigins =
    env.KIT_FRAME_ORIGINS ?? (development ? 'http://127.0.0.1:5174,http://localhost:5174' : '')
  const smtpUrl =
    env.KIT_SMTP_URL ||
    (development ? `smtp://127.0.0.1:${number(env, 'KIT_DEVNET_SMTP_PORT', 2525)}` : undefined)
  const linking = list(env.KIT_EMAIL_LINKING_PROVIDERS) as SocialProvider[]

  return {
    development,
    port,
    host,
    ...(env.KIT_PUBLIC_URL ? { publicUrl: env.KIT_PUBLIC_URL } : {}),
    ...(env.KIT_WALLETS_FILE ? { walletList: { file: env.KIT_WALLETS_FILE } } : {}),
    database,
    masterKey,
    projects,
    frameOrigins: list(frameOrigins),
    chains,
    tokens,
    onramp: {
      treasury: {
        ...(treasuryEvm ? { evmPrivateKey: treasuryEvm as `0x${string}` } : {}),
        ...(env.KIT_TREASURY_SOLANA_KEY ? { solanaSecretKey: env.KIT_TREASURY_SOLANA_KEY } : {}),
      },
      ...(env.KIT_ONRAMP_PUBLIC_KEY ? { publicKey: env.KIT_ONRAMP_PUBLIC_KEY } : {}),
    },
    mail: {
      ...(smtpUrl ? { smtpUrl } : {}),
      ...(env.KIT_MAIL_FROM ? { from: env.KIT_MAIL_FROM } : {}),
    },
    auth: {
      social,
      // Outside development resolveConfig refuses it, naming the variable.
      ...(env.KIT_SOCIAL_STAND_IN_URL ? { socialStandInUrl: env.KIT_SOCIAL_STAND_IN_URL } : {}),
      ...(linking.length > 0 ? { emailLinkingProviders: linking } : {}),
      ...farcasterFromEnv(env, development),
    },
    ...(env.KIT_TRUSTED_PROXIES ? { trustedProxies: list(env.KIT_TRUSTED_PROXIES) } : {}),
    ...(env.KIT_FRAME_SERVER_TOKEN ? { limits: { frameServerToken: env.KIT_FRAME_SERVER_TOKEN } } : {}),
    ...(env.KIT_LOG === 'quiet' ? { log: false as const } : {}),
  }
}
