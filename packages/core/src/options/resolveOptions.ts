// Checks the options of `createKit` and applies every default, in one pass over a description of each option (its
// rule and its default), built from `validation/combinators.ts`. Every problem is reported at once, one per line.
import { type CaipNetworkId, type Network, parseCaipNetworkId } from '@kit/chains'
import {
  DEFAULT_API_TIMEOUT_MS,
  DEFAULT_API_URL,
  DEFAULT_FRAME_URL,
  DEFAULT_LOG_LEVEL,
  DEFAULT_NAME_SUFFIX,
  DEFAULT_RELAY_URL,
  LOG_LEVELS,
  SOCIAL_PROVIDERS,
  THEME_MODES,
  THEME_VARIABLES,
} from '../constants.js'
import { KitOptionsError } from '../errors/kit.js'
import type { KitFeatures, ResolvedKitOptions } from '../options.js'
import type { OnRampProvider } from '../types.js'
import { isLanguageTag } from '../validation/languageTag.js'
import { pageHostname, serviceUrlIssues } from './serviceUrls.js'
import {
  flag,
  hasFunctions,
  type Issue,
  isRecord,
  list,
  object,
  oneOf,
  optional,
  rule,
  section,
  text,
} from '../validation/combinators.js'

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
  const problems: Issue[] = []
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
  rpc: optional(oneOf(['blockchainApi', 'network']), 'blockchainApi'),
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
  locale: optional(text('must be a BCP 47 language tag like "ar" or "pt-BR"', isLanguageTag)),
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
 * Validates `createKit` options and applies every default. On a page whose host is not loopback, `apiUrl`,
 * `frameUrl` and `relayUrl` must be given (their defaults are the local stack's), and must be https (wss) wherever
 * they point off loopback (`serviceUrls.ts`).
 * @throws {KitOptionsError} listing every problem found, one per line.
 */
export function resolveOptions(input: unknown): ResolvedKitOptions {
  const issues: Issue[] = []
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
  // Off loopback the local-stack defaults would be the visitor's own computer, and plain http(s)/ws is refused.
  const given = input as Record<string, unknown>
  issues.push(
    ...serviceUrlIssues(
      options,
      {
        apiUrl: given.apiUrl !== undefined,
        frameUrl: given.frameUrl !== undefined,
        relayUrl: given.relayUrl !== undefined,
      },
      pageHostname(),
    ),
  )
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
