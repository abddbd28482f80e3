import { type CaipNetworkId, type Network, parseCaipNetworkId } from '@kit/chains'
import { DEFAULT_API_TIMEOUT_MS, SOCIAL_PROVIDERS, THEME_MODES } from './constants.js'
import {
  THEME_VARIABLES,
  DEFAULT_API_URL,
  DEFAULT_FRAME_URL,
  DEFAULT_LOG_LEVEL,
  DEFAULT_NAME_SUFFIX,
  DEFAULT_RELAY_URL,
  LOG_LEVELS,
} from './defaults.js'
import { KitOptionsError, type KitOptionsIssue } from './errors/kit.js'
import type { WalletListOptions } from './controllers/walletList.listing.js'
import type {
  ConnectorFactory,
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

/** The wallets Kit finds by itself once the modal opens (or a session is restored), and the ones the host adds. */
export type KitConnectorOptions = {
  /** Browser wallets announced through EIP-6963, or the legacy `window.ethereum`. Default true. */
  injected?: boolean
  /** Solana wallets registered through the wallet standard. Default true. */
  solana?: boolean
  /**
   * Connectors from other packages, e.g. `walletConnect()` from `@kit/walletconnect`. Core bundles no
   * WalletConnect client: a host that wants one adds it here.
   */
  extra?: readonly ConnectorFactory[]
  /**
   * @deprecated WalletConnect comes from `@kit/walletconnect` now. `false` is still accepted (core has none of its
   * own); anything else is refused with a message that says where it went.
   */
  walletConnect?: boolean
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
  /** The relay of connectors that use one (`walletConnect()` from `@kit/walletconnect`). Default: the local relay. */
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
  /**
   * Which wallets Kit finds by itself, and the connectors the host adds. A list is short for
   * `{ extra: list }`: `connectors: [walletConnect()]`.
   */
  connectors?: KitConnectorOptions | readonly ConnectorFactory[]
  /** Sign-in with wallet; `features.siwe` defaults to true when this is set. */
  siwe?: SiweConfig
  /** The wallet list: its catalogue (a list or a registry URL), phone detection, how links open. */
  walletList?: WalletListOptions
  /**
   * How a social login leaves the page. `'auto'` (default): a pop-up, or a full-page redirect that comes back to
   * this same URL where the pop-up is blocked or the page runs in an in-app browser. `'popup'`: never redirect (a
   * blocked pop-up is an error). `'redirect'`: always redirect.
   */
  socialLoginMode?: 'auto' | 'popup' | 'redirect'
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
    readonly solana: boolean
    readonly extra: readonly ConnectorFactory[]
  }
  readonly siwe: SiweConfig | undefined
  readonly walletList: Readonly<WalletListOptions>
  readonly socialLoginMode: 'auto' | 'popup' | 'redirect'
}

// Options are checked by hand, not with zod: a bundler puts every zod module the root entry reaches into the
// first load, with every zod kind any lazy chunk uses (README, Size). The rules and their wording follow what
// zod reported before: a missing value "is required", an unknown key "is not a known option". Each option is
// described once, with its rule and its default, so checking and resolving are one pass.

type Issues = KitOptionsIssue[]
/** Checks the value found at `path`, adding what is wrong to `issues`; returns it with its defaults applied. */
type Field = (value: unknown, path: string, issues: Issues) => unknown

const join = (path: string, key: string) => (path ? `${path}.${key}` : key)
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A value that passes `test`; a missing one "is required". */
const rule =
  (test: (value: never) => unknown, message: string): Field =>
  (value, path, issues) => {
    if (value === undefined || !test(value as never))
      issues.push({ path, message: value === undefined ? 'is required' : message })
    return value
  }

/** `field` when the value is given; `fallback` when it is missing. */
const optional =
  (field: Field, fallback?: unknown): Field =>
  (value, path, issues) =>
    value === undefined ? fallback : field(value, path, issues)

const text = (message = 'must be a string', test: (value: string) => boolean = () => true) =>
  rule((value) => typeof value === 'string' && test(value), message)
const flag = rule((value) => typeof value === 'boolean', 'must be true or false')
const oneOf = (values: readonly string[], message = `must be one of ${values.join(', ')}`) =>
  rule((value) => values.includes(value), message)
