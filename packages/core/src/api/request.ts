import type * as z from 'zod/mini'
import {
  ApiAbortedError,
  ApiError,
  type ApiErrorReason,
  ApiResponseError,
  ApiTimeoutError,
} from '../errors/api.js'
import { BaseError } from '../errors/kit.js'

/** Per-call options of every blockchain-API method. */
export type ApiCallOptions = {
  /** Cancels the call; it then rejects with `ApiAbortedError`. */
  signal?: AbortSignal | undefined
  /** Overrides the client's timeout for this call. */
  timeoutMs?: number | undefined
}

type RequestParameters = {
  fetch: typeof fetch
  url: string
  method: 'GET' | 'POST'
  body?: unknown
  timeoutMs: number
  signals: readonly (AbortSignal | undefined)[]
}

/** Reads `{status, reasons: [{name, description}]}` from an error body, if it has that shape. */
function readReasons(body: unknown): ApiErrorReason[] {
  if (typeof body !== 'object' || body === null) return []
  const reasons = (body as { reasons?: unknown }).reasons
  if (!Array.isArray(reasons)) {
    const message =
      (body as { message?: unknown; error?: unknown }).message ?? (body as { error?: unknown }).error
    return typeof message === 'string' && message ? [{ description: message }] : []
  }
  return reasons.flatMap((reason: unknown) => {
    if (typeof reason !== 'object' || reason === null) return []
    const { name, description } = reason as { name?: unknown; description?: unknown }
    if (typeof description !== 'string' || !description) return []
    return [{ description, ...(typeof name === 'string' ? { name } : {}) }]
  })
}

/**
 * Performs one JSON request with a timeout and the caller's abort signals, and returns the parsed body.
 * Every failure is a typed `ApiError`: timeout, abort, network failure, HTTP error (with the service's
 * reasons), or a body that is not JSON.
 */
export async function requestJson(parameters: RequestParameters): Promise<unknown> {
  const { url, timeoutMs } = parameters
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const abort = () => controller.abort()
  const signals = parameters.signals.filter((signal): signal is AbortSignal => signal !== undefined)
  for (const signal of signals) {
    if (signal.aborted) controller.abort()
    else signal.addEventListener('abort', abort, { once: true })
  }
  try {
    if (controller.signal.aborted) throw new ApiAbortedError(url)
    const init: RequestInit = { method: parameters.method, signal: controller.signal }
    if (parameters.body !== undefined) {
      init.headers = { 'content-type': 'application/json' }
      init.body = JSON.stringify(parameters.body)
    }
    // Called detached: browsers refuse a fetch whose `this` is not the window ("Illegal invocation").
    const fetchImpl = parameters.fetch
    const response = await fetchImpl(url, init)
    const text = await response.text()
    let body: unknown
    let parsed = true
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      parsed = false
    }
    if (!response.ok) {
      const reasons = parsed ? readReasons(body) : []
      throw new ApiError(`The service answered with HTTP ${response.status}`, {
        status: response.status,
        reasons,
        url,
      })
    }
    if (!parsed) throw new ApiResponseError(url, 'The body is not JSON.', response.status)
    return body
  } catch (error) {
    if (timedOut) throw new ApiTimeoutError(timeoutMs, url)
    if (controller.signal.aborted) throw new ApiAbortedError(url, error)
    if (error instanceof BaseError) throw error
    throw new ApiError('The service could not be reached', { url, cause: error })
  } finally {
    clearTimeout(timer)
    for (const signal of signals) signal.removeEventListener('abort', abort)
  }
}

/**
 * Checks a response body against its schema.
 * @throws {ApiResponseError} naming the fields that do not match.
 */
export function parseResponse<schema extends z.ZodMiniType>(
  schema: schema,
  body: unknown,
  url: string,
): z.output<schema> {
  const result = schema.safeParse(body)
  if (result.success) return result.data
  const details = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.code}`)
    .join('; ')
  throw new ApiResponseError(url, details)
}
