import { describe, expect, it } from 'vitest'
import {
  type Field,
  flag,
  hasFunctions,
  type Issue,
  list,
  object,
  oneOf,
  optional,
  rule,
  section,
  text,
} from './combinators.js'

function run(field: Field, value: unknown): { value: unknown; issues: Issue[] } {
  const issues: Issue[] = []
  return { value: field(value, 'x', issues), issues }
}

describe('validation combinators', () => {
  it('rule: a missing value "is required", a wrong one gets the rule’s message, a good one passes as it is', () => {
    const positive = rule((value: number) => value > 0, 'must be positive')
    expect(run(positive, undefined).issues).toEqual([{ path: 'x', message: 'is required' }])
    expect(run(positive, -1).issues).toEqual([{ path: 'x', message: 'must be positive' }])
    expect(run(positive, 2)).toEqual({ value: 2, issues: [] })
  })

  it('optional: the fallback when missing, the field’s check otherwise', () => {
    expect(run(optional(flag, true), undefined)).toEqual({ value: true, issues: [] })
    expect(run(optional(flag, true), 'yes').issues).toEqual([{ path: 'x', message: 'must be true or false' }])
  })

  it('text, oneOf and hasFunctions say what they expect', () => {
    expect(run(text(), 1).issues[0]?.message).toBe('must be a string')
    expect(run(oneOf(['a', 'b']), 'c').issues[0]?.message).toBe('must be one of a, b')
    expect(run(hasFunctions(['get', 'set']), { get() {} }).issues[0]?.message).toBe(
      'must have get and set functions',
    )
  })

  it('list: a frozen copy, each item checked at its index; holes are missing items', () => {
    const result = run(list(text()), ['a', 2])
    expect(Object.isFrozen(result.value)).toBe(true)
    expect(result.issues).toEqual([{ path: 'x[1]', message: 'must be a string' }])
    // biome-ignore lint/suspicious/noSparseArray: the hole is the point
    expect(run(list(text()), ['a', , 'c']).issues).toEqual([{ path: 'x[1]', message: 'is required' }])
    expect(run(list(text(), 'must be a list'), 'a').issues[0]?.message).toBe('must be a list')
  })

  it('object: strict ones refuse unknown keys and return a frozen copy with defaults; loose ones keep the value', () => {
    const strict = object({ a: optional(flag, false) })
    const result = run(strict, { b: 1 })
    expect(result.issues).toEqual([{ path: 'x.b', message: 'is not a known option' }])
    expect(run(strict, {}).value).toEqual({ a: false })
    expect(Object.isFrozen(run(strict, {}).value)).toBe(true)
    const given = { a: true, extra: 1 }
    expect(run(object({ a: flag }, false), given)).toEqual({ value: given, issues: [] })
    expect(run(strict, [1]).issues[0]?.message).toBe('must be object')
  })

  it('section: missing is every default; given, it is checked like an object', () => {
    const features = section({ email: optional(flag, true) })
    expect(run(features, undefined).value).toEqual({ email: true })
    expect(run(features, { email: 1 }).issues).toEqual([
      { path: 'x.email', message: 'must be true or false' },
    ])
  })
})
