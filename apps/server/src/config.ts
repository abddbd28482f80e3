import { createPrivateKey, randomBytes } from 'node:crypto'
import type { CaipNetworkId } from '@kit/chains'
import type { DatabaseOptions } from './db/database.js'
import { ServerConfigError } from './errors.js'
import { parseCidrList } from './http/clientIp.js'

/** A project: who may call the API from a browser, and which parent pages may embed the secure frame. */
export type ProjectConfig = { id: string; name: string; allowedOrigins: string[] }

/**
 * A chain the server reads and proxies to. `sandbox: true` marks a test chain (the devnet's) on which the
 * development on-ramp sandbox may pay out; it never pays out on any other chain.
 */
export type ChainUpstream = { caipNetworkId: CaipNetworkId; rpcUrl: string; sandbox?: boolean }

/** A test token whose balance is reported next to the native one (ERC20 on EVM, an SPL mint on Solana). */
export type TokenConfig = {
  caipNetworkId: CaipNetworkId
  /** ERC20 contract address or SPL mint address. */
  address: string
  name: string
  symbol: string
  decimals: number
  /** Price in USD used for balances and on-ramp quotes (sandbox price table). */
  priceUsd: number
  iconUrl?: string
}

/** The six social providers a user can log in with (Farcaster has its own flow). */
import { type SocialProvider, socialProviders } from './contract/authRequests.js'

export { type SocialProvider, socialProviders }

/** A social provider's OAuth client, as registered with the provider (its client id and secret). */
export type SocialClientConfig = { clientId: string; clientSecret: string }

/**
 * Sign in with Apple: the Services ID (the client id), the team id, and the id and PKCS#8 PEM of the key made in
 * Apple's developer account, with which the server signs its short-lived client secret (an ES256 JWT).
 */
export type AppleClientConfig = { clientId: string; teamId: string; keyId: string; privateKey: string }

/** The configured social providers; a provider left out answers 503 `NotConfigured`. */
export type SocialConfig = {
  google?: SocialClientConfig
  github?: SocialClientConfig
  apple?: AppleClientConfig
  facebook?: SocialClientConfig
  x?: SocialClientConfig
  discord?: SocialClientConfig
}

/** Sign-In With Farcaster: the relay that carries the request to the user's Farcaster app, and the chain to verify on. */
export type FarcasterConfig = {
  /** The relay (the public relay's API). Default `https://relay.farcaster.xyz`. Env `KIT_FARCASTER_RELAY_URL`. */
  relayUrl?: string
  /**
   * An Optimism JSON-RPC URL: the signer of each sign-in is checked to be the custody address of the fid in
   * Farcaster's ID registry there (or, for contract custody, with ERC-1271). Env `KIT_FARCASTER_OPTIMISM_RPC_URL`.
   */
  optimismRpcUrl: string
  /** The domain the user signs in to, as shown by the Farcaster app. Default the host of `publicUrl`. Env `KIT_FARCASTER_DOMAIN`. */
  domain?: string
  /** The sign-in URI put in the signed message. Default `publicUrl`. */
  siweUri?: string
  /**
   * How long a sign-in channel (its QR code) can be approved. Short, so a QR code copied to another page is soon
   * worthless. Default 300 s.
   */
  channelTtlSeconds?: number
}

/** Something that sends e-mail; the server uses SMTP through nodemailer unless given another. */
export type MailMessage = { to: string; subject: string; text: string; html: string }
export type Mailer = { send(message: MailMessage): Promise<void>; close?(): void }

/** One structured log entry (a JSON line). */
export type LogEntry = { level: 'info' | 'warn' | 'error'; msg: string } & Record<string, unknown>

/**
 * A development-only master key, used by `configFromEnv` when `KIT_MASTER_KEY` is unset in development (`KIT_DEV=1`)
 * so the demo starts with no setup. It is public: wallets sealed with it are not protected, so the server refuses
 * to start with it outside development.
 */
export const DEVELOPMENT_MASTER_KEY = '6b69742d646576656c6f706d656e742d6f6e6c792d6d61737465722d6b657921'

/** Sandbox payout limits of the development on-ramp (counted from the `onramp_purchases` table). */
export type OnrampSandboxLimits = {
  /** Purchases per receiving wallet per day. Default 10. */
  perWalletPerDay?: number
  /** Purchases per client IP per day. Default 20. */
  perIpPerDay?: number
  /** Purchases per day on this server, all clients together. Default 500. */
  perDay?: number
  /** Payouts waiting in this process's queue; more are refused at once. Default 20. */
  queueLength?: number
}

