import type { CaipNetworkId, ChainNamespace, EvmNetwork, Network, SolanaNetwork } from '@kit/chains'
import type { ACCOUNT_TYPES, LOG_LEVELS, SOCIAL_PROVIDERS, STORAGE_KEYS, THEME_MODES } from './constants.js'
import type { VIEWS } from './views.js'

export type {
  PaymentCurrency,
  PaymentMethodLimit,
  PurchaseCurrency,
  PurchaseCurrencyNetwork,
} from './constants.js'

/** A named modal view. */
export type RouterView = (typeof VIEWS)[number]
export type AccountType = (typeof ACCOUNT_TYPES)[number]
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]
export type ThemeMode = (typeof THEME_MODES)[number]
export type LogLevel = (typeof LOG_LEVELS)[number]

/** The storage Kit persists to: the subset of the Web Storage API it uses. Synchronous, string values. */
export type KitStorageBackend = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** User-settable theme variables. Values are CSS values; numbers are unit-less (z-index, percentages). */
export type ThemeVariables = {
  '--kit-accent'?: string
  '--kit-color-mix'?: string
  '--kit-color-mix-strength'?: number
  '--kit-font-family'?: string
  '--kit-font-size-master'?: string
  '--kit-border-radius-master'?: string
  '--kit-z-index'?: number
}

/**
 * What the user does in the secure frame while ApproveTransaction shows it: `approve` an unsafe request (a signature,
 * a transaction), or act on the `wallet` on the frame's own card: during a login, protect it (a passkey or a recovery
 * password) or open it on this device; later, add a recovery method or see the key for export.
 */
export type ApprovalPurpose = 'approve' | 'wallet'

/** Data a view receives when it is pushed. Every field is optional. */
export type RouterData = {
  /** The connector a connecting view is about. */
  readonly connectorId?: string
  /** The network a switch view is about. */
  readonly caipNetworkId?: CaipNetworkId
  readonly email?: string
  readonly newEmail?: string
  /** The namespace a SwitchActiveChain view asks to switch to. */
  readonly switchToNamespace?: ChainNamespace
  /** Where to go after the current step. */
  readonly navigateTo?: RouterView
  readonly navigateWithReplace?: boolean
  readonly socialProvider?: SocialProvider | 'farcaster'
  /** What ApproveTransaction asks the user to do in the secure frame; `approve` when absent. */
  readonly approvalPurpose?: ApprovalPurpose
}

/**
 * A pending action whose approval happens elsewhere (e.g. in the secure frame). When it settles, the router
 * goes back, or resets/replaces to `view`, and calls `onSuccess` / `onCancel`.
 */
export type TransactionAction = {
  readonly view: RouterView | null
  readonly goBack: boolean
  readonly replace?: boolean
  /** Close the modal when the action succeeds. */
  readonly close?: boolean
  readonly onSuccess?: () => void
  readonly onCancel?: () => void
}

/** An account of an auth user. */
export type AccountEntry = { readonly address: string; readonly type: AccountType }

/** The auth (secure-frame) user. */
export type AuthUser = {
  readonly email?: string | null
  readonly address: string
  readonly chainId: number | string
  readonly accounts: readonly AccountEntry[]
  readonly smartAccountDeployed: boolean
  readonly preferredAccountType: AccountType
  readonly userName?: string | null
}

export type AccountStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

export type ModalState = { open: boolean; loading: boolean; shake: boolean }

export type RouterState = { view: RouterView; history: RouterView[]; data: RouterData | undefined }

/** A token an account watches on one chain (EIP-747 `wallet_watchAsset`, type ERC20), as Kit stores it. */
export type WatchedAsset = {
  /** The token contract, checksummed (EIP-55). */
  readonly address: `0x${string}`
  /** The contract's `symbol()` when it answers a valid one, else the app's. */
  readonly symbol: string
  /** The contract's `decimals()` (the app's must match it). */
  readonly decimals: number
  /** The app's logo: an https: or data:image/ URL, when it gave one. */
  readonly image?: string
}

