// Errors of wallets: connectors, requests they refuse, sign-in with wallet.
import { BaseError } from '@kit/chains'
import { MESSAGES } from './kit.js'

/** A request method that is in neither known list. `uiMessage` is what the UI shows. */
export class RpcMethodNotAllowedError extends BaseError {
  override name = 'RpcMethodNotAllowedError'
  /** EIP-1193 "Unsupported Method". */
  readonly code = 4200
  readonly uiMessage = MESSAGES.rpcNotAllowedUi
  readonly method: string
  constructor(method: string) {
    super(MESSAGES.rpcNotAllowed, { details: `Method: ${method}` })
    this.method = method
  }
}

/** The user declined in the wallet (EIP-1193 code 4001). */
export class UserRejectedRequestError extends BaseError {
  override name = 'UserRejectedRequestError'
  readonly code = 4001
  constructor(parameters: { cause?: unknown; details?: string } = {}) {
    super('User rejected the request.', parameters)
  }
}

/**
 * The wallet could not be asked whether its session is still there (the secure frame could not load or mount, or
 * stayed silent): no connection check was made. A restore that ends with it keeps the stored login for the next load.
 */
export class ConnectionCheckUnavailableError extends BaseError {
  override name = 'ConnectionCheckUnavailableError'
  constructor(parameters: { cause?: unknown; details?: string } = {}) {
    super('The connection could not be checked', parameters)
  }
}

/** A wallet (connector) failed; `shortMessage` says what Kit was doing, `details` what the wallet said. */
export class ConnectorError extends BaseError {
  override name = 'ConnectorError'
  /** The wallet's error code, when it gave one. */
  readonly code: number | undefined
  constructor(shortMessage: string, parameters: { cause?: unknown; details?: string; code?: number } = {}) {
    super(shortMessage, parameters)
    this.code = parameters.code
  }
}

/**
 * The secure frame shows the embedded wallet's key only shortly after a login made in it: 'Sign in again to export
 * your key'. Log out and in again, then export.
 */
export class RecentLoginRequiredError extends BaseError {
  override name = 'RecentLoginRequiredError'
  constructor(parameters: { cause?: unknown } = {}) {
    super(MESSAGES.recentLoginRequired, {
      ...parameters,
      details: 'The key can be exported only within a few minutes of a login in the secure frame.',
    })
  }
}

/** Sign-in with wallet failed: declined, not verified, or no session afterwards. */
export class SiweError extends BaseError {
  override name = 'SiweError'
}
