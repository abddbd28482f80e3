import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderKitHook } from '../../test/hooks.js'
import { createTestKit } from '../../test/kit.js'
import { useTheme } from '../exports/index.js'

describe('useTheme', () => {
  it('reads and sets the mode and the variables; anything but light or dark is refused', async () => {
    const kit = createTestKit()
    const { result } = renderKitHook(kit, () => useTheme())
    expect(result.current.mode).toBe('light')
    await act(async () => result.current.setMode('dark'))
    expect(result.current.mode).toBe('dark')
    await act(async () => result.current.setVariables({ '--kit-accent': '#00aa55' }))
    expect(result.current.variables['--kit-accent']).toBe('#00aa55')
    expect(() => result.current.setMode('blue' as 'dark')).toThrow('Invalid theme mode')
  })
})
