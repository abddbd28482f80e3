// The constants of the spec, by topic: versions, defaults, limits, enumerations and storage keys.
// Immutable data only.

// Protocol.

/**
 * The protocol version the secure frame and the blockchain API speak: the spec's library version, 5.1.11.
 * It is the version of the system Kit is compatible with, not Kit's own release (see `version`).
 */
export const W3M_COMPAT_VERSION = '5.1.11'

// Where Kit connects to and how long it waits.

/**
 * Local-stack defaults: every URL can be changed through the options. The frame and the API are named `localhost`,
 * as the local stack serves them: a browser takes no IP address as a passkey's relying party.
 */
export const DEFAULT_API_URL = 'http://localhost:8787'
export const DEFAULT_FRAME_URL = 'http://localhost:5174'
export const DEFAULT_RELAY_URL = 'ws://127.0.0.1:8555'

/** Default timeout of a blockchain-API call. */
export const DEFAULT_API_TIMEOUT_MS = 10_000

// Networks.

/** The last used chain when none is stored. */
export const DEFAULT_LAST_USED_CHAIN_ID = 1

/** The test chain the product targets: Polygon Amoy, 18 decimals, testnet. */
export const TEST_CHAIN_ID = 80002

// Login and accounts.

/** Minimum time between two e-mail login requests. */
export const EMAIL_COOLDOWN_MS = 30_000

/** The social login providers the secure frame supports. Farcaster is separate. */
export { SOCIAL_PROVIDERS } from '@kit/chains'

/** Account types. */
export const ACCOUNT_TYPES = ['eoa', 'smartAccount'] as const

// Names.

/** Minimum length of an account name. */
export const NAME_MIN_LENGTH = 4

/** Exclusive upper bound of an EVM chain id usable for names: ENSIP-11 sets the top bit. */
export const MAX_NAME_CHAIN_ID_EXCLUSIVE = 2 ** 31

/** Names registered through Kit's name service carry this suffix unless `names.suffix` says otherwise. */
export const DEFAULT_NAME_SUFFIX = '.kit.id'

// Modal and theme.

/** How long the modal shakes. */
export const SHAKE_DURATION_MS = 500

/** Theme modes. */
export const THEME_MODES = ['light', 'dark'] as const

/** The theme variables a host can set (CSS custom properties of the modal). */
export const THEME_VARIABLES: readonly string[] = Object.freeze([
  '--kit-accent',
  '--kit-color-mix',
  '--kit-color-mix-strength',
  '--kit-font-family',
  '--kit-font-size-master',
  '--kit-border-radius-master',
  '--kit-z-index',
])

// Logging and analytics.

/** Log levels, quietest first. */
export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const

/** The default log level. */
export const DEFAULT_LOG_LEVEL = 'error' as const

/** The analytics events the spec names. */
export const ANALYTICS_EVENTS = [
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'SEND_ERROR',
] as const

// On-ramp: the currencies a purchase is paid with and bought in, and their limits.

/** A payment method limit of a payment currency. */
export type PaymentMethodLimit = { readonly id: string; readonly min: string; readonly max: string }

/** A network a purchase currency can be bought on. */
export type PurchaseCurrencyNetwork = {
  readonly name: string
  readonly display_name: string
  readonly chain_id: string
  readonly contract_address: string
}

/** A currency that can be bought through the on-ramp. */
export type PurchaseCurrency = {
  readonly id: string
  readonly name: string
  readonly symbol: string
  readonly networks: readonly PurchaseCurrencyNetwork[]
}

/** A currency the on-ramp purchase is paid with. */
export type PaymentCurrency = {
  readonly id: string
  readonly payment_method_limits: readonly PaymentMethodLimit[]
}

/** Card payment limits in USD. */
export const CARD_PAYMENT_LIMIT: PaymentMethodLimit = Object.freeze({
  id: 'card',
  min: '10.00',
  max: '7500.00',
})

/** ACH bank payment limits in USD. */
export const ACH_BANK_PAYMENT_LIMIT: PaymentMethodLimit = Object.freeze({
  id: 'ach_bank_account',
  min: '10.00',
  max: '25000.00',
})

/** Default purchase currency: USD Coin on Ethereum mainnet (1) and Polygon mainnet (137). */
export const USDC_CURRENCY_DEFAULT: PurchaseCurrency = Object.freeze({
  id: '2b92315d-eab7-5bef-84fa-089a131333f5',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: Object.freeze([
    Object.freeze({
      name: 'ethereum-mainnet',
      display_name: 'Ethereum',
      chain_id: '1',
      contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    }),
    Object.freeze({
      name: 'polygon-mainnet',
      display_name: 'Polygon',
      chain_id: '137',
      contract_address: '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174',
    }),
  ]),
})

/** Default payment currency: USD by card or ACH bank transfer. */
export const USD_CURRENCY_DEFAULT: PaymentCurrency = Object.freeze({
  id: 'USD',
  payment_method_limits: Object.freeze([CARD_PAYMENT_LIMIT, ACH_BANK_PAYMENT_LIMIT]),
})

// Storage.

/** Keys Kit stores in the configured storage. */
export const STORAGE_KEYS = Object.freeze({
  email: '@kit/email',
  emailLoginUsed: '@kit/email_login_used',
  lastEmailLoginTime: '@kit/last_email_login_time',
  lastUsedChain: '@kit/last_used_chain',
  socialUsername: '@kit/social_username',
  smartAccountEnabledNetworks: '@kit/smart_account_enabled_networks',
  connectedSocial: '@kit/connected_social',
  connectedConnector: '@kit/connected_connector',
} as const)
