import { expect, it } from 'vitest'
import * as api from './messages.js'

it('exposes exactly the messages surface', () => {
  expect(Object.keys(api).sort()).toEqual(['defaultMessages', 'useKitMessages'])
})
