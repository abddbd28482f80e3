import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58.js'

describe('base58', () => {
  it('matches known vectors, leading zeros included', () => {
    expect(encodeBase58(new TextEncoder().encode('Hello World!'))).toBe('2NEpo7TZRRrLZSi2U')
    expect(encodeBase58(new Uint8Array([0, 0, 1]))).toBe('112')
    expect(encodeBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111')
    expect(new TextDecoder().decode(decodeBase58('2NEpo7TZRRrLZSi2U'))).toBe('Hello World!')
    expect([...decodeBase58('112')]).toEqual([0, 0, 1])
  })

  it('round-trips random bytes', () => {
    for (let n = 0; n < 50; n++) {
      const bytes = crypto.getRandomValues(new Uint8Array(n))
      expect([...decodeBase58(encodeBase58(bytes))]).toEqual([...bytes])
    }
  })

  it('refuses characters outside the alphabet', () => {
    expect(() => decodeBase58('0OIl')).toThrow('Not base58 text')
  })
})
