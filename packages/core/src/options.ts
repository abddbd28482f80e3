import { type CaipNetworkId, type Network, parseCaipNetworkId } from '@kit/chains'
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

// Options are checked by hand, not with zod: a bundler puts every zod module the root entry reaches into the
// first load, with every zod kind any lazy chunk uses (README, Size). The rules and their wording follow what
// zod reported before: a missing value "is required", an unknown key "is not a known option".

type Issues = KitOptionsIssue[]
/** Checks the value found at `path`, adding what is wrong to `issues`. */
type Rule = (value: unknown, path: string, issues: Issues) => void

const join = (path: string, key: string) => (path ? `${path}.${key}` : key)

/** Holds when `test` passes; otherwise `message`. */
const where =
  (test: (value: unknown) => boolean, message: string): Rule =>
  (value, path, issues) => {
    if (!test(value)) issues.push({ path, message })
  }

/** A value of the right JavaScript type that passes `test`; a missing one "is required". */
const typed =
  (test: (value: unknown) => boolean, message: string): Rule =>
  (value, path, issues) => {
    if (!test(value)) issues.push({ path, message: value === undefined ? 'is required' : message })
  }

const text = (message = 'must be a string', test: (value: string) => boolean = () => true) =>
  typed((value) => typeof value === 'string' && test(value), message)
const flag = typed((value) => typeof value === 'boolean', 'must be true or false')
const oneOf = (values: readonly string[], message: string) =>
  where((value) => (values as readonly unknown[]).includes(value), message)

const optional =
  (rule: Rule): Rule =>
  (value, path, issues) => {
    if (value !== undefined) rule(value, path, issues)
  }

/** A list whose every item passes `item`; holes count as missing items. */
const list =
  (item: Rule, message = 'must be array'): Rule =>
  (value, path, issues) => {
    if (!Array.isArray(value)) return typed(() => false, message)(value, path, issues)
    for (let index = 0; index < value.length; index++) item(value[index], `${path}[${index}]`, issues)
  }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** An object whose keys pass their rules, in order; in a strict one every other key is an error. */
const object =
  (shape: Record<string, Rule>, strict = true): Rule =>
  (value, path, issues) => {
    if (!isRecord(value)) return typed(() => false, 'must be object')(value, path, issues)
    for (const [key, rule] of Object.entries(shape)) rule(value[key], join(path, key), issues)
    if (strict)
      for (const key in value)
        if (!Object.hasOwn(shape, key))
          issues.push({ path: join(path, key), message: 'is not a known option' })
  }

const isCaipNetworkId = (value: string) => {
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}
const isHttpUrl = (value: string) => /^https?:\/\/\S+$/.test(value)
const httpUrl = text('must be an http(s) URL', isHttpUrl)
const nonEmpty = text('must not be empty', (value) => value.length > 0)
const namespace = oneOf(['eip155', 'solana'], 'must be "eip155" or "solana"')
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
        Object.values(wc.rpcMap ?? {}).every(isHttpUrl)))
  )
}

// Networks are viem chains: other keys are theirs, so only Kit's own fields are checked.
const network = object(
  {
    caipNetworkId: text('must be a CAIP-2 network id such as "eip155:1"', isCaipNetworkId),
    chainNamespace: namespace,
    name: nonEmpty,
    nativeCurrency: object(
      {
        name: text(),
        symbol: text(),
        decimals: where(
          (value) => Number.isInteger(value) && (value as number) >= 0,
          'must be a whole number',
        ),
      },
      false,
    ),
    rpcUrls: object({ default: object({ http: list(text('must be a URL')) }, false) }, false),
  },
  false,
)
const isNetwork = (value: unknown) => {
  const issues: Issues = []
  network(value, '', issues)
  return issues.length === 0
}

const kitOptions = object({
  projectId: nonEmpty,
  networks: (value, path, issues) => {
    list(network, 'must be a list of networks from @kit/chains')(value, path, issues)
    if (Array.isArray(value) && value.length === 0)
      issues.push({ path, message: 'must contain at least one network' })
  },
  defaultNetwork: optional(
    where(
      (value) => (typeof value === 'string' ? isCaipNetworkId(value) : isNetwork(value)),
      'must be a network or its CAIP-2 id',
    ),
  ),
  metadata: optional(
    object({
      name: nonEmpty,
      description: text(),
      url: text(),
      icons: list(text(), 'must be a list of URLs'),
    }),
  ),
  apiUrl: optional(httpUrl),
  frameUrl: optional(httpUrl),
  relayUrl: optional(text('must be a ws(s) URL', (value) => /^wss?:\/\/\S+$/.test(value))),
  features: optional(
    object({
      email: optional(flag),
      socials: optional(
        list(
          oneOf(SOCIAL_PROVIDERS, `must be one of ${SOCIAL_PROVIDERS.join(', ')}`),
          'must be a list of social providers',
        ),
      ),
      farcaster: optional(flag),
      onramp: optional(flag),
      send: optional(flag),
      names: optional(flag),
      siwe: optional(flag),
      accountTypes: optional(flag),
    }),
  ),
  themeMode: optional(oneOf(THEME_MODES, 'must be "light" or "dark"')),
  themeVariables: optional(
    where(
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        Object.entries(value).every(
          ([key, variable]) =>
            THEME_VARIABLES.includes(key) && (typeof variable === 'string' || typeof variable === 'number'),
        ),
      `must only set ${THEME_VARIABLES.join(', ')} to strings or numbers`,
    ),
  ),
  storage: optional(
    where(
      (value) => hasFunctions(value, ['getItem', 'setItem', 'removeItem']),
      'must have getItem, setItem and removeItem functions',
    ),
  ),
  analytics: optional(object({ endpoint: optional(httpUrl) })),
  fetch: optional(where((value) => typeof value === 'function', 'must be a fetch function')),
  logLevel: optional(oneOf(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`)),
  names: optional(
    object({
      suffix: optional(
        text('must look like ".kit.id"', (value) => /^\.[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(value)),
      ),
    }),
  ),
  onramp: optional(
    object({
      providers: optional(
        list(
          object({
            label: nonEmpty,
            name: nonEmpty,
            feeRange: text(),
            url: httpUrl,
            publicKey: text(),
            supportedNamespaces: list(namespace),
          }),
        ),
      ),
    }),
  ),
  apiTimeoutMs: optional(
    where((value) => Number.isInteger(value) && (value as number) > 0, 'must be a positive integer'),
  ),
  connectors: optional(
    where(
      isConnectorOptions,
      'must be { injected?, solana?: boolean, walletConnect?: boolean | { rpcMap?, storage?, storagePrefix? } }',
    ),
  ),
  siwe: optional(
    where(
      (value) => hasFunctions(value, ['getNonce', 'verifyMessage', 'getSession', 'signOut']),
      'must have getNonce, verifyMessage, getSession and signOut functions',
    ),
  ),
})

/**
 * Validates `createKit` options and applies every default.
 * @throws {KitOptionsError} listing every problem found, one per line.
 */
export function resolveOptions(input: unknown): ResolvedKitOptions {
  const issues: Issues = []
  kitOptions(input, '', issues)
  if (issues.length > 0) throw new KitOptionsError(issues)
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
