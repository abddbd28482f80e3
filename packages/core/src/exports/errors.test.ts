import { expect, it } from 'vitest'
import * as api from './errors.js'

it('exposes exactly the errors surface', () => {
  expect(Object.keys(api).sort()).toMatchSnapshot()
})