/** A watched token with its balance of the account, in whole units (`undefined` while unknown). */
export type WatchedAssetEntry = WatchedAsset & { readonly balance: string | undefined }

/** The watched tokens of one account on one chain, oldest first. */
export type WatchedAssetsState = {
  /** Whose list it is: `<caipNetworkId>:<lowercase address>`. */
  readonly owner: string
  readonly assets: readonly WatchedAssetEntry[]
}

/** What the state says about a registered connector (the connector object itself lives outside the state). */
export type ConnectorDescriptor = {
  readonly id: string
  readonly type: ConnectorType
  readonly name: string
  readonly icon: string | undefined
  readonly namespace: ChainNamespace
  readonly rdns: string | undefined
}

export type ConnectorsState = { list: ConnectorDescriptor[]; active: string | undefined }

/** An on-ramp provider: where the user buys. `url` is the provider page; query parameters are added on select. */
export type OnRampProvider = {
  readonly label: string
  readonly name: string
  readonly feeRange: string
  readonly url: string
  /** The provider's public (widget) key, sent as `publicKey`. */
  readonly publicKey: string
  readonly supportedNamespaces: readonly ChainNamespace[]
}

/** A token that can be sent: `address` is absent for the native currency. */
export type SendToken = {
  readonly address?: string | undefined
  readonly symbol: string
  readonly name?: string | undefined
  readonly quantity: { readonly decimals: string; readonly numeric?: string | undefined }
  readonly price?: number | undefined
  readonly iconUrl?: string | undefined
}

export type NameSuggestion = { readonly name: string; readonly registered: boolean }

export type NamesState = {
  suggestions: NameSuggestion[]
  loading: boolean
  /**
   * Why the latest suggestions request failed: the service's first reason, else 'Error fetching name
   * suggestions'. Cleared when a request starts.
   */
  suggestionsError: string | undefined
}

export type ThemeState = { mode: ThemeMode; variables: ThemeVariables }

export type ToastVariant = 'success' | 'error' | 'loading'

export type ToastState = { message: string; variant: ToastVariant; open: boolean }

export type TriggerRect = { width: number; height: number; top: number; left: number }

export type TooltipVariant = 'shade' | 'fill'

export type TooltipState = {
  message: string
  open: boolean
  triggerRect: TriggerRect
  variant: TooltipVariant
}

export type ConnectorType = 'injected' | 'walletConnect' | 'auth' | 'solana'

/**
 * The part of an EIP-1193 provider Kit uses (injected wallets, a pairing connector's provider). `on` and
 * `removeListener` are typed loosely so that every provider's own event typing fits.
 */
export type Eip1193Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?: unknown
  removeListener?: unknown
}

/**
 * Something the wallet reports on its own: the user picked other accounts or another chain in the wallet,
 * ended the session there, (an embedded wallet) its user changed, or (WalletConnect) a pairing URI is ready to be
 * shown.
 */
export type ConnectorEvent =
  | { readonly type: 'accountsChanged'; readonly accounts: readonly string[] }
  | { readonly type: 'chainChanged'; readonly caipNetworkId: string }
  | { readonly type: 'disconnect' }
  /**
   * The embedded wallet's user as it now is, on `caipNetworkId`: its address, accounts, account type and e-mail
   * (the secure frame's `USER_CHANGED`, a network switch, an e-mail change). Kit takes it as the account's user
   * and address, at once.
   */
  | { readonly type: 'user'; readonly user: AuthUser; readonly caipNetworkId: CaipNetworkId }
  | {
      readonly type: 'displayUri'
      readonly uri: string
      /** When the pairing URI stops working, in epoch milliseconds. Default: four minutes from now. */
      readonly expiresAt?: number | undefined
    }
  /**
   * The connected wallet cannot be reached right now (`reachable: false`), e.g. its relay dropped and is
   * reconnecting, or can be again (`reachable: true`). The session stays; until the wallet is back, requests
   * cannot reach it (they wait or fail, depending on the connector).
   */
  | { readonly type: 'reachability'; readonly reachable: boolean }

