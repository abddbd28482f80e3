import { describe, expect, it } from 'vitest'
import { renderKitHook } from '../../test/hooks.js'
import { createTestKit } from '../../test/kit.js'
import { defaultMessages, useKitMessages } from '../exports/messages.js'

describe('useKitMessages', () => {
  it('is the English table by default', () => {
    const { result } = renderKitHook(createTestKit(), () => useKitMessages())
    expect(result.current).toBe(defaultMessages)
    expect(result.current.coreTexts['Requested RPC call is not allowed']).toBe('Action not allowed')
  })
})
