import type { CaipNetworkId } from '@kit/chains'
import {
  type ChainUpstream,
  type OidcIssuerConfig,
  type ProjectConfig,
  type ServerConfig,
  type SocialProvider,
  socialProviders,
  type TokenConfig,
} from './config.js'
import { ServerConfigError } from './errors.js'

type Env = Record<string, string | undefined>

/** Kit USD on the devnet: the same ERC20 address on every anvil chain (deployer nonce 0), and the SPL mint. */
export const DEVNET_KIT_USD_EVM = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
export const DEVNET_KIT_USD_MINT = 'A51kzkC3hjtq11j9YhMyfP1qjeVNECzEcPvN9GvHPQh7'

/**
 * A development-only master key, used when `KIT_MASTER_KEY` is unset outside production so the demo starts with
 * no setup. It is public: wallets sealed with it are not protected.
 */
export const DEVELOPMENT_MASTER_KEY = '6b69742d646576656c6f706d656e742d6f6e6c792d6d61737465722d6b657921'

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

/**
 * Reads the server configuration from environment variables (documented in apps/server/README.md). Unset
 * variables default to the local stack: the devnet's default ports, the demo's origins, PGlite in `.data/server`.
 */
export function configFromEnv(env: Env = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production'
  const port = number(env, 'KIT_SERVER_PORT', 8787)
  const host = env.KIT_SERVER_HOST || '127.0.0.1'

  const masterKey = env.KIT_MASTER_KEY
  if (!masterKey && production) throw new ServerConfigError('KIT_MASTER_KEY is required in production')

  const dataDir = env.KIT_DATA_DIR ?? '.data/server'
  const database = env.DATABASE_URL ? { url: env.DATABASE_URL } : dataDir === ':memory:' ? {} : { dataDir }

  const demoOrigins = list(env.KIT_DEMO_ORIGINS ?? 'http://127.0.0.1:5173,http://localhost:5173')
  const projects: ProjectConfig[] = [
    { id: env.KIT_DEMO_PROJECT_ID || 'demo', name: 'Kit demo', allowedOrigins: demoOrigins },
    ...(json<ProjectConfig[]>(env, 'KIT_PROJECTS') ?? []),
  ]

  // Upstreams: explicit URLs win, else the devnet's ports (its own KIT_DEVNET_* variables, else its defaults).
  const evmPort = (chainId: number, fallback: number) =>
    number(env, `KIT_DEVNET_EVM_${chainId}_PORT`, fallback)
  const chains: ChainUpstream[] = [
    {
      caipNetworkId: 'eip155:80002',
      rpcUrl: env.KIT_RPC_80002 || `http://127.0.0.1:${evmPort(80002, 8545)}`,
    },
    {
      caipNetworkId: 'eip155:31337',
      rpcUrl: env.KIT_RPC_31337 || `http://127.0.0.1:${evmPort(31337, 8546)}`,
    },
    {
      caipNetworkId: (env.KIT_SOLANA_CAIP || 'solana:localnet') as CaipNetworkId,
      rpcUrl: env.KIT_SOLANA_RPC || `http://127.0.0.1:${number(env, 'KIT_DEVNET_SOLANA_RPC_PORT', 8899)}`,
    },
    ...(json<ChainUpstream[]>(env, 'KIT_CHAINS') ?? []),
  ]
  const evmToken = env.KIT_TOKEN_EVM_ADDRESS || DEVNET_KIT_USD_EVM
  const splMint = env.KIT_TOKEN_SPL_MINT || DEVNET_KIT_USD_MINT
  const tokens: TokenConfig[] = json<TokenConfig[]>(env, 'KIT_TOKENS') ?? [
    ...(['eip155:80002', 'eip155:31337'] as const).map((caipNetworkId) => ({
      caipNetworkId,
      address: evmToken,
      name: 'Kit USD',
      symbol: 'kUSD',
      decimals: 6,
      priceUsd: 1,
    })),
    {
      caipNetworkId: chains[2]?.caipNetworkId ?? 'solana:localnet',
      address: splMint,
      name: 'Kit USD',
      symbol: 'kUSD',
      decimals: 6,
      priceUsd: 1,
    },
  ]

  const social: Partial<Record<SocialProvider, OidcIssuerConfig>> = {}
  for (const provider of socialProviders) {
    const prefix = `KIT_OIDC_${provider.toUpperCase()}_`
    const issuer = env[`${prefix}ISSUER`]
    if (!issuer) continue
    const clientId = env[`${prefix}CLIENT_ID`]
    const clientSecret = env[`${prefix}CLIENT_SECRET`]
    if (!clientId || !clientSecret)
      throw new ServerConfigError(
        `${prefix}ISSUER is set but ${prefix}CLIENT_ID or ${prefix}CLIENT_SECRET is not`,
      )
    social[provider] = { issuer, clientId, clientSecret }
  }

  const treasuryEvm = env.KIT_TREASURY_EVM_KEY
  if (treasuryEvm && !/^0x[0-9a-fA-F]{64}$/.test(treasuryEvm))
    throw new ServerConfigError('KIT_TREASURY_EVM_KEY must be a 0x-prefixed 32-byte hex private key')

  return {
    port,
    host,
    ...(env.KIT_PUBLIC_URL ? { publicUrl: env.KIT_PUBLIC_URL } : {}),
    database,
    masterKey: masterKey || DEVELOPMENT_MASTER_KEY,
    projects,
    frameOrigins: list(env.KIT_FRAME_ORIGINS ?? 'http://127.0.0.1:5174,http://localhost:5174'),
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
      ...(env.KIT_SMTP_URL || !production
        ? { smtpUrl: env.KIT_SMTP_URL || `smtp://127.0.0.1:${number(env, 'KIT_DEVNET_SMTP_PORT', 2525)}` }
        : {}),
      ...(env.KIT_MAIL_FROM ? { from: env.KIT_MAIL_FROM } : {}),
    },
    auth: {
      social,
      // The stand-in lets anyone sign in as anyone: never on in production.
      localOidc: !production && env.KIT_LOCAL_OIDC !== '0',
      ...(env.KIT_FARCASTER_CONNECT_URL ? { farcasterConnectUrl: env.KIT_FARCASTER_CONNECT_URL } : {}),
    },
    trustProxy: env.KIT_TRUST_PROXY === '1',
    ...(env.KIT_LOG === 'quiet' ? { log: false as const } : {}),
  }
}
