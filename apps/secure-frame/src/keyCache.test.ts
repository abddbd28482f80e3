import { describe, expect, it } from 'vitest'
import type { WalletKeys } from './authApi.js'
import {
  createKeyCache,
  indexedDbKeyCacheBackend,
  type KeyCacheBackend,
  type WrappedKeysRecord,
} from './keyCache.js'

const KEYS: WalletKeys = {
  evm: { address: `0x${'11'.repeat(20)}`, privateKey: `0x${'42'.repeat(32)}` },
  solana: { address: 'So1ana', secretKey: 'c2VjcmV0' },
}
const binding = { userId: 'user-1', token: 'session-token-1-abcdefghijklmnop' }

/** A backend in memory that keeps the record as IndexedDB would (a structured clone). */
function memoryBackend() {
  const box: { record?: WrappedKeysRecord | undefined } = {}
  const backend: KeyCacheBackend = {
    get: async () => box.record,
    put: async (record) => {
      box.record = structuredClone(record)
    },
    delete: async () => {
      box.record = undefined
    },
  }
  return { box, backend }
}

describe('key cache', () => {
  it('stores the keys only encrypted, under a key that cannot be exported, and opens them for the same session', async () => {
    const { box, backend } = memoryBackend()
    const cache = createKeyCache(backend)
    await cache.save(binding, KEYS)
    const record = box.record
    expect(record?.key.extractable).toBe(false)
    expect(record?.key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 })
    await expect(crypto.subtle.exportKey('raw', record?.key as CryptoKey)).rejects.toThrow()
    const stored = JSON.stringify({
      ...record,
      ciphertext: Buffer.from(record?.ciphertext ?? new ArrayBuffer(0)),
    })
    expect(stored).not.toContain('42'.repeat(32))
    expect(stored).not.toContain(binding.token)
    // A new page (a reload) with the same backend opens them.
    await expect(createKeyCache(backend).load(binding)).resolves.toEqual(KEYS)
  })

  it('opens nothing for another session or user, and drops what it cannot use', async () => {
    const { box, backend } = memoryBackend()
    const cache = createKeyCache(backend)
    await cache.save(binding, KEYS)
    await expect(
      cache.load({ ...binding, token: 'session-token-2-abcdefghijklmnop' }),
    ).resolves.toBeUndefined()
    expect(box.record).toBeUndefined()
    await cache.save(binding, KEYS)
    await expect(cache.load({ ...binding, userId: 'user-2' })).resolves.toBeUndefined()
    expect(box.record).toBeUndefined()
  })

  it('refuses a tampered record or one moved to another user (the encryption binds both)', async () => {
    const { box, backend } = memoryBackend()
    const cache = createKeyCache(backend)
    await cache.save(binding, KEYS)
    const bytes = new Uint8Array(box.record?.ciphertext ?? new ArrayBuffer(0))
    bytes[0] = (bytes[0] ?? 0) ^ 1
    await expect(cache.load(binding)).resolves.toBeUndefined()
    expect(box.record).toBeUndefined()

    await cache.save(binding, KEYS)
    const other = { userId: 'user-2', token: binding.token }
    if (box.record) box.record = { ...box.record, userId: 'user-2' }
    await expect(cache.load(other)).resolves.toBeUndefined()
  })

  it('clear deletes the stored keys', async () => {
    const { box, backend } = memoryBackend()
    const cache = createKeyCache(backend)
    await cache.save(binding, KEYS)
    await cache.clear()
    expect(box.record).toBeUndefined()
    await expect(cache.load(binding)).resolves.toBeUndefined()
  })

  it('behaves as empty, never throwing, when storage fails, hangs or is missing', async () => {
    const failing: KeyCacheBackend = {
      get: () => Promise.reject(new DOMException('blocked', 'SecurityError')),
      put: () => Promise.reject(new DOMException('blocked', 'SecurityError')),
      delete: () => Promise.reject(new DOMException('blocked', 'SecurityError')),
    }
    const cache = createKeyCache(failing)
    await expect(cache.save(binding, KEYS)).resolves.toBeUndefined()
    await expect(cache.load(binding)).resolves.toBeUndefined()
    await expect(cache.clear()).resolves.toBeUndefined()

    const hanging: KeyCacheBackend = {
      get: () => new Promise(() => {}),
      put: () => new Promise(() => {}),
      delete: () => new Promise(() => {}),
    }
    const started = Date.now()
    await expect(createKeyCache(hanging).load(binding)).resolves.toBeUndefined()
    expect(Date.now() - started).toBeLessThan(10_000)

    expect(indexedDbKeyCacheBackend(undefined)).toBeUndefined()
    const none = createKeyCache(undefined)
    await none.save(binding, KEYS)
    await expect(none.load(binding)).resolves.toBeUndefined()
  }, 20_000)
})
