// The options of `createKit`: what a host may pass (`KitOptions`) and what the kit keeps once every default is
// applied (`ResolvedKitOptions`). The check itself is `options/resolveOptions.ts`.
import type { CaipNetworkId, Network } from '@kit/chains'
import type { WalletListOptions } from './controllers/walletList.listing.js'
import type {
  Connector,
  ConnectorEvent,
  KitStorageBackend,
  LogLevel,
  OnRampProvider,
  SocialProvider,
  ThemeMode,
  StorageController,
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
  /**
   * Where Kit's own chain reads (balances, gas price, token details, Solana sends) go: `'blockchainApi'` (default)
   * through the blockchain API's RPC proxy (`<apiUrl>/v1/?chainId=…&projectId=…`) with the network's own RPC as the
   * fallback, or `'network'` to the network's own RPC only.
   */
  rpc?: 'blockchainApi' | 'network'
  /** URL of the secure frame (embedded wallet). Default: the local frame. */
  frameUrl?: string
  /** The relay of connectors that use one (`walletConnect()` from `@kit/walletconnect`). Default: the local relay. */
  relayUrl?: string
  features?: Partial<KitFeatures>
  /** Light or dark. Default: the system preference in a browser, otherwise light. */
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  /**
   * The language Kit speaks (a BCP 47 tag: `ar`, `es`, `pt-BR`), passed to the secure frame; `kit.setLocale`
   * changes it. `@kit/react`'s `KitProvider` sets it from its own `locale` (else the browser's languages).
   * Default: unset, the frame follows the browser's languages.
   */
  locale?: string
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
  readonly rpc: 'blockchainApi' | 'network'
  readonly frameUrl: string
  readonly relayUrl: string
  readonly features: KitFeatures
  readonly themeMode: ThemeMode | undefined
  readonly themeVariables: ThemeVariables
  readonly locale: string | undefined
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

/**
 * What a {@link ConnectorFactory} receives: the kit's resolved options (projectId, relayUrl, metadata, networks…),
 * its persisted data, and `emit`, which reports what the wallet does on its own as `Connector.onEvent` does (a
 * connector may use either; Kit listens while the connector is connecting or connected).
 */
export type ConnectorFactoryParameters = {
  readonly options: ResolvedKitOptions
  readonly storage: StorageController
  readonly emit: (event: ConnectorEvent) => void
}

/**
 * A connector from outside core, passed in `createKit({ connectors: [...] })`. Kit calls it once, when it starts
 * looking for wallets (the modal opens or a session is restored), and registers what it returns (one connector,
 * or one per namespace). `contentSecurityPolicy` names the origins its connectors reach, so
 * `contentSecurityPolicySources` lists them.
 */
export type ConnectorFactory = ((
  parameters: ConnectorFactoryParameters,
) => Connector | readonly Connector[]) & {
  readonly contentSecurityPolicy?: (options: ResolvedKitOptions) => {
    readonly 'connect-src'?: readonly string[]
    readonly 'frame-src'?: readonly string[]
    readonly 'img-src'?: readonly string[]
  }
}
