import type { ServerContext } from '../context.js'
import type { Queryable } from '../db/database.js'
import { DatabaseUnavailableError } from '../errors.js'
import { createMemoryRateLimiter, type MemoryRateLimiter, type RateLimitResult } from './rateLimiter.js'

/** A fixed-window limiter per key, counted in the database so that every server instance shares the counts. */
export type RateLimiter = {
  /**
   * Spends `weight` (default 1) from the key's window when that fits; a refused hit spends nothing, so a client
   * that keeps knocking is refused until the window ends, and a refused call never uses up a budget.
   */
  hit(key: string, weight?: number): Promise<RateLimitResult>
  /** Whether `weight` would fit now, without spending it. */
  peek(key: string, weight?: number): Promise<RateLimitResult>
  /** Spends `weight` whether or not it fits (a use that another limit already allowed); negative gives back. */
  spend(key: string, weight?: number): Promise<void>
}

export type SharedRateLimiterOptions = {
  db: Queryable
  /** The limiter's name: keys of different limiters never share a count. */
  name: string
  max: number
  windowMs: number
  now: () => number
  /** Most keys the local caches hold (exhausted keys, and the fallback's windows). Default 100,000. */
  maxKeys?: number
  /** Told when the database fails (the limiter then counts in this process) and when it answers again. */
  onDatabase?(state: 'failed' | 'recovered', error?: unknown): void
}

/** How long a failing database is left alone before the limiter asks it again. */
const RETRY_MS = 2_000

type Row = { count: number | string; expires_at: Date | string; allowed: boolean }

// One statement per hit, atomic under concurrent hits from any instance: a window past its end starts again at
// `now`; the weight is added when it fits (or always, for `spend`); `allowed` records this hit's outcome, since
// RETURNING sees only the new row.
const HIT_SQL = `
  insert into rate_limits as r (bucket, key, window_start, expires_at, count, allowed)
  values ($1, $2, $3::timestamptz, $4::timestamptz,
    case when $5::integer <= $6::integer or $7::boolean then greatest(0, $5::integer) else 0 end,
    $5::integer <= $6::integer)
  on conflict (bucket, key) do update set
    window_start = case when r.expires_at <= $3::timestamptz then $3::timestamptz else r.window_start end,
    expires_at = case when r.expires_at <= $3::timestamptz then $4::timestamptz else r.expires_at end,
    count = case
      when r.expires_at <= $3::timestamptz then
        case when $5::integer <= $6::integer or $7::boolean then greatest(0, $5::integer) else 0 end
      when r.count + $5::integer <= $6::integer or $7::boolean then greatest(0, r.count + $5::integer)
      else r.count end,
    allowed = case when r.expires_at <= $3::timestamptz then $5::integer <= $6::integer
      else r.count + $5::integer <= $6::integer end
  returning count, expires_at, allowed`

/**
 * Creates a limiter allowing a total weight of `max` per key in each window of `windowMs` (a window starts at the
 * key's first hit), counted in the `rate_limits` table with one upsert per hit, so the N+1th request is refused
 * whichever instance it reaches. Expired rows are deleted by the sweep.
 *
 * Two things stay in the process, each for a reason:
 * - a key found exhausted is refused locally until its window ends, so a client flooding past its limit costs the
 *   database nothing more (windows are fixed, so it cannot become allowed sooner);
 * - while the database cannot be reached, hits are counted by an in-memory limiter of this process, so limits
 *   still hold per instance and routes that do not need the database keep answering.
 */
