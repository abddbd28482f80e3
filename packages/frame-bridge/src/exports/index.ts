// Public surface of this package. Every name here is locked by the exports snapshot test.
export { version } from '@kit/chains'
export { createFrameClient, type FrameClient, type FrameRequestOptions } from '../client.js'
export {
  DEFAULT_FRAME_TIMEOUT_MS,
  DEFAULT_USER_ACTION_TIMEOUT_MS,
  type FrameClientOptions,
} from '../clientOptions.js'
export { DEFAULT_FRAME_SANDBOX } from '../frameElement.js'
export { APPROVED_REQUEST_TIMEOUT_MS } from '../pendingRequests.js'
export {
  FrameError,
  FrameLoadError,
  FrameNotSetError,
  FrameParentNotSetError,
  FrameReloadedError,
  FrameTimeoutError,
  frameErrorMessages,
  InvalidFrameOptionsError,
  InvalidFrameRequestError,
  InvalidFrameResponseError,
  RequestAbortedError,
  RequestMaybeSentError,
  RpcNotAllowedError,
  UnsupportedFrameRequestError,
} from '../errors.js'
export {
  EMAIL_FIELD_EVENT_PREFIX,
  EMAIL_FIELD_ID,
  EMAIL_FIELD_PATH,
  EMAIL_FIELD_THEME_VARIABLES,
  type EmailFieldMessage,
  emailFieldMessage,
  readEmailFieldMessage,
} from '../emailField.js'
export { createConsoleLogger, type FrameLogger, type FrameLogLevel } from '../logger.js'
export {
  classifyRpcMethod,
  type RpcMethod,
  type RpcMethodClass,
  SAFE_RPC_METHODS,
  type SafeRpcMethod,
  UNSAFE_RPC_METHODS,
  type UnsafeRpcMethod,
} from '../methods.js'
export {
  type AccountType,
  type AuthUser,
  accountTypeSchema,
  authUserSchema,
  type ChainIdValue,
  chainIdSchema,
  emailSchema,
  type SocialProvider,
  socialProviderSchema,
  type ThemeMode,
  themeModeSchema,
} from '../primitives.js'
export {
  APP_EVENT_PREFIX,
  type AppNotificationName,
  appEventType,
  appNotifications,
  FRAME_EVENT_PREFIX,
  type FrameEventName,
  type FrameEventPayload,
  type FrameRequestHandlerResult,
  type FrameRequestName,
  type FrameRequestParams,
  type FrameRequestParsedParams,
  type FrameRequestResult,
  frameErrorPayloadSchema,
  frameErrorType,
  frameEvents,
  frameEventType,
  frameRequests,
  frameSuccessType,
  isFrameEventName,
  isFrameRequestName,
  waitsForUser,
} from '../protocol.js'
export {
  parseRpcRequest,
  type RpcRequest,
  type RpcRequestOf,
  type RpcResultOf,
  rpcRequestSchema,
  rpcResultSchemas,
  walletSendCallsParamsSchema,
} from '../rpcSchemas.js'
export { type AllowedParentOrigins, DEFAULT_ORIGIN_CHECK_TIMEOUT_MS } from '../originCheck.js'
export type {
  FrameRequestContext,
  FrameRequestHandler,
  FrameRequestHandlers,
} from '../requestHandlers.js'
export {
  createFrameServer,
  type EmittableFrameEvent,
  type FrameEventInput,
  type FrameServer,
} from '../server.js'
export type { FrameServerOptions } from '../serverOptions.js'
export type {
  BridgeMessageEvent,
  BridgeMessageListener,
  FrameHostWindow,
  FrameServerWindow,
  MessageEventSourceWindow,
  PostMessageTarget,
} from '../windows.js'
