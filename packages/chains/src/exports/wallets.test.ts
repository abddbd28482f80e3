import { expect, it } from 'vitest'
import * as api from './wallets.js'

it('exposes exactly the public surface of @kit/chains/wallets', () => {
  expect(Object.keys(api).sort()).toMatchSnapshot()
})
