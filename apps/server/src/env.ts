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
import { DEVNET_KIT_USD_EVM, DEVNET_KIT_USD_MINT, DEVNET_PORTS } from './devnetConfig.js'
import { ServerConfigError } from './errors.js'

type Env = Record<string, string | undefined>

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
    (devnet
      ? `http://127.0.0.1:${number(env, 'KIT_DEVNET_EVM_31337_PORT', DEVNET_PORTS.evm[31337])}`
      : undefined)
  if (!optimismRpcUrl) return {}
  const relayUrl =
    env.KIT_FARCASTER_RELAY_URL ||
    (devnet
      ? `http://127.0.0.1:${number(env, 'KIT_DEVNET_FARCASTER_PORT', DEVNET_PORTS.farcaster)}`
      : undefined)
  return {
    farcaster: {
      optimismRpcUrl,
      ...(relayUrl ? { relayUrl } : {}),
      ...(env.KIT_FARCASTER_DOMAIN ? { domain: env.KIT_FARCASTER_DOMAIN } : {}),
    },
  }
}

const INTEGER_VARIABLES: Array<[name: string, min: number, max: number]> = [
  ['KIT_SERVER_PORT', 0, 65_535],
  ['KIT_DB_POOL_SIZE', 1, 1_000],
  ['KIT_DB_CONNECT_TIMEOUT_MS', 1, 600_000],
  ['KIT_DB_STATEMENT_TIMEOUT_MS', 1, 3_600_000],
  ['KIT_DB_IDLE_TX_TIMEOUT_MS', 1, 3_600_000],
  ['KIT_READY_TIMEOUT_MS', 1, 60_000],
  ['KIT_SHUTDOWN_TIMEOUT_MS', 1, 600_000],
]

function urlProblem(env: Env, name: string, protocols: readonly string[]): string | undefined {
  const raw = env[name]
  if (raw === undefined || raw === '') return undefined
  let protocol = ''
  try {
    protocol = new URL(raw).protocol
  } catch {}
  return protocols.includes(protocol)
    ? undefined
    : `${name} must be a ${protocols.map((p) => `${p}//`).join(' or ')} URL, not "${raw.slice(0, 100)}"`
}

function jsonArrayProblem(
  env: Env,
  name: string,
  check: (entry: Record<string, unknown>) => boolean,
  shape: string,
): string | undefined {
  const raw = env[name]
  if (!raw) return undefined
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return `${name} is not valid JSON`
  }
  if (!Array.isArray(value) || !value.every((entry) => entry && typeof entry === 'object' && check(entry)))
    return `${name} must be a JSON array of ${shape}`
  return undefined
}

const isString = (value: unknown) => typeof value === 'string' && value !== ''

/**
 * Checks every variable the README lists on its own, so one start shows every problem, each in one sentence that
 * names the variable.
 * @throws {ServerConfigError} listing each problem.
 */
