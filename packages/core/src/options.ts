import { type CaipNetworkId, type Network, parseCaipNetworkId } from '@kit/chains'
import * as z from 'zod/mini'
import {
  THEME_VARIABLES,
  DEFAULT_API_TIMEOUT_MS,
  DEFAULT_API_URL,
  DEFAULT_FRAME_URL,
  DEFAULT_LOG_LEVEL,
  DEFAULT_NAME_SUFFIX,
  DEFAULT_RELAY_URL,
  LOG_LEVELS,
  SOCIAL_PROVIDERS,
  THEME_MODES,
} from './constants.js'
import { KitOptionsError, type KitOptionsIssue } from './errors.js'
import { matching, numberWhere, oneOf } from './validation/zodKinds.js'
import type {
  KitStorageBackend,
  LogLevel,
  OnRampProvider,
  SocialProvider,
  ThemeMode,
  ThemeVariables,
} from './types.js'

/** What the host app tells wallets about itself. */
export type KitMetadata = {
  readonly name: string
  readonly description: string
  readonly url: string
  readonly icons: readonly string[]
}

/** Which capabilities the modal offers. */
export type KitFeatures = {
  /** E-mail login through the secure frame. Default true. */
  readonly email: boolean
  /** Social logins, a subset of google, github, apple, facebook, x, discord. Default: all six. */
  readonly socials: readonly SocialProvider[]
  /** Farcaster login. Default true. */
  readonly farcaster: boolean
  /** Buying crypto through an on-ramp provider. Default true. */
  readonly onramp: boolean
  /** Sending native and token amounts. Default true. */
  readonly send: boolean
  /** Registering a name. Default true. */
  readonly names: boolean
  /** Sign-in with wallet after connecting on EVM. Default false. */
  readonly siwe: boolean
  /** Choosing between eoa and smartAccount. Default true. */
  readonly accountTypes: boolean
}

/** WalletConnect settings. The relay is the top-level `relayUrl`. */
export type WalletConnectOptions = {
  /**
   * JSON-RPC URL per EVM chain id, used by the WalletConnect provider for reads. Default: each configured
   * network's first RPC URL, so reads never go to a public host the app did not configure.
   */
  rpcMap?: Readonly<Record<string, string>>
  /**
   * Where the WalletConnect SDK keeps its sessions (its `IKeyValueStorage`). Default: the SDK's browser storage
   * in a browser, memory elsewhere (so Node never writes files).
   */
  storage?: unknown
  /** Prefix of the SDK's storage keys, so two kits on one origin keep separate sessions. Default 'kit'. */
  storagePrefix?: string
}

/** The wallets Kit finds by itself once the modal opens (or a session is restored). */
export type KitConnectorOptions = {
  /** Browser wallets announced through EIP-6963, or the legacy `window.ethereum`. Default true. */
  injected?: boolean
  /** WalletConnect (EVM), loaded only when chosen; `false` leaves it out. Default true. */
  walletConnect?: boolean | WalletConnectOptions
  /** Solana wallets registered through the wallet standard. Default true. */
  solana?: boolean
}

/** The parameters of the EIP-4361 message beyond address, chain, nonce and version. */
export type SiweMessageParameters = {
  /** Default: the page's host. */
  domain?: string
  /** Default: the page's origin. */
  uri?: string
  statement?: string
  resources?: string[]
  /** Validity of the message. */
  expirationTime?: Date
  notBefore?: Date
  requestId?: string
}

/**
 * Sign-in with wallet (EIP-4361). The host's backend issues nonces, verifies signed messages and keeps the
 * session; Kit builds the message, asks the wallet to sign it, and follows the session.
 */
export type SiweConfig = {
  /** A fresh nonce from the host's backend. */
  getNonce(address: string): Promise<string>
  /** Verifies `signature` over `message` on the backend (and starts the session there); true when valid. */
  verifyMessage(parameters: { message: string; signature: string }): Promise<boolean>
  /** The backend's session, or null when signed out. */
  getSession(): Promise<{ address: string; chainId: number } | null | undefined>
  /** Ends the backend session. */
  signOut(): Promise<unknown>
  /** Extra message fields (statement, domain, resources…). */
  getMessageParams?(): Promise<SiweMessageParameters>
  onSignIn?(session: { address: string; chainId: number }): void
  onSignOut?(): void
  /** Sign out when the wallet disconnects. Default true. */
  signOutOnDisconnect?: boolean
  /** Sign out (and ask again) when the wallet switches account. Default true. */
  signOutOnAccountChange?: boolean
  /** Sign out (and ask again) when the network changes. Default true. */
  signOutOnNetworkChange?: boolean
}

