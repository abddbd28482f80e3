// The errors of @kit/core, for `instanceof` checks, and the spec §8 texts. Every class extends the kit-wide
// `BaseError` (from @kit/chains). They live here, not in the root entry: a bundler that splits by reachability
// (esbuild) would otherwise load every error class that lazy code throws with `createKit` (README, Size).
// Every name here is locked by the exports snapshot test.
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
  ConnectorError,
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
