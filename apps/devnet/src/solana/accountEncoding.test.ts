import { describe, expect, it } from 'vitest'
import { parseEncoding, uiTokenAmount } from './accountEncoding.js'

describe('uiTokenAmount', () => {
  it('formats exactly, without floating point rounding', () => {
    expect(uiTokenAmount(2_500_000n, 6)).toEqual({
      amount: '2500000',
      decimals: 6,
      uiAmount: 2.5,
      uiAmountString: '2.5',
    })
    expect(uiTokenAmount(1n, 6).uiAmountString).toBe('0.000001')
    expect(uiTokenAmount(0n, 6).uiAmountString).toBe('0')
    expect(uiTokenAmount(123_456_789_012_345_678_901n, 6).uiAmountString).toBe('123456789012345.678901')
    expect(uiTokenAmount(42n, 0).uiAmountString).toBe('42')
  })
})

describe('parseEncoding', () => {
  it('accepts the served encodings and refuses the rest', () => {
    expect(parseEncoding(undefined, 'base64')).toBe('base64')
    expect(parseEncoding('binary', 'base64')).toBe('base58')
    expect(parseEncoding('jsonParsed', 'base64')).toBe('jsonParsed')
    expect(() => parseEncoding('base64+zstd', 'base64')).toThrow('unsupported encoding')
  })
})
