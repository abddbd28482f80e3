// Public surface of @kit/server. Every name here is locked by the exports snapshot test.
export {
  type AppleClientConfig,
  type ChainUpstream,
  generateMasterKey,
  type LogEntry,
  type MailMessage,
  type Mailer,
  type OnrampSandboxLimits,
  type PasskeysConfig,
  type PaymasterConfig,
  type PaymasterPolicyInput,
  type ProjectConfig,
  type ServerConfig,
  type SocialClientConfig,
  type SocialConfig,
  type SocialProvider,
  socialProviders,
  type TokenConfig,
} from '../config/index.js'
export {
  BadRequestError,
  ConflictError,
  DatabaseUnavailableError,
  type ErrorBody,
  type ErrorReason,
  ForbiddenError,
  NotConfiguredError,
  NotFoundError,
  PayloadTooLargeError,
  ServerConfigError,
  ServerError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnauthorizedError,
  UpstreamError,
} from '../errors.js'
export { type DevnetLike, serverConfigForDevnet } from '../devnetConfig.js'
export { checkEnv, configFromEnv } from '../config/fromEnv.js'
export type { PoolOptions } from '../db/database.js'
export type { ReadyReport } from '../readiness.js'
export {
  createKitServer,
  createServer,
  type KitFetchEnv,
  type KitHandler,
  type KitServer,
} from '../server.js'
