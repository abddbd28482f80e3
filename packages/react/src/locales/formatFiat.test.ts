import { describe, expect, it } from 'vitest'
import { formatFiat } from './formatFiat.js'

const intl = (locale: string, value: number, currency: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value)

describe('formatFiat', () => {
  it("writes Intl's digits, separators and symbol for the locale", () => {
    expect(formatFiat('en', 1234.5, 'USD')).toBe('$1,234.50')
    expect(formatFiat('en', '5000', 'USD')).toBe('$5,000.00')
    expect(formatFiat('de', 1234.5, 'EUR')).toBe(intl('de', 1234.5, 'EUR'))
    expect(formatFiat('de', 1234.5, 'EUR')).toMatch(/^1\.234,50\s€$/)
    expect(formatFiat('fa', 20, 'USD')).toBe(intl('fa', 20, 'USD'))
    expect(formatFiat('ja', 1000, 'JPY')).toBe(intl('ja', 1000, 'JPY'))
  })

  it('isolates a symbol with letters, so right to left `US$` is not drawn as `$US`', () => {
    const arabic = intl('ar', 1234.5, 'USD')
    // Intl's own text for Arabic puts `US$` after the number; the view keeps it and isolates the symbol.
    expect(arabic).toContain('US$')
    expect(formatFiat('ar', 1234.5, 'USD')).toBe(arabic.replace('US$', '\u2068US$\u2069'))
    expect(formatFiat('en', 12.5, 'CHF')).toBe(intl('en', 12.5, 'CHF').replace('CHF', '\u2068CHF\u2069'))
    // A symbol without letters needs nothing: `$` before digits joins them, `€` after them reads in the run's order.
    expect(formatFiat('ar', 20, 'EUR')).toBe(intl('ar', 20, 'EUR'))
    expect(formatFiat('ur', 20, 'USD')).toBe(intl('ur', 20, 'USD'))
  })

  it('drops the decimals of a whole value when asked (a preset), never of one with cents', () => {
    expect(formatFiat('en', 100, 'USD', { whole: true })).toBe('$100')
    expect(formatFiat('en', 100.5, 'USD', { whole: true })).toBe('$100.50')
    expect(formatFiat('de', 250, 'EUR', { whole: true })).toMatch(/^250\s€$/)
  })

  it('writes a value or currency Intl cannot take as given', () => {
    expect(formatFiat('en', 'n/a', 'USD')).toBe('n/a USD')
    expect(formatFiat('en', '12.50', 'XYZ1')).toBe('12.50 XYZ1')
  })
})
