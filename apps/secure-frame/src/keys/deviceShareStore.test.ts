import { base64urlnopad } from '@scure/base'
import { bytesToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  createDeviceShareStore,
  type DeviceShareBackend,
  type DeviceShareRecord,
  indexedDbDeviceShareBackend,
} from './deviceShareStore.js'
import { DeviceShareStorageError, UnexpectedShareRoleError } from './errors.js'
import { indexedDbRecords } from './indexedDb.js'
import { describeShare, splitSecret } from './shares.js'

/** A backend in memory that keeps records as IndexedDB would (structured clones). */
function memoryBackend() {
  const records = new Map<string, DeviceShareRecord>()
  const backend: DeviceShareBackend = {
    get: async (userId) => records.get(userId),
    put: async (userId, record) => {
      records.set(userId, structuredClone(record))
    },
    delete: async (userId) => {
      records.delete(userId)
    },
  }
  return { records, backend }
}

const blocked = () => Promise.reject(new DOMException('blocked', 'SecurityError'))
const never = () => new Promise<never>(() => {})

/** A device's split and a recovery method's, of one secret. */
async function someShares() {
  const secret = crypto.getRandomValues(new Uint8Array(65))
  const device = await splitSecret(secret, 'device')
  const recovery = await splitSecret(secret, 'recovery')
  return { device: device.share, auth: device.auth, recovery: recovery.share }
}

/** The wallet a share is pinned to. */
const wallet = { evmAddress: '0x1111111111111111111111111111111111111111', solanaAddress: 'So1ana' }
/** What `load` gives back for `share`: the share, its split and the pinned addresses. */
const held = (share: string) => ({ share, splitId: describeShare(share).splitId, ...wallet })

