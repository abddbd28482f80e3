import { describe, expect, it } from 'vitest'
import { createFrameStore, randomId } from './store.js'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

describe('frame store', () => {
  it('keeps the session token, a stable device id and the account type under its own prefix', () => {
    const storage = memoryStorage()
    const store = createFrameStore(storage, randomId)
    store.setSession({ token: 'token-1', userId: 'user-1' })
    expect(store.getSessionToken()).toBe('token-1')
    expect(store.getSession()).toEqual({ token: 'token-1', userId: 'user-1' })
    const device = store.deviceId()
    expect(device).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(store.deviceId()).toBe(device)
    store.setPreferredAccountType('user-1', 'smartAccount')
    expect(store.getPreferredAccountType('user-1')).toBe('smartAccount')
    expect(store.getPreferredAccountType('user-2')).toBeUndefined()
    expect([...storage.map.keys()].every((key) => key.startsWith('kit-frame/'))).toBe(true)
    store.clearSession()
    expect(store.getSessionToken()).toBeUndefined()
    expect(store.getSession()).toBeUndefined()
  })

  it('works in memory when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const store = createFrameStore(blocked, randomId)
    store.setSession({ token: 'token-2', userId: 'user-2' })
    expect(store.getSession()).toEqual({ token: 'token-2', userId: 'user-2' })
  })
})