/** Configuration of `createServer`. Everything has a default except what only the operator can know. */
export type ServerConfig = {
  /**
   * Development mode: enables the local stand-ins (the social providers' stand-in URL,
   * the on-ramp sandbox with its treasury). Without it these routes answer 404 and a stand-in in the configuration is
   * refused at start. With it the server refuses to bind a non-loopback host or to sit behind an https public URL.
   * `configFromEnv` reads it from `KIT_DEV=1` only (never from `NODE_ENV`). Default false.
   */
  development?: boolean
  /** Port to listen on; 0 (tests) asks the OS for a free one. Default 8787. */
  port?: number
  /** Interface to bind. Default 127.0.0.1. */
  host?: string
  /**
   * The URL browsers reach this server at (links in e-mails; the social redirect URI `<publicUrl>/auth/social/callback`
   * registered with each provider). Default `http://host:port`.
   */
  publicUrl?: string
  /**
   * Storage: a Postgres URL, or a PGlite directory; neither means an in-memory PGlite (tests). With a URL, the pool's
   * size and timeouts (`poolSize`, `connectTimeoutMs`, `statementTimeoutMs`, `idleInTransactionTimeoutMs`).
   */
  database?: DatabaseOptions
  /** 32 bytes (64 hex characters or base64) that encrypt embedded-wallet key shares at rest. Required. */
  masterKey: string
  /**
   * Master keys being rotated out, newest first: what they sealed still opens, and is sealed again under
   * `masterKey` when it is next read. Env `KIT_PREVIOUS_MASTER_KEYS` (comma-separated).
   */
  previousMasterKeys?: string[]
  /** Projects written to the database at start (insert or update). */
  projects?: ProjectConfig[]
  /** Origins of the secure frame; the only ones allowed to call `/v1/auth/*` and to receive wallet keys. */
  frameOrigins?: string[]
  /** Chains to read balances from and proxy JSON-RPC to. */
  chains?: ChainUpstream[]
  /** Test tokens whose balances are reported and which the on-ramp sandbox sells. */
  tokens?: TokenConfig[]
  /** Native-currency prices in USD by symbol (sandbox price table). */
  nativePricesUsd?: Record<string, number>
  /**
   * The wallet list served at `GET /v1/wallets`: a JSON file (an array of listings or `{ wallets: [...] }`)
   * replacing the built-in list of `@kit/walletconnect`. Checked at start; an invalid file stops the server.
   */
  walletList?: { file?: string | undefined }
  names?: {
    /** Suffix of every name. Default `.kit.id`. */
    suffix?: string
    /** How far a registration message's timestamp may be from the server's clock. Default 600 s. */
    maxClockSkewSeconds?: number
  }
  onramp?: {
    /**
     * Dev keys that pay out sandbox purchases on chains marked `sandbox`. Development only: refused otherwise.
     * Without them the sandbox page cannot complete.
     */
    treasury?: { evmPrivateKey?: `0x${string}`; solanaSecretKey?: string }
    /** When set, the sandbox page accepts only this `publicKey`. */
    publicKey?: string
    /** Payout limits of the sandbox. */
    sandboxLimits?: OnrampSandboxLimits
  }
  /** SMTP URL (`smtp://host:port`) or a mailer object. Without either, e-mail login answers 503. */
  mail?: { smtpUrl?: string; from?: string; mailer?: Mailer }
  auth?: {
    otpTtlSeconds?: number
    otpMaxAttempts?: number
    emailCooldownSeconds?: number
    deviceApprovalTtlSeconds?: number
    /** How long one device-approval wait request is held open. Default 25 s. */
    deviceWaitSeconds?: number
    /** Device-approval waits held open at once per client (IPv4 address or IPv6 /64; more answer 429). Default 4. */
    deviceWaitsPerIp?: number
    /** Device-approval waits held open at once by this process (more answer 429). Default 1000. */
    deviceWaitsTotal?: number
    /**
     * Of `deviceWaitsTotal`, the waits only a client holding none yet may start, so that clients already waiting
     * cannot fill the process between them. Default a quarter of `deviceWaitsTotal`.
     */
    deviceWaitsReserved?: number
    /** What a device wait refused by the caps is told to wait (`Retry-After`, rounded up to seconds). Default 1000 ms. */
    deviceWaitPollMs?: number
    /** Wrong e-mail codes accepted per address in 24 hours, across codes; then codes are refused. Default 20. */
    otpMaxWrongPerDay?: number
    /**
     * Social providers whose `email_verified` is trusted to link a login to the existing account with that e-mail
     * (e.g. `['google', 'apple']`). Others get an account of their own. Default none.
     */
    emailLinkingProviders?: SocialProvider[]
    /**
     * How long a fresh proof of the user (a login, or a step-up code) counts for what changes who controls the
     * account: the e-mail, the recovery methods, a new device's recovery. Default 600 s.
     */
    freshProofSeconds?: number
    /** Auth-share releases allowed per user per window (across instances). Default 30 per 10 minutes. */
    keyReleasesPerUser?: { max: number; windowMs: number }
    /**
     * Releases of a wallet's password-sealed recovery record per user per window (across instances), on top of
     * `keyReleasesPerUser`. The record can be guessed offline once released, so a hijacked session gets it only a few
     * times a day; passkey records (not guessable) are not counted. Default 5 per 24 hours.
     */
    passwordReleasesPerUser?: { max: number; windowMs: number }
    /**
     * A session ends this long after its last use (sliding; env `KIT_SESSION_TTL_SECONDS`). Default 30 days.
     */
    sessionTtlSeconds?: number
    /** A session ends this long after its login, however often used (env `KIT_SESSION_MAX_SECONDS`). Default 90 days. */
    sessionMaxSeconds?: number
    /** The social providers' OAuth clients (env `KIT_SOCIAL_<PROVIDER>_*`). Providers left out are refused. */
    social?: SocialConfig
    /**
     * Development only (refused otherwise): every provider URL `https://<host><path>` becomes
     * `<socialStandInUrl>/<host><path>`, issuers included, so the unchanged provider code talks to the devnet's
     * stand-ins (env `KIT_SOCIAL_STAND_IN_URL`). Default none: the real providers.
     */
    socialStandInUrl?: string
    /**
     * Sign-In With Farcaster, verified on chain; on when `optimismRpcUrl` is set (env `KIT_FARCASTER_*`), otherwise
     * the Farcaster routes answer 404 `FarcasterUnavailable`.
     */
    farcaster?: FarcasterConfig
  }
  limits?: {
    /** Largest JSON body for API routes. Default 16 KiB. */
    bodyBytes?: number
    /** Largest body for the JSON-RPC proxy. Default 256 KiB. */
    rpcBodyBytes?: number
    /**
     * API requests per client per window, all projects together. A client is an IPv4 address or an IPv6 /64.
     * Default 600 per minute.
     */
    perIp?: { max: number; windowMs: number }
    /** Requests to the secure frame's auth API (`/v1/auth/*`) per client per window. Default 300 per minute. */
    authPerIp?: { max: number; windowMs: number }
    /**
     * JSON-RPC proxy weight per client per window, all projects together: each call of a batch counts, heavy
     * methods more (`chain/rpcLimits.ts`). Default 1200 per minute.
     */
    rpcPerIp?: { max: number; windowMs: number }
    /**
     * JSON-RPC proxy weight per project per window: the operator's upstream cost. When it is spent, each client
     * still has `rpcFloorPerIp` for that project, so strangers cannot lock a project's users out. Default 20000
     * per minute.
     */
    rpcPerProject?: { max: number; windowMs: number }
    /** JSON-RPC weight each client may always use per project, even when `rpcPerProject` is spent. Default 120 per minute. */
    rpcFloorPerIp?: { max: number; windowMs: number }
    /** Widest `eth_getLogs` block range the proxy forwards (`toBlock - fromBlock + 1`). Default 1000. */
    rpcLogsBlockRange?: number
    /** Largest answer read from a chain node; a larger one becomes a JSON-RPC error. Default 5 MiB. */
    upstreamResponseBytes?: number
    /**
     * A secret (at least 32 characters) the secure frame's server sends in `X-Kit-Frame-Server-Token` with its
     * `/v1/projects/{id}/config` reads, which then skip the per-IP limit (they come from one address for every
     * visitor). Env `KIT_FRAME_SERVER_TOKEN`, set to the same value on both servers. Default none.
     */
    frameServerToken?: string
    /** Successful name registrations per client per window. Default 10 per hour. */
    nameRegistrationsPerIp?: { max: number; windowMs: number }
    /**
     * Name registrations refused for their signature, per client per window: each may have cost an on-chain
     * check (ERC-1271/6492), which the success quota does not count. Default 30 per hour.
     */
    nameRegistrationFailuresPerIp?: { max: number; windowMs: number }
    /** Names one address may hold (across all names registered to it). Default 5. */
    namesPerAddress?: number
    /** Requests that send e-mail, per IP per window (on top of the per-address cooldown). Default 20 per 10 min. */
    mailPerIp?: { max: number; windowMs: number }
    /**
     * Farcaster sign-in channels opened per client per window, on top of the auth budget: each one is a call to
     * the public relay. Default 10 per 10 minutes.
     */
    farcasterChannelsPerIp?: { max: number; windowMs: number }
    /** Timeout for calls to chain nodes and identity providers. Default 10 s. */
    upstreamTimeoutMs?: number
  }
  /**
   * Proxies you run, as IPv4/IPv6 addresses or CIDR ranges (`10.0.0.0/8`, `fd00::/8`). When the socket peer is one
   * of them, the client IP is the right-most `X-Forwarded-For` entry that is not; otherwise `X-Forwarded-For` is
   * ignored. Default none.
   */
  trustedProxies?: string[]
  /** `/ready`: how long each check may take (default 2000 ms), and the chain upstreams it requires (default none). */
  ready?: {
    timeoutMs?: number
    /**
     * CAIP-2 ids of configured chains that must answer for this instance to be ready. Default none: a chain node
     * shared by every instance being down would otherwise take every instance out, routes that need no chain too.
     */
    upstreams?: CaipNetworkId[]
  }
  /** On `close()` (SIGTERM, SIGINT), how long requests in flight may take to finish before connections are cut. Default 10000 ms. */
  shutdownTimeoutMs?: number
  /** Log sink: a function receiving entries, `false` for silence, default JSON lines on stdout. */
  log?: false | ((entry: LogEntry) => void)
  /** Clock in ms; tests move it to check expiries and cooldowns. */
  now?: () => number
}

