// The device share lives on the secure frame's own origin, in IndexedDB, encrypted under a WebCrypto key that cannot
// be exported, with the wallet it belongs to pinned beside it (split id and addresses), so the frame can tell when a
// server describes another wallet. What this protects, and what not: script on another origin cannot read the record
// at all, and script on this origin can use the key but never export it. At rest it protects nothing: the browser
// writes the non-extractable key's raw bytes into the same IndexedDB files as the ciphertext, so a disk image, a
// synced profile or a backup holds the share (see the README, "What the device keeps at rest").
import { DeviceShareStorageError, UnexpectedShareRoleError } from './errors.js'
import { indexedDbRecords, pageIndexedDb, STORAGE_TIMEOUT_MS, withStorageTimeout } from './indexedDb.js'
import { describeShare, type KeyShare, type ShareRole } from './shares.js'

const DATABASE = 'kit-frame-device-shares'
const STORE = 'shares'
const RECORD_VERSION = 2

/**
 * What is stored per user: the share and the wallet's addresses, encrypted with AES-256-GCM under a non-extractable
 * `CryptoKey` kept beside it (structured clone keeps it usable and still non-extractable), bound to the user id by
 * the additional data.
 */
export type DeviceShareRecord = {
  version: typeof RECORD_VERSION
  userId: string
  key: CryptoKey
  iv: Uint8Array<ArrayBuffer>
  ciphertext: ArrayBuffer
}

/** Where records live: IndexedDB on the frame's origin in a browser, memory in tests. Keyed by user id. */
export type DeviceShareBackend = {
  get(userId: string): Promise<DeviceShareRecord | undefined>
  put(userId: string, record: DeviceShareRecord): Promise<void>
  delete(userId: string): Promise<void>
}

/** The addresses of the wallet a share belongs to. */
export type WalletAddresses = { evmAddress: string; solanaAddress: string }

/** A share this device holds for a user, with the wallet it is pinned to: its split and its addresses. */
export type HeldShare = WalletAddresses & { share: KeyShare; splitId: string }

/** Options of {@link createDeviceShareStore}. */
export type DeviceShareStoreOptions = {
  /** How long one storage operation may take; 3 s by default. */
  timeoutMs?: number
}

/** The device share of each user who signed in on this device. */
export type DeviceShareStore = {
  /**
   * Encrypts and stores the user's device share, pinned to the wallet's addresses, replacing any earlier one, then
   * reads it back to make sure it was kept. Rejects when it was not: losing the device share silently is worse than
   * an error. Whether an earlier share may be replaced is the caller's decision (`keys/walletAccess.ts`).
   */
  save(userId: string, share: KeyShare, wallet: WalletAddresses): Promise<void>
  /**
   * The user's device share and what it is pinned to, or undefined when there is none or it cannot be read
   * (storage blocked or slow, a record changed or moved to another user). Never rejects. An unreadable record is
   * left in place: the next `save` replaces it.
   */
  load(userId: string): Promise<HeldShare | undefined>
  /** Deletes the user's device share; rejects when storage refused, since the share would then stay behind. */
  delete(userId: string): Promise<void>
}

/** The additional data of the encryption: a record moved to another user does not open. */
const associatedData = (userId: string) =>
  new TextEncoder().encode(JSON.stringify(['kit device share', RECORD_VERSION, userId]))

// Tag checks rather than `instanceof`: a structured clone may come from another realm (a worker, a test DOM).
const isBytes = (value: unknown, length: number) =>
  Object.prototype.toString.call(value) === '[object Uint8Array]' && (value as Uint8Array).length === length
const isArrayBuffer = (value: unknown) => Object.prototype.toString.call(value) === '[object ArrayBuffer]'

function looksLikeRecord(value: unknown, userId: string): value is DeviceShareRecord {
  const record = value as Partial<DeviceShareRecord> | null | undefined
  return (
    record?.version === RECORD_VERSION &&
    record.userId === userId &&
    typeof record.key === 'object' &&
    record.key?.algorithm?.name === 'AES-GCM' &&
    isBytes(record.iv, 12) &&
    isArrayBuffer(record.ciphertext)
  )
}

function assertUserId(userId: string): void {
  if (typeof userId !== 'string' || userId.length === 0)
    throw new DeviceShareStorageError('The device share needs a user id')
}

/**
 * The shares a device may hold: its own split's. A device that recovered the wallet before every holder had a split
 * of its own kept the recovery share, which still loads. One per user, never the server's: two shares of one split on
 * this origin would make it one place enough.
 */