describe('device share store', () => {
  it('keeps the share only encrypted, under a key that cannot be exported, and opens it after a reload', async () => {
    const { records, backend } = memoryBackend()
    const { device } = await someShares()
    await createDeviceShareStore(backend).save('user-1', device, wallet)

    const record = records.get('user-1')
    expect(record?.version).toBe(2)
    expect(record?.key.extractable).toBe(false)
    expect(record?.key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 })
    expect(record?.key.usages.sort()).toEqual(['decrypt', 'encrypt'])
    await expect(crypto.subtle.exportKey('raw', record?.key as CryptoKey)).rejects.toThrow()
    await expect(crypto.subtle.exportKey('jwk', record?.key as CryptoKey)).rejects.toThrow()

    const ciphertext = new Uint8Array(record?.ciphertext ?? new ArrayBuffer(0))
    const stored = JSON.stringify({
      ...record,
      ciphertext: bytesToHex(ciphertext),
      iv: bytesToHex(record!.iv),
    })
    expect(stored).not.toContain(device)
    expect(stored).not.toContain(bytesToHex(new TextEncoder().encode(device)).slice(2, 34))
    expect(stored).not.toContain(bytesToHex(base64urlnopad.decode(device)).slice(20, 52))

    // A new page over the same storage.
    await expect(createDeviceShareStore(backend).load('user-1')).resolves.toEqual(held(device))
  })

  it('keeps one share per user and opens a record only for its user', async () => {
    const { records, backend } = memoryBackend()
    const store = createDeviceShareStore(backend)
    const first = await someShares()
    const second = await someShares()
    await store.save('user-1', first.device, wallet)
    await store.save('user-2', second.device, wallet)
    await expect(store.load('user-1')).resolves.toEqual(held(first.device))
    await expect(store.load('user-2')).resolves.toEqual(held(second.device))
    await expect(store.load('user-3')).resolves.toBeUndefined()

    // A record moved under another user's key (with or without its user id changed) does not open.
    records.set('user-3', { ...records.get('user-1')!, userId: 'user-3' })
    await expect(store.load('user-3')).resolves.toBeUndefined()
    records.set('user-3', records.get('user-1')!)
    await expect(store.load('user-3')).resolves.toBeUndefined()

    // A newer save replaces the old share.
    const third = await someShares()
    await store.save('user-1', third.device, wallet)
    await expect(store.load('user-1')).resolves.toEqual(held(third.device))
  })

  it('opens nothing from a tampered record, and leaves it for the next save to replace', async () => {
    const { records, backend } = memoryBackend()
    const store = createDeviceShareStore(backend)
    const { device } = await someShares()
    await store.save('user-1', device, wallet)
    const record = records.get('user-1')!
    new Uint8Array(record.ciphertext)[0]! ^= 1
    await expect(store.load('user-1')).resolves.toBeUndefined()
    expect(records.has('user-1')).toBe(true)
    records.set('user-1', { ...record, version: 1 as 2 })
    await expect(store.load('user-1')).resolves.toBeUndefined()
    await store.save('user-1', device, wallet)
    await expect(store.load('user-1')).resolves.toEqual(held(device))
  })

  it("stores one share per user, the device's own, never the auth share nor a recovery share", async () => {
    const { records, backend } = memoryBackend()
    const store = createDeviceShareStore(backend)
    const shares = await someShares()
    await expect(store.save('user-1', shares.auth, wallet)).rejects.toThrow(UnexpectedShareRoleError)
    await expect(store.save('user-1', shares.auth, wallet)).rejects.toThrow(
      'The key share has the wrong role',
    )
    await expect(store.save('user-1', 'garbage!', wallet)).rejects.toThrow('The key share is malformed')
    await expect(store.save('', shares.device, wallet)).rejects.toThrow(DeviceShareStorageError)
    // A recovered device gets a split of its own: the recovery share is never copied onto a device.
    await expect(store.save('user-1', shares.recovery, wallet)).rejects.toThrow(UnexpectedShareRoleError)
    expect(records.size).toBe(0)
    await store.save('user-1', shares.device, wallet)
    await expect(store.load('user-1')).resolves.toEqual(held(shares.device))
    expect(records.size).toBe(1)
  })

  it('reports a save that storage refused, did not answer, did not keep, or could not happen', async () => {
    const { device } = await someShares()
    const fast = { timeoutMs: 50 }
    const failing: DeviceShareBackend = { get: blocked, put: blocked, delete: blocked }
    await expect(createDeviceShareStore(failing, fast).save('user-1', device, wallet)).rejects.toThrow(
      DeviceShareStorageError,
    )
    const hanging: DeviceShareBackend = { get: never, put: never, delete: never }
    await expect(createDeviceShareStore(hanging, fast).save('user-1', device, wallet)).rejects.toThrow(
      'The device share could not be saved',
    )
    const forgetful: DeviceShareBackend = {
      get: async () => undefined,
      put: async () => {},
      delete: async () => {},
    }
    await expect(createDeviceShareStore(forgetful, fast).save('user-1', device, wallet)).rejects.toThrow(
      'The record read back differs from the share.',
    )
    // jsdom has no IndexedDB: with no backend there is nowhere to keep the share.
    expect(indexedDbDeviceShareBackend(undefined)).toBeUndefined()
    expect(indexedDbRecords(undefined, 'db', 'store')).toBeUndefined()
    const nowhere = createDeviceShareStore(undefined)
    await expect(nowhere.save('user-1', device, wallet)).rejects.toThrow('This page has no IndexedDB.')
    await expect(nowhere.load('user-1')).resolves.toBeUndefined()
    await expect(nowhere.delete('user-1')).resolves.toBeUndefined()
  })

  it('never rejects on load: blocked or hanging storage reads as empty', async () => {
    const failing: DeviceShareBackend = { get: blocked, put: blocked, delete: blocked }
    await expect(createDeviceShareStore(failing).load('user-1')).resolves.toBeUndefined()
    const hanging: DeviceShareBackend = { get: never, put: never, delete: never }
    await expect(createDeviceShareStore(hanging, { timeoutMs: 50 }).load('user-1')).resolves.toBeUndefined()
    await expect(createDeviceShareStore(memoryBackend().backend).load('')).resolves.toBeUndefined()
  })

  it('deletes the share, and reports a delete that storage refused', async () => {
    const { records, backend } = memoryBackend()
    const store = createDeviceShareStore(backend)
    const { device } = await someShares()
    await store.save('user-1', device, wallet)
    await store.delete('user-1')
    expect(records.has('user-1')).toBe(false)
    await expect(store.load('user-1')).resolves.toBeUndefined()
    const failing: DeviceShareBackend = { get: blocked, put: blocked, delete: blocked }
    await expect(createDeviceShareStore(failing).delete('user-1')).rejects.toThrow(
      'The device share could not be deleted',
    )
  })
})
