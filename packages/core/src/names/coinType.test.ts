import { describe, expect, it } from 'vitest'
import { InvalidChainIdError } from '../errors/names.js'
import { coinTypeToEvmChainId, evmChainIdToCoinType } from './coinType.js'

describe('ENSIP-11 coin type', () => {
  it('is (0x80000000 | chainId) >>> 0', () => {
    expect(evmChainIdToCoinType(1)).toBe(2147483649)
    expect(evmChainIdToCoinType(80002)).toBe(2147563650)
    expect(evmChainIdToCoinType(2 ** 31 - 1)).toBe(0xffffffff)
  })

  it('refuses a chain id of 2^31 or more with "Invalid chainId"', () => {
    expect(() => evmChainIdToCoinType(2 ** 31)).toThrow(InvalidChainIdError)
    try {
      evmChainIdToCoinType(2 ** 31)
    } catch (error) {
      expect((error as InvalidChainIdError).shortMessage).toBe('Invalid chainId')
    }
    expect(() => evmChainIdToCoinType(-1)).toThrow(InvalidChainIdError)
    expect(() => evmChainIdToCoinType(1.5)).toThrow(InvalidChainIdError)
  })

  it('converts back to the chain id, refusing coin types that are not EVM', () => {
    expect(coinTypeToEvmChainId(2147563650)).toBe(80002)
    expect(() => coinTypeToEvmChainId(60)).toThrow(InvalidChainIdError)
    expect(() => coinTypeToEvmChainId(2 ** 32)).toThrow(InvalidChainIdError)
  })
})