/** The configuration with every default filled in. */
export type ResolvedConfig = {
  development: boolean
  port: number
  host: string
  publicUrl: string | undefined
  database: DatabaseOptions
  ready: { timeoutMs: number; upstreams: CaipNetworkId[] }
  shutdownTimeoutMs: number
  masterKey: Buffer
  previousMasterKeys: Buffer[]
  projects: ProjectConfig[]
  frameOrigins: string[]
  chains: ChainUpstream[]
  tokens: TokenConfig[]
  nativePricesUsd: Record<string, number>
  walletList: { file?: string | undefined }
  names: { suffix: string; maxClockSkewSeconds: number }
  onramp: Omit<NonNullable<ServerConfig['onramp']>, 'sandboxLimits'> & {
    sandboxLimits: Required<OnrampSandboxLimits>
  }
  mail: NonNullable<ServerConfig['mail']>
  auth: Required<Omit<NonNullable<ServerConfig['auth']>, 'social' | 'socialStandInUrl' | 'farcaster'>> & {
    social: SocialConfig
    socialStandInUrl: string | undefined
    farcaster:
      | (Required<Omit<FarcasterConfig, 'domain' | 'siweUri'>> & Pick<FarcasterConfig, 'domain' | 'siweUri'>)
      | undefined
  }
  limits: Required<NonNullable<ServerConfig['limits']>>
  /** Matches an address against `trustedProxies`. */
  isTrustedProxy: (address: string) => boolean
  log: (entry: LogEntry) => void
  now: () => number
}

