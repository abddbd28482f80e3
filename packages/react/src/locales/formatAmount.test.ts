import { describe, expect, it } from 'vitest'
import { formatAmount } from './formatAmount.js'

// Intl's output for a locale may carry narrow no-break spaces; compare against Intl itself where the exact space
// matters, and spell out what the locale is known to write elsewhere.
describe('formatAmount', () => {
  it("writes the locale's digits and separators", () => {
    expect(formatAmount('en', '1234.56789')).toBe('1,234.5678')
    expect(formatAmount('de', '1234.56789')).toBe('1.234,5678')
    expect(formatAmount('fa', '2.5')).toBe('۲٫۵')
    expect(formatAmount('hi', '1234567')).toBe('12,34,567')
    expect(formatAmount('ar', '0.25')).toBe(new Intl.NumberFormat('ar').format(0.25))
  })

  it('cuts decimals beyond the maximum instead of rounding a balance up', () => {
    expect(formatAmount('en', '0.99999999')).toBe('0.9999')
    expect(formatAmount('en', '1.999', { maximumFractionDigits: 2 })).toBe('1.99')
    expect(formatAmount('en', '1.50000')).toBe('1.5')
    expect(formatAmount('en', '-3.14159', { maximumFractionDigits: 3 })).toBe('-3.141')
  })

  it('keeps an 18-decimal balance exact up to the digits shown, far beyond a float', () => {
    expect(formatAmount('en', '123456789012345678.123456789012345678', { maximumFractionDigits: 6 })).toBe(
      '123,456,789,012,345,678.123456',
    )
  })

  it('shows 0 for nothing and returns what is not a number as given', () => {
    expect(formatAmount('en', undefined)).toBe('0')
    expect(formatAmount('fa', '')).toBe('۰')
    expect(formatAmount('en', 'n/a')).toBe('n/a')
    expect(formatAmount('en', 42)).toBe('42')
  })
})
