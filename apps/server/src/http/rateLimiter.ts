/** Outcome of one hit on a rate limiter. */
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number }

/** A fixed-window counter per key, held by one server instance. */
export type RateLimiter = { hit(key: string): RateLimitResult }

/**
 * Creates a limiter allowing `max` hits per key in each window of `windowMs`.
 * Old windows are swept as new ones start, so memory stays bounded by the keys active in one window.
 */
export function createRateLimiter(options: {
  max: number
  windowMs: number
  now: () => number
}): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  let lastSweep = options.now()
  return {
    hit(key) {
      const now = options.now()
      if (now - lastSweep >= options.windowMs) {
        for (const [k, window] of windows) if (now - window.start >= options.windowMs) windows.delete(k)
        lastSweep = now
      }
      let window = windows.get(key)
      if (!window || now - window.start >= options.windowMs) {
        window = { start: now, count: 0 }
        windows.set(key, window)
      }
      window.count += 1
      const allowed = window.count <= options.max
      return {
        allowed,
        remaining: Math.max(0, options.max - window.count),
        retryAfterSeconds: allowed
          ? 0
          : Math.max(1, Math.ceil((window.start + options.windowMs - now) / 1000)),
      }
    },
  }
}
