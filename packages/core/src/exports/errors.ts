// `@kit/core/errors`: every error class of @kit/core, for `instanceof` checks, and the spec's error texts
// (`MESSAGES`, `errorMessage`, the name-service and cooldown messages). Every class extends the kit-wide `BaseError`
// (from @kit/chains). The on-ramp's provider errors are exported by @kit/core/actions beside the actions that throw
// them: this barrel is in WalletConnect's lazy chunk. Every name here is locked by the exports snapshot test.
export {
  AddressOrAuthConnectorNotFoundError,
  InvalidChainIdError,
  NameServiceError,
  registerNameFailedMessage,
} from '../errors/names.js'
export {
  ApiAbortedError,
  ApiError,
  type ApiErrorReason,
  ApiResponseError,
  ApiTimeoutError,
} from '../errors/api.js'
export {
  BaseError,
  ConnectorNotFoundError,
  EmailCooldownError,
  emailCooldownMessage,
  errorMessage,
  KitDestroyedError,
  KitOptionsError,
  type KitOptionsIssue,
  KitValidationError,
  MESSAGES,
  NetworkNotFoundError,
  NotConnectedError,
} from '../errors/kit.js'
export {
  ConnectionCheckUnavailableError,
  ConnectorError,
  RecentLoginRequiredError,
  RpcMethodNotAllowedError,
  SiweError,
  UserRejectedRequestError,
} from '../errors/wallet.js'
export {
  InsufficientBalanceError,
  SendFailedError,
  SendInputError,
  UnsupportedChainError,
} from '../errors/send.js'
export {
  AssetCheckFailedError,
  AssetDecimalsMismatchError,
  AssetNotTokenError,
  InvalidAssetParamsError,
  UnsupportedAssetTypeError,
  type WatchAssetField,
  WatchedAssetsLimitError,
} from '../errors/assets.js'
export { FlowUnavailableError } from '../actions/errors.js'
export { UnknownTaskError } from '../state/tasks.js'
