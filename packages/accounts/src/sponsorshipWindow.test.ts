import { describe, expect, it } from 'vitest'
import { InvalidSponsorshipError } from './errors.js'
import { assertSponsorshipWindow } from './sponsorshipWindow.js'

describe('assertSponsorshipWindow', () => {
  it('accepts uint48 bounds, an open end (0), and a window that ends after it starts', () => {
    expect(() => assertSponsorshipWindow({ validAfter: 0, validUntil: 0 })).not.toThrow()
    expect(() => assertSponsorshipWindow({ validAfter: 5, validUntil: 6 })).not.toThrow()
    expect(() => assertSponsorshipWindow({ validAfter: 0, validUntil: 2 ** 48 - 1 })).not.toThrow()
  })

  it('refuses negative, fractional and over-48-bit bounds, and a window ending before it starts', () => {
    for (const window of [
      { validAfter: -1, validUntil: 0 },
      { validAfter: 0.5, validUntil: 0 },
      { validAfter: 0, validUntil: 2 ** 48 },
      { validAfter: 5, validUntil: 5 },
      { validAfter: 6, validUntil: 5 },
    ])
      expect(() => assertSponsorshipWindow(window), JSON.stringify(window)).toThrow(InvalidSponsorshipError)
  })
})
