import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderKitHook } from '../../test/hooks.js'
import { createTestKit } from '../../test/kit.js'
import { useKitState } from '../exports/index.js'

describe('useKitState', () => {
  it('selects from the state and re-renders when the selection changes', async () => {
    const kit = createTestKit()
    const { result } = renderKitHook(kit, () => useKitState((state) => state.router.view))
    expect(result.current).toBe('Connect')
    await act(async () => kit.modal.open({ view: 'Networks' }))
    expect(result.current).toBe('Networks')
  })

  it('keeps the identity of a slice while it is unchanged, and of an equal derived value with isEqual', async () => {
    const kit = createTestKit()
    let renders = 0
    const { result } = renderKitHook(kit, () => {
      renders++
      return {
        account: useKitState((state) => state.account),
        names: useKitState(
          (state) => state.network.networks.map((network) => network.name),
          (a, b) => a.join() === b.join(),
        ),
      }
    })
    const before = result.current
    const rendersBefore = renders
    await act(async () => kit.theme.setMode('dark'))
    expect(result.current.account).toBe(before.account)
    expect(result.current.names).toBe(before.names)
    expect(renders).toBe(rendersBefore)
  })
})
