import { expect, it } from 'vitest'
import * as api from './index.js'

it('exposes exactly the public surface', () => {
  expect(Object.keys(api).sort()).toMatchSnapshot()
})
