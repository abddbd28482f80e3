import { describe, expect, it } from 'vitest'
import { base58Decode, base58Encode } from './base58.js'

describe('base58Encode', () => {
  it('encodes with the Bitcoin alphabet, keeping leading zeros as 1', () => {
    expect(base58Encode(new Uint8Array([]))).toBe('')
    expect(base58Encode(new Uint8Array([0, 0, 1]))).toBe('112')
    expect(base58Encode(new TextEncoder().encode('hello world'))).toBe('StV1DL6CwTryKyV')
    // The system program's id: 32 zero bytes.
    expect(base58Encode(new Uint8Array(32))).toBe('11111111111111111111111111111111')
  })
})

describe('base58Decode', () => {
  it('reverses base58Encode, leading zeros included, and refuses characters outside the alphabet', () => {
    for (const bytes of [[], [0, 0, 1], [...new TextEncoder().encode('hello world')], new Array(32).fill(0)])
      expect([...(base58Decode(base58Encode(new Uint8Array(bytes))) ?? [])]).toEqual(bytes)
    const random = crypto.getRandomValues(new Uint8Array(64))
    expect(base58Decode(base58Encode(random))).toEqual(random)
    for (const bad of ['0', 'O', 'I', 'l', 'abc!']) expect(base58Decode(bad), bad).toBeUndefined()
  })
})
