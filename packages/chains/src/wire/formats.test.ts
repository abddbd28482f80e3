import { describe, expect, it } from 'vitest'
import {
  EVM_ADDRESS_PATTERN,
  HASH32_PATTERN,
  isEmailAddress,
  isEvmAddress,
  SIGNATURE_PATTERN,
  SOLANA_ADDRESS_PATTERN,
} from './formats.js'

describe('wire formats', () => {
  it('EVM addresses are 0x and exactly 40 hex digits', () => {
    expect(isEvmAddress(`0x${'aB'.repeat(20)}`)).toBe(true)
    expect(isEvmAddress(`0x${'a'.repeat(39)}`)).toBe(false)
    expect(isEvmAddress(`0x${'a'.repeat(41)}`)).toBe(false)
    expect(isEvmAddress(`0x${'g'.repeat(40)}`)).toBe(false)
    expect(isEvmAddress(`${'a'.repeat(42)}`)).toBe(false)
    expect(isEvmAddress(42)).toBe(false)
    expect(EVM_ADDRESS_PATTERN.test(`0x${'0'.repeat(40)}\n`)).toBe(false)
  })

  it('hashes are 0x and exactly 64 hex digits; signatures at least 62', () => {
    expect(HASH32_PATTERN.test(`0x${'f'.repeat(64)}`)).toBe(true)
    expect(HASH32_PATTERN.test(`0x${'f'.repeat(63)}`)).toBe(false)
    expect(HASH32_PATTERN.test(`0x${'f'.repeat(65)}`)).toBe(false)
    expect(SIGNATURE_PATTERN.test(`0x${'a'.repeat(62)}`)).toBe(true)
    expect(SIGNATURE_PATTERN.test(`0x${'a'.repeat(130)}`)).toBe(true)
    expect(SIGNATURE_PATTERN.test(`0x${'a'.repeat(61)}`)).toBe(false)
    expect(SIGNATURE_PATTERN.test(`0x${'z'.repeat(62)}`)).toBe(false)
  })

  it('Solana addresses are base58 of 32 to 44 characters', () => {
    expect(SOLANA_ADDRESS_PATTERN.test('1'.repeat(32))).toBe(true)
    expect(SOLANA_ADDRESS_PATTERN.test('1'.repeat(44))).toBe(true)
    expect(SOLANA_ADDRESS_PATTERN.test('1'.repeat(31))).toBe(false)
    expect(SOLANA_ADDRESS_PATTERN.test(`${'1'.repeat(31)}0`)).toBe(false)
  })

  it('e-mail addresses: atoms, an @ and a domain with a two-letter top label, at most 254 characters', () => {
    expect(isEmailAddress('a.b+tag@example.co')).toBe(true)
    expect(isEmailAddress("o'neil@mail.example.org")).toBe(true)
    for (const bad of [
      '',
      'a@b',
      'a@b.c',
      '@example.com',
      'a@',
      'a b@example.com',
      ' a@example.com',
      'a..b@example.com',
    ])
      expect(isEmailAddress(bad), bad).toBe(false)
    const local = 'a'.repeat(64)
    const longest = `${local}@${'b'.repeat(185)}.com`
    expect(longest).toHaveLength(254)
    expect(isEmailAddress(longest)).toBe(true)
    expect(isEmailAddress(`a${longest}`)).toBe(false)
    expect(isEmailAddress(undefined)).toBe(false)
  })
})