export function createSharedRateLimiter(options: SharedRateLimiterOptions): RateLimiter {
  const { db, name, max, windowMs, now } = options
  const maxKeys = options.maxKeys ?? 100_000
  const exhausted = new Map<string, number>()
  let fallback: MemoryRateLimiter | undefined
  let failing = false
  let failedAt = 0

  const local = () => {
    fallback ??= createMemoryRateLimiter({ max, windowMs, now, maxKeys })
    return fallback
  }

  function exhaustedUntil(key: string, at: number): number | undefined {
    const until = exhausted.get(key)
    if (until === undefined) return undefined
    if (until > at) return until
    exhausted.delete(key)
    return undefined
  }

  function remember(key: string, count: number, expiresAt: number) {
    if (count < max) return
    exhausted.delete(key)
    exhausted.set(key, expiresAt)
    if (exhausted.size > maxKeys) exhausted.delete(exhausted.keys().next().value as string)
  }

  // While the database is failing, it is asked again only every `RETRY_MS`, so requests do not each wait for
  // a connection that will not come.
  async function guarded<T>(work: () => Promise<T>, offline: () => T): Promise<T> {
    if (failing && Date.now() - failedAt < RETRY_MS) return offline()
    try {
      const result = await work()
      if (failing) {
        failing = false
        options.onDatabase?.('recovered')
      }
      return result
    } catch (error) {
      // Only an unreachable database is counted around; any other error is a bug and surfaces.
      if (!(error instanceof DatabaseUnavailableError)) throw error
      failedAt = Date.now()
      if (!failing) {
        failing = true
        options.onDatabase?.('failed', error)
      }
      return offline()
    }
  }

  const refusedUntil = (until: number, at: number): RateLimitResult => ({
    allowed: false,
    remaining: 0,
    retryAfterSeconds: Math.max(1, Math.ceil((until - at) / 1000)),
  })

  async function write(key: string, weight: number, always: boolean): Promise<RateLimitResult> {
    const at = now()
    // Timestamps go as ISO strings: exact, and independent of the driver's local-time formatting of Dates.
    const [row] = await db.query<Row>(HIT_SQL, [
      name,
      key,
      new Date(at).toISOString(),
      new Date(at + windowMs).toISOString(),
      weight,
      max,
      always,
    ])
    if (!row) throw new Error('the rate limit upsert returned no row')
    const count = Number(row.count)
    const expiresAt = new Date(row.expires_at).getTime()
    if (weight < 0) exhausted.delete(key)
    else remember(key, count, expiresAt)
    return {
      allowed: row.allowed,
      remaining: Math.max(0, max - count),
      retryAfterSeconds: row.allowed ? 0 : Math.max(1, Math.ceil((expiresAt - at) / 1000)),
    }
  }

  return {
    async hit(key, weight = 1) {
      const at = now()
      const until = weight > 0 ? exhaustedUntil(key, at) : undefined
      if (until !== undefined) return refusedUntil(until, at)
      return guarded(
        () => write(key, weight, false),
        () => local().hit(key, weight),
      )
    },
    async peek(key, weight = 1) {
      const at = now()
      const until = weight > 0 ? exhaustedUntil(key, at) : undefined
      if (until !== undefined) return refusedUntil(until, at)
      return guarded(
        async () => {
          const [row] = await db.query<Row>(
            'select count, expires_at, allowed from rate_limits where bucket = $1 and key = $2',
            [name, key],
          )
          const expiresAt = row ? new Date(row.expires_at).getTime() : 0
          const live = row !== undefined && expiresAt > at
          const count = live ? Number(row.count) : 0
          const allowed = count + weight <= max
          return {
            allowed,
            remaining: Math.max(0, max - count),
            retryAfterSeconds: allowed
              ? 0
              : Math.max(1, Math.ceil(((live ? expiresAt : at + windowMs) - at) / 1000)),
          }
        },
        () => local().peek(key, weight),
      )
    },
    async spend(key, weight = 1) {
      await guarded<unknown>(
        () => write(key, weight, true),
        () => local().spend(key, weight),
      )
    },
  }
}

/**
 * A shared limiter of this server, named `name`, with `limit`; a database outage is logged once when it starts
 * and once when it ends, not once per request.
 */
export function sharedRateLimiter(
  ctx: ServerContext,
  name: string,
  limit: { max: number; windowMs: number },
): RateLimiter {
  const { log } = ctx.config
  return createSharedRateLimiter({
    db: ctx.db,
    name,
    ...limit,
    now: ctx.now,
    onDatabase: (state, error) =>
      state === 'failed'
        ? log({
            level: 'warn',
            msg: 'rate limits counted per instance: the database is unavailable',
            limiter: name,
            error: String(error),
          })
        : log({ level: 'info', msg: 'rate limits shared again: the database is back', limiter: name }),
  })
}
