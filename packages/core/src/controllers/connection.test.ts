import { describe, expect, it } from 'vitest'
import { ConnectorNotFoundError, NotConnectedError } from '../errors.js'
import { createMemoryStorage } from '../services/memoryStorage.js'
import { connectFake, createTestKit } from '../test-utils.js'
import { createFakeConnector, FAKE_EVM_ADDRESS } from '../testing/index.js'
import type { KitStorageBackend } from '../types.js'

/** Fills every cached login key, as a logged-in e-mail user would have them. */
function seedLoginCache(kit: ReturnType<typeof createTestKit>) {
  kit.storage.setEmail('a@b.co')
  kit.storage.setEmailLoginUsed()
  kit.storage.setLastUsedChainId(137)
  kit.storage.setSocialUsername('alice')
  kit.storage.setConnectedSocial('github')
  kit.storage.setSmartAccountEnabledNetworks([80002])
}

function expectLoginCacheCleared(storage: KitStorageBackend) {
  for (const key of [
    '@kit/email',
    '@kit/email_login_used',
    '@kit/last_used_chain',
    '@kit/social_username',
    '@kit/connected_social',
    '@kit/smart_account_enabled_networks',
    '@kit/connected_connector',
  ])
    expect(storage.getItem(key), key).toBeNull()
}

