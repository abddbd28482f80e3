// The errors of @kit/walletconnect. Every class extends WalletConnectError, which extends Kit's BaseError, so a host
// can tell WalletConnect failures apart with one `instanceof` and still treat them as Kit errors.
import { BaseError } from '@kit/core/errors'

type ErrorParameters = { cause?: unknown; details?: string }

/** Any failure of the WalletConnect client. */
export class WalletConnectError extends BaseError {
  override name = 'WalletConnectError'
}

/**
 * The wallet (or its user) declined: a proposal rejected, or a request refused. `code` is 4001 as in EIP-1193;
 * `walletCode` is the code the wallet sent (WalletConnect wallets send 5000 for a rejected proposal, 4001 or 5000
 * for a refused request).
 */
export class WalletConnectRejectedError extends WalletConnectError {
  override name = 'WalletConnectRejectedError'
  readonly code = 4001
  readonly walletCode: number | undefined
  constructor(parameters: ErrorParameters & { walletCode?: number } = {}) {
    super('User rejected the request.', parameters)
    this.walletCode = parameters.walletCode
  }
}

/** The wallet answered a request with an error that is not a rejection. `code` is the wallet's. */
export class WalletRequestError extends WalletConnectError {
  override name = 'WalletRequestError'
  readonly code: number
  constructor(code: number, message: string, parameters: ErrorParameters = {}) {
    super(message || 'The wallet could not complete the request.', parameters)
    this.code = code
  }
}

/** The pairing proposal was not answered before it expired. */
export class ProposalExpiredError extends WalletConnectError {
  override name = 'ProposalExpiredError'
  constructor(parameters: ErrorParameters = {}) {
    super('The connection request expired. Try again with a new QR code.', parameters)
  }
}

/** The relay could not be reached, or closed before it answered. */
export class RelayUnreachableError extends WalletConnectError {
  override name = 'RelayUnreachableError'
  constructor(parameters: ErrorParameters = {}) {
    super('The WalletConnect relay could not be reached.', parameters)
  }
}

/** The relay answered a call with a JSON-RPC error. */
export class RelayRequestError extends WalletConnectError {
  override name = 'RelayRequestError'
  readonly code: number | undefined
  constructor(method: string, parameters: ErrorParameters & { code?: number } = {}) {
    super(`The WalletConnect relay refused ${method}.`, parameters)
    this.code = parameters.code
  }
}

/** Nothing came back in time: from the relay or from the wallet. */
export class RequestTimeoutError extends WalletConnectError {
  override name = 'RequestTimeoutError'
  constructor(what: string, parameters: ErrorParameters = {}) {
    super(`No answer in time: ${what}.`, parameters)
  }
}

/** The caller's AbortSignal fired. */
export class WalletConnectAbortedError extends WalletConnectError {
  override name = 'WalletConnectAbortedError'
  constructor(parameters: ErrorParameters = {}) {
    super('The WalletConnect request was aborted.', parameters)
  }
}

/** No live session with that topic (never settled, deleted, or expired). */
export class SessionNotFoundError extends WalletConnectError {
  override name = 'SessionNotFoundError'
  readonly topic: string
  constructor(topic: string, parameters: ErrorParameters = {}) {
    super('No WalletConnect session with this topic.', { details: `Topic: ${topic}`, ...parameters })
    this.topic = topic
  }
}

/** The client was closed; pending work ends with this error and new calls are refused. */
export class ClientClosedError extends WalletConnectError {
  override name = 'ClientClosedError'
  constructor(parameters: ErrorParameters = {}) {
    super('The WalletConnect client is closed.', parameters)
  }
}

/** Bad input from the caller or the wallet: a malformed URI, namespaces, chain id or settlement. */
export class WalletConnectInputError extends WalletConnectError {
  override name = 'WalletConnectInputError'
}

/** A request for a method the wallet did not grant in the session (EIP-1193 4200, "Unsupported Method"). */
export class MethodNotGrantedError extends WalletConnectInputError {
  override name = 'MethodNotGrantedError'
  readonly code = 4200
  constructor(method: string) {
    super('The wallet did not allow this method in the session.', { details: method.slice(0, 100) })
  }
}

/**
 * The wallet's session namespaces were refused (at settlement, in an update, or read back from storage): malformed, or
 * past a size cap. `reason` says which. The session is not accepted and nothing of it is stored.
 */
export class InvalidNamespacesError extends WalletConnectInputError {
  override name = 'InvalidNamespacesError'
  readonly reason: string
  constructor(reason: string, parameters: ErrorParameters = {}) {
    super('The wallet sent invalid session namespaces.', { details: reason, ...parameters })
    this.reason = reason
  }
}
