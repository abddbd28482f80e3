import { describe, expect, it } from 'vitest'
import { BadRequestError } from '../errors.js'
import { normalizeName } from './nameRules.js'

const suffix = '.kit.id'

function reason(input: string): string {
  try {
    normalizeName(input, suffix)
  } catch (error) {
    if (error instanceof BadRequestError) return error.shortMessage
    throw error
  }
  return 'valid'
}

describe('normalizeName', () => {
  it('accepts letters, digits and hyphens, with or without the suffix, in lower case', () => {
    expect(normalizeName('Alice-42', suffix)).toEqual({ label: 'alice-42', fullName: 'alice-42.kit.id' })
    expect(normalizeName('alice.kit.id', suffix)).toEqual({ label: 'alice', fullName: 'alice.kit.id' })
  })

  it('accepts exactly 4 characters and refuses 3', () => {
    expect(reason('abcd')).toBe('valid')
    expect(reason('abc')).toBe('Name "abc" is too short: use at least 4 characters')
  })

  it('refuses other characters', () => {
    expect(reason('al_ice')).toBe('Name "al_ice" may contain only letters, digits and hyphens')
    expect(reason('alice bob')).toBe('Name "alice bob" may contain only letters, digits and hyphens')
    expect(reason('älice')).toBe('Name "älice" may contain only letters, digits and hyphens')
  })

  it('refuses another suffix or dots', () => {
    expect(reason('alice.wcn.id')).toBe('Name "alice.wcn.id" must be a single label ending in .kit.id')
  })

  it('refuses hyphens at the ends and names over 63 characters', () => {
    expect(reason('-alice')).toBe('Name "-alice" may not start or end with a hyphen')
    expect(reason('alice-')).toBe('Name "alice-" may not start or end with a hyphen')
    expect(reason('a'.repeat(63))).toBe('valid')
    expect(reason('a'.repeat(64))).toMatch(/too long/)
  })
})
