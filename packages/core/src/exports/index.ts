// Public surface of @kit/core. Every name here is locked by the exports snapshot test.
export { BaseError, version } from '@kit/chains'
export { createLazyBlockchainApi as createBlockchainApiClient } from '../api/lazy.js'
export type { AuthConnectorSteps } from '../actions/authSteps.js'
export type { TasksController } from '../controllers/tasks.js'
export type { Task, TaskControls, TaskState, TaskStatus, TasksState, TaskWork } from '../state/tasks.js'
export type { ApiCallOptions } from '../api/request.js'
export type {
  Balance,
  BlockchainApi,
  BlockchainApiConfig,
  GasPrice,
  Identity,
  NameProfile,
  NameSuggestionsResponse,
  OnRampOptions,
  OnRampQuote,
  OnRampQuoteRequest,
  QuoteAmount,
  RegisterNameRequest,
} from '../api/types.js'
export {
  ACCOUNT_TYPES,
  DEFAULT_API_TIMEOUT_MS,
  MAX_NAME_CHAIN_ID_EXCLUSIVE,
  NAME_MIN_LENGTH,
  SOCIAL_PROVIDERS,
  THEME_MODES,
  W3M_COMPAT_VERSION,
} from '../constants.js'
export {
  ACH_BANK_PAYMENT_LIMIT,
  ANALYTICS_EVENTS,
  CARD_PAYMENT_LIMIT,
  DEFAULT_API_URL,
  DEFAULT_FRAME_URL,
  DEFAULT_LAST_USED_CHAIN_ID,
  DEFAULT_LOG_LEVEL,
  DEFAULT_NAME_SUFFIX,
  DEFAULT_RELAY_URL,
  EMAIL_COOLDOWN_MS,
  LOG_LEVELS,
  SHAKE_DURATION_MS,
  STORAGE_KEYS,
  TEST_CHAIN_ID,
  USD_CURRENCY_DEFAULT,
  USDC_CURRENCY_DEFAULT,
} from '../constants.js'
export type {
  AuthConnector,
  AuthConnectorOptions,
  AuthProvider,
  EmailConnectAction,
  EmailUpdateAction,
  RecoveryMethodKind,
  SocialLoginWindow,
} from '../connectors/auth/authConnector.js'
export type { SocialLoginMode } from '../connectors/auth/socialRedirect.js'
export type { AccountController } from '../state/account.js'
export type { ConnectionController, ConnectOptions } from '../controllers/connection.js'
export type { ConnectorsController } from '../controllers/connectors.js'
export type {
  EventsController,
  KitEvent,
  KitEventListener,
  KitEventMap,
  KitEventName,
  SendEventProperties,
} from '../controllers/events.js'
export type { ModalController } from '../controllers/modal.js'
export type { NamesController } from '../controllers/names.js'
export type { NetworkController } from '../state/network.js'
export type { OnRampController } from '../state/onramp.js'
export type { RouterController } from '../controllers/router.js'
export type { SendController } from '../state/send.js'
export type { SiweController } from '../controllers/siwe.js'
export type { StorageController, StoredConnection } from '../controllers/storage.js'
export type { ThemeController } from '../controllers/theme.js'
export type { ToastController } from '../controllers/toast.js'
export type { TooltipController } from '../controllers/tooltip.js'
export type {
  WalletListController,
  WalletListOptions,
  WalletListSource,
  WalletListState,
  WalletRedirectCapable,
} from '../controllers/walletList.js'
// The wallet list's functions are in @kit/core/utils (lazy code uses them; see the README, Size).
export type { WalletLinks, WalletListing } from '../controllers/walletList.listing.js'
export type { WalletListEntry, WalletListSections } from '../controllers/walletList.select.js'
export { createKit, type Kit, type KitSnapshot, type SubscribeOptions } from '../kit.js'
export { type BuildOnRampUrlParameters, buildOnRampUrl } from '../onramp/buildOnRampUrl.js'
export type {
  ConnectorFactory,
  ConnectorFactoryParameters,
  KitConnectorOptions,
  KitFeatures,
  KitMetadata,
  KitOptions,
  ResolvedKitOptions,
  SiweConfig,
  SiweMessageParameters,
} from '../options.js'
export {
  assertRpcRequestAllowed,
  classifyRpcMethod,
  type KnownRpcMethod,
  SAFE_RPC_METHODS,
  type SafeRpcMethod,
  UNSAFE_RPC_METHODS,
  type UnsafeRpcMethod,
} from '../rpc/methods.js'
export { createMemoryStorage } from '../services/memoryStorage.js'
export type { KitState } from '../state.js'
export type * from '../types.js'
export { VIEWS } from '../views.js'
