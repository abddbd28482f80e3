// @vitest-environment jsdom
// Two tabs of one site share localStorage; a tab hears of the other's changes through storage events.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../constants.js'
import { createMemoryStorage } from '../services/memoryStorage.js'
import { connectFake, createTestKit, flush } from '../test-utils.js'
import { createFakeConnector } from '../testing/index.js'

/** What the browser does in this tab when another tab of the site writes to localStorage. */
function changedInOtherTab(key: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea: window.localStorage }))
}

/**
 * The kit listens once the page is idle; jsdom has no idle callbacks, so there it listens from a task of its own.
 * These cases test the listener itself.
 */
const listening = () => new Promise((resolve) => setTimeout(resolve, 0))

const connectors = { injected: false, walletConnect: false, solana: false }
const features = { email: false, socials: [], farcaster: false }

afterEach(() => {
  window.localStorage.clear()
})

describe('following other tabs', () => {
  it('lets go when another tab disconnects: disconnected, login cache cleared, DISCONNECT_SUCCESS', async () => {
    const kit = createTestKit({ storage: window.localStorage, connectors, features })
    const events: string[] = []
    kit.onEvent((event) => events.push(event.event))
    await connectFake(kit, { id: 'wallet' })
    await listening()
    kit.storage.setEmail('a@example.com')
    expect(kit.getState().account.status).toBe('connected')

    // The other tab's disconnect clears the connection it shares with this one.
    window.localStorage.removeItem(STORAGE_KEYS.connectedConnector)
    changedInOtherTab(STORAGE_KEYS.connectedConnector)
    await vi.waitFor(() => expect(kit.getState().account.status).toBe('disconnected'))
    expect(kit.getState().account.address).toBeUndefined()
    expect(kit.getState().connectors.active).toBeUndefined()
    expect(kit.storage.getEmail()).toBeUndefined()
    expect(events).toContain('DISCONNECT_SUCCESS')
  })

  it('restores the session another tab connected', async () => {
    const kit = createTestKit({ storage: window.localStorage, connectors, features })
    await listening()
    const connector = createFakeConnector({ id: 'wallet' })
    kit.connectors.register(connector)
    window.localStorage.setItem(
      STORAGE_KEYS.connectedConnector,
      JSON.stringify({ connectorId: 'wallet', namespace: 'eip155' }),
    )
    changedInOtherTab(STORAGE_KEYS.connectedConnector)
    await vi.waitFor(() => expect(kit.getState().account.status).toBe('connected'))
    expect(kit.getState().connectors.active).toBe('wallet')
    expect(connector.calls.map((call) => call.method)).toContain('reconnect')
  })

  it('follows a storage.clear() in another tab (the event has no key)', async () => {
    const kit = createTestKit({ storage: window.localStorage, connectors, features })
    await connectFake(kit, { id: 'wallet' })
    await listening()
    window.localStorage.clear()
    changedInOtherTab(null)
    await vi.waitFor(() => expect(kit.getState().account.status).toBe('disconnected'))
  })

  it('ignores other keys, and a kit whose storage is not localStorage', async () => {
    const local = createTestKit({ storage: window.localStorage, connectors, features })
    const inMemory = createTestKit({ storage: createMemoryStorage(), connectors, features })
    await connectFake(local, { id: 'wallet' })
    await connectFake(inMemory, { id: 'wallet' })
    await listening()
    changedInOtherTab(STORAGE_KEYS.email)
    window.localStorage.removeItem(STORAGE_KEYS.connectedConnector)
    changedInOtherTab(STORAGE_KEYS.connectedConnector)
    await vi.waitFor(() => expect(local.getState().account.status).toBe('disconnected'))
    await flush()
    expect(inMemory.getState().account.status).toBe('connected')
  })

  it('a tab in the middle of its own connection keeps going', async () => {
    const kit = createTestKit({ storage: window.localStorage, connectors, features })
    await listening()
    let approve: () => void = () => undefined
    const connector = createFakeConnector({ id: 'slow' })
    const connect = connector.connect.bind(connector)
    connector.connect = async (parameters) => {
      await new Promise<void>((resolve) => {
        approve = resolve
      })
      return connect(parameters)
    }
    kit.connectors.register(connector)
    const connecting = kit.connection.connect('slow')
    expect(kit.getState().account.status).toBe('connecting')
    changedInOtherTab(STORAGE_KEYS.connectedConnector)
    await flush()
    await flush()
    approve()
    await connecting
    expect(kit.getState().account.status).toBe('connected')
  })

  it('stops listening when the kit is destroyed', async () => {
    const kit = createTestKit({ storage: window.localStorage, connectors, features })
    await connectFake(kit, { id: 'wallet' })
    await listening()
    kit.destroy()
    window.localStorage.removeItem(STORAGE_KEYS.connectedConnector)
    changedInOtherTab(STORAGE_KEYS.connectedConnector)
    await flush()
    await flush()
    expect(kit.getState().account.status).toBe('connected')
  })

  it('adds no storage listener while the kit is made (it would hold back the first paint), only once the page is idle', async () => {
    const added = vi.spyOn(window, 'addEventListener')
    createTestKit({ storage: window.localStorage, connectors, features })
    expect(added.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(0)
    await listening()
    expect(added.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1)
    added.mockRestore()
  })

  it('waits for the page to be idle before it listens, where the page has idle callbacks', async () => {
    const idle: Array<() => void> = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    const added = vi.spyOn(window, 'addEventListener')
    const storageListeners = () => added.mock.calls.filter(([type]) => type === 'storage')
    try {
      const kit = createTestKit({ storage: window.localStorage, connectors, features })
      await listening()
      expect(storageListeners()).toHaveLength(0)
      for (const callback of idle.splice(0)) callback()
      expect(storageListeners()).toHaveLength(1)
      kit.destroy()
    } finally {
      added.mockRestore()
      vi.unstubAllGlobals()
    }
  })

  it('follows a change another tab made before this kit listened (its event came too early)', async () => {
    const kit = createTestKit({ storage: window.localStorage, connectors, features })
    const connector = createFakeConnector({ id: 'wallet' })
    kit.connectors.register(connector)
    // Written by the other tab while this page was starting: its event went by before the kit listened.
    window.localStorage.setItem(
      STORAGE_KEYS.connectedConnector,
      JSON.stringify({ connectorId: 'wallet', namespace: 'eip155' }),
    )
    await vi.waitFor(() => expect(kit.getState().account.status).toBe('connected'))
    expect(connector.calls.map((call) => call.method)).toContain('reconnect')
  })
})
