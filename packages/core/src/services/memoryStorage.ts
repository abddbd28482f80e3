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
 * The default backend, chosen on first use (never at import): `localStorage` when it exists and can be read (it
 * throws in sandboxed frames), memory otherwise. Nothing is written to find out: a page load that changes nothing
 * writes nothing. Where a write is refused (a full quota, some private modes), that value and every later change
 * are kept in memory for the rest of the page, over what `localStorage` holds.
 */
export function detectDefaultStorage(): KitStorageBackend {
  let local: KitStorageBackend | undefined
  try {
    local = (globalThis as { localStorage?: KitStorageBackend }).localStorage
    local?.getItem('@kit/probe')
  } catch {
    local = undefined
  }
  if (!local) return createMemoryStorage()
  const browser = local
  // Keys changed after a refused write: their value here (null for removed) wins over localStorage's.
  let changed: Map<string, string | null> | undefined
  const write = (key: string, value: string | null) => {
    if (!changed)
      try {
        if (value === null) browser.removeItem(key)
        else browser.setItem(key, value)
        return
      } catch {
        changed = new Map()
      }
    changed.set(key, value)
  }
  return {
    getItem: (key) => (changed?.has(key) ? (changed.get(key) ?? null) : browser.getItem(key)),
    setItem: (key, value) => write(key, String(value)),
    removeItem: (key) => write(key, null),
  }
}
