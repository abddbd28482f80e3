import { describe, expect, it } from 'vitest'
import { defaultMessages } from './messages.js'
import { buttonMessages } from './messages.buttons.js'

describe('the English table', () => {
  it("says what the buttons' first paint says (the two are written apart: messages.ts reaches no first-load module)", () => {
    expect(defaultMessages.connect).toBe(buttonMessages.connect)
    expect(defaultMessages.connecting).toBe(buttonMessages.connecting)
    expect(defaultMessages.unsupportedNetwork).toBe(buttonMessages.unsupportedNetwork)
    expect(defaultMessages.networkButtonLabel('Base')).toBe(buttonMessages.networkButtonLabel('Base'))
    expect(Object.keys(buttonMessages).every((key) => key in defaultMessages)).toBe(true)
  })
})
