/** Outcome of one hit on a rate limiter. */
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number }

/**
 * A fixed-window counter per key, held by one server instance. The shared limiter (`rateLimitStore.ts`) counts in
 * the database and uses this one only while the database cannot be reached.
 */
export type MemoryRateLimiter = {
  /**
   * Spends `weight` (default 1) from the key's window when that fits; a refused hit spends nothing, so a client
   * that keeps knocking is refused until the window ends, and a refused call never uses up a budget.
   */
  hit(key: string, weight?: number): RateLimitResult
  /** Whether `weight` would fit now, without spending it (to check several limits before spending on any). */
  peek(key: string, weight?: number): RateLimitResult
  /** Spends `weight` whether or not it fits (a use that another limit already allowed). */
  spend(key: string, weight?: number): void
}

/**
 * Creates a limiter allowing a total weight of `max` per key in each window of `windowMs`.
 * Old windows are swept as new ones start, so memory stays bounded by the keys active in one window; past
 * `maxKeys` (default 100,000) the oldest windows are dropped, so a flood of fresh keys (IPv6 addresses are
 * plentiful) cannot grow memory without end.
 */
export function createMemoryRateLimiter(options: {
  max: number
  windowMs: number
  now: () => number
  maxKeys?: number
}): MemoryRateLimiter {
  const maxKeys = options.maxKeys ?? 100_000
  const windows = new Map<string, { start: number; count: number }>()
  let lastSweep = options.now()

  function windowOf(key: string, now: number): { start: number; count: number } {
    if (now - lastSweep >= options.windowMs) {
      for (const [k, window] of windows) if (now - window.start >= options.windowMs) windows.delete(k)
      lastSweep = now
    }
    let window = windows.get(key)
    if (!window || now - window.start >= options.windowMs) {
      windows.delete(key)
      window = { start: now, count: 0 }
      windows.set(key, window)
      if (windows.size > maxKeys) windows.delete(windows.keys().next().value as string)
    }
    return window
  }

  function check(key: string, weight: number, commit: 'never' | 'if-allowed' | 'always'): RateLimitResult {
    const now = options.now()
    const window = windowOf(key, now)
    const allowed = window.count + weight <= options.max
    if (commit === 'always' || (commit === 'if-allowed' && allowed)) window.count += weight
    return {
      allowed,
      remaining: Math.max(0, options.max - window.count),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((window.start + options.windowMs - now) / 1000)),
    }
  }

  return {
    hit: (key, weight = 1) => check(key, weight, 'if-allowed'),
    peek: (key, weight = 1) => check(key, weight, 'never'),
    spend: (key, weight = 1) => {
      check(key, weight, 'always')
    },
  }
}
