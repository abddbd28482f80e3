// Kit's own errors and the spec's user-facing texts: what `createKit` and the controllers' synchronous methods
// throw, and what lazy modules share. Every error of the kit extends the one `BaseError` of `@kit/chains`.
import { BaseError } from '@kit/chains'

export { BaseError }

/**
 * The user-facing texts that core raises or shows: the spec's, word for word, then Kit's own (the embedded wallet's
 * account actions). A UI translates them by their English text (`@kit/react`'s `coreTexts` and core packs);
 * `VISITOR_TEXTS` (visitorTexts.ts) lists them with the errors' texts the views show.
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
  passkeyAdded: 'Passkey added',
  recoveryPasswordAdded: 'Recovery password added',
  addRecoveryMethodFailed: 'Could not add a recovery method',
  exportKeyFailed: 'Could not export your key',
  manageSessionsFailed: 'Could not show your signed-in devices',
  manageRecoveryMethodsFailed: 'Could not show the ways to open your wallet',
  /** The frame's own refusal (`frameErrorMessages.recentLoginRequired`), kept identical by a test. */
  recentLoginRequired: 'Sign in again to export your key',
} as const)

/** 'Please try again after N seconds' (e-mail cooldown). */
export function emailCooldownMessage(seconds: number): string {
  return `Please try again after ${seconds} seconds`
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

/** A value failed one of the validation rules (account name, e-mail, chain id, hash, theme mode, …). */
export class KitValidationError extends BaseError {
  override name = 'KitValidationError'
}

/** The active network is missing: 'Network not found'. */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor(parameters: { details?: string } = {}) {
    super(MESSAGES.networkNotFound, parameters)
  }
}

/** An e-mail login was asked for within 30 s of the previous one. */
export class EmailCooldownError extends BaseError {
  override name = 'EmailCooldownError'
  /** Whole seconds until the next request is allowed. */
  readonly secondsRemaining: number
  constructor(secondsRemaining: number) {
    super(emailCooldownMessage(secondsRemaining))
    this.secondsRemaining = secondsRemaining
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
  /** EIP-1193 "Disconnected". */
  readonly code = 4900
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