const DEVICE_SAVED_ROLES: readonly ShareRole[] = ['device']
const DEVICE_HELD_ROLES: readonly ShareRole[] = ['device', 'recovery']

/** Decrypts a record; rejects when it does not open, resolves undefined when it holds no share a device may hold. */
async function openRecord(record: DeviceShareRecord, userId: string): Promise<HeldShare | undefined> {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: record.iv, additionalData: associatedData(userId) },
    record.key,
    record.ciphertext,
  )
  const { share, evmAddress, solanaAddress } = JSON.parse(
    new TextDecoder().decode(plain),
  ) as Partial<HeldShare>
  if (typeof share !== 'string' || typeof evmAddress !== 'string' || typeof solanaAddress !== 'string')
    return undefined
  const header = describeShare(share)
  if (!DEVICE_HELD_ROLES.includes(header.role)) return undefined
  return { share, splitId: header.splitId, evmAddress, solanaAddress }
}

/**
 * Creates the device-share store over `backend`; without one, over this page's IndexedDB when it has one. With
 * no storage at all, `save` rejects, `load` finds nothing and `delete` has nothing to do.
 */
export function createDeviceShareStore(
  backend: DeviceShareBackend | undefined = indexedDbDeviceShareBackend(pageIndexedDb()),
  options: DeviceShareStoreOptions = {},
): DeviceShareStore {
  const timeoutMs = options.timeoutMs ?? STORAGE_TIMEOUT_MS
  const notSaved = (details: string, cause?: unknown) =>
    new DeviceShareStorageError('The device share could not be saved', {
      details,
      ...(cause === undefined ? {} : { cause }),
    })

  return {
    async save(userId, share, wallet) {
      assertUserId(userId)
      // One share per user, replacing the earlier one, and never the server's.
      const { role } = describeShare(share)
      if (!DEVICE_SAVED_ROLES.includes(role)) throw new UnexpectedShareRoleError('device', role)
      if (!backend) throw notSaved('This page has no IndexedDB.')
      let record: DeviceShareRecord
      try {
        const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
          'encrypt',
          'decrypt',
        ])
        const iv = crypto.getRandomValues(new Uint8Array(12))
        const ciphertext = await crypto.subtle.encrypt(
          { name: 'AES-GCM', iv, additionalData: associatedData(userId) },
          key,
          new TextEncoder().encode(
            JSON.stringify({ share, evmAddress: wallet.evmAddress, solanaAddress: wallet.solanaAddress }),
          ),
        )
        record = { version: RECORD_VERSION, userId, key, iv, ciphertext }
      } catch (error) {
        throw notSaved('The share could not be encrypted.', error)
      }
      try {
        await withStorageTimeout(backend.put(userId, record), timeoutMs)
      } catch (error) {
        throw notSaved('Storage refused the record or did not answer.', error)
      }
      // Read it back: a store that accepts a write it cannot keep (a CryptoKey it cannot clone) shows here.
      let stored: HeldShare | undefined
      try {
        const readBack = await withStorageTimeout(backend.get(userId), timeoutMs)
        if (looksLikeRecord(readBack, userId)) stored = await openRecord(readBack, userId)
      } catch (error) {
        throw notSaved('The record could not be read back.', error)
      }
      if (
        stored?.share !== share ||
        stored.evmAddress !== wallet.evmAddress ||
        stored.solanaAddress !== wallet.solanaAddress
      )
        throw notSaved('The record read back differs from the share.')
    },

    async load(userId) {
      if (!backend || typeof userId !== 'string' || userId.length === 0) return undefined
      try {
        const record = await withStorageTimeout(backend.get(userId), timeoutMs)
        if (!looksLikeRecord(record, userId)) return undefined
        return await openRecord(record, userId)
      } catch {
        // Storage blocked, slow, or a record that does not open: as absent. The caller falls back to recovery.
        return undefined
      }
    },

    async delete(userId) {
      assertUserId(userId)
      if (!backend) return
      try {
        await withStorageTimeout(backend.delete(userId), timeoutMs)
      } catch (error) {
        throw new DeviceShareStorageError('The device share could not be deleted', {
          details: 'Storage refused or did not answer.',
          cause: error,
        })
      }
    },
  }
}

/** The device shares in IndexedDB on the frame's origin (database `kit-frame-device-shares`), if there is one. */
export function indexedDbDeviceShareBackend(factory: IDBFactory | undefined): DeviceShareBackend | undefined {
  const records = indexedDbRecords<DeviceShareRecord>(factory, DATABASE, STORE)
  return records && { get: records.get, put: records.put, delete: records.delete }
}
