import { describe, expect, it } from 'vitest'
import { PasswordReleaseLimitError } from './passwordReleaseLimit.js'

// The limit itself is held by the route's test (splitWalletRoutes.test.ts), against the database and across a
// restart; this is what the refusal tells the user.
describe('the refusal of a password record released too often (N3)', () => {
  it('is a 429 with a stable reason, Retry-After, and when to try again in words', () => {
    const error = new PasswordReleaseLimitError(3 * 3600 + 11 * 60 + 5)
    expect(error.status).toBe(429)
    expect(error.headers).toEqual({ 'retry-after': '11465' })
    expect(error.toBody()).toEqual({
      status: 429,
      reasons: [
        {
          name: 'PasswordReleaseRateLimited',
          description:
            'The recovery password was used too often today. Try it again in 3 h 12 min, or use your passkey',
        },
      ],
      retryAfter: 11465,
    })
  })

  it('says minutes, whole hours or seconds as fits', () => {
    const said = (seconds: number) => new PasswordReleaseLimitError(seconds).shortMessage
    expect(said(40)).toContain('again in 40 s,')
    expect(said(61)).toContain('again in 2 min,')
    expect(said(7200)).toContain('again in 2 h,')
  })
})