describe('connection controller', () => {
  it('connects: connecting, then connected with the account filled in and the connection persisted', async () => {
    const storage = createMemoryStorage()
    const kit = createTestKit({ storage })
    const connector = createFakeConnector({ id: 'wallet' })
    kit.connectors.register(connector)
    const events: string[] = []
    kit.onEvent((event) => events.push(event.event))
    const pending = kit.connection.connect('wallet')
    expect(kit.getState().account.status).toBe('connecting')
    await pending
    const { account, connectors, network } = kit.getState()
    expect(account.status).toBe('connected')
    expect(account.caipAddress).toBe(`eip155:80002:${FAKE_EVM_ADDRESS}`)
    expect(account.allAccounts).toEqual([{ address: FAKE_EVM_ADDRESS, type: 'eoa' }])
    expect(connectors.active).toBe('wallet')
    expect(network.active).toBe('eip155:80002')
    expect(kit.storage.getConnection()).toEqual({ connectorId: 'wallet', namespace: 'eip155' })
    expect(connector.calls[0]).toEqual({ method: 'connect', args: ['eip155:80002'] })
    expect(events).toEqual(['CONNECT_SUCCESS'])
  })

  it('a refused connection goes back to disconnected and rethrows', async () => {
    const kit = createTestKit()
    kit.connectors.register(createFakeConnector({ id: 'wallet', connectError: new Error('User rejected') }))
    const events: string[] = []
    kit.onEvent((event) => events.push(event.event))
    await expect(kit.connection.connect('wallet')).rejects.toThrow('User rejected')
    expect(kit.getState().account.status).toBe('disconnected')
    expect(kit.storage.getConnection()).toBeUndefined()
    expect(events).toEqual(['CONNECT_ERROR'])
  })

  it('refuses an unknown connector', async () => {
    await expect(createTestKit().connection.connect('nope')).rejects.toBeInstanceOf(ConnectorNotFoundError)
  })

  it('connects a Solana connector on a Solana network even when an EVM network is active', async () => {
    const kit = createTestKit()
    const connector = createFakeConnector({ id: 'phantom', namespace: 'solana', address: 'So1ana' })
    kit.connectors.register(connector)
    await kit.connection.connect('phantom')
    expect(connector.calls[0]?.args).toEqual(['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'])
    expect(kit.getState().network.active).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  })

  it('disconnect resets the account and clears every cached login key (spec §4)', async () => {
    const storage = createMemoryStorage()
    const kit = createTestKit({ storage })
    const connector = await connectFake(kit)
    seedLoginCache(kit)
    kit.storage.setLastEmailLoginTime(1_000)
    await kit.connection.disconnect()
    expect(kit.getState().account.status).toBe('disconnected')
    expect(kit.getState().account.address).toBeUndefined()
    expect(kit.getState().connectors.active).toBeUndefined()
    expect(connector.calls.at(-1)?.method).toBe('disconnect')
    expectLoginCacheCleared(storage)
    // The cooldown is a rate limit, not login data: logging out does not reset it.
    expect(kit.storage.getLastEmailLoginTime()).toBe(1_000)
  })

  it('a disconnect stays in force after a reload', async () => {
    const storage = createMemoryStorage()
    const first = createTestKit({ storage })
    await connectFake(first, { id: 'wallet' })
    await first.connection.disconnect()
    const reloaded = createTestKit({ storage })
    reloaded.connectors.register(createFakeConnector({ id: 'wallet' }))
    await expect(reloaded.connection.reconnect()).resolves.toBe(false)
    expect(reloaded.getState().account.status).toBe('disconnected')
  })

  it('a wallet that fails to disconnect is still disconnected locally', async () => {
    const kit = createTestKit()
    const connector = await connectFake(kit)
    connector.disconnect = async () => {
      throw new Error('wallet gone')
    }
    await kit.connection.disconnect()
    expect(kit.getState().account.status).toBe('disconnected')
  })

  it('after a reload the persisted connection is restored: reconnecting, then connected', async () => {
    const storage = createMemoryStorage()
    const first = createTestKit({ storage })
    await connectFake(first, { id: 'wallet' })
    const reloaded = createTestKit({ storage })
    reloaded.connectors.register(createFakeConnector({ id: 'wallet' }))
    const pending = reloaded.connection.reconnect()
    expect(reloaded.getState().account.status).toBe('reconnecting')
    await expect(pending).resolves.toBe(true)
    expect(reloaded.getState().account.status).toBe('connected')
    expect(reloaded.getState().account.address).toBe(FAKE_EVM_ADDRESS)
  })

  it('a failed connection check clears every cached login key (spec §4)', async () => {
    for (const outcome of ['none', 'fail'] as const) {
      const storage = createMemoryStorage()
      const first = createTestKit({ storage })
      await connectFake(first, { id: 'auth', type: 'auth' })
      seedLoginCache(first)
      const reloaded = createTestKit({ storage })
      reloaded.connectors.register(createFakeConnector({ id: 'auth', type: 'auth', reconnect: outcome }))
      await expect(reloaded.connection.reconnect()).resolves.toBe(false)
      expect(reloaded.getState().account.status).toBe('disconnected')
      expectLoginCacheCleared(storage)
    }
  })

  it('handleConnectionLost resets the account and clears the login cache', async () => {
    const storage = createMemoryStorage()
    const kit = createTestKit({ storage })
    await connectFake(kit)
    seedLoginCache(kit)
    kit.connection.handleConnectionLost()
    expect(kit.getState().account.status).toBe('disconnected')
    expectLoginCacheCleared(storage)
  })

  it('reconnect changes nothing when nothing is persisted or the connector is not registered yet', async () => {
    const storage = createMemoryStorage()
    const kit = createTestKit({ storage })
    await expect(kit.connection.reconnect()).resolves.toBe(false)
    kit.storage.setConnection({ connectorId: 'later', namespace: 'eip155' })
    await expect(kit.connection.reconnect()).resolves.toBe(false)
    expect(kit.storage.getConnection()).toEqual({ connectorId: 'later', namespace: 'eip155' })
  })

  it('a newer connection attempt wins over a slower older one', async () => {
    const kit = createTestKit()
    let release: () => void = () => undefined
    const slow = createFakeConnector({ id: 'slow', address: '0x3333333333333333333333333333333333333333' })
    const original = slow.connect
    slow.connect = async (parameters) => {
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return original(parameters)
    }
    kit.connectors.register(slow)
    kit.connectors.register(createFakeConnector({ id: 'fast' }))
    const first = kit.connection.connect('slow')
    await kit.connection.connect('fast')
    release()
    await first
    expect(kit.getState().connectors.active).toBe('fast')
    expect(kit.getState().account.address).toBe(FAKE_EVM_ADDRESS)
  })

  it('signs with the connected account, and refuses when nothing is connected', async () => {
    const kit = createTestKit()
    await expect(kit.connection.signMessage('hi')).rejects.toBeInstanceOf(NotConnectedError)
    const connector = await connectFake(kit)
    await expect(kit.connection.signMessage('hi')).resolves.toMatch(/^0x/)
    expect(connector.calls.at(-1)).toEqual({ method: 'signMessage', args: ['hi', FAKE_EVM_ADDRESS] })
  })
})
