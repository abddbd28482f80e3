import type { KitEvent } from '@kit/core'
import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderKitHook } from '../../test/hooks.js'
import { createTestKit } from '../../test/kit.js'
import { useKitEvents } from '../exports/index.js'

describe('useKitEvents', () => {
  it('calls the latest listener for every event while mounted, and stops on unmount', async () => {
    const kit = createTestKit()
    const seen: string[] = []
    let label = 'first'
    const { rerender, unmount } = renderKitHook(kit, () =>
      useKitEvents((event: KitEvent) => seen.push(`${label}:${event.event}`)),
    )
    await act(async () => kit.modal.open())
    label = 'second'
    rerender()
    await act(async () => kit.modal.close())
    unmount()
    await act(async () => kit.modal.open())
    expect(seen).toEqual(['first:MODAL_OPEN', 'second:MODAL_CLOSE'])
  })
})
