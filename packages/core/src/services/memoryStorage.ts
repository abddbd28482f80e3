import type { KitStorageBackend } from '../types.js'

/** A storage backend that keeps values in memory: the default outside a browser, and handy in tests. */
export function createMemoryStorage(initial: Record<string, string> = {}): KitStorageBackend {
  const values = new Map(Object.entries(initial))
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, String(value))
    },
    removeItem: (key) => {
      values.delete(key)
    },
  }
}

/**
 * The default backend, chosen on first use (never at import): `localStorage` when it exists and accepts a
 * write (it throws in some private modes and sandboxed frames), memory otherwise.
 */
export function detectDefaultStorage(): KitStorageBackend {
  try {
    const candidate = (globalThis as { localStorage?: KitStorageBackend }).localStorage
    if (candidate) {
      const probe = '@kit/probe'
      candidate.setItem(probe, '1')
      candidate.removeItem(probe)
      return candidate
    }
  } catch {
    // Fall through to memory.
  }
  return createMemoryStorage()
}
