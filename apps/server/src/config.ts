import { randomBytes } from 'node:crypto'
import type { CaipNetworkId } from '@kit/chains'
import { ServerConfigError } from './errors.js'

/** A project: who may call the API from a browser, and which parent pages may embed the secure frame. */
export type ProjectConfig = { id: string; name: string; allowedOrigins: string[] }

/** A chain the server reads and proxies to. */
export type ChainUpstream = { caipNetworkId: CaipNetworkId; rpcUrl: string }

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

/** One OpenID Connect issuer that stands for a social provider. */
export type OidcIssuerConfig = { issuer: string; clientId: string; clientSecret: string }

/** The six social providers of spec §5. */
export const socialProviders = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof socialProviders)[number]

/** Something that sends e-mail; the server uses SMTP through nodemailer unless given another. */
export type MailMessage = { to: string; subject: string; text: string; html: string }
export type Mailer = { send(message: MailMessage): Promise<void>; close?(): void }

/** One structured log entry (a JSON line). */
export type LogEntry = { level: 'info' | 'warn' | 'error'; msg: string } & Record<string, unknown>

/** Configuration of `createServer`. Everything has a default except what only the operator can know. */
export type ServerConfig = {
  /** Port to listen on; 0 (tests) asks the OS for a free one. Default 8787. */
  port?: number
  /** Interface to bind. Default 127.0.0.1. */
  host?: string
  /** The URL browsers reach this server at (links in e-mails, OIDC redirect). Default `http://host:port`. */
  publicUrl?: string
  /** Storage: a Postgres URL, or a PGlite directory; neither means an in-memory PGlite (tests). */
  database?: { url?: string | undefined; dataDir?: string | undefined }
  /** 32 bytes (64 hex characters or base64) that encrypt embedded-wallet keys at rest. Required. */
  masterKey: string
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
  names?: {
    /** Suffix of every name. Default `.kit.id`. */
    suffix?: string
    /** How far a registration message's timestamp may be from the server's clock. Default 600 s. */
    maxClockSkewSeconds?: number
  }
  onramp?: {
    /** Dev keys that pay out sandbox purchases on the devnet. Without them the sandbox page cannot complete. */
    treasury?: { evmPrivateKey?: `0x${string}`; solanaSecretKey?: string }
    /** When set, the sandbox page accepts only this `publicKey`. */
    publicKey?: string
  }
  /** SMTP URL (`smtp://host:port`) or a mailer object. Without either, e-mail login answers 503. */
  mail?: { smtpUrl?: string; from?: string; mailer?: Mailer }
  auth?: {
    otpTtlSeconds?: number
    otpMaxAttempts?: number
    emailCooldownSeconds?: number
    sessionTtlSeconds?: number
    deviceApprovalTtlSeconds?: number
    /** How long one device-approval wait request is held open. Default 25 s. */
    deviceWaitSeconds?: number
    /** How long after the user actually logged in a session may download the wallet keys. Default 600 s. */
    keyReleaseSeconds?: number
    /** Key downloads allowed per user per window (one server instance). Default 10 per 10 minutes. */
    keyReleasesPerUser?: { max: number; windowMs: number }
    /** OIDC issuers per social provider. Providers left out are refused. */
    social?: Partial<Record<SocialProvider, OidcIssuerConfig>>
    /**
     * Mount one local `oidc-provider` at `/oidc` and point every social provider without an issuer at it.
     * For development and tests only. Default false.
     */
    localOidc?: boolean
    /** Farcaster sign-in: the URL put in the QR code (`{channel}` replaced); default the local approval page. */
    farcasterConnectUrl?: string
  }
  limits?: {
    /** Largest JSON body for API routes. Default 16 KiB. */
    bodyBytes?: number
    /** Largest body for the JSON-RPC proxy. Default 256 KiB. */
    rpcBodyBytes?: number
    /** Requests per IP per window. Default 600 per minute. */
    perIp?: { max: number; windowMs: number }
    /** Requests per project per window. Default 6000 per minute. */
    perProject?: { max: number; windowMs: number }
    /** Requests that send e-mail, per IP per window (on top of the per-address cooldown). Default 20 per 10 min. */
    mailPerIp?: { max: number; windowMs: number }
    /** Timeout for calls to chain nodes and identity providers. Default 10 s. */
    upstreamTimeoutMs?: number
  }
  /** Trust `X-Forwarded-For` for the client IP (only behind a proxy you run). Default false. */
  trustProxy?: boolean
  /** Log sink: a function receiving entries, `false` for silence, default JSON lines on stdout. */
  log?: false | ((entry: LogEntry) => void)
  /** Clock in ms; tests move it to check expiries and cooldowns. */
  now?: () => number
}

