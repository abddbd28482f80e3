// The frame's IndexedDB plumbing, shared by its key stores (device shares, the proof key): one object store per
// database, durable writes, and a bound on every operation, since storage can hang when the browser blocks it.

/** How long one storage operation may take before the store gives up on it (storage can hang when blocked). */
export const STORAGE_TIMEOUT_MS = 3_000

/** Resolves or rejects as `promise` does, or rejects after `timeoutMs`. */
export function withStorageTimeout<T>(
  promise: Promise<T>,
  timeoutMs: number = STORAGE_TIMEOUT_MS,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('storage did not answer')), timeoutMs)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/** This page's IndexedDB, if it has one (reading it throws on some opaque origins). */
export function pageIndexedDb(): IDBFactory | undefined {
  try {
    return globalThis.indexedDB
  } catch {
    return undefined
  }
}

/** A key-value store in one IndexedDB object store (out-of-line string keys). */
export type IndexedDbRecords<T> = {
  get(key: string): Promise<T | undefined>
  put(key: string, value: T): Promise<void>
  /** Stores `value` only if `key` is free; rejects (`ConstraintError`) when it is taken, atomically across tabs. */
  add(key: string, value: T): Promise<void>
  delete(key: string): Promise<void>
}

/** Runs one request in its own transaction; resolves once the transaction completed (the write is durable). */
function inTransaction<T>(
  database: IDBDatabase,
  store: string,
  mode: IDBTransactionMode,
  run: (objectStore: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return new Promise((resolve, reject) => {
    // Strict durability: a share reported saved must survive a crash right after.
    const transaction = database.transaction(store, mode, { durability: 'strict' })
    const pending = run(transaction.objectStore(store))
    transaction.oncomplete = () => resolve(pending.result)
    transaction.onerror = () => reject(transaction.error ?? pending.error)
    transaction.onabort = () => reject(transaction.error ?? new Error('the transaction was aborted'))
  })
}

/**
 * Records in IndexedDB database `database`, object store `store` (created on first open), or undefined when the
 * page has no IndexedDB. A failed open is retried on the next call. Each key store of the frame has a database
 * of its own, so their versions never need coordinating.
 */
export function indexedDbRecords<T>(
  factory: IDBFactory | undefined,
  database: string,
  store: string,
): IndexedDbRecords<T> | undefined {
  if (!factory) return undefined
  let opened: Promise<IDBDatabase> | undefined
  const open = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(database, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(store)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
      request.onblocked = () => reject(new Error(`${database} is blocked by another page`))
    }).catch((error: unknown) => {
      opened = undefined
      throw error
    })
    return opened
  }
  return {
    get: async (key) =>
      (await inTransaction(await open(), store, 'readonly', (objects) => objects.get(key))) as T | undefined,
    put: async (key, value) =>
      void (await inTransaction(await open(), store, 'readwrite', (objects) => objects.put(value, key))),
    add: async (key, value) =>
      void (await inTransaction(await open(), store, 'readwrite', (objects) => objects.add(value, key))),
    delete: async (key) =>
      void (await inTransaction(await open(), store, 'readwrite', (objects) => objects.delete(key))),
  }
}
