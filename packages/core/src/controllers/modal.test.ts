import { afterEach, describe, expect, it, vi } from 'vitest'
import type { KitEvent } from './events.js'
import { connectFake, createTestKit } from '../test-utils.js'

afterEach(() => {
  vi.useRealTimers()
})

function recordEvents(kit: ReturnType<typeof createTestKit>) {
  const events: KitEvent[] = []
  kit.onEvent((event) => events.push(event))
  return events
}

describe('modal controller', () => {
  it('opening without a view starts at Connect when disconnected', () => {
    const kit = createTestKit()
    kit.modal.open()
    expect(kit.getState().modal.open).toBe(true)
    expect(kit.getState().router.view).toBe('Connect')
    expect(kit.getState().router.history).toEqual(['Connect'])
  })

  it('opening without a view starts at Account when connected', async () => {
    const kit = createTestKit()
    await connectFake(kit)
    kit.modal.open()
    expect(kit.getState().router.view).toBe('Account')
  })

  it('opening at a requested view starts there', async () => {
    const kit = createTestKit()
    await connectFake(kit)
    kit.modal.open({ view: 'Networks' })
    expect(kit.getState().router.history).toEqual(['Networks'])
  })

  it('opening starts the history over', () => {
    const kit = createTestKit()
    kit.modal.open()
    kit.router.push('Networks')
    kit.modal.close()
    kit.modal.open()
    expect(kit.getState().router.history).toEqual(['Connect'])
  })

  it('tracks open and close with the connected flag', async () => {
    const kit = createTestKit()
    const events = recordEvents(kit)
    kit.modal.open()
    kit.modal.close()
    await connectFake(kit)
    kit.modal.open()
    kit.modal.close()
    const modalEvents = events.filter((event) => event.event.startsWith('MODAL_'))
    expect(modalEvents.map((event) => [event.event, event.properties])).toEqual([
      ['MODAL_OPEN', { connected: false }],
      ['MODAL_CLOSE', { connected: false }],
      ['MODAL_OPEN', { connected: true }],
      ['MODAL_CLOSE', { connected: true }],
    ])
  })

  it('emits nothing when opening an open modal or closing a closed one', () => {
    const kit = createTestKit()
    const events = recordEvents(kit)
    kit.modal.close()
    kit.modal.open()
    kit.modal.open({ view: 'Networks' })
    expect(events.map((event) => event.event)).toEqual(['MODAL_OPEN'])
    expect(kit.getState().router.view).toBe('Networks')
  })

  it('a shake lasts 500 ms', () => {
    vi.useFakeTimers()
    const kit = createTestKit()
    kit.modal.shake()
    expect(kit.getState().modal.shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(kit.getState().modal.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(kit.getState().modal.shake).toBe(false)
  })

  it('a shake already running is not extended', () => {
    vi.useFakeTimers()
    const kit = createTestKit()
    kit.modal.shake()
    vi.advanceTimersByTime(300)
    kit.modal.shake()
    vi.advanceTimersByTime(200)
    expect(kit.getState().modal.shake).toBe(false)
  })

  it('sets loading', () => {
    const kit = createTestKit()
    kit.modal.setLoading(true)
    expect(kit.getState().modal.loading).toBe(true)
    kit.modal.setLoading(false)
    expect(kit.getState().modal.loading).toBe(false)
  })

  it('closing hides the toast and the tooltip', () => {
    const kit = createTestKit()
    kit.modal.open()
    kit.toast.showSuccess('Copied')
    kit.tooltip.show({ message: 'tip', triggerRect: { width: 1, height: 1, top: 1, left: 1 } })
    kit.modal.close()
    expect(kit.getState().toast.open).toBe(false)
    expect(kit.getState().tooltip.open).toBe(false)
  })

  it('is prepared only once prepare() has finished, and opening alone does not prepare it', async () => {
    const kit = createTestKit()
    expect(kit.modal.isPrepared()).toBe(false)
    kit.modal.open()
    kit.modal.close()
    const preparing = kit.modal.prepare()
    expect(kit.modal.isPrepared()).toBe(false)
    await preparing
    expect(kit.modal.isPrepared()).toBe(true)
    // A second kit is its own: nothing is shared.
    expect(createTestKit().modal.isPrepared()).toBe(false)
  })
})
