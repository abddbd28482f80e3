import { expect, it } from 'vitest'
import { createRateLimiter } from './rateLimiter.js'

it('allows max hits per window and tells how long to wait after that', () => {
  let now = 1_000_000
  const limiter = createRateLimiter({ max: 2, windowMs: 10_000, now: () => now })
  expect(limiter.hit('a').allowed).toBe(true)
  expect(limiter.hit('a')).toMatchObject({ allowed: true, remaining: 0 })
  now += 2_500
  expect(limiter.hit('a')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 8 })
  expect(limiter.hit('b').allowed).toBe(true)
  now += 7_500
  expect(limiter.hit('a').allowed).toBe(true)
})
