import { describe, expect, it } from 'vitest'
import { KitValidationError } from '../errors/kit.js'
import { connectFake, createTestKit, flush } from '../test-utils.js'
import { createFakeConnector } from '../testing/index.js'
import type { ThemeMode } from '../types.js'

describe('theme controller', () => {
  it('starts with the configured mode and variables', () => {
    const kit = createTestKit({ themeMode: 'dark', themeVariables: { '--kit-accent': '#f00' } })
    expect(kit.getState().theme).toEqual({ mode: 'dark', variables: { '--kit-accent': '#f00' } })
  })

  it('accepts light and dark only', () => {
    const kit = createTestKit()
    kit.theme.setMode('dark')
    expect(kit.getState().theme.mode).toBe('dark')
    kit.theme.setMode('light')
    expect(kit.getState().theme.mode).toBe('light')
    expect(() => kit.theme.setMode('system' as ThemeMode)).toThrow(KitValidationError)
    expect(kit.getState().theme.mode).toBe('light')
  })

  it('merges variables into the current ones', () => {
    const kit = createTestKit({ themeVariables: { '--kit-accent': '#f00' } })
    kit.theme.setVariables({ '--kit-z-index': 1000 })
    expect(kit.getState().theme.variables).toEqual({ '--kit-accent': '#f00', '--kit-z-index': 1000 })
  })

  it('syncs the theme to the auth connector; a failure to sync is not fatal', async () => {
    const kit = createTestKit()
    const synced: unknown[] = []
    const auth = createFakeConnector({ id: 'auth', type: 'auth' })
    auth.syncTheme = async (theme) => {
      synced.push(theme)
      throw new Error('frame not ready')
    }
    kit.connectors.register(auth)
    kit.theme.setMode('dark')
    await flush()
    expect(synced).toEqual([{ mode: 'dark', variables: {} }])
    await connectFake(kit, { id: 'other' })
    kit.theme.setVariables({ '--kit-accent': 'blue' })
    expect(synced).toHaveLength(2)
  })
})
