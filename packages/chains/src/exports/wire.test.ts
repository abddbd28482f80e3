import { expect, it } from 'vitest'
import * as api from './wire.js'

it('exposes exactly the public surface of @kit/chains/wire', () => {
  expect(Object.keys(api).sort()).toMatchSnapshot()
})
