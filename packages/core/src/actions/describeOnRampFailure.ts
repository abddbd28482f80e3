import { ApiError } from '../errors/api.js'
import { OnRampNotConfiguredError } from '../errors/onramp.js'

/** What an on-ramp call's failure means for a UI. */
export type OnRampFailure = {
  /**
   * `not-configured`: the server offers no on-ramp; `not-supported`: the server has no such route (404: a blockchain
   * API without Kit's provider routes); `failed`: anything else.
   */
  readonly kind: 'not-configured' | 'not-supported' | 'failed'
  /** The server's own words for it, when it gave some. */
  readonly reason: string | undefined
}

/**
 * Sorts the failure of `getOnRampQuotes`, `openOnRampCheckout` or `getOnRampOrders` for a UI, without the UI
 * importing the error classes (which keeps `@kit/core/errors` out of the views' chunks).
 * @example if (describeOnRampFailure(task.error).kind === 'not-supported') showSingleQuote()
 */
export function describeOnRampFailure(error: unknown): OnRampFailure {
  if (error instanceof OnRampNotConfiguredError) return { kind: 'not-configured', reason: undefined }
  if (error instanceof ApiError)
    return { kind: error.status === 404 ? 'not-supported' : 'failed', reason: error.reasons[0]?.description }
  return { kind: 'failed', reason: undefined }
}
