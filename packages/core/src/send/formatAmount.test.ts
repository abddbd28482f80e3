import { describe, expect, it } from 'vitest'
import { KitValidationError } from '../errors/kit.js'
import { formatAmount } from './formatAmount.js'
import { parseAmount } from './parseAmount.js'

describe('formatAmount', () => {
  it('formats smallest units as whole units without trailing zeros', () => {
    expect(formatAmount(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(formatAmount(10_000n * 10n ** 18n, 18)).toBe('10000')
    expect(formatAmount(1n, 9)).toBe('0.000000001')
    expect(formatAmount(0n, 6)).toBe('0')
    expect(formatAmount(-2_500_000n, 6)).toBe('-2.5')
    expect(formatAmount(42n, 0)).toBe('42')
  })

  it('is the inverse of parseAmount', () => {
    for (const [amount, decimals] of [
      ['0.25', 18],
      ['12.5', 6],
      ['1000', 9],
    ] as const)
      expect(formatAmount(parseAmount(amount, decimals), decimals)).toBe(amount)
  })

  it('refuses invalid decimals', () => {
    expect(() => formatAmount(1n, -1)).toThrow(KitValidationError)
    expect(() => formatAmount(1n, 1.5)).toThrow(KitValidationError)
  })
})
