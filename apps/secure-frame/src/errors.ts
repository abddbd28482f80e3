import { BaseError } from '@kit/chains'
import { frameErrorMessages } from '@kit/frame-bridge/errors'

/** The frame's runtime configuration is missing or malformed. */
export class FrameConfigError extends BaseError {
  override name = 'FrameConfigError'
}

/** A call to the auth service failed; `shortMessage` is the service's first reason, so the user sees it. */
export class AuthServiceError extends BaseError {
  override name = 'AuthServiceError'
  /** HTTP status, when an answer arrived. */
  readonly status: number | undefined
  /** The service's machine-readable reason, e.g. `InvalidSession`. */
  readonly reason: string | undefined
  /** For a refusal by a limit (429): when the service takes the call again, in seconds. */
  readonly retryAfterSeconds: number | undefined
  constructor(
    shortMessage: string,
    parameters: {
      status?: number
      reason?: string
      retryAfterSeconds?: number
      cause?: unknown
      details?: string
    } = {},
  ) {
    super(shortMessage, {
      ...(parameters.cause === undefined ? {} : { cause: parameters.cause }),
      ...(parameters.details === undefined ? {} : { details: parameters.details }),
    })
    this.status = parameters.status
    this.reason = parameters.reason
    this.retryAfterSeconds = parameters.retryAfterSeconds
  }
}

/** A request needs a signed-in user and there is none (or the session ended). */
export class NotSignedInError extends BaseError {
  override name = 'NotSignedInError'
  constructor() {
    super('Not signed in', { details: 'Sign in with e-mail, a social account or Farcaster first.' })
  }
}

/** A step was called out of order, e.g. CONNECT_OTP before CONNECT_EMAIL. */
export class FlowStateError extends BaseError {
  override name = 'FlowStateError'
}

/**
 * The request needs a fresh proof of the user that this account cannot give inside the frame (no e-mail to send a
 * code to, no recovery method the frame could check): the user signs in again, then asks again.
 */
export class SignInAgainError extends BaseError {
  override name = 'SignInAgainError'
}

/** The user pressed Reject (or closed) in the approval UI. EIP-1193 code 4001. */
export class UserRejectedError extends BaseError {
  override name = 'UserRejectedError'
  readonly code = 4001
  constructor() {
    super(frameErrorMessages.userRejected)
  }
}

/** The request cannot be served by this wallet: a chain or method it does not support, a foreign account. */
export class UnsupportedRequestError extends BaseError {
  override name = 'UnsupportedRequestError'
  readonly code = 4200
}

/**
 * The request's parameters cannot be served as given: contradictory fee fields, a transaction type the wallet does
 * not send, a contract deployment from the smart account. JSON-RPC code -32602 ("Invalid params").
 */
export class InvalidParamsError extends BaseError {
  override name = 'InvalidParamsError'
  readonly code = -32602
}

/** A request for another chain than the one the wallet is on (EIP-1193 4901, "Chain Disconnected"). */
export class ChainMismatchError extends BaseError {
  override name = 'ChainMismatchError'
  readonly code = 4901
}

/**
 * A `wallet_sendCalls` / `wallet_getCallsStatus` refusal with its EIP-5792 code: 5700 a required capability the
 * wallet lacks, 5710 a chain it does not serve, 5730 an unknown batch id, 5760 atomicity it cannot give.
 */
export class SendCallsError extends BaseError {
  override name = 'SendCallsError'
  readonly code: 5700 | 5710 | 5730 | 5760
  constructor(
    code: 5700 | 5710 | 5730 | 5760,
    shortMessage: string,
    parameters: { details?: string; cause?: unknown } = {},
  ) {
    super(shortMessage, parameters)
    this.code = code
  }
}

/**
 * A call into the user's own smart account that the frame cannot spell out (anything but `execute` or
 * `executeBatch`, malformed arguments, or a nested call into it): refused rather than shown as raw data, since such a
 * call can move everything the smart account holds (N7). EIP-1193 code 4200.
 */
export class SmartAccountCallError extends UnsupportedRequestError {
  override name = 'SmartAccountCallError'
}

/**
 * The host asked for a network the frame is not configured for (L11). EIP-1193 code 4902 ("unrecognized chain")
 * for an EVM chain, 4200 for any other.
 */
export class UnknownNetworkError extends BaseError {
  override name = 'UnknownNetworkError'
  readonly code: 4902 | 4200
  constructor(caipNetworkId: string, configured: readonly string[]) {
    super(`The secure frame is not set up for network ${caipNetworkId}`, {
      details: `Configured: ${configured.join(', ') || 'none'}.`,
    })
    this.code = caipNetworkId.startsWith('eip155:') ? 4902 : 4200
  }
}

/** A chain call (JSON-RPC) failed. */
export class ChainRequestError extends BaseError {
  override name = 'ChainRequestError'
  /** The JSON-RPC error code, when the node sent one. */
  readonly code: number | undefined
  constructor(shortMessage: string, parameters: { code?: number; cause?: unknown; details?: string } = {}) {
    super(shortMessage, {
      ...(parameters.cause === undefined ? {} : { cause: parameters.cause }),
      ...(parameters.details === undefined ? {} : { details: parameters.details }),
    })
    this.code = parameters.code
  }
}