/** Default sandbox prices (USD) for native currencies, by symbol. */
export const defaultNativePricesUsd: Record<string, number> = { ETH: 3000, POL: 0.5, MATIC: 0.5, SOL: 150 }

/** Turns a 32-byte key given as 64 hex characters or base64 into bytes. */
export function parseMasterKey(value: string): Buffer {
  const trimmed = value.trim()
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64')
  if (bytes.length !== 32)
    throw new ServerConfigError('The master key must be 32 bytes', {
      details: 'Give 64 hex characters or 44 base64 characters, e.g. from `openssl rand -hex 32`.',
    })
  return bytes
}

/** A fresh random master key (hex), for tests and first-time setup. */
export function generateMasterKey(): string {
  return randomBytes(32).toString('hex')
}

function checkOrigin(origin: string, where: string): string {
  let parsed: URL
  try {
    parsed = new URL(origin)
  } catch {
    throw new ServerConfigError(`Invalid origin "${origin}" in ${where}`)
  }
  if (parsed.origin !== origin.replace(/\/$/, ''))
    throw new ServerConfigError(`Invalid origin "${origin}" in ${where}`, {
      details: 'An origin is scheme://host[:port], with no path.',
    })
  return parsed.origin
}

/** Whether a host name or address is this machine only (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase()
  return (
    bare === 'localhost' ||
    bare.endsWith('.localhost') ||
    bare === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare) ||
    /^::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare)
  )
}

/**
 * Refuses configurations where a development stand-in would be reachable by strangers: development on a
 * non-loopback host or behind an https public URL, a stand-in without development, the public development key
 * outside development. Each message names the setting (and its environment variable) to change.
 */