/** The options of `createKit`. Only `projectId` and `networks` are required. */
export type KitOptions = {
  /** Identifies the host app to Kit's services (sent as the `projectId` query parameter). */
  projectId: string
  /** The networks the app supports; at least one. The first is the default unless `defaultNetwork` is set. */
  networks: readonly Network[]
  /** The network to start on: a network of `networks` or its CAIP-2 id. */
  defaultNetwork?: Network | CaipNetworkId
  metadata?: KitMetadata
  /** Base URL of the blockchain API (names, on-ramp, balances, RPC proxy). Default: the local server. */
  apiUrl?: string
  /** URL of the secure frame (embedded wallet). Default: the local frame. */
  frameUrl?: string
  /** WalletConnect relay URL. Default: the local relay. */
  relayUrl?: string
  features?: Partial<KitFeatures>
  /** Light or dark. Default: the system preference in a browser, otherwise light. */
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  /** Where Kit persists login data. Default: localStorage in a browser, memory elsewhere. */
  storage?: KitStorageBackend
  /** Analytics: events reach `kit.onEvent` listeners always, and a remote endpoint only when set here. */
  analytics?: { endpoint?: string }
  /** The fetch implementation for every HTTP call (tests inject one). Default: the global fetch. */
  fetch?: typeof fetch
  /** Default 'error'. */
  logLevel?: LogLevel
  names?: { suffix?: string }
  onramp?: { providers?: readonly OnRampProvider[] }
  /** Timeout of each blockchain-API call. Default 10 000 ms. */
  apiTimeoutMs?: number
  /** Which wallets Kit finds by itself. */
  connectors?: KitConnectorOptions
  /** Sign-in with wallet; `features.siwe` defaults to true when this is set. */
  siwe?: SiweConfig
}

/** The options with every default applied; frozen and kept in `state.options`. */
export type ResolvedKitOptions = {
  readonly projectId: string
  readonly networks: readonly Network[]
  readonly defaultNetwork: Network
  readonly metadata: KitMetadata
  readonly apiUrl: string
  readonly frameUrl: string
  readonly relayUrl: string
  readonly features: KitFeatures
  readonly themeMode: ThemeMode | undefined
  readonly themeVariables: ThemeVariables
  readonly analytics: { readonly endpoint: string | undefined }
  readonly logLevel: LogLevel
  readonly names: { readonly suffix: string }
  readonly onramp: { readonly providers: readonly OnRampProvider[] }
  readonly apiTimeoutMs: number
  readonly connectors: {
    readonly injected: boolean
    readonly walletConnect: boolean | WalletConnectOptions
    readonly solana: boolean
  }
  readonly siwe: SiweConfig | undefined
}

// Only a few zod/mini kinds are used here (object, string, boolean, array, optional, custom, refine): every other
// kind adds to the code `createKit` pulls in at import.
const text = (message = 'must be a string') => z.string({ error: message })
const flag = () => z.boolean({ error: 'must be true or false' })
const isCaipNetworkId = (value: string) => {
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}
const httpUrl = matching((value) => /^https?:\/\/\S+$/.test(value), 'must be an http(s) URL')
const wsUrl = matching((value) => /^wss?:\/\/\S+$/.test(value), 'must be a ws(s) URL')
const nonEmpty = matching((value) => value.length > 0, 'must not be empty')
const caipNetworkId = matching(isCaipNetworkId, 'must be a CAIP-2 network id such as "eip155:1"')
/** True when `value` is an object with a function at each key. */
const hasFunctions = (value: unknown, keys: readonly string[]) =>
  typeof value === 'object' &&
  value !== null &&
  keys.every((key) => typeof (value as Record<string, unknown>)[key] === 'function')
const isConnectorOptions = (value: unknown) => {
  if (typeof value !== 'object' || value === null) return false
  const { injected, walletConnect, solana, ...rest } = value as KitConnectorOptions
  const wc = walletConnect as WalletConnectOptions | boolean | undefined
  const optionalFlag = (flag: unknown) => flag === undefined || typeof flag === 'boolean'
  return (
    Object.keys(rest).length === 0 &&
    optionalFlag(injected) &&
    optionalFlag(solana) &&
    (optionalFlag(wc) ||
      (typeof wc === 'object' &&
        wc !== null &&
        Object.keys(wc).every((key) => ['rpcMap', 'storage', 'storagePrefix'].includes(key)) &&
        ['undefined', 'string'].includes(typeof wc.storagePrefix) &&
        Object.values(wc.rpcMap ?? {}).every((url) => /^https?:\/\/\S+$/.test(url))))
  )
}
const positiveInteger = numberWhere((v) => Number.isInteger(v) && v > 0, 'must be a positive integer')

