// Public surface of @kit/secure-frame (for hosts that build their own frame page). Locked by the exports snapshot test.
export { type ApprovalUi, APPROVAL_ARM_DELAY_MS, createApprovalUi } from '../ui/approvalUi.js'
export {
  type ApprovalContext,
  type ApprovalRow,
  type ApprovalView,
  describeRequest,
} from '../approval/describe.js'
export {
  type AccountRef,
  type ParseEnvironment,
  type ParsedRequest,
  parseRequest,
} from '../approval/parseRequest.js'
export {
  type FrameRuntimeConfig,
  type FrameStartConfig,
  frameRuntimeConfigSchema,
  normalizeChainId,
  parseStartConfig,
  readStartConfig,
} from '../config.js'
export {
  AuthServiceError,
  ChainRequestError,
  FlowStateError,
  FrameConfigError,
  NotSignedInError,
  UnsupportedRequestError,
  UserRejectedError,
} from '../errors.js'
export { type FrameApp, type FrameAppOptions, startFrameApp } from '../frameApp.js'
export { SOCIAL_CALLBACK_PATH, SOCIAL_RESULT_MESSAGE } from '../socialMessage.js'
