import { DatabaseUnavailableError } from '../errors.js'

const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])

// SQLSTATEs that say "the database is away or out of breath", not "this query is wrong".
const SQLSTATES: Record<string, string> = {
  '57P01': 'server shutting down',
  '57P02': 'server crashed',
  '57P03': 'server starting up',
  '57014': 'statement timeout',
  '25P03': 'idle in transaction timeout',
  '53300': 'too many connections',
}

// Messages of `pg` and `pg-pool` for a lost, refused or timed-out connection (they carry no code).
const DRIVER_MESSAGES: Array<[RegExp, string]> = [
  [/timeout exceeded when trying to connect/i, 'connect timeout'],
  [/connection terminated due to connection timeout/i, 'connect timeout'],
  [/query read timeout/i, 'query timeout'],
  [/connection terminated/i, 'connection lost'],
  [/not queryable/i, 'connection lost'],
]

/**
 * Names what made the database unavailable (`ECONNREFUSED`, `statement timeout`, …), or `undefined` when the
 * error is not about availability (a constraint, a syntax error: those stay ordinary errors).
 */
export function unavailabilityCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code)) return code
    if (SQLSTATES[code]) return SQLSTATES[code]
    if (code.startsWith('08')) return 'connection exception'
    if (code.startsWith('53')) return 'insufficient resources'
  }
  if (error instanceof AggregateError)
    for (const inner of error.errors) {
      const found = unavailabilityCode(inner)
      if (found) return found
    }
  for (const [pattern, label] of DRIVER_MESSAGES) if (pattern.test(error.message)) return label
  return undefined
}

/** Turns a driver error about availability into a `DatabaseUnavailableError`; other errors pass unchanged. */
export function asUnavailable(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError) return error
  const code = unavailabilityCode(error)
  return code ? new DatabaseUnavailableError(code, { cause: error }) : error
}
