// Where sessions, pairings and the client identity persist: a key-value adapter (localStorage in a browser by default,
// memory elsewhere), with every key under a prefix so several clients can share one store.

/** A key-value store; each method may be synchronous or return a promise. */
export type WalletConnectStorage = {
  getItem(key: string): Promise<string | null> | string | null
  setItem(key: string, value: string): Promise<void> | void
  removeItem(key: string): Promise<void> | void
}

/** The default prefix of every key this client writes. */
export const DEFAULT_STORAGE_PREFIX = 'kit-wc:'

/** A store that lives as long as the process or page. */
export function createMemoryStorage(): WalletConnectStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value)
    },
    removeItem: (key) => {
      map.delete(key)
    },
  }
}

/** `localStorage` when the page has one that works (private modes may throw), memory otherwise. */
export function defaultStorage(): WalletConnectStorage {
  try {
    const local = (globalThis as { localStorage?: Storage }).localStorage
    if (local) {
      const probe = `${DEFAULT_STORAGE_PREFIX}probe`
      local.setItem(probe, '1')
      local.removeItem(probe)
      return local
    }
  } catch {
    // Storage disabled: fall through to memory.
  }
  return createMemoryStorage()
}

/** JSON values under a prefix. A value that does not parse reads as absent (a store edited by hand, or corrupted). */
export function createJsonStore(storage: WalletConnectStorage, prefix: string) {
  return {
    async get<T>(key: string): Promise<T | undefined> {
      const raw = await storage.getItem(prefix + key)
      if (raw === null || raw === undefined) return undefined
      try {
        return JSON.parse(raw) as T
      } catch {
        return undefined
      }
    },
    async set(key: string, value: unknown): Promise<void> {
      await storage.setItem(prefix + key, JSON.stringify(value))
    },
  }
}

/** The JSON store of {@link createJsonStore}. */
export type JsonStore = ReturnType<typeof createJsonStore>