/** The configuration with every default filled in. */
export type ResolvedConfig = {
  port: number
  host: string
  publicUrl: string | undefined
  database: { url?: string | undefined; dataDir?: string | undefined }
  masterKey: Buffer
  projects: ProjectConfig[]
  frameOrigins: string[]
  chains: ChainUpstream[]
  tokens: TokenConfig[]
  nativePricesUsd: Record<string, number>
  names: { suffix: string; maxClockSkewSeconds: number }
  onramp: NonNullable<ServerConfig['onramp']>
  mail: NonNullable<ServerConfig['mail']>
  auth: Required<Omit<NonNullable<ServerConfig['auth']>, 'social' | 'farcasterConnectUrl'>> & {
    social: Partial<Record<SocialProvider, OidcIssuerConfig>>
    farcasterConnectUrl: string | undefined
  }
  limits: Required<NonNullable<ServerConfig['limits']>>
  trustProxy: boolean
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
  return {
    port: config.port ?? 8787,
    host: config.host ?? '127.0.0.1',
    publicUrl: config.publicUrl?.replace(/\/+$/, ''),
    database: config.database ?? {},
    masterKey: parseMasterKey(config.masterKey),
    projects,
    frameOrigins: (config.frameOrigins ?? []).map((origin) => checkOrigin(origin, 'frameOrigins')),
    chains: config.chains ?? [],
    tokens: config.tokens ?? [],
    nativePricesUsd: { ...defaultNativePricesUsd, ...config.nativePricesUsd },
    names: {
      suffix: config.names?.suffix ?? '.kit.id',
      maxClockSkewSeconds: config.names?.maxClockSkewSeconds ?? 600,
    },
    onramp: config.onramp ?? {},
    mail: config.mail ?? {},
    auth: {
      otpTtlSeconds: auth.otpTtlSeconds ?? 600,
      otpMaxAttempts: auth.otpMaxAttempts ?? 5,
      emailCooldownSeconds: auth.emailCooldownSeconds ?? 30,
      sessionTtlSeconds: auth.sessionTtlSeconds ?? 7 * 24 * 3600,
      deviceApprovalTtlSeconds: auth.deviceApprovalTtlSeconds ?? 900,
      deviceWaitSeconds: auth.deviceWaitSeconds ?? 25,
      keyReleaseSeconds: auth.keyReleaseSeconds ?? 600,
      keyReleasesPerUser: auth.keyReleasesPerUser ?? { max: 10, windowMs: 600_000 },
      social: auth.social ?? {},
      localOidc: auth.localOidc ?? false,
      farcasterConnectUrl: auth.farcasterConnectUrl,
    },
    limits: {
      bodyBytes: limits.bodyBytes ?? 16 * 1024,
      rpcBodyBytes: limits.rpcBodyBytes ?? 256 * 1024,
      perIp: limits.perIp ?? { max: 600, windowMs: 60_000 },
      perProject: limits.perProject ?? { max: 6000, windowMs: 60_000 },
      mailPerIp: limits.mailPerIp ?? { max: 20, windowMs: 600_000 },
      upstreamTimeoutMs: limits.upstreamTimeoutMs ?? 10_000,
    },
    trustProxy: config.trustProxy ?? false,
    log: config.log === false ? () => {} : (config.log ?? defaultLog),
    now: config.now ?? Date.now,
  }
}
