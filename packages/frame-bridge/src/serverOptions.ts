// What `createFrameServer` is given, checked once: the allowed parent origins, the handlers, and the bound on an
// asynchronous origin check.
import { InvalidFrameOptionsError } from './errors.js'
import type { FrameLogger } from './logger.js'
import {
  type AllowedParentOrigins,
  createOriginCheck,
  DEFAULT_ORIGIN_CHECK_TIMEOUT_MS,
  type OriginCheck,
} from './originCheck.js'
import type { FrameRequestHandlers } from './requestHandlers.js'
import type { FrameServerWindow } from './windows.js'

/** Options of `createFrameServer`. */
export type FrameServerOptions = {
  /** The project's allowed parent origins; nothing else is answered. `'*'` is refused. */
  allowedParentOrigins: AllowedParentOrigins
  /** One handler per request the frame implements. */
  handlers: FrameRequestHandlers
  /** The frame's window; defaults to the browser's `window`. */
  window?: FrameServerWindow
  /** Where dropped messages and failures are reported; console from level `error` by default. */
  logger?: FrameLogger
  /** Bound on an asynchronous `allowedParentOrigins` check (default 10 s). */
  originCheckTimeoutMs?: number
}

/** The options of a server, checked. */
export type ServerConfig = {
  handlers: FrameRequestHandlers
  originCheck: OriginCheck
}

/** Checks the options; throws `InvalidFrameOptionsError`. `logger` reports the origin check's failures. */
export function resolveServerConfig(options: FrameServerOptions, logger: FrameLogger): ServerConfig {
  const timeoutMs = options.originCheckTimeoutMs ?? DEFAULT_ORIGIN_CHECK_TIMEOUT_MS
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0)
    throw new InvalidFrameOptionsError('originCheckTimeoutMs must be a positive number of milliseconds.')
  const originCheck = createOriginCheck(options.allowedParentOrigins, logger, timeoutMs)
  if (typeof options.handlers !== 'object' || options.handlers === null)
    throw new InvalidFrameOptionsError('handlers must be an object.')
  return { handlers: options.handlers, originCheck }
}