function checkDevelopmentSafety(config: ServerConfig, masterKey: Buffer): void {
  const development = config.development ?? false
  const host = config.host ?? '127.0.0.1'
  if (development) {
    if (!isLoopbackHost(host))
      throw new ServerConfigError(
        `Development mode (KIT_DEV=1) is on but the server binds ${host}: refusing to serve development stand-ins to the network`,
        {
          details:
            'Bind a loopback address (KIT_SERVER_HOST=127.0.0.1), or turn development mode off (unset KIT_DEV).',
        },
      )
    if (config.publicUrl?.toLowerCase().startsWith('https:'))
      throw new ServerConfigError(
        `Development mode (KIT_DEV=1) is on but KIT_PUBLIC_URL is ${config.publicUrl}: refusing to serve development stand-ins behind a public https URL`,
        { details: 'Unset KIT_DEV for a deployment, and set KIT_MASTER_KEY and the production settings.' },
      )
    return
  }
  if (masterKey.equals(Buffer.from(DEVELOPMENT_MASTER_KEY, 'hex')))
    throw new ServerConfigError(
      'The public development master key is in use outside development mode: set KIT_MASTER_KEY to your own key',
      { details: 'Generate one with `openssl rand -hex 32` and keep it secret.' },
    )
  if (config.auth?.socialStandInUrl)
    throw new ServerConfigError(
      "The social providers' stand-in URL (auth.socialStandInUrl, KIT_SOCIAL_STAND_IN_URL) sends every social login to a test identity provider: it needs development mode (KIT_DEV=1)",
      { details: 'Unset KIT_SOCIAL_STAND_IN_URL in a deployment; the real providers are used without it.' },
    )
  const treasury = config.onramp?.treasury
  if (treasury?.evmPrivateKey || treasury?.solanaSecretKey)
    throw new ServerConfigError(
      'The on-ramp sandbox treasury (KIT_TREASURY_EVM_KEY, KIT_TREASURY_SOLANA_KEY) pays anyone who asks: it needs development mode (KIT_DEV=1)',
      { details: 'Remove the treasury keys from a deployment.' },
    )
}

function checkLinkingProviders(providers: readonly string[]): SocialProvider[] {
  for (const provider of providers)
    if (!(socialProviders as readonly string[]).includes(provider))
      throw new ServerConfigError(
        `Unknown provider "${provider}" in auth.emailLinkingProviders (KIT_EMAIL_LINKING_PROVIDERS)`,
        { details: `Use some of: ${socialProviders.join(', ')}.` },
      )
  return [...providers] as SocialProvider[]
}

const SOCIAL_VARIABLES =
  'KIT_SOCIAL_<PROVIDER>_CLIENT_ID and KIT_SOCIAL_<PROVIDER>_CLIENT_SECRET (Apple: KIT_SOCIAL_APPLE_CLIENT_ID, _TEAM_ID, _KEY_ID, _PRIVATE_KEY)'

/**
 * Checks each configured social client: known provider, every field a non-empty string, Apple's key a PKCS#8 P-256
 * private key. The local OIDC stand-in of earlier versions is refused by name.
 */
function checkSocial(auth: NonNullable<ServerConfig['auth']>): SocialConfig {
  if ('localOidc' in auth)
    throw new ServerConfigError(
      "auth.localOidc (KIT_LOCAL_OIDC) was removed: social logins speak each real provider's protocol",
      {
        details: `Configure auth.social (${SOCIAL_VARIABLES}); in development, point them at the devnet's stand-ins with auth.socialStandInUrl (KIT_SOCIAL_STAND_IN_URL).`,
      },
    )
  const social = auth.social ?? {}
  const result: SocialConfig = {}
  for (const [provider, client] of Object.entries(social)) {
    if (client === undefined) continue
    if (!(socialProviders as readonly string[]).includes(provider))
      throw new ServerConfigError(`Unknown social provider "${provider}" in auth.social`, {
        details: `Use some of: ${socialProviders.join(', ')}.`,
      })
    const fields =
      provider === 'apple' ? ['clientId', 'teamId', 'keyId', 'privateKey'] : ['clientId', 'clientSecret']
    const entry = client as Record<string, unknown>
    for (const field of fields)
      if (typeof entry[field] !== 'string' || (entry[field] as string).trim() === '')
        throw new ServerConfigError(
          `auth.social.${provider}.${field} (KIT_SOCIAL_${provider.toUpperCase()}_${field.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}) is missing`,
        )
    if (provider === 'apple') {
      const apple = client as AppleClientConfig
      const privateKey = apple.privateKey.replace(/\\n/g, '\n')
      let ok = false
      try {
        const key = createPrivateKey({ key: privateKey, format: 'pem' })
        ok = key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1'
      } catch {
        ok = false
      }
      if (!ok)
        throw new ServerConfigError(
          'auth.social.apple.privateKey (KIT_SOCIAL_APPLE_PRIVATE_KEY) is not a P-256 private key in PEM',
          {
            details:
              "Give the contents of the .p8 file from Apple's developer account (`\\n` escapes are fine).",
          },
        )
      result.apple = { ...apple, privateKey }
    } else result[provider as Exclude<SocialProvider, 'apple'>] = { ...(client as SocialClientConfig) }
  }
  return result
}

