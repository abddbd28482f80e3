import { expect, it } from 'vitest'
import * as api from './actions.js'

it('exposes exactly the public surface', () => {
  expect(Object.keys(api).sort()).toMatchSnapshot()
})