const hasFunctions = (keys: readonly string[]) =>
  rule(
    (value) => isRecord(value) && keys.every((key) => typeof value[key] === 'function'),
    `must have ${keys.slice(0, -1).join(', ')} and ${keys.at(-1)} functions`,
  )

/** A frozen copy of a list whose every item passes `item`; holes count as missing items. */
const list =
  (item: Field, message = 'must be array'): Field =>
  (value, path, issues) =>
    Array.isArray(value)
      ? Object.freeze(Array.from(value, (entry, index) => item(entry, `${path}[${index}]`, issues)))
      : rule(() => false, message)(value, path, issues)

/**
 * An object whose keys pass their fields, in order. A strict one refuses every other key and becomes a frozen copy
 * with its defaults; a loose one (a viem chain, which has keys of its own) is checked and kept as it is.
 */
const object =
  (shape: Record<string, Field>, strict = true): Field =>
  (value, path, issues) => {
    if (!isRecord(value)) return rule(() => false, 'must be object')(value, path, issues)
    const copy: Record<string, unknown> = {}
    for (const key in shape) copy[key] = shape[key]?.(value[key], join(path, key), issues)
    if (!strict) return value
    for (const key in value)
      if (!Object.hasOwn(shape, key)) issues.push({ path: join(path, key), message: 'is not a known option' })
    return Object.freeze(copy)
  }
/** An optional object: missing, it is every default of `shape`. */
const section = (shape: Record<string, Field>): Field => {
  const check = object(shape)
  return (value, path, issues) => check(value === undefined ? {} : value, path, issues)
}

const isCaipNetworkId = (value: string) => {
  try {
    return !!parseCaipNetworkId(value)
  } catch {
    return false
  }
}
const httpUrl = text('must be an http(s) URL', (value) => /^https?:\/\/\S+$/.test(value))
const nonEmpty = text('must not be empty', (value) => value.length > 0)
const namespace = oneOf(['eip155', 'solana'], 'must be "eip155" or "solana"')

const network = object(
  {
    caipNetworkId: text('must be a CAIP-2 network id such as "eip155:1"', isCaipNetworkId),
    chainNamespace: namespace,
    name: nonEmpty,
    nativeCurrency: object(
      {
        name: text(),
        symbol: text(),
        decimals: rule((value: number) => Number.isInteger(value) && value >= 0, 'must be a whole number'),
      },
      false,
    ),
    rpcUrls: object({ default: object({ http: list(text('must be a URL')) }, false) }, false),
  },
  false,
)
const networks = list(network, 'must be a list of networks from @kit/chains')
const isNetwork = (value: unknown) => {
  const problems: Issues = []
  network(value, '', problems)
  return problems.length === 0
}

const fn = rule((value) => typeof value === 'function', 'must be a function')

const connectorOptions = section({
  injected: optional(flag, true),
  solana: optional(flag, true),
  // Connector factories, such as walletConnect() from @kit/walletconnect.
  extra: optional(list(fn), Object.freeze([])),
  // WalletConnect left core: `false` still says what it meant, anything else says where it went.
  walletConnect: optional(rule((value) => value === false, 'moved to @kit/walletconnect')),
})

