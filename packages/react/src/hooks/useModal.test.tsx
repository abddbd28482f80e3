import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderKitHook } from '../../test/hooks.js'
import { createTestKit } from '../../test/kit.js'
import { useModal } from '../exports/index.js'

describe('useModal', () => {
  it('gives isOpen, the view, open and close', async () => {
    const kit = createTestKit()
    const events: string[] = []
    kit.onEvent((event) => events.push(event.event))
    const { result } = renderKitHook(kit, () => useModal())
    expect(result.current.isOpen).toBe(false)
    await act(async () => result.current.open({ view: 'Networks' }))
    expect(result.current).toMatchObject({ isOpen: true, view: 'Networks' })
    await act(async () => result.current.close())
    expect(result.current.isOpen).toBe(false)
    expect(events).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })
})
