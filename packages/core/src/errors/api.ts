// Errors of the blockchain-API client (loaded lazily with it).
import { BaseError } from '@kit/chains'

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

/** The service's first reason for an `ApiError` (name errors show its description), if it gave one. */
export function apiReason(error: unknown): string | undefined {
  return error instanceof ApiError ? error.reasons[0]?.description : undefined
}
