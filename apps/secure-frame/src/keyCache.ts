import type { WalletKeys } from './authApi.js'
// Storage can hang when blocked: every operation gives up after the shared storage timeout.
import { withStorageTimeout } from './keys/deviceShareStore.js'

const DATABASE = 'kit-frame'
const STORE = 'wallet-keys'
const RECORD = 'current'

/**
 * What is stored: the keys encrypted (AES-GCM) under a CryptoKey that cannot be exported, bound to the user and
 * to the session that fetched them. Structured clone keeps the CryptoKey usable and still non-extractable.
 */
export type WrappedKeysRecord = {
  userId: string
  /** A digest of the session token: the keys open only for the session that stored them. */
  session: string
  key: CryptoKey
  iv: Uint8Array<ArrayBuffer>
  ciphertext: ArrayBuffer
}

/** Where the record lives: IndexedDB on the frame's origin in a browser, memory in tests. */
export type KeyCacheBackend = {
  get(): Promise<WrappedKeysRecord | undefined>
  put(record: WrappedKeysRecord): Promise<void>
  delete(): Promise<void>
}

/** Which session the keys belong to. */
export type KeyCacheBinding = { userId: string; token: string }

/**
 * The embedded wallet's keys kept on the frame's own origin between page loads, so a reload restores the session
 * without downloading the keys again (the server releases them only right after a login). Every method resolves,
 * never rejects: a cache that cannot be used (storage blocked, cleared, partitioned) behaves as an empty one.
 */
export type KeyCache = {
  /** Wraps and stores the keys of a session. */
  save(binding: KeyCacheBinding, keys: WalletKeys): Promise<void>
  /** The keys stored for exactly this user and session, or undefined. */
  load(binding: KeyCacheBinding): Promise<WalletKeys | undefined>
  /** Deletes the stored keys (sign-out, ended session). */
  clear(): Promise<void>
}

async function sessionDigest(token: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`kit key cache ${token}`)),
  )
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The additional data of the encryption: a record moved to another user or session does not open. */
const associatedData = (userId: string, session: string) =>
  new TextEncoder().encode(`kit wallet keys ${userId} ${session}`)

function looksLikeKeys(value: unknown): value is WalletKeys {
  const keys = value as WalletKeys | null
  return (
    typeof keys?.evm?.address === 'string' &&
    typeof keys.evm.privateKey === 'string' &&
    typeof keys.solana?.address === 'string' &&
    typeof keys.solana.secretKey === 'string'
  )
}

/** Creates the cache over `backend`; without one (no IndexedDB) it keeps nothing. */
export function createKeyCache(backend: KeyCacheBackend | undefined): KeyCache {
  const clear = async () => {
    try {
      await withStorageTimeout(backend?.delete() ?? Promise.resolve())
    } catch {
      // Nothing can be deleted where nothing could be stored.
    }
  }
  return {
    async save({ userId, token }, keys) {
      if (!backend) return
      try {
        const session = await sessionDigest(token)
        const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
          'encrypt',
          'decrypt',
        ])
        const iv = crypto.getRandomValues(new Uint8Array(12))
        const ciphertext = await crypto.subtle.encrypt(
          { name: 'AES-GCM', iv, additionalData: associatedData(userId, session) },
          key,
          new TextEncoder().encode(JSON.stringify(keys)),
        )
        await withStorageTimeout(backend.put({ userId, session, key, iv, ciphertext }))
      } catch {
        // Storage refused: the keys stay in memory for this page, and a reload asks for a login.
      }
    },
    async load({ userId, token }) {
      if (!backend) return undefined
      let record: WrappedKeysRecord | undefined
      try {
        record = await withStorageTimeout(backend.get())
      } catch {
        // Storage blocked or not answering: as empty.
        return undefined
      }
      if (!record) return undefined
      try {
        const session = await sessionDigest(token)
        if (record.userId !== userId || record.session !== session) {
          // Keys of another user or an older session: never used, not kept.
          await clear()
          return undefined
        }
        const plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: record.iv, additionalData: associatedData(userId, session) },
          record.key,
          record.ciphertext,
        )
        const keys: unknown = JSON.parse(new TextDecoder().decode(plain))
        if (looksLikeKeys(keys)) return keys
        await clear()
        return undefined
      } catch {
        await clear()
        return undefined
      }
    },
    clear,
  }
}

/** Runs one operation on the record in its own transaction; resolves once the transaction completed. */
function inTransaction<T>(
  database: IDBDatabase,
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(STORE, mode)
    const pending = run(transaction.objectStore(STORE))
    transaction.oncomplete = () => resolve(pending.result)
    transaction.onerror = () => reject(transaction.error ?? pending.error)
    transaction.onabort = () =>
      reject(transaction.error ?? new Error('the key store transaction was aborted'))
  })
}

/**
 * The IndexedDB backend on the frame's origin (database `kit-frame`, store `wallet-keys`, one record), or
 * undefined when the page has no IndexedDB. Opening may still fail later (blocked storage): the cache then
 * behaves as empty.
 */
export function indexedDbKeyCacheBackend(factory: IDBFactory | undefined): KeyCacheBackend | undefined {
  if (!factory) return undefined
  let opened: Promise<IDBDatabase> | undefined
  const database = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const open = factory.open(DATABASE, 1)
      open.onupgradeneeded = () => open.result.createObjectStore(STORE)
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
      open.onblocked = () => reject(new Error('the key store is blocked by another page'))
    }).catch((error: unknown) => {
      opened = undefined
      throw error
    })
    return opened
  }
  return {
    get: async () =>
      (await inTransaction(await database(), 'readonly', (store) => store.get(RECORD))) as
        | WrappedKeysRecord
        | undefined,
    put: async (record) =>
      void (await inTransaction(await database(), 'readwrite', (store) => store.put(record, RECORD))),
    delete: async () =>
      void (await inTransaction(await database(), 'readwrite', (store) => store.delete(RECORD))),
  }
}