/** The stand-in URL: an absolute http(s) URL without query or fragment, no trailing slash. */
function checkStandInUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ServerConfigError(`auth.socialStandInUrl (KIT_SOCIAL_STAND_IN_URL) "${value}" is not a URL`)
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash)
    throw new ServerConfigError(
      `auth.socialStandInUrl (KIT_SOCIAL_STAND_IN_URL) must be an http(s) URL without query or fragment, not "${value}"`,
    )
  return value.replace(/\/+$/, '')
}

/** The public Farcaster relay, which Farcaster's apps answer through. */
export const FARCASTER_RELAY_URL = 'https://relay.farcaster.xyz'

function httpUrl(value: string, name: string): string {
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {}
  if (!url || !['http:', 'https:'].includes(url.protocol))
    throw new ServerConfigError(`${name} must be an http(s) URL, not "${value}"`)
  return value.replace(/\/+$/, '')
}

/** Farcaster's settings, checked; the approval-page setting of earlier versions is refused by name. */
function checkFarcaster(auth: NonNullable<ServerConfig['auth']>): ResolvedConfig['auth']['farcaster'] {
  if ('farcasterConnectUrl' in auth)
    throw new ServerConfigError(
      'auth.farcasterConnectUrl (KIT_FARCASTER_CONNECT_URL) was removed: Farcaster sign-in goes through a relay and is verified on chain',
      {
        details:
          'Set auth.farcaster.optimismRpcUrl (KIT_FARCASTER_OPTIMISM_RPC_URL), and auth.farcaster.relayUrl (KIT_FARCASTER_RELAY_URL) for another relay than the public one.',
      },
    )
  const farcaster = auth.farcaster
  if (!farcaster) return undefined
  if (typeof farcaster.optimismRpcUrl !== 'string' || farcaster.optimismRpcUrl === '')
    throw new ServerConfigError('auth.farcaster.optimismRpcUrl (KIT_FARCASTER_OPTIMISM_RPC_URL) is missing')
  if (farcaster.domain !== undefined && !/^[a-zA-Z0-9.-]+(:[0-9]+)?$/.test(farcaster.domain))
    throw new ServerConfigError(
      `auth.farcaster.domain (KIT_FARCASTER_DOMAIN) must be a host name with an optional port, not "${farcaster.domain}"`,
    )
  return {
    relayUrl: httpUrl(
      farcaster.relayUrl ?? FARCASTER_RELAY_URL,
      'auth.farcaster.relayUrl (KIT_FARCASTER_RELAY_URL)',
    ),
    optimismRpcUrl: httpUrl(
      farcaster.optimismRpcUrl,
      'auth.farcaster.optimismRpcUrl (KIT_FARCASTER_OPTIMISM_RPC_URL)',
    ),
    ...(farcaster.domain !== undefined ? { domain: farcaster.domain } : {}),
    ...(farcaster.siweUri !== undefined
      ? { siweUri: httpUrl(farcaster.siweUri, 'auth.farcaster.siweUri') }
      : {}),
    channelTtlSeconds: positive(farcaster.channelTtlSeconds, 300, 'auth.farcaster.channelTtlSeconds'),
  }
}

function positive(value: number | undefined, fallback: number, name: string): number {
  const result = value ?? fallback
  if (!Number.isInteger(result) || result < 1)
    throw new ServerConfigError(`${name} must be a positive integer`)
  return result
}

/** The device waits kept for new clients: a whole number below the total (default a quarter of it). */
function checkReserved(value: number | undefined, total: number): number {
  const result = value ?? Math.floor(total / 4)
  if (!Number.isInteger(result) || result < 0 || result >= total)
    throw new ServerConfigError(
      `auth.deviceWaitsReserved must be a whole number from 0 to auth.deviceWaitsTotal - 1 (${total - 1}), not ${result}`,
    )
  return result
}

/** The frame server's token: empty (off), or a secret long enough not to be guessed. */
function checkFrameServerToken(token: string | undefined): string {
  if (token === undefined || token === '') return ''
  if (token.length < 32)
    throw new ServerConfigError(
      'limits.frameServerToken (KIT_FRAME_SERVER_TOKEN) must be at least 32 characters',
      {
        details:
          "Generate one with `openssl rand -hex 32` and give the same value to the secure frame's server.",
      },
    )
  return token
}