/** The connection in progress or in force, beyond the account itself. */
export type ConnectionState = {
  /** The WalletConnect pairing URI while a pairing waits to be scanned: render it as a QR code or deep link. */
  wcUri: string | undefined
  /** When `wcUri` expires, in epoch milliseconds. */
  wcPairingExpiry: number | undefined
  /** Why the last connection attempt failed, in words; cleared when the next attempt starts. */
  error: string | undefined
  /**
   * False while the connected wallet cannot be reached (its connector reported it, e.g. a WalletConnect relay that
   * dropped and is reconnecting): the session stays, but requests cannot reach the wallet until it is back. True
   * otherwise, and again with each new connection, restore or disconnect.
   */
  walletReachable: boolean
}

/** A sign-in-with-wallet session, as the host's `getSession` reports it. */
export type SiweSession = { readonly address: string; readonly chainId: number }

/** Where sign-in with wallet stands for the connected account. */
export type SiweStatus = 'idle' | 'signing' | 'success' | 'error'

export type SiweState = {
  status: SiweStatus
  /** The session in force, if any. */
  session: SiweSession | undefined
  /** Why the last sign-in failed, in words. */
  error: string | undefined
}

/** What a connector reports after connecting or reconnecting. */
export type ConnectResult = {
  readonly address: string
  readonly caipNetworkId: CaipNetworkId
  readonly accounts?: readonly AccountEntry[] | undefined
  readonly preferredAccountType?: AccountType | undefined
  readonly smartAccountDeployed?: boolean | undefined
  readonly user?: AuthUser | undefined
  /** The EVM chain ids with smart accounts, when the wallet says (the secure frame's); Kit stores them. */
  readonly smartAccountEnabledNetworks?: readonly number[] | undefined
}

/**
 * A way to connect: injected (EIP-6963), WalletConnect, the auth secure frame, or a Solana wallet-standard
 * wallet. Core only orchestrates; the connector packages implement them.
 */
export type Connector = {
  readonly id: string
  readonly type: ConnectorType
  readonly name: string
  readonly icon?: string | undefined
  readonly namespace: ChainNamespace
  /** EIP-6963 reverse-DNS id; two connectors with the same rdns are one wallet. */
  readonly rdns?: string | undefined
  /** Asks the wallet for an account; rejects when the user declines. */
  connect(parameters: { caipNetworkId?: CaipNetworkId | undefined }): Promise<ConnectResult>
  disconnect(): Promise<void>
  /** The EIP-1193 provider or wallet-standard wallet underneath. */
  getProvider(): Promise<unknown>
  /** Restores a session silently after a reload; resolves `undefined` when there is no session. */
  reconnect?(parameters: { caipNetworkId?: CaipNetworkId | undefined }): Promise<ConnectResult | undefined>
  signMessage?(parameters: { message: string; address: string }): Promise<string>
  switchNetwork?(network: Network): Promise<void>
  setPreferredAccountType?(type: AccountType): Promise<{ address: string; type: AccountType } | undefined>
  getSmartAccountEnabledNetworks?(): Promise<number[]>
  syncTheme?(theme: { mode: ThemeMode; variables: ThemeVariables }): Promise<void>
  /** The host's language (a BCP 47 tag), for a connector with its own UI (the secure frame). */
  syncLocale?(locale: string): Promise<void>
  /**
   * Reports what the wallet does on its own (accounts, chain, disconnect, a pairing URI). Kit listens
   * while the connector is connecting or connected; returns the unsubscribe function.
   */
  onEvent?(listener: (event: ConnectorEvent) => void): () => void
  /** Releases what the connector holds (sockets, timers) when its kit is destroyed; stored sessions stay. */
  close?(): Promise<void>
}

/**
 * A connector that connects through a pairing URI shown as a QR code or opened as a wallet's deep link (e.g.
 * WalletConnect from `@kit/walletconnect`). Core and the UI find it with {@link isPairingConnector}, so neither
 * imports the package that implements it.
 */
export type PairingConnector = Connector & {
  /** The pairing URI while a pairing waits to be scanned or opened; `undefined` otherwise. */
  readonly uri: string | undefined
  /** Calls `listener` with each new pairing URI (at once with the current one); returns the unsubscribe. */
  onDisplayUri(listener: (uri: string) => void): () => void
}

