// Public surface of this package. Every name here is locked by the exports snapshot test.
export { version } from '@kit/chains'
export {
  APPROVED_REQUEST_TIMEOUT_MS,
  createFrameClient,
  DEFAULT_FRAME_SANDBOX,
  DEFAULT_FRAME_TIMEOUT_MS,
  DEFAULT_USER_ACTION_TIMEOUT_MS,
  type FrameClient,
  type FrameClientOptions,
  type FrameRequestOptions,
} from '../client.js'
export * from './errors.js'
export { createConsoleLogger, type FrameLogger, type FrameLogLevel } from '../logger.js'
export * from './methods.js'
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
export {
  type AllowedParentOrigins,
  createFrameServer,
  DEFAULT_ORIGIN_CHECK_TIMEOUT_MS,
  type EmittableFrameEvent,
  type FrameEventInput,
  type FrameRequestContext,
  type FrameRequestHandler,
  type FrameRequestHandlers,
  type FrameServer,
  type FrameServerOptions,
} from '../server.js'
export type {
  BridgeMessageEvent,
  BridgeMessageListener,
  FrameHostWindow,
  FrameServerWindow,
  MessageEventSourceWindow,
  PostMessageTarget,
} from '../windows.js'
