/** The subset of Web Storage the frame uses. */
export type KeyValueStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

const PREFIX = 'kit-frame/'

/** The session this frame keeps: the bearer token, and whose it is (to find this device's share before any call). */
export type StoredSession = { token: string; userId: string }

/**
 * What the frame keeps in its own origin's storage. Nothing here ever leaves the frame: the host page cannot read
 * another origin's storage, and no message carries these values.
 * - the session token (bearer token of the auth service) and its user's id;
 * - this browser's device id (the e-mail device approval is bound to it);
 * - the preferred account type per user.
 * Keys are never kept here: the frame rebuilds them in memory from two shares, and keeps its own share in IndexedDB
 * (`keys/deviceShareStore.ts`).
 */
export type FrameStore = {
  getSessionToken(): string | undefined
  /** The stored session, when both its token and its user are there. */
  getSession(): StoredSession | undefined
  setSession(session: StoredSession): void
  clearSession(): void
  /** This browser's device id, created on first use. */
  deviceId(): string
  getPreferredAccountType(userId: string): 'eoa' | 'smartAccount' | undefined
  setPreferredAccountType(userId: string, type: 'eoa' | 'smartAccount'): void
}

/** Creates the store over `storage` (the frame's localStorage), falling back to memory when it refuses writes. */
export function createFrameStore(storage: KeyValueStorage | undefined, random: () => string): FrameStore {
  const memory = new Map<string, string>()
  const get = (key: string) => {
    try {
      return storage?.getItem(PREFIX + key) ?? memory.get(key)
    } catch {
      return memory.get(key)
    }
  }
  const set = (key: string, value: string) => {
    memory.set(key, value)
    try {
      storage?.setItem(PREFIX + key, value)
    } catch {
      // Storage blocked (private mode, partitioning policy): memory keeps the session for this page's life.
    }
  }
  const remove = (key: string) => {
    memory.delete(key)
    try {
      storage?.removeItem(PREFIX + key)
    } catch {
      // Nothing to remove where nothing could be written.
    }
  }
  return {
    getSessionToken: () => get('session') ?? undefined,
    getSession() {
      const token = get('session')
      const userId = get('session-user')
      return token && userId ? { token, userId } : undefined
    },
    setSession({ token, userId }) {
      set('session', token)
      set('session-user', userId)
    },
    clearSession() {
      remove('session')
      remove('session-user')
    },
    deviceId() {
      const existing = get('device')
      if (existing && /^[A-Za-z0-9_-]{16,128}$/.test(existing)) return existing
      const created = random()
      set('device', created)
      return created
    },
    getPreferredAccountType(userId) {
      const value = get(`account-type/${userId}`)
      return value === 'eoa' || value === 'smartAccount' ? value : undefined
    },
    setPreferredAccountType: (userId, type) => set(`account-type/${userId}`, type),
  }
}

/** A random URL-safe id (32 characters) from the platform's CSPRNG. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
