import { describe, expect, it, vi } from 'vitest'
import { preloadable } from './preloadable.js'

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
