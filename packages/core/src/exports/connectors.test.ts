import { expect, it } from 'vitest'
import * as api from './connectors.js'

it('exposes exactly the connectors surface', () => {
  expect(Object.keys(api).sort()).toMatchSnapshot()
})
