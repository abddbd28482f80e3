import { validateAccountName } from '@kit/core/utils'
import { describe, expect, it } from 'vitest'
import { nameProblem } from './nameRule.js'

describe('the live name hint', () => {
  it("says exactly what core's validateAccountName says, for every kind of input", () => {
    for (const name of [
      '',
      'a',
      'abc',
      'abcd',
      'ab-cd',
      'ABC9',
      'ab_cd',
      'ab cd',
      'ab.c',
      'é1234',
      '----',
      'a-b',
      'abc!',
    ])
      expect(nameProblem(name), name).toBe(validateAccountName(name))
  })
})