/** The database settings: a postgres URL, and pool bounds that are positive integers. */
function checkDatabase(database: DatabaseOptions): DatabaseOptions {
  if (database.url !== undefined && database.url !== '') {
    let protocol = ''
    try {
      protocol = new URL(database.url).protocol
    } catch {}
    if (protocol !== 'postgres:' && protocol !== 'postgresql:')
      throw new ServerConfigError('database.url (DATABASE_URL) must be a postgres:// or postgresql:// URL', {
        details: 'e.g. postgres://kit:secret@db.internal:5432/kit',
      })
  }
  const bounds = [
    ['poolSize', 'KIT_DB_POOL_SIZE'],
    ['connectTimeoutMs', 'KIT_DB_CONNECT_TIMEOUT_MS'],
    ['statementTimeoutMs', 'KIT_DB_STATEMENT_TIMEOUT_MS'],
    ['idleInTransactionTimeoutMs', 'KIT_DB_IDLE_TX_TIMEOUT_MS'],
  ] as const
  for (const [key, variable] of bounds)
    if (database[key] !== undefined) positive(database[key], 1, `database.${key} (${variable})`)
  return database
}

/** The chains `/ready` requires must be configured chains. */
function checkReadyUpstreams(
  upstreams: readonly string[],
  chains: readonly ChainUpstream[],
): CaipNetworkId[] {
  for (const id of upstreams)
    if (!chains.some((chain) => chain.caipNetworkId === id))
      throw new ServerConfigError(
        `ready.upstreams (KIT_READY_UPSTREAMS) names ${id}, which is not a configured chain`,
        { details: `Configured: ${chains.map((chain) => chain.caipNetworkId).join(', ') || 'none'}.` },
      )
  return [...upstreams] as CaipNetworkId[]
}

