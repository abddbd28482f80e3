import { expect, it } from 'vitest'
import { chainIdFromCoinType, coinTypeFromChainId } from './coinType.js'

it('maps ENSIP-11 coin types to chain ids and back', () => {
  expect(chainIdFromCoinType(0x80000000 + 80002)).toBe(80002)
  expect(coinTypeFromChainId(80002)).toBe(2147563650)
  expect(chainIdFromCoinType(60)).toBe(1)
  expect(chainIdFromCoinType(coinTypeFromChainId(137))).toBe(137)
})

it('refuses a chain id of 2^31 or more', () => {
  expect(() => chainIdFromCoinType(2 ** 32)).toThrow(
    'Chain id 2147483648 of coin type 4294967296 is not below 2^31',
  )
  expect(chainIdFromCoinType(2 ** 32 - 1)).toBe(2 ** 31 - 1)
})

it('refuses non-EVM coin types and nonsense', () => {
  expect(() => chainIdFromCoinType(501)).toThrow('Coin type 501 is not an EVM coin type')
  expect(() => chainIdFromCoinType(-1)).toThrow('not a non-negative integer')
  expect(() => chainIdFromCoinType(1.5)).toThrow('not a non-negative integer')
  expect(() => chainIdFromCoinType(0x80000000)).toThrow('Chain id 0')
})
