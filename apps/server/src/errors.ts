import { BaseError, type BaseErrorParameters } from '@kit/chains'

/** One reason in an error response: a stable machine name and a sentence a person can act on. */
export type ErrorReason = { name: string; description: string }

/**
 * The JSON body of every error response: `{status, reasons: [{name, description}]}`, as in WalletConnect's
 * blockchain API.
 */
export type ErrorBody = { status: number; reasons: ErrorReason[] }

/**
 * An error that maps to an HTTP answer. `shortMessage` is the first reason's description, so clients that show
 * `reasons[0].description` show the same text the server logs.
 */
export class ServerError extends BaseError {
  override name = 'ServerError'
  /** HTTP status code of the answer. */
  readonly status: number
  /** Machine-readable name of the first reason. */
  readonly reason: string
  /** Extra reasons after the first one. */
  readonly extraReasons: ErrorReason[]
  /** Extra headers for the answer (e.g. `Retry-After`). */
  readonly headers: Record<string, string>

  constructor(
    status: number,
    reason: string,
    description: string,
    parameters: BaseErrorParameters & { extraReasons?: ErrorReason[]; headers?: Record<string, string> } = {},
  ) {
    super(description, parameters)
    this.status = status
    this.reason = reason
    this.extraReasons = parameters.extraReasons ?? []
    this.headers = parameters.headers ?? {}
  }

  /** The JSON body sent to the client. */
  toBody(): ErrorBody {
    return {
      status: this.status,
      reasons: [{ name: this.reason, description: this.shortMessage }, ...this.extraReasons],
    }
  }
}

/** 400: the request is malformed or breaks a rule. */
export class BadRequestError extends ServerError {
  override name = 'BadRequestError'
  constructor(reason: string, description: string, parameters: BaseErrorParameters = {}) {
    super(400, reason, description, parameters)
  }
}

/** 401: no valid session or signature. */
export class UnauthorizedError extends ServerError {
  override name = 'UnauthorizedError'
  constructor(reason: string, description: string, parameters: BaseErrorParameters = {}) {
    super(401, reason, description, parameters)
  }
}

/** 403: the caller is known but not allowed (origin, project, locked code). */
export class ForbiddenError extends ServerError {
  override name = 'ForbiddenError'
  constructor(reason: string, description: string, parameters: BaseErrorParameters = {}) {
    super(403, reason, description, parameters)
  }
}

/** 404: no such resource or route. */
export class NotFoundError extends ServerError {
  override name = 'NotFoundError'
  constructor(reason: string, description: string, parameters: BaseErrorParameters = {}) {
    super(404, reason, description, parameters)
  }
}

/** 409: the resource exists already (a taken name). */
export class ConflictError extends ServerError {
  override name = 'ConflictError'
  constructor(reason: string, description: string, parameters: BaseErrorParameters = {}) {
    super(409, reason, description, parameters)
  }
}

/** 413: the body is larger than the route allows. */
export class PayloadTooLargeError extends ServerError {
  override name = 'PayloadTooLargeError'
  constructor(limitBytes: number) {
    super(413, 'PayloadTooLarge', `Request body is larger than ${limitBytes} bytes`)
  }
}

/** 429: too many requests; `retryAfterSeconds` is also sent as `Retry-After`. */
export class TooManyRequestsError extends ServerError {
  override name = 'TooManyRequestsError'
  readonly retryAfterSeconds: number
  constructor(reason: string, description: string, retryAfterSeconds: number) {
    super(429, reason, description, { headers: { 'retry-after': String(retryAfterSeconds) } })
    this.retryAfterSeconds = retryAfterSeconds
  }
  override toBody(): ErrorBody & { retryAfter: number } {
    return { ...super.toBody(), retryAfter: this.retryAfterSeconds }
  }
}

/** 502/504: a chain node or identity provider did not answer properly. */
export class UpstreamError extends ServerError {
  override name = 'UpstreamError'
  constructor(description: string, parameters: BaseErrorParameters & { timeout?: boolean } = {}) {
    super(
      parameters.timeout ? 504 : 502,
      parameters.timeout ? 'UpstreamTimeout' : 'UpstreamError',
      description,
      parameters,
    )
  }
}

/** 503: a feature is not configured on this server (no treasury, no SMTP, no chain). */
export class NotConfiguredError extends ServerError {
  override name = 'NotConfiguredError'
  constructor(description: string) {
    super(503, 'NotConfigured', description)
  }
}

/** Thrown at start-up when the configuration is unusable; never sent to clients. */
export class ServerConfigError extends BaseError {
  override name = 'ServerConfigError'
}

/**
 * 503 with `Retry-After`: the server cannot answer this now but will soon (its database is away, it is shutting
 * down). Clients and balancers retry after `retryAfterSeconds`.
 */
export class ServiceUnavailableError extends ServerError {
  override name = 'ServiceUnavailableError'
  readonly retryAfterSeconds: number
  constructor(
    reason: string,
    description: string,
    retryAfterSeconds: number,
    parameters: BaseErrorParameters = {},
  ) {
    super(503, reason, description, { ...parameters, headers: { 'retry-after': String(retryAfterSeconds) } })
    this.retryAfterSeconds = retryAfterSeconds
  }
  override toBody(): ErrorBody & { retryAfter: number } {
    return { ...super.toBody(), retryAfter: this.retryAfterSeconds }
  }
}

/**
 * 503 `DatabaseUnavailable`: the database refused, dropped or did not answer within its timeout. `cause` keeps
 * the driver's error for the log; the client sees only that the database is away.
 */
export class DatabaseUnavailableError extends ServiceUnavailableError {
  override name = 'DatabaseUnavailableError'
  /** A short, stable label of what went wrong (`ECONNREFUSED`, `statement timeout`, …), for grouping log lines. */
  readonly code: string
  constructor(code: string, parameters: BaseErrorParameters = {}) {
    super('DatabaseUnavailable', 'The database is unavailable. Please try again shortly', 5, parameters)
    this.code = code
  }
}
