import { afterEach, describe, expect, it, vi } from 'vitest'
import { withTimeout } from './timeout.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('withTimeout', () => {
  it('settles like the promise when it is in time', async () => {
    await expect(withTimeout(Promise.resolve(1), 100, () => new Error('late'))).resolves.toBe(1)
    await expect(withTimeout(Promise.reject(new Error('no')), 100, () => new Error('late'))).rejects.toThrow(
      'no',
    )
  })

  it('rejects with the timeout error when the promise never settles', async () => {
    vi.useFakeTimers()
    const pending = withTimeout(new Promise(() => undefined), 1_000, () => new Error('late'))
    const caught = pending.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await caught).toMatchObject({ message: 'late' })
  })

  it('rejects when the signal aborts, before or during the wait, and a late failure stays handled', async () => {
    const aborted = new AbortController()
    aborted.abort(new Error('gone'))
    await expect(
      withTimeout(Promise.reject(new Error('late failure')), 100, () => new Error('late'), aborted.signal),
    ).rejects.toThrow('gone')
    const controller = new AbortController()
    let fail: (error: Error) => void = () => undefined
    const pending = withTimeout(
      new Promise((_, reject) => {
        fail = reject
      }),
      10_000,
      () => new Error('late'),
      controller.signal,
    )
    controller.abort(new Error('destroyed'))
    await expect(pending).rejects.toThrow('destroyed')
    fail(new Error('after the race'))
  })
})
