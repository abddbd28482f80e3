import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterPaint, preloadable } from './prefetch.js'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** A stand-in frame clock: frames run only when `paint()` says so. */
function stubFrames() {
  const frames = new Map<number, FrameRequestCallback>()
  let next = 0
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(++next, callback)
    return next
  })
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => frames.delete(handle))
  return {
    paint() {
      const due = [...frames.values()]
      frames.clear()
      for (const callback of due) callback(performance.now())
    },
  }
}

describe('afterPaint', () => {
  it('runs in a task of its own after the next frame, never before it', async () => {
    vi.useFakeTimers()
    const frames = stubFrames()
    const callback = vi.fn()
    afterPaint(callback)
    await vi.runAllTimersAsync()
    expect(callback).not.toHaveBeenCalled()
    frames.paint()
    // The frame's own callbacks come before its paint: the work waits for the task after it.
    expect(callback).not.toHaveBeenCalled()
    await vi.runAllTimersAsync()
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('does nothing once cancelled, before or after the frame', async () => {
    vi.useFakeTimers()
    const frames = stubFrames()
    const beforeFrame = vi.fn()
    const afterFrame = vi.fn()
    afterPaint(beforeFrame)()
    const cancel = afterPaint(afterFrame)
    frames.paint()
    cancel()
    await vi.runAllTimersAsync()
    expect(beforeFrame).not.toHaveBeenCalled()
    expect(afterFrame).not.toHaveBeenCalled()
  })

  it('runs after a timeout in a background tab, which gets no frames until it is shown', async () => {
    vi.useFakeTimers()
    const frames = stubFrames()
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const callback = vi.fn()
    try {
      afterPaint(callback)
      await vi.runAllTimersAsync()
      expect(callback).toHaveBeenCalledTimes(1)
      frames.paint()
      await vi.runAllTimersAsync()
      expect(callback).toHaveBeenCalledTimes(1)
    } finally {
      vi.restoreAllMocks()
    }
  })

  it('runs after a timeout where there are no frames', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestAnimationFrame', undefined)
    const callback = vi.fn()
    afterPaint(callback)
    expect(callback).not.toHaveBeenCalled()
    await vi.runAllTimersAsync()
    expect(callback).toHaveBeenCalledTimes(1)
  })
})

describe('preloadable', () => {
  it('loads once for every caller, carries its status, and can be read once loaded', async () => {
    const load = vi.fn(async () => 'chunk')
    const get = preloadable(load)
    expect(get.peek()).toBeUndefined()
    const first = get()
    expect(get()).toBe(first)
    expect((first as Promise<string> & { status?: string }).status).toBe('pending')
    await first
    expect((first as Promise<string> & { status?: string }).status).toBe('fulfilled')
    expect(get.peek()).toBe('chunk')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('chunk')
    const get = preloadable(load)
    await expect(get()).rejects.toThrow('offline')
    expect(get.peek()).toBeUndefined()
    await expect(get()).resolves.toBe('chunk')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
