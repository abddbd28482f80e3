import { expect, it } from 'vitest'
import { createMemoryRateLimiter } from './rateLimiter.js'

it('allows max hits per window and tells how long to wait after that', () => {
  let now = 1_000_000
  const limiter = createMemoryRateLimiter({ max: 2, windowMs: 10_000, now: () => now })
  expect(limiter.hit('a').allowed).toBe(true)
  expect(limiter.hit('a')).toMatchObject({ allowed: true, remaining: 0 })
  now += 2_500
  expect(limiter.hit('a')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 8 })
  expect(limiter.hit('b').allowed).toBe(true)
  now += 7_500
  expect(limiter.hit('a').allowed).toBe(true)
})

it('spends weights, refuses a weight that does not fit without spending it, and peeks without spending', () => {
  const limiter = createMemoryRateLimiter({ max: 10, windowMs: 10_000, now: () => 0 })
  expect(limiter.hit('a', 7)).toMatchObject({ allowed: true, remaining: 3 })
  expect(limiter.hit('a', 4)).toMatchObject({ allowed: false, remaining: 3 })
  expect(limiter.peek('a', 3)).toMatchObject({ allowed: true, remaining: 3 })
  expect(limiter.hit('a', 3)).toMatchObject({ allowed: true, remaining: 0 })
  limiter.spend('b', 12)
  expect(limiter.peek('b')).toMatchObject({ allowed: false, remaining: 0 })
})

it('keeps at most maxKeys windows, dropping the oldest', () => {
  const limiter = createMemoryRateLimiter({ max: 1, windowMs: 10_000, now: () => 0, maxKeys: 2 })
  limiter.hit('a')
  limiter.hit('b')
  limiter.hit('c')
  // "a" was dropped, so it starts a fresh window; "c" is still counted.
  expect(limiter.hit('a').allowed).toBe(true)
  expect(limiter.hit('c').allowed).toBe(false)
})
