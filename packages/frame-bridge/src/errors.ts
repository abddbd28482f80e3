import { BaseError, type BaseErrorParameters } from '@kit/chains'

/**
 * The user-facing strings of the secure-frame bridge: the spec's, word for word, and the `_ERROR` messages the host
 * tells apart (a cancel on the frame's card, an export refused for an old login).
 */
export const frameErrorMessages = {
  iframeNotSet: 'W3mFrame: iframe is not set',
  parentNotSet: 'W3mFrame: parent is not set',
  loadFailed: 'Unable to load email login dependency',
  requestAborted: 'Request was aborted',
  defaultFrameError: 'An error occurred',
  rpcNotAllowed: 'Requested RPC call is not allowed',
  rpcNotAllowedUi: 'Action not allowed',
  /** The user rejected or cancelled on the frame's card (an unsafe request, ADD_RECOVERY_METHOD); code 4001. */
  userRejected: 'User rejected the request',
  /** EXPORT_KEY needs a login made in this frame a few minutes ago. */
  recentLoginRequired: 'Sign in again to export your key',
} as const

/** The host has no iframe to talk to: not mounted yet, destroyed, or detached from the document. */
export class FrameNotSetError extends BaseError {
  override name = 'FrameNotSetError'
  /** EIP-1193 "Disconnected": there is no wallet to ask. */
  readonly code = 4900
  constructor(parameters: BaseErrorParameters = {}) {
    super(frameErrorMessages.iframeNotSet, parameters)
  }
}

/** The frame side has no parent window (opened top-level) or no verified parent origin to post to. */
export class FrameParentNotSetError extends BaseError {
  override name = 'FrameParentNotSetError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(frameErrorMessages.parentNotSet, parameters)
  }
}

/** The iframe did not load, or its READY handshake did not arrive in time. */
export class FrameLoadError extends BaseError {
  override name = 'FrameLoadError'
  /** EIP-1193 "Disconnected": there is no wallet to ask. */
  readonly code = 4900
  constructor(parameters: BaseErrorParameters = {}) {
    super(frameErrorMessages.loadFailed, parameters)
  }
}

/**
 * A pending request was aborted: `rejectRpcRequests()`, an AbortSignal, or `destroy()`. Never raised for a request
 * the user already approved (see `RequestMaybeSentError`).
 */
export class RequestAbortedError extends BaseError {
  override name = 'RequestAbortedError'
  /** EIP-1193 "User Rejected Request": the host withdrew it as the user closed the modal or the approval. */
  readonly code = 4001
  constructor(parameters: BaseErrorParameters = {}) {
    super(frameErrorMessages.requestAborted, parameters)
  }
}

/**
 * The user approved the request in the frame (APPROVED arrived), but its answer can no longer arrive: the frame
 * reloaded, the iframe was removed, the client was destroyed, or the frame stayed silent too long. The signature
 * or transaction may exist: check the chain before asking again, since a retry can pay twice.
 */
export class RequestMaybeSentError extends BaseError {
  override name = 'RequestMaybeSentError'
  /** The request, for example `RPC_REQUEST`. */
  readonly request: string
  /** The RPC method, when the request was an RPC request. */
  readonly method: string | undefined
  constructor(request: string, method: string | undefined, details: string) {
    super('The request was approved and may have been signed or sent, but its result was lost', { details })
    this.request = request
    this.method = method
  }
}

/**
 * The frame answered a request with `_ERROR`; `shortMessage` is the frame's message and `code` its EIP-1193 /
 * EIP-1474 code when it gave one (4001 when the user rejected on the card).
 */
export class FrameError extends BaseError {
  override name = 'FrameError'
  /** The request the frame refused, for example `CONNECT_OTP`. */
  readonly request: string
  /** The refusal's EIP-1193 / JSON-RPC code, as the frame sent it. */
  readonly code: number | undefined
  /**
   * The refusal's stable name, when the frame passed one on (the sign-in service's, e.g. `WrongCode`): a UI shows
   * its own text for it in the visitor's language; `shortMessage` stays the English text.
   */
  readonly reason: string | undefined
  constructor(
    request: string,
    message: string | undefined,
    {
      code,
      reason,
      ...parameters
    }: BaseErrorParameters & { code?: number | undefined; reason?: string | undefined } = {},
  ) {
    super(message?.trim() ? message : frameErrorMessages.defaultFrameError, parameters)
    this.request = request
    this.code = code
    this.reason = reason
  }
}

/** An RPC method outside the safe and unsafe lists: every request method must be on one of them. */
export class RpcNotAllowedError extends BaseError {
  override name = 'RpcNotAllowedError'
  /** EIP-1193 "Unsupported Method". */
  readonly code = 4200
  /** What the UI shows instead of the developer message. */
  readonly uiMessage = frameErrorMessages.rpcNotAllowedUi
  /** The refused method, as given (truncated when it is not a short string). */
  readonly method: string
  constructor(method: unknown, parameters: BaseErrorParameters = {}) {
    const shown = typeof method === 'string' ? method.slice(0, 100) : typeof method
    super(frameErrorMessages.rpcNotAllowed, { details: `Method: ${shown}`, ...parameters })
    this.method = shown
  }
}

/** A request waited longer than its timeout for the frame's answer. */
export class FrameTimeoutError extends BaseError {
  override name = 'FrameTimeoutError'
  readonly request: string
  readonly timeoutMs: number
  constructor(request: string, timeoutMs: number) {
    super('The secure frame did not answer in time', {
      details: `${request} got no answer within ${timeoutMs} ms.`,
    })
    this.request = request
    this.timeoutMs = timeoutMs
  }
}

/** The secure frame loaded a new document (a second READY) while requests were pending. */
export class FrameReloadedError extends BaseError {
  override name = 'FrameReloadedError'
  constructor(request: string) {
    super('The secure frame reloaded before answering', { details: `Pending request: ${request}.` })
  }
}

/** Parameters that do not match the protocol's schema for a request (bad input, never a crash). */
export class InvalidFrameRequestError extends BaseError {
  override name = 'InvalidFrameRequestError'
  /** JSON-RPC "Invalid params". */
  readonly code = -32602
  readonly request: string
  constructor(request: string, details: string) {
    super(`Invalid parameters for ${request}`, { details })
    this.request = request
  }
}

/** The frame itself answered with a payload that does not match the request's result schema. */
export class InvalidFrameResponseError extends BaseError {
  override name = 'InvalidFrameResponseError'
  readonly request: string
  constructor(request: string, details: string) {
    super(`Invalid response from the secure frame for ${request}`, { details })
    this.request = request
  }
}

/** The frame has no handler for a request the protocol knows. */
export class UnsupportedFrameRequestError extends BaseError {
  override name = 'UnsupportedFrameRequestError'
  constructor(request: string) {
    super(`${request} is not supported by this secure frame`)
  }
}

/** Options passed to `createFrameClient` or `createFrameServer` that cannot work. */
export class InvalidFrameOptionsError extends BaseError {
  override name = 'InvalidFrameOptionsError'
  constructor(details: string) {
    super('Invalid secure frame options', { details })
  }
}
