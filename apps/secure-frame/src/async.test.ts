import { describe, expect, it, vi } from 'vitest'
import { sleep, untilAborted } from './async.js'

describe('sleep', () => {
  it('resolves after the delay, or rejects with the abort reason at once', async () => {
    vi.useFakeTimers()
    try {
      const controller = new AbortController()
      let done = false
      const waiting = sleep(1_000, controller.signal).then(() => {
        done = true
      })
      await vi.advanceTimersByTimeAsync(999)
      expect(done).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await waiting
      expect(done).toBe(true)

      const reason = new Error('test: gave up')
      const cut = sleep(1_000, controller.signal)
      controller.abort(reason)
      await expect(cut).rejects.toBe(reason)
      await expect(sleep(1, controller.signal)).rejects.toBe(reason)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('untilAborted', () => {
  it('settles as the promise does, or with the abort reason first; without a signal it is the promise', async () => {
    await expect(untilAborted(Promise.resolve(1), new AbortController().signal)).resolves.toBe(1)
    const work = Promise.reject(new Error('test: failed'))
    await expect(untilAborted(work, undefined)).rejects.toThrow('test: failed')

    const controller = new AbortController()
    const never = untilAborted(new Promise(() => {}), controller.signal)
    controller.abort('stop')
    await expect(never).rejects.toBe('stop')
    await expect(untilAborted(Promise.resolve(1), controller.signal)).rejects.toBe('stop')
  })
})
