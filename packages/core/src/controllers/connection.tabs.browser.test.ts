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
    window.localStorage.clear()
    changedInOtherTab(null)
    await vi.waitFor(() => expect(kit.getState().account.status).toBe('disconnected'))
  })

  it('ignores other keys, and a kit whose storage is not localStorage', async () => {
    const local = createTestKit({ storage: window.localStorage, connectors, features })
    const inMemory = createTestKit({ storage: createMemoryStorage(), connectors, features })
    await connectFake(local, { id: 'wallet' })
    await connectFake(inMemory, { id: 'wallet' })
    changedInOtherTab(STORAGE_KEYS.email)
    window.localStorage.removeItem(STORAGE_KEYS.connectedConnector)
    changedInOtherTab(STORAGE_KEYS.connectedConnector)
    await vi.waitFor(() => expect(local.getState().account.status).toBe('disconnected'))
    await flush()
    expect(inMemory.getState().account.status).toBe('connected')
  })

  it('a tab in the middle of its own connection keeps going', async () => {
    const kit = createTestKit({ storage: window.localStorage, connectors, features })
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
    kit.destroy()
    window.localStorage.removeItem(STORAGE_KEYS.connectedConnector)
    changedInOtherTab(STORAGE_KEYS.connectedConnector)
    await flush()
    await flush()
    expect(kit.getState().account.status).toBe('connected')
  })
})
