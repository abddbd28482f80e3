import { isProxy } from 'node:util/types'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deferredProxy, scheduleIdle } from './startup.js'

// Through a kit: state.test.ts (snapshot identity) and context.test.ts (whenIdle). Here, the two tricks alone.
describe('deferredProxy', () => {
  it('answers a frozen copy of plain data until the state is first read, then follows the proxy', () => {
    const shared = { big: [1, 2, 3] }
    const store = deferredProxy({ a: { n: 1 }, b: { n: 2 }, shared }, new Set([shared]))
    const first = store.getState()
    expect(Object.isFrozen(first.a)).toBe(true)
    expect(first.shared).toBe(shared)
    expect(store.getState()).toBe(first)

    expect(isProxy(store.state)).toBe(true)
    store.state.a.n = 5
    const next = store.getState()
    expect(next.a.n).toBe(5)
    expect(next.b).toBe(first.b)
    expect(next).not.toBe(first)
  })
})

describe('scheduleIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('asks for an idle callback with the timeout, and cancels it', () => {
    const request = vi.fn((_callback: () => void, _options: { timeout: number }) => 7)
    const cancelIdle = vi.fn()
    vi.stubGlobal('requestIdleCallback', request)
    vi.stubGlobal('cancelIdleCallback', cancelIdle)
    const cancel = scheduleIdle(() => {}, 900)
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 900 })
    cancel()
    expect(cancelIdle).toHaveBeenCalledWith(7)
  })

  it('falls back to a task of its own, which cancel stops', () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.useFakeTimers()
    const ran = vi.fn()
    scheduleIdle(ran, 900)
    const cancelled = vi.fn()
    scheduleIdle(cancelled, 900)()
    vi.runAllTimers()
    expect(ran).toHaveBeenCalledOnce()
    expect(cancelled).not.toHaveBeenCalled()
  })
})
