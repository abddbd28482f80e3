import { describe, expect, it } from 'vitest'
import { EMAIL_COOLDOWN_MS, STORAGE_KEYS } from '../constants.js'
import { EmailCooldownError } from '../errors/kit.js'
import { createLogger } from '../services/logger.js'
import { createMemoryStorage } from '../services/memoryStorage.js'
import { createStorageController } from './storage.js'

const silent = createLogger('silent')

describe('storage controller', () => {
  it('stores the login values: e-mail, login-used flag, last login time, social username, provider', () => {
    const backend = createMemoryStorage()
    const storage = createStorageController(backend, silent)
    storage.setEmail('a@b.co')
    storage.setEmailLoginUsed()
    storage.setLastEmailLoginTime(1234)
    storage.setSocialUsername('alice')
    storage.setConnectedSocial('discord')
    expect(storage.getEmail()).toBe('a@b.co')
    expect(storage.isEmailLoginUsed()).toBe(true)
    expect(storage.getLastEmailLoginTime()).toBe(1234)
    expect(storage.getSocialUsername()).toBe('alice')
    expect(storage.getConnectedSocial()).toBe('discord')
    expect(backend.getItem(STORAGE_KEYS.emailLoginUsed)).toBe('true')
  })

  it('the last used chain defaults to 1, never NaN or 0', () => {
    const backend = createMemoryStorage()
    const storage = createStorageController(backend, silent)
    expect(storage.getLastUsedChainId()).toBe(1)
    backend.setItem(STORAGE_KEYS.lastUsedChain, 'garbage value!')
    expect(storage.getLastUsedChainId()).toBe(1)
    backend.setItem(STORAGE_KEYS.lastUsedChain, '0')
    expect(storage.getLastUsedChainId()).toBe(1)
    storage.setLastUsedChainId(80002)
    expect(storage.getLastUsedChainId()).toBe(80002)
    storage.setLastUsedChainId('EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(storage.getLastUsedChainId()).toBe('EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  })

  it('smart-account networks are a comma list', () => {
    const backend = createMemoryStorage()
    const storage = createStorageController(backend, silent)
    expect(storage.getSmartAccountEnabledNetworks()).toEqual([])
    storage.setSmartAccountEnabledNetworks([80002, 137])
    expect(backend.getItem(STORAGE_KEYS.smartAccountEnabledNetworks)).toBe('80002,137')
    backend.setItem(STORAGE_KEYS.smartAccountEnabledNetworks, '1, x,,10')
    expect(storage.getSmartAccountEnabledNetworks()).toEqual([1, 10])
  })

  it('refuses an e-mail login within 30 s of the last one with "Please try again after N seconds"', () => {
    const storage = createStorageController(createMemoryStorage(), silent)
    expect(EMAIL_COOLDOWN_MS).toBe(30_000)
    expect(() => storage.assertEmailLoginAllowed(0)).not.toThrow()
    storage.setLastEmailLoginTime(1_000_000)
    const error = (() => {
      try {
        storage.assertEmailLoginAllowed(1_000_000 + 10_500)
      } catch (caught) {
        return caught
      }
      return undefined
    })()
    expect(error).toBeInstanceOf(EmailCooldownError)
    expect((error as EmailCooldownError).shortMessage).toBe('Please try again after 20 seconds')
    expect((error as EmailCooldownError).secondsRemaining).toBe(20)
    expect(storage.getTimeToNextEmailLogin(1_000_000 + 29_999)).toBe(1)
    expect(() => storage.assertEmailLoginAllowed(1_000_000 + 30_000)).not.toThrow()
    expect(storage.getTimeToNextEmailLogin(1_000_000 + 30_000)).toBe(0)
  })

  it('persists and validates the last connection', () => {
    const backend = createMemoryStorage()
    const storage = createStorageController(backend, silent)
    storage.setConnection({ connectorId: 'injected', namespace: 'eip155' })
    expect(storage.getConnection()).toEqual({ connectorId: 'injected', namespace: 'eip155' })
    backend.setItem(STORAGE_KEYS.connectedConnector, '{"connectorId":1}')
    expect(storage.getConnection()).toBeUndefined()
    backend.setItem(STORAGE_KEYS.connectedConnector, 'not json')
    expect(storage.getConnection()).toBeUndefined()
  })

  it('clearLoginCache removes every cached login key and keeps the cooldown timestamp', () => {
    const backend = createMemoryStorage()
    const storage = createStorageController(backend, silent)
    storage.setEmail('a@b.co')
    storage.setEmailLoginUsed()
    storage.setLastUsedChainId(137)
    storage.setSocialUsername('alice')
    storage.setConnectedSocial('x')
    storage.setSmartAccountEnabledNetworks([1])
    storage.setConnection({ connectorId: 'auth', namespace: 'eip155' })
    storage.setLastEmailLoginTime(5)
    storage.clearLoginCache()
    expect(storage.getEmail()).toBeUndefined()
    expect(storage.isEmailLoginUsed()).toBe(false)
    expect(storage.getLastUsedChainId()).toBe(1)
    expect(storage.getSocialUsername()).toBeUndefined()
    expect(storage.getConnectedSocial()).toBeUndefined()
    expect(storage.getSmartAccountEnabledNetworks()).toEqual([])
    expect(storage.getConnection()).toBeUndefined()
    expect(storage.getLastEmailLoginTime()).toBe(5)
  })

  it('never throws when the storage backend does', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const storage = createStorageController(broken, silent)
    expect(() => storage.setEmail('a@b.co')).not.toThrow()
    expect(storage.getEmail()).toBeUndefined()
    expect(storage.getLastUsedChainId()).toBe(1)
    expect(() => storage.clearLoginCache()).not.toThrow()
  })
})
