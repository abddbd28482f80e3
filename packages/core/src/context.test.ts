import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTimers } from './context.js'

describe('createTimers().whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('runs the callback from an idle callback, with the timeout, where the page has them', () => {
    const idle = vi.fn((_callback: () => void, _options: { timeout: number }) => 7)
    vi.stubGlobal('requestIdleCallback', idle)
    vi.stubGlobal('cancelIdleCallback', vi.fn())
    const callback = vi.fn()
    createTimers().whenIdle(callback, 1000)
    expect(callback).not.toHaveBeenCalled()
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 })
    idle.mock.calls[0]?.[0]()
    expect(callback).toHaveBeenCalledOnce()
  })

  it('cancels the idle callback when cancelled or when every timer is cleared', () => {
    let next = 0
    vi.stubGlobal('requestIdleCallback', () => ++next)
    const cancelIdle = vi.fn()
    vi.stubGlobal('cancelIdleCallback', cancelIdle)
    const timers = createTimers()
    const cancel = timers.whenIdle(() => undefined, 1000)
    timers.whenIdle(() => undefined, 1000)
    cancel()
    expect(cancelIdle).toHaveBeenCalledWith(1)
    timers.clearAll()
    expect(cancelIdle).toHaveBeenCalledWith(2)
    expect(cancelIdle).toHaveBeenCalledTimes(2)
  })

  it('falls back to a task of its own where there are no idle callbacks, also cancelled by clearAll', () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.useFakeTimers()
    const timers = createTimers()
    const ran = vi.fn()
    const cleared = vi.fn()
    timers.whenIdle(ran, 1000)
    expect(ran).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(ran).toHaveBeenCalledOnce()
    timers.whenIdle(cleared, 1000)
    timers.clearAll()
    vi.advanceTimersByTime(10)
    expect(cleared).not.toHaveBeenCalled()
  })
})