const kitOptions = object({
  projectId: nonEmpty,
  networks: (value, path, issues) => {
    if (Array.isArray(value) && value.length === 0)
      issues.push({ path, message: 'must contain at least one network' })
    return networks(value, path, issues)
  },
  defaultNetwork: optional(
    rule(
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
    Object.freeze({ name: 'Kit app', description: '', url: '', icons: Object.freeze([]) }),
  ),
  apiUrl: optional(httpUrl, DEFAULT_API_URL),
  frameUrl: optional(httpUrl, DEFAULT_FRAME_URL),
  relayUrl: optional(
    text('must be a ws(s) URL', (value) => /^wss?:\/\/\S+$/.test(value)),
    DEFAULT_RELAY_URL,
  ),
  features: section({
    email: optional(flag, true),
    socials: optional(
      list(oneOf(SOCIAL_PROVIDERS), 'must be a list of social providers'),
      Object.freeze([...SOCIAL_PROVIDERS]),
    ),
    farcaster: optional(flag, true),
    onramp: optional(flag, true),
    send: optional(flag, true),
    names: optional(flag, true),
    // Resolved below: on when `siwe` is given.
    siwe: optional(flag),
    accountTypes: optional(flag, true),
  }),
  themeMode: optional(oneOf(THEME_MODES, 'must be "light" or "dark"')),
  themeVariables: optional(
    rule(
      (value) =>
        isRecord(value) &&
        Object.entries(value).every(
          ([key, variable]) =>
            THEME_VARIABLES.includes(key) && (typeof variable === 'string' || typeof variable === 'number'),
        ),
      `must only set ${THEME_VARIABLES.join(', ')} to strings or numbers`,
    ),
  ),
  storage: optional(hasFunctions(['getItem', 'setItem', 'removeItem'])),
  analytics: section({ endpoint: optional(httpUrl) }),
  fetch: optional(rule((value) => typeof value === 'function', 'must be a fetch function')),
  logLevel: optional(oneOf(LOG_LEVELS), DEFAULT_LOG_LEVEL),
  names: section({
    suffix: optional(
      text('must look like ".kit.id"', (value) => /^\.[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(value)),
      DEFAULT_NAME_SUFFIX,
    ),
  }),
  onramp: section({
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
  apiTimeoutMs: optional(
    rule((value: number) => Number.isInteger(value) && value > 0, 'must be a positive integer'),
    DEFAULT_API_TIMEOUT_MS,
  ),
  connectors: (value, path, issues) =>
    connectorOptions(Array.isArray(value) ? { extra: value } : value, path, issues),
  siwe: optional(hasFunctions(['getNonce', 'verifyMessage', 'getSession', 'signOut'])),
  walletList: section({
    // Each listing is checked when the list first loads (with the modal): the full check is not first-load code.
    wallets: optional(rule((value) => Array.isArray(value), 'must be an array of wallets')),
    registryUrl: optional(httpUrl),
    phone: optional(flag),
    openLink: optional(fn),
  }),
  socialLoginMode: optional(oneOf(['auto', 'popup', 'redirect']), 'auto'),
})

type Checked = Omit<ResolvedKitOptions, 'defaultNetwork' | 'features'> & {
  defaultNetwork: Network | CaipNetworkId | undefined
  features: Omit<KitFeatures, 'siwe'> & { siwe: boolean | undefined }
  storage: unknown
  fetch: unknown
}

/**
 * Validates `createKit` options and applies every default.
 * @throws {KitOptionsError} listing every problem found, one per line.
 */
export function resolveOptions(input: unknown): ResolvedKitOptions {
  const issues: Issues = []
  // Network objects are kept as given: they are viem chains, with functions inside.
  const checked = kitOptions(input, '', issues) as Checked
  if (issues.length > 0) throw new KitOptionsError(issues)
  const { storage, fetch, ...options } = checked
  const seen = new Set<string>()
  options.networks.forEach((network, index) => {
    if (seen.has(network.caipNetworkId))
      issues.push({ path: `networks[${index}]`, message: `duplicates ${network.caipNetworkId}` })
    seen.add(network.caipNetworkId)
  })
  const wanted =
    typeof options.defaultNetwork === 'string'
      ? options.defaultNetwork
      : options.defaultNetwork?.caipNetworkId
  const defaultNetwork = wanted
    ? options.networks.find((network) => network.caipNetworkId === wanted)
    : options.networks[0]
  if (!defaultNetwork) issues.push({ path: 'defaultNetwork', message: `${wanted} is not one of networks` })
  if (options.features.siwe && !options.siwe)
    issues.push({ path: 'siwe', message: 'is required when features.siwe is on' })
  if (issues.length > 0 || !defaultNetwork) throw new KitOptionsError(issues)

  const apiUrl = options.apiUrl.replace(/\/+$/, '')
  return Object.freeze({
    ...options,
    defaultNetwork,
    apiUrl,
    features: Object.freeze({ ...options.features, siwe: options.features.siwe ?? !!options.siwe }),
    themeVariables: Object.freeze({ ...options.themeVariables }),
    onramp: Object.freeze({
      providers:
        options.onramp.providers ?? Object.freeze([sandboxOnRampProvider(apiUrl, options.projectId)]),
    }),
  })
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