const defaultLog = (entry: LogEntry) => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`)
}

/** Fills in defaults and checks what can be checked before start-up. */
export function resolveConfig(config: ServerConfig): ResolvedConfig {
  const projectIds = new Set<string>()
  const projects = (config.projects ?? []).map((project) => {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(project.id))
      throw new ServerConfigError(`Invalid project id "${project.id}"`, {
        details: 'Use 1–64 letters, digits, "_" or "-".',
      })
    if (projectIds.has(project.id)) throw new ServerConfigError(`Project "${project.id}" is listed twice`)
    projectIds.add(project.id)
    return {
      ...project,
      allowedOrigins: project.allowedOrigins.map((origin) => checkOrigin(origin, `project ${project.id}`)),
    }
  })
  const auth = config.auth ?? {}
  const limits = config.limits ?? {}
  const masterKey = parseMasterKey(config.masterKey)
  checkDevelopmentSafety(config, masterKey)
  const previousMasterKeys = (config.previousMasterKeys ?? []).map(parseMasterKey)
  if (previousMasterKeys.some((key) => key.equals(masterKey)))
    throw new ServerConfigError('A previous master key is the current one', {
      details: 'KIT_PREVIOUS_MASTER_KEYS lists only keys being rotated out, not KIT_MASTER_KEY.',
    })
  const sandboxLimits = config.onramp?.sandboxLimits ?? {}
  return {
    development: config.development ?? false,
    port: config.port ?? 8787,
    host: config.host ?? '127.0.0.1',
    publicUrl: config.publicUrl?.replace(/\/+$/, ''),
    database: checkDatabase(config.database ?? {}),
    ready: {
      timeoutMs: positive(config.ready?.timeoutMs, 2_000, 'ready.timeoutMs (KIT_READY_TIMEOUT_MS)'),
      upstreams: checkReadyUpstreams(config.ready?.upstreams ?? [], config.chains ?? []),
    },
    shutdownTimeoutMs: positive(
      config.shutdownTimeoutMs,
      10_000,
      'shutdownTimeoutMs (KIT_SHUTDOWN_TIMEOUT_MS)',
    ),
    masterKey,
    previousMasterKeys,
    projects,
    frameOrigins: (config.frameOrigins ?? []).map((origin) => checkOrigin(origin, 'frameOrigins')),
    chains: config.chains ?? [],
    tokens: config.tokens ?? [],
    nativePricesUsd: { ...defaultNativePricesUsd, ...config.nativePricesUsd },
    walletList: config.walletList ?? {},
    names: {
      suffix: config.names?.suffix ?? '.kit.id',
      maxClockSkewSeconds: config.names?.maxClockSkewSeconds ?? 600,
    },
    onramp: {
      ...config.onramp,
      sandboxLimits: {
        perWalletPerDay: positive(sandboxLimits.perWalletPerDay, 10, 'onramp.sandboxLimits.perWalletPerDay'),
        perIpPerDay: positive(sandboxLimits.perIpPerDay, 20, 'onramp.sandboxLimits.perIpPerDay'),
        perDay: positive(sandboxLimits.perDay, 500, 'onramp.sandboxLimits.perDay'),
        queueLength: positive(sandboxLimits.queueLength, 20, 'onramp.sandboxLimits.queueLength'),
      },
    },
    mail: config.mail ?? {},
    auth: {
      otpTtlSeconds: auth.otpTtlSeconds ?? 600,
      otpMaxAttempts: auth.otpMaxAttempts ?? 5,
      emailCooldownSeconds: auth.emailCooldownSeconds ?? 30,
      sessionTtlSeconds: positive(auth.sessionTtlSeconds, 30 * 24 * 3600, 'auth.sessionTtlSeconds'),
      sessionMaxSeconds: positive(auth.sessionMaxSeconds, 90 * 24 * 3600, 'auth.sessionMaxSeconds'),
      deviceApprovalTtlSeconds: auth.deviceApprovalTtlSeconds ?? 900,
      deviceWaitSeconds: auth.deviceWaitSeconds ?? 25,
      deviceWaitsPerIp: positive(auth.deviceWaitsPerIp, 4, 'auth.deviceWaitsPerIp'),
      deviceWaitsTotal: positive(auth.deviceWaitsTotal, 1000, 'auth.deviceWaitsTotal'),
      deviceWaitsReserved: checkReserved(auth.deviceWaitsReserved, auth.deviceWaitsTotal ?? 1000),
      deviceWaitPollMs: positive(auth.deviceWaitPollMs, 1000, 'auth.deviceWaitPollMs'),
      otpMaxWrongPerDay: positive(auth.otpMaxWrongPerDay, 20, 'auth.otpMaxWrongPerDay'),
      emailLinkingProviders: checkLinkingProviders(auth.emailLinkingProviders ?? []),
      freshProofSeconds: positive(auth.freshProofSeconds, 600, 'auth.freshProofSeconds'),
      keyReleasesPerUser: auth.keyReleasesPerUser ?? { max: 30, windowMs: 600_000 },
      passwordReleasesPerUser: {
        max: positive(auth.passwordReleasesPerUser?.max, 5, 'auth.passwordReleasesPerUser.max'),
        windowMs: positive(
          auth.passwordReleasesPerUser?.windowMs,
          24 * 3_600_000,
          'auth.passwordReleasesPerUser.windowMs',
        ),
      },
      social: checkSocial(auth),
      socialStandInUrl: checkStandInUrl(auth.socialStandInUrl),
      farcaster: checkFarcaster(auth),
    },
    limits: {
      bodyBytes: limits.bodyBytes ?? 16 * 1024,
      rpcBodyBytes: limits.rpcBodyBytes ?? 256 * 1024,
      perIp: limits.perIp ?? { max: 600, windowMs: 60_000 },
      authPerIp: limits.authPerIp ?? { max: 300, windowMs: 60_000 },
      rpcPerIp: limits.rpcPerIp ?? { max: 1200, windowMs: 60_000 },
      rpcPerProject: limits.rpcPerProject ?? { max: 20_000, windowMs: 60_000 },
      rpcFloorPerIp: limits.rpcFloorPerIp ?? { max: 120, windowMs: 60_000 },
      rpcLogsBlockRange: limits.rpcLogsBlockRange ?? 1000,
      upstreamResponseBytes: limits.upstreamResponseBytes ?? 5 * 1024 * 1024,
      frameServerToken: checkFrameServerToken(limits.frameServerToken),
      nameRegistrationsPerIp: limits.nameRegistrationsPerIp ?? { max: 10, windowMs: 3_600_000 },
      nameRegistrationFailuresPerIp: limits.nameRegistrationFailuresPerIp ?? { max: 30, windowMs: 3_600_000 },
      namesPerAddress: limits.namesPerAddress ?? 5,
      mailPerIp: limits.mailPerIp ?? { max: 20, windowMs: 600_000 },
      farcasterChannelsPerIp: limits.farcasterChannelsPerIp ?? { max: 10, windowMs: 600_000 },
      upstreamTimeoutMs: limits.upstreamTimeoutMs ?? 10_000,
    },
    isTrustedProxy: parseCidrList(config.trustedProxies ?? [], 'trustedProxies (KIT_TRUSTED_PROXIES)'),
    log: config.log === false ? () => {} : (config.log ?? defaultLog),
    now: config.now ?? Date.now,
  }
}