const networkSchema = z.looseObject({
  caipNetworkId,
  chainNamespace: oneOf(['eip155', 'solana'], 'must be "eip155" or "solana"'),
  name: nonEmpty,
  nativeCurrency: z.looseObject({
    name: text(),
    symbol: text(),
    decimals: numberWhere((v) => Number.isInteger(v) && v >= 0, 'must be a whole number'),
  }),
  rpcUrls: z.looseObject({ default: z.looseObject({ http: z.array(text('must be a URL')) }) }),
})

const optionsSchema = z.strictObject({
  projectId: nonEmpty,
  networks: z
    .array(networkSchema, { error: 'must be a list of networks from @kit/chains' })
    .check(z.refine((list) => list.length > 0, { error: 'must contain at least one network' })),
  defaultNetwork: z.optional(
    z.custom<string | object>(
      (v) => (typeof v === 'string' ? isCaipNetworkId(v) : networkSchema.safeParse(v).success),
      { error: 'must be a network or its CAIP-2 id' },
    ),
  ),
  metadata: z.optional(
    z.strictObject({
      name: nonEmpty,
      description: text(),
      url: text(),
      icons: z.array(text(), { error: 'must be a list of URLs' }),
    }),
  ),
  apiUrl: z.optional(httpUrl),
  frameUrl: z.optional(httpUrl),
  relayUrl: z.optional(wsUrl),
  features: z.optional(
    z.strictObject({
      email: z.optional(flag()),
      socials: z.optional(
        z.array(oneOf(SOCIAL_PROVIDERS, `must be one of ${SOCIAL_PROVIDERS.join(', ')}`), {
          error: 'must be a list of social providers',
        }),
      ),
      farcaster: z.optional(flag()),
      onramp: z.optional(flag()),
      send: z.optional(flag()),
      names: z.optional(flag()),
      siwe: z.optional(flag()),
      accountTypes: z.optional(flag()),
    }),
  ),
  themeMode: z.optional(oneOf(THEME_MODES, 'must be "light" or "dark"')),
  themeVariables: z.optional(
    z.custom<ThemeVariables>(
      (v) =>
        typeof v === 'object' &&
        v !== null &&
        Object.entries(v).every(
          ([key, value]) =>
            THEME_VARIABLES.includes(key) && (typeof value === 'string' || typeof value === 'number'),
        ),
      { error: `must only set ${THEME_VARIABLES.join(', ')} to strings or numbers` },
    ),
  ),
  storage: z.optional(
    z.custom<KitStorageBackend>((v) => hasFunctions(v, ['getItem', 'setItem', 'removeItem']), {
      error: 'must have getItem, setItem and removeItem functions',
    }),
  ),
  analytics: z.optional(z.strictObject({ endpoint: z.optional(httpUrl) })),
  fetch: z.optional(
    z.custom<typeof fetch>((v) => typeof v === 'function', { error: 'must be a fetch function' }),
  ),
  logLevel: z.optional(oneOf(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`)),
  names: z.optional(
    z.strictObject({
      suffix: z.optional(
        matching((v) => /^\.[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(v), 'must look like ".kit.id"'),
      ),
    }),
  ),
  onramp: z.optional(
    z.strictObject({
      providers: z.optional(
        z.array(
          z.strictObject({
            label: nonEmpty,
            name: nonEmpty,
            feeRange: text(),
            url: httpUrl,
            publicKey: text(),
            supportedNamespaces: z.array(oneOf(['eip155', 'solana'], 'must be "eip155" or "solana"')),
          }),
        ),
      ),
    }),
  ),
  apiTimeoutMs: z.optional(positiveInteger),
  connectors: z.optional(
    z.custom<KitConnectorOptions>(isConnectorOptions, {
      error:
        'must be { injected?, solana?: boolean, walletConnect?: boolean | { rpcMap?, storage?, storagePrefix? } }',
    }),
  ),
  siwe: z.optional(
    z.custom<SiweConfig>((v) => hasFunctions(v, ['getNonce', 'verifyMessage', 'getSession', 'signOut']), {
      error: 'must have getNonce, verifyMessage, getSession and signOut functions',
    }),
  ),
})

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`
    return text ? `${text}.${String(key)}` : String(key)
  }, '')
}

/** The value at `path` inside `input`, or undefined. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  )
}

/** zod/mini carries no locale, so generic issues are worded here. */
function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined) return 'is required'
  if (issue.message && issue.message !== 'Invalid input') return issue.message
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${issue.expected}`
    case 'unrecognized_keys':
      return `unknown option${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`
    default:
      return 'is invalid'
  }
}

/**
 * Validates `createKit` options and applies every default.
 * @throws {KitOptionsError} listing every problem found, one per line.
 */
export function resolveOptions(input: unknown): ResolvedKitOptions {
  const result = optionsSchema.safeParse(input)
  const issues: KitOptionsIssue[] = []
  if (!result.success) {
    for (const issue of result.error.issues) {
      // An unrecognised key is reported at the key's own path, which reads better.
      if (issue.code === 'unrecognized_keys')
        for (const key of issue.keys)
          issues.push({ path: formatPath([...issue.path, key]), message: 'is not a known option' })
      else issues.push({ path: formatPath(issue.path), message: describeIssue(issue, input) })
    }
    throw new KitOptionsError(issues)
  }
  // Validation passed, but the original objects are kept: networks are viem chains with functions inside.
  const options = input as KitOptions
  const networks = [...options.networks]
  const seen = new Set<string>()
  networks.forEach((network, index) => {
    if (seen.has(network.caipNetworkId))
      issues.push({ path: `networks[${index}]`, message: `duplicates ${network.caipNetworkId}` })
    seen.add(network.caipNetworkId)
  })
  const wanted =
    typeof options.defaultNetwork === 'string'
      ? options.defaultNetwork
      : options.defaultNetwork?.caipNetworkId
  const defaultNetwork = wanted ? networks.find((n) => n.caipNetworkId === wanted) : networks[0]
  if (!defaultNetwork) issues.push({ path: 'defaultNetwork', message: `${wanted} is not one of networks` })
  if (options.features?.siwe && !options.siwe)
    issues.push({ path: 'siwe', message: 'is required when features.siwe is on' })
  if (issues.length > 0 || !defaultNetwork) throw new KitOptionsError(issues)

  const apiUrl = (options.apiUrl ?? DEFAULT_API_URL).replace(/\/+$/, '')
  const features = options.features ?? {}
  const resolved: ResolvedKitOptions = {
    projectId: options.projectId,
    networks: Object.freeze(networks),
    defaultNetwork,
    metadata: Object.freeze({
      ...(options.metadata ?? { name: 'Kit app', description: '', url: '', icons: [] }),
    }),
    apiUrl,
    frameUrl: options.frameUrl ?? DEFAULT_FRAME_URL,
    relayUrl: options.relayUrl ?? DEFAULT_RELAY_URL,
    features: Object.freeze({
      email: features.email ?? true,
      socials: Object.freeze([...(features.socials ?? SOCIAL_PROVIDERS)]),
      farcaster: features.farcaster ?? true,
      onramp: features.onramp ?? true,
      send: features.send ?? true,
      names: features.names ?? true,
      siwe: features.siwe ?? options.siwe !== undefined,
      accountTypes: features.accountTypes ?? true,
    }),
    themeMode: options.themeMode,
    themeVariables: Object.freeze({ ...options.themeVariables }),
    analytics: Object.freeze({ endpoint: options.analytics?.endpoint }),
    logLevel: options.logLevel ?? DEFAULT_LOG_LEVEL,
    names: Object.freeze({ suffix: options.names?.suffix ?? DEFAULT_NAME_SUFFIX }),
    onramp: Object.freeze({
      providers: Object.freeze(
        options.onramp?.providers ?? [sandboxOnRampProvider(apiUrl, options.projectId)],
      ),
    }),
    apiTimeoutMs: options.apiTimeoutMs ?? DEFAULT_API_TIMEOUT_MS,
    connectors: Object.freeze({
      injected: options.connectors?.injected !== false,
      walletConnect: options.connectors?.walletConnect ?? true,
      solana: options.connectors?.solana !== false,
    }),
    siwe: options.siwe,
  }
  return Object.freeze(resolved)
}

/** The on-ramp provider of the self-hosted server: its sandbox page at `<apiUrl>/onramp`. */
export function sandboxOnRampProvider(apiUrl: string, projectId: string): OnRampProvider {
  return Object.freeze({
    label: 'Kit Sandbox',
    name: 'sandbox',
    feeRange: '0%',
    url: `${apiUrl.replace(/\/+$/, '')}/onramp`,
    publicKey: projectId,
    supportedNamespaces: Object.freeze(['eip155', 'solana'] as const),
  })
}
