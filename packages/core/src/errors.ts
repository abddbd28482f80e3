import { BaseError } from '@kit/chains'

export { BaseError }

/**
 * The user-facing texts of spec §8 that core raises or shows, word for word.
 * Frame errors ('W3mFrame: …', 'Request was aborted', 'An error occurred') belong to `@kit/frame-bridge`.
 */
export const MESSAGES = Object.freeze({
  unsupportedChain: 'Unsupported chain',
  sendFailed: 'Something went wrong',
  sendStarted: 'Transaction started',
  solanaSendInvalid: 'Please enter a valid amount and receiver address',
  solanaSendFailed: 'Failed to send transaction. Please try again.',
  networkNotFound: 'Network not found',
  addressOrAuthConnectorNotFound: 'Address or auth connector not found',
  invalidChainId: 'Invalid chainId',
  resolveNameFailed: 'Error resolving name',
  nameSuggestionsFailed: 'Error fetching name suggestions',
  namesForAddressFailed: 'Error fetching names for address',
  rpcNotAllowed: 'Requested RPC call is not allowed',
  rpcNotAllowedUi: 'Action not allowed',
  nameTooShort: 'Name must be at least 4 characters long',
  nameInvalidCharacters: 'Can only contain letters, numbers and - characters',
} as const)

/** 'Please try again after N seconds' (spec §8, e-mail cooldown). */
export function emailCooldownMessage(seconds: number): string {
  return `Please try again after ${seconds} seconds`
}

/** 'Error registering name {name}' (spec §8). */
export function registerNameFailedMessage(name: string): string {
  return `Error registering name ${name}`
}

/** One problem found in the options passed to `createKit`. */
export type KitOptionsIssue = { readonly path: string; readonly message: string }

/** `createKit` received options it cannot work with. The message lists every problem, one per line. */
export class KitOptionsError extends BaseError {
  override name = 'KitOptionsError'
  /** Every problem found, with the option path it concerns. */
  readonly issues: readonly KitOptionsIssue[]
  constructor(issues: readonly KitOptionsIssue[]) {
    super('Invalid Kit options', {
      metaMessages: issues.map((issue) => `- ${issue.path || '(options)'}: ${issue.message}`),
      docsPath: '/core/create-kit#options',
    })
    this.issues = issues
  }
}

/** A value failed one of the spec §5 validation rules. */
export class KitValidationError extends BaseError {
  override name = 'KitValidationError'
}

/** A name-service reason, as the service sends it: `{name, description}`. */
export type ApiErrorReason = { readonly name?: string | undefined; readonly description: string }

type ApiErrorParameters = {
  /** The HTTP status, when a response arrived. */
  status?: number | undefined
  /** The reasons the service gave (`{status, reasons: [{name, description}]}`), first one first. */
  reasons?: readonly ApiErrorReason[] | undefined
  url?: string | undefined
  cause?: unknown
  details?: string | undefined
}

/** A blockchain-API call failed: the request did not complete or the service answered with an error. */
export class ApiError extends BaseError {
  override name = 'ApiError'
  readonly status: number | undefined
  readonly reasons: readonly ApiErrorReason[]
  readonly url: string | undefined
  constructor(shortMessage: string, parameters: ApiErrorParameters = {}) {
    super(shortMessage, {
      cause: parameters.cause,
      details: parameters.details ?? parameters.reasons?.[0]?.description,
      metaMessages: parameters.url ? [`URL: ${parameters.url}`] : [],
    })
    this.status = parameters.status
    this.reasons = parameters.reasons ?? []
    this.url = parameters.url
  }
}

/** A blockchain-API call took longer than its timeout. */
export class ApiTimeoutError extends ApiError {
  override name = 'ApiTimeoutError'
  readonly timeoutMs: number
  constructor(timeoutMs: number, url: string) {
    super(`The request timed out after ${timeoutMs} ms`, { url })
    this.timeoutMs = timeoutMs
  }
}

/** A blockchain-API call was cancelled through its AbortSignal (or because the kit was destroyed). */
export class ApiAbortedError extends ApiError {
  override name = 'ApiAbortedError'
  constructor(url: string, cause?: unknown) {
    super('The request was cancelled', { url, cause })
  }
}

