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
  /**
   * The refusal this process already knows of, without asking the database: the key was found exhausted here and
   * its window has not ended. `undefined` means "not known to be exhausted", not "allowed".
   */
  refusedHere(key: string): RateLimitResult | undefined
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

type Row = { key: string; count: number | string; expires_at: Date | string; allowed: boolean }

// One statement per batch of hits, atomic under concurrent hits from any instance, each key once: a window past its
// end starts again at `now`; a key's weight is added when it fits (or always, for `spend`); `allowed` records the
// hit's outcome, since RETURNING sees only the new row. Keys go in sorted order, so two instances' batches lock
// rows in the same order and cannot deadlock.
const HIT_SQL = `
  with input (k, w, a) as (select * from unnest($4::text[], $5::integer[], $6::boolean[]))
  insert into rate_limits as r (bucket, key, window_start, expires_at, count, allowed)
  select $1, k, $2::timestamptz, $3::timestamptz,
    case when w <= $7::integer or a then greatest(0, w) else 0 end, w <= $7::integer
  from input order by k
  on conflict (bucket, key) do update set
    window_start = case when r.expires_at <= $2::timestamptz then $2::timestamptz else r.window_start end,
    expires_at = case when r.expires_at <= $2::timestamptz then $3::timestamptz else r.expires_at end,
    count = (select case
      when r.expires_at <= $2::timestamptz then
        case when i.w <= $7::integer or i.a then greatest(0, i.w) else 0 end
      when r.count + i.w <= $7::integer or i.a then greatest(0, r.count + i.w)
      else r.count end from input i where i.k = r.key),
    allowed = (select case when r.expires_at <= $2::timestamptz then i.w <= $7::integer
      else r.count + i.w <= $7::integer end from input i where i.k = r.key)
  returning key, count, expires_at, allowed`

const PEEK_SQL =
  'select key, count, expires_at, allowed from rate_limits where bucket = $1 and key = any($2::text[])'

/**
 * Runs `flush` on everything queued while the previous flush was in flight: at most one statement of a kind per
 * limiter is in flight, however many requests wait, and a lone request goes at once.
 */
function createBatcher<T>(flush: (items: T[]) => Promise<T[] | undefined>): (item: T) => void {
  let queue: T[] = []
  let running = false
  async function drain() {
    running = true
    while (queue.length > 0) {
      const batch = queue
      queue = []
      // What a batch could not take (a second use of a key) goes first in the next one.
      const deferred = await flush(batch)
      if (deferred?.length) queue = [...deferred, ...queue]
    }
    running = false
  }
  return (item) => {
    queue.push(item)
    if (!running) void drain()
  }
}

type Settle<T> = { resolve(value: T): void; reject(error: unknown): void }
type HitItem = Settle<RateLimitResult> & { key: string; weight: number; always: boolean }
type PeekItem = Settle<Row | undefined> & { key: string }

/**
 * Creates a limiter allowing a total weight of `max` per key in each window of `windowMs` (a window starts at the
 * key's first hit), counted in the `rate_limits` table, so the N+1th request is refused whichever instance it
 * reaches. Expired rows are deleted by the sweep. Under load, the hits (and peeks) that arrive while one statement is
 * in flight share the next one, so the database sees one upsert per round trip, not one per request.
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

  const iso = (at: number) => new Date(at).toISOString()

  async function statement(items: ReadonlyArray<{ key: string; weight: number; always: boolean }>) {
    const at = now()
    // Timestamps go as ISO strings: exact, and independent of the driver's local-time formatting of Dates.
    const rows = await db.query<Row>(HIT_SQL, [
      name,
      iso(at),
      iso(at + windowMs),
      items.map((item) => item.key),
      items.map((item) => item.weight),
      items.map((item) => item.always),
      max,
    ])
    return { at, rows: new Map(rows.map((row) => [row.key, row])) }
  }

  function outcome(key: string, weight: number, row: Row, at: number): RateLimitResult {
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

  const missing = () => new Error('the rate limit upsert returned no row')

  // Hits arriving while a statement is in flight go together in the next one: one row per key, carrying the
  // sum of its hits. When that sum fits, each hit would have fitted one after another; when it does not, nothing
  // was spent and the key's hits are sent one by one, so exactly those that fit pass, as without batching.
  const enqueueHit = createBatcher<HitItem>(async (batch) => {
    const groups = new Map<string, HitItem[]>()
    const deferred: HitItem[] = []
    for (const item of batch) {
      const group = groups.get(item.key)
      const first = group?.[0]
      if (!group) groups.set(item.key, [item])
      else if (first && item.weight > 0 && first.weight > 0 && first.always === item.always) group.push(item)
      else deferred.push(item)
    }
    const list = [...groups.values()]
    let sent: Awaited<ReturnType<typeof statement>>
    try {
      sent = await statement(
        list.map((group) => ({
          key: group[0]?.key ?? '',
          weight: group.reduce((sum, item) => sum + item.weight, 0),
          always: group[0]?.always ?? false,
        })),
      )
    } catch (error) {
      for (const item of batch) if (!deferred.includes(item)) item.reject(error)
      return deferred
    }
    for (const group of list) {
      const row = sent.rows.get(group[0]?.key ?? '')
      if (row && (row.allowed || group.length === 1 || group[0]?.always)) {
        for (const item of group) item.resolve(outcome(item.key, item.weight, row, sent.at))
        continue
      }
      if (!row) {
        for (const item of group) item.reject(missing())
        continue
      }
      for (const item of group) {
        const until = exhaustedUntil(item.key, now())
        if (until !== undefined) {
          item.resolve(refusedUntil(until, now()))
          continue
        }
        try {
          const single = await statement([item])
          const own = single.rows.get(item.key)
          if (own) item.resolve(outcome(item.key, item.weight, own, single.at))
          else item.reject(missing())
        } catch (error) {
          item.reject(error)
        }
      }
    }
    return deferred
  })

  // Peeks arriving while one is in flight share the next read.
  const enqueuePeek = createBatcher<PeekItem>(async (batch) => {
    try {
      const rows = await db.query<Row>(PEEK_SQL, [name, [...new Set(batch.map((item) => item.key))]])
      const byKey = new Map(rows.map((row) => [row.key, row]))
      for (const item of batch) item.resolve(byKey.get(item.key))
    } catch (error) {
      for (const item of batch) item.reject(error)
    }
    return undefined
  })

  const write = (key: string, weight: number, always: boolean) =>
    new Promise<RateLimitResult>((resolve, reject) => enqueueHit({ key, weight, always, resolve, reject }))
  const read = (key: string) =>
    new Promise<Row | undefined>((resolve, reject) => enqueuePeek({ key, resolve, reject }))

  return {
    refusedHere(key) {
      const at = now()
      const until = exhaustedUntil(key, at)
      return until === undefined ? undefined : refusedUntil(until, at)
    },
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
          const row = await read(key)
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