export function checkEnv(env: Env = process.env): void {
  const problems: string[] = []
  if (env.KIT_DEV && !['0', '1'].includes(env.KIT_DEV))
    problems.push('KIT_DEV must be 1 (development mode) or 0 (unset: production)')
  for (const [name, min, max] of [
    ...INTEGER_VARIABLES,
    ...Object.keys(env)
      .filter((key) => /^KIT_DEVNET_[A-Z0-9_]+_PORT$/.test(key))
      .map((key): [string, number, number] => [key, 0, 65_535]),
  ]) {
    const raw = env[name]
    if (raw === undefined || raw === '') continue
    const value = Number(raw)
    if (!/^\d+$/.test(raw.trim()) || value < min || value > max)
      problems.push(
        min === 0
          ? `${name} must be a non-negative integer up to ${max}, not "${raw.slice(0, 40)}"`
          : `${name} must be an integer from ${min} to ${max}, not "${raw.slice(0, 40)}"`,
      )
  }
  const urlChecks: Array<[string, string[]]> = [
    ['KIT_PUBLIC_URL', ['http:', 'https:']],
    ['DATABASE_URL', ['postgres:', 'postgresql:']],
    ['KIT_RPC_80002', ['http:', 'https:']],
    ['KIT_RPC_31337', ['http:', 'https:']],
    ['KIT_SOLANA_RPC', ['http:', 'https:']],
    ['KIT_SMTP_URL', ['smtp:', 'smtps:']],
    ['KIT_SOCIAL_STAND_IN_URL', ['http:', 'https:']],
    ['KIT_FARCASTER_OPTIMISM_RPC_URL', ['http:', 'https:']],
    ['KIT_FARCASTER_RELAY_URL', ['http:', 'https:']],
  ]
  for (const [name, protocols] of urlChecks) {
    const problem = urlProblem(env, name, protocols)
    if (problem) problems.push(problem)
  }
  const jsonChecks = [
    jsonArrayProblem(
      env,
      'KIT_PROJECTS',
      (entry) =>
        isString(entry.id) &&
        isString(entry.name) &&
        Array.isArray(entry.allowedOrigins) &&
        entry.allowedOrigins.every((origin) => typeof origin === 'string'),
      '{id, name, allowedOrigins: [origin, …]}',
    ),
    jsonArrayProblem(
      env,
      'KIT_CHAINS',
      (entry) => isString(entry.caipNetworkId) && isString(entry.rpcUrl),
      '{caipNetworkId, rpcUrl, sandbox?}',
    ),
    jsonArrayProblem(
      env,
      'KIT_TOKENS',
      (entry) =>
        isString(entry.caipNetworkId) &&
        isString(entry.address) &&
        isString(entry.symbol) &&
        typeof entry.decimals === 'number',
      '{caipNetworkId, address, name, symbol, decimals, priceUsd}',
    ),
  ]
  for (const problem of jsonChecks) if (problem) problems.push(problem)
  if (env.KIT_LOG && !['quiet', 'json'].includes(env.KIT_LOG))
    problems.push(`KIT_LOG must be "json" (the default) or "quiet", not "${env.KIT_LOG.slice(0, 40)}"`)
  if (env.KIT_SOLANA_CAIP && !/^solana:[A-Za-z0-9]{1,32}$/.test(env.KIT_SOLANA_CAIP))
    problems.push(
      `KIT_SOLANA_CAIP must be a CAIP-2 id such as solana:localnet, not "${env.KIT_SOLANA_CAIP.slice(0, 60)}"`,
    )
  for (const id of list(env.KIT_READY_UPSTREAMS))
    if (!/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(id))
      problems.push(`KIT_READY_UPSTREAMS must list CAIP-2 ids such as eip155:80002, not "${id.slice(0, 60)}"`)
  if (env.KIT_TREASURY_EVM_KEY && !/^0x[0-9a-fA-F]{64}$/.test(env.KIT_TREASURY_EVM_KEY))
    problems.push('KIT_TREASURY_EVM_KEY must be a 0x-prefixed 32-byte hex private key')
  if (problems.length === 1) throw new ServerConfigError(problems[0] as string)
  if (problems.length > 1)
    throw new ServerConfigError(`The environment has ${problems.length} problems`, {
      metaMessages: problems.map((problem) => `- ${problem}`),
    })
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
  checkEnv(env)
  const development = env.KIT_DEV === '1'
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
  const pool = {
    ...(env.KIT_DB_POOL_SIZE ? { poolSize: number(env, 'KIT_DB_POOL_SIZE', 10) } : {}),
    ...(env.KIT_DB_CONNECT_TIMEOUT_MS
      ? { connectTimeoutMs: number(env, 'KIT_DB_CONNECT_TIMEOUT_MS', 3_000) }
      : {}),
    ...(env.KIT_DB_STATEMENT_TIMEOUT_MS
      ? { statementTimeoutMs: number(env, 'KIT_DB_STATEMENT_TIMEOUT_MS', 5_000) }
      : {}),
    ...(env.KIT_DB_IDLE_TX_TIMEOUT_MS
      ? { idleInTransactionTimeoutMs: number(env, 'KIT_DB_IDLE_TX_TIMEOUT_MS', 10_000) }
      : {}),
  }
  const database = env.DATABASE_URL
    ? { url: env.DATABASE_URL, ...pool }
    : dataDir === ':memory:'
      ? {}
      : { dataDir }

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
    ...upstream(
      'eip155:80002',
      env.KIT_RPC_80002,
      () => `http://127.0.0.1:${evmPort(80002, DEVNET_PORTS.evm[80002])}`,
    ),
    ...upstream(
      'eip155:31337',
      env.KIT_RPC_31337,
      () => `http://127.0.0.1:${evmPort(31337, DEVNET_PORTS.evm[31337])}`,
    ),
    ...upstream(
      solanaCaip,
      env.KIT_SOLANA_RPC,
      () => `http://127.0.0.1:${number(env, 'KIT_DEVNET_SOLANA_RPC_PORT', DEVNET_PORTS.solanaRpc)}`,
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
    (development ? `smtp://127.0.0.1:${number(env, 'KIT_DEVNET_SMTP_PORT', DEVNET_PORTS.smtp)}` : undefined)
  const linking = list(env.KIT_EMAIL_LINKING_PROVIDERS) as SocialProvider[]

  return {
    development,
    port,
    host,
    ...(env.KIT_PUBLIC_URL ? { publicUrl: env.KIT_PUBLIC_URL } : {}),
    ...(env.KIT_WALLETS_FILE ? { walletList: { file: env.KIT_WALLETS_FILE } } : {}),
    database,
    masterKey,
    ...(env.KIT_PREVIOUS_MASTER_KEYS ? { previousMasterKeys: list(env.KIT_PREVIOUS_MASTER_KEYS) } : {}),
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
      ...(env.KIT_SESSION_TTL_SECONDS
        ? { sessionTtlSeconds: number(env, 'KIT_SESSION_TTL_SECONDS', 0) }
        : {}),
      ...(env.KIT_SESSION_MAX_SECONDS
        ? { sessionMaxSeconds: number(env, 'KIT_SESSION_MAX_SECONDS', 0) }
        : {}),
      ...farcasterFromEnv(env, development),
    },
    ...(env.KIT_TRUSTED_PROXIES ? { trustedProxies: list(env.KIT_TRUSTED_PROXIES) } : {}),
    ...(env.KIT_FRAME_SERVER_TOKEN ? { limits: { frameServerToken: env.KIT_FRAME_SERVER_TOKEN } } : {}),
    ...(env.KIT_LOG === 'quiet' ? { log: false as const } : {}),
    ...(env.KIT_SHUTDOWN_TIMEOUT_MS
      ? { shutdownTimeoutMs: number(env, 'KIT_SHUTDOWN_TIMEOUT_MS', 10_000) }
      : {}),
    ...(env.KIT_READY_TIMEOUT_MS || env.KIT_READY_UPSTREAMS
      ? {
          ready: {
            ...(env.KIT_READY_TIMEOUT_MS ? { timeoutMs: number(env, 'KIT_READY_TIMEOUT_MS', 2_000) } : {}),
            ...(env.KIT_READY_UPSTREAMS
              ? { upstreams: list(env.KIT_READY_UPSTREAMS) as CaipNetworkId[] }
              : {}),
          },
        }
      : {}),
  }
}