/** A blockchain-API response arrived but does not have the expected shape. */
export class ApiResponseError extends ApiError {
  override name = 'ApiResponseError'
  constructor(url: string, details: string, status?: number) {
    super('The service sent a response Kit does not understand', { url, details, status })
  }
}

/** A name-service operation failed. `shortMessage` is the service's first reason, else the spec's fallback. */
export class NameServiceError extends BaseError {
  override name = 'NameServiceError'
}

/** The active network is missing (spec §8 'Network not found'). */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor(parameters: { details?: string } = {}) {
    super(MESSAGES.networkNotFound, parameters)
  }
}

/** Registering a name needs an address and an auth connector (spec §8). */
export class AddressOrAuthConnectorNotFoundError extends BaseError {
  override name = 'AddressOrAuthConnectorNotFoundError'
  constructor() {
    super(MESSAGES.addressOrAuthConnectorNotFound)
  }
}

/** An EVM chain id that cannot become an ENSIP-11 coin type (spec §5, §8 'Invalid chainId'). */
export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError'
  constructor(chainId: unknown) {
    super(MESSAGES.invalidChainId, {
      details: `Received ${String(chainId)}; expected an integer in [0, 2^31).`,
    })
  }
}

/** Sending on a chain that is neither EVM nor Solana (spec §8 'Unsupported chain'). */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'
  constructor(details?: string) {
    super(MESSAGES.unsupportedChain, details ? { details } : {})
  }
}

/** A send was asked for without an amount or a receiver (spec §8). */
export class SendInputError extends BaseError {
  override name = 'SendInputError'
  constructor(details?: string) {
    super(MESSAGES.solanaSendInvalid, details ? { details } : {})
  }
}

/** A send failed; `shortMessage` is the spec's toast text for the namespace. */
export class SendFailedError extends BaseError {
  override name = 'SendFailedError'
}

/** An e-mail login was asked for within 30 s of the previous one (spec §4, §8). */
export class EmailCooldownError extends BaseError {
  override name = 'EmailCooldownError'
  /** Whole seconds until the next request is allowed. */
  readonly secondsRemaining: number
  constructor(secondsRemaining: number) {
    super(emailCooldownMessage(secondsRemaining))
    this.secondsRemaining = secondsRemaining
  }
}

/** A request method that is in neither known list (spec §6). `uiMessage` is what the UI shows. */
export class RpcMethodNotAllowedError extends BaseError {
  override name = 'RpcMethodNotAllowedError'
  readonly uiMessage = MESSAGES.rpcNotAllowedUi
  readonly method: string
  constructor(method: string) {
    super(MESSAGES.rpcNotAllowed, { details: `Method: ${method}` })
    this.method = method
  }
}

/** No registered connector has the given id. */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  constructor(id: string) {
    super('Connector not found', { details: `No connector with id "${id}" is registered.` })
  }
}

/** An operation needs a connected account and there is none. */
export class NotConnectedError extends BaseError {
  override name = 'NotConnectedError'
  constructor(details?: string) {
    super('No account is connected', details ? { details } : {})
  }
}

/** The kit was used after `destroy()`. */
export class KitDestroyedError extends BaseError {
  override name = 'KitDestroyedError'
  constructor() {
    super('This kit has been destroyed')
  }
}

/** The readable message of anything thrown: a Kit error's short message, an Error's message, a string. */
export function errorMessage(error: unknown, fallback = 'Unknown error'): string {
  if (error instanceof BaseError) return error.shortMessage
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return fallback
}

/** The service's first reason for an `ApiError` (spec §8: "the first reason description"), if it gave one. */
export function apiReason(error: unknown): string | undefined {
  return error instanceof ApiError ? error.reasons[0]?.description : undefined
}

/** The user declined in the wallet (EIP-1193 code 4001). */
export class UserRejectedRequestError extends BaseError {
  override name = 'UserRejectedRequestError'
  readonly code = 4001
  constructor(parameters: { cause?: unknown; details?: string } = {}) {
    super('User rejected the request.', parameters)
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

/** Sign-in with wallet failed: declined, not verified, or no session afterwards. */
export class SiweError extends BaseError {
  override name = 'SiweError'
}