/** Native EVM send: value in wei, gas price in wei. */
export type SendNativeArgs = {
  network: EvmNetwork
  from: string
  to: string
  value: bigint
  gasPrice: bigint
}

/** ERC-20 `transfer`: amount in the token's smallest unit. */
export type SendErc20Args = {
  network: EvmNetwork
  from: string
  to: string
  tokenAddress: string
  amount: bigint
}

/** SOL (or SPL when `tokenAddress` is set): `value` in the smallest unit, `amount` as typed. */
export type SendSolanaArgs = {
  network: SolanaNetwork
  from: string
  to: string
  amount: string
  value: bigint
  decimals: number
  tokenAddress?: string | undefined
}

/**
 * The chain side of a send, supplied by the connector layer. Each call resolves with the
 * transaction hash or signature once the wallet has submitted it.
 */
export type SendExecutor = {
  sendNative(args: SendNativeArgs): Promise<string>
  sendErc20(args: SendErc20Args): Promise<string>
  sendSolana(args: SendSolanaArgs): Promise<string>
}

/** The last connection, persisted so a reload can restore it. */
export type StoredConnection = { readonly connectorId: string; readonly namespace: ChainNamespace }

/** Kit's persisted data: typed accessors over the configured storage, never throwing. */
export type StorageController = {
  /** The keys Kit writes, for hosts that want to inspect or migrate them. */
  readonly keys: typeof STORAGE_KEYS
  getEmail(): string | undefined
  setEmail(email: string): void
  isEmailLoginUsed(): boolean
  setEmailLoginUsed(): void
  /** Epoch milliseconds of the last e-mail login request, if any. */
  getLastEmailLoginTime(): number | undefined
  setLastEmailLoginTime(time?: number): void
  /** Whole seconds until another e-mail login may be requested; 0 when allowed now (30 s cooldown). */
  getTimeToNextEmailLogin(now?: number): number
  /**
   * Refuses an e-mail login request within 30 s of the previous one.
   * @throws {EmailCooldownError} 'Please try again after N seconds'.
   */
  assertEmailLoginAllowed(now?: number): void
  /** The last used chain: an EVM chain id as a number, a Solana reference as a string; default 1. */
  getLastUsedChainId(): number | string
  setLastUsedChainId(chainId: number | string): void
  getSocialUsername(): string | undefined
  setSocialUsername(name: string): void
  getConnectedSocial(): SocialProvider | 'farcaster' | undefined
  setConnectedSocial(provider: SocialProvider | 'farcaster'): void
  /** EVM chain ids with smart accounts, stored as a comma list. */
  getSmartAccountEnabledNetworks(): number[]
  setSmartAccountEnabledNetworks(chainIds: readonly number[]): void
  getConnection(): StoredConnection | undefined
  setConnection(connection: StoredConnection): void
  /** The wallet last used on this device (the wallet list's "recent"); a disconnect keeps it. */
  getRecentWallet(): string | undefined
  setRecentWallet(wallet: string): void
  /**
   * The tokens `owner` (`<caipNetworkId>:<lowercase address>`) watches, oldest first, as stored: `isWatchedAsset`
   * (`@kit/core/utils`) tells the entries that keep the token rules, which the watched-token actions alone use. The
   * rules load with those actions, never with the first paint.
   */
  getWatchedAssets(owner: string): readonly unknown[]
  /** Replaces `owner`'s watched tokens; an empty list removes the key. */
  setWatchedAssets(owner: string, assets: readonly WatchedAsset[]): void
  /** The JSON value stored under `key`; `undefined` when there is none or it does not parse. */
  readJson(key: string): unknown
  /** Stores `value` as JSON under `key`; `undefined` removes the key. */
  writeJson(key: string, value: unknown): void
  /**
   * Removes every cached login key: e-mail, login-used flag, last used chain, social username and provider,
   * smart-account networks and the stored connection. Used on disconnect and on a failed connection check.
   * The e-mail cooldown timestamp stays, so logging out does not reset the rate limit.
   */
  clearLoginCache(): void
}
