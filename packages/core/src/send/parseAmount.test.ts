import { describe, expect, it } from 'vitest'
import { KitValidationError } from '../errors/kit.js'
import { parseAmount } from './parseAmount.js'

describe('parseAmount', () => {
  it('parses by the token decimals', () => {
    expect(parseAmount('1', 18)).toBe(10n ** 18n)
    expect(parseAmount('1.5', 6)).toBe(1_500_000n)
    expect(parseAmount('0.000001', 6)).toBe(1n)
    expect(parseAmount('.5', 9)).toBe(500_000_000n)
    expect(parseAmount('2.', 2)).toBe(200n)
    expect(parseAmount(' 3 ', 0)).toBe(3n)
  })

  it('refuses more decimals than the token has, signs, exponents and text', () => {
    for (const bad of ['0.0000001', '-1', '1e18', 'abc', '', '.', '1.2.3'])
      expect(() => parseAmount(bad, 6), bad).toThrow(KitValidationError)
  })

  it('refuses impossible decimals', () => {
    expect(() => parseAmount('1', -1)).toThrow(KitValidationError)
    expect(() => parseAmount('1', 1.5)).toThrow(KitValidationError)
  })
})
