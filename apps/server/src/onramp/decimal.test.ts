import { expect, it } from 'vitest'
import { formatDecimal, parseDecimal } from './decimal.js'

it('parses decimal strings exactly', () => {
  expect(parseDecimal('100', 2)).toBe(10000n)
  expect(parseDecimal('10.5', 2)).toBe(1050n)
  expect(parseDecimal(' 7500.00 ', 2)).toBe(750000n)
  expect(parseDecimal('1.234', 2)).toBeUndefined()
  expect(parseDecimal('-1', 2)).toBeUndefined()
  expect(parseDecimal('1e3', 2)).toBeUndefined()
  expect(parseDecimal('', 2)).toBeUndefined()
})

it('formats units with trimmed or padded fractions', () => {
  expect(formatDecimal(984000n, 6)).toBe('0.984')
  expect(formatDecimal(1050n, 2, 2)).toBe('10.50')
  expect(formatDecimal(1000n, 2, 2)).toBe('10.00')
  expect(formatDecimal(5n, 9)).toBe('0.000000005')
})
