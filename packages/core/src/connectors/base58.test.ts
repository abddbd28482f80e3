import { describe, expect, it } from 'vitest'
import { base58Encode } from './base58.js'

describe('base58Encode', () => {
  it('encodes with the Bitcoin alphabet, keeping leading zeros as 1', () => {
    expect(base58Encode(new Uint8Array([]))).toBe('')
    expect(base58Encode(new Uint8Array([0, 0, 1]))).toBe('112')
    expect(base58Encode(new TextEncoder().encode('hello world'))).toBe('StV1DL6CwTryKyV')
    // The system program's id: 32 zero bytes.
    expect(base58Encode(new Uint8Array(32))).toBe('11111111111111111111111111111111')
  })
})
