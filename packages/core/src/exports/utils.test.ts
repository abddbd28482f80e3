import { expect, it } from 'vitest'
import * as api from './utils.js'

it('exposes exactly the utils surface', () => {
  expect(Object.keys(api).sort()).toMatchSnapshot()
})
