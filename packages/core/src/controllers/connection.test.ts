import { describe, expect, it, vi } from 'vitest'
import {
  ConnectionCheckUnavailableError,
  ConnectorError,
  UserRejectedRequestError,
} from '../errors/wallet.js'
import { ConnectorNotFoundError, KitValidationError, NotConnectedError } from '../errors/kit.js'
import { createMemoryStorage } from '../services/memoryStorage.js'
import { connectFake, createTestKit, flush } from '../test-utils.js'
import { RECONNECT_TIMEOUT_MS } from './connection.actions.js'
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

  it('disconnect resets the account and clears every cached login key', async () => {
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

  it('a restored session resumes on the network last used, not the default one', async () => {
    const storage = createMemoryStorage()
    const first = createTestKit({ storage })
    await connectFake(first, { id: 'auth', type: 'auth' })
    await first.network.switchNetwork('eip155:1')
    const reloaded = createTestKit({ storage })
    const connector = createFakeConnector({ id: 'auth', type: 'auth' })
    reloaded.connectors.register(connector)
    await expect(reloaded.connection.reconnect()).resolves.toBe(true)
    expect(connector.calls.find((call) => call.method === 'reconnect')?.args).toEqual(['eip155:1'])
    expect(reloaded.getState().network.active).toBe('eip155:1')
  })

  it('a failed connection check clears every cached login key', async () => {
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

  it('a restore whose wallet could not be asked (no check made) ends disconnected and keeps the login', async () => {
    const storage = createMemoryStorage()
    const first = createTestKit({ storage })
    await connectFake(first, { id: 'auth', type: 'auth' })
    seedLoginCache(first)
    const reloaded = createTestKit({ storage })
    const connector = createFakeConnector({ id: 'auth', type: 'auth' })
    connector.reconnect = async () => {
      throw new ConnectionCheckUnavailableError({ details: 'The secure frame did not answer.' })
    }
    reloaded.connectors.register(connector)
    await expect(reloaded.connection.reconnect()).resolves.toBe(false)
    expect(reloaded.getState().account.status).toBe('disconnected')
    expect(reloaded.getState().connectors.active).toBeUndefined()
    for (const key of ['@kit/email', '@kit/last_used_chain', '@kit/connected_connector'])
      expect(storage.getItem(key), key).not.toBeNull()

    // The next load asks again and restores.
    const next = createTestKit({ storage })
    next.connectors.register(createFakeConnector({ id: 'auth', type: 'auth' }))
    await expect(next.connection.reconnect()).resolves.toBe(true)
    expect(next.getState().account.status).toBe('connected')
  })

  it('a restore that does not finish in time (a frame still loading) keeps the login for the next load', async () => {
    vi.useFakeTimers()
    try {
      const storage = createMemoryStorage()
      const first = createTestKit({ storage })
      await connectFake(first, { id: 'auth', type: 'auth' })
      seedLoginCache(first)
      const reloaded = createTestKit({ storage })
      const connector = createFakeConnector({ id: 'auth', type: 'auth' })
      connector.reconnect = () => new Promise(() => undefined)
      reloaded.connectors.register(connector)
      const restored = reloaded.connection.reconnect()
      await vi.advanceTimersByTimeAsync(RECONNECT_TIMEOUT_MS)
      await expect(restored).resolves.toBe(false)
      expect(reloaded.getState().account.status).toBe('disconnected')
      for (const key of ['@kit/email', '@kit/last_used_chain', '@kit/connected_connector'])
        expect(storage.getItem(key), key).not.toBeNull()
    } finally {
      vi.useRealTimers()
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

describe('wallet events', () => {
  it('accountsChanged moves the account; an empty list is a disconnect that clears the login cache', async () => {
    const storage = createMemoryStorage()
    const kit = createTestKit({ storage })
    const connector = await connectFake(kit)
    const other = '0x2222222222222222222222222222222222222222'
    connector.emit({ type: 'accountsChanged', accounts: [other] })
    await expect.poll(() => kit.getState().account.address).toBe(other)
    expect(kit.getState().account.caipAddress).toBe(`eip155:80002:${other}`)
    kit.storage.setEmail('a@b.co')
    connector.emit({ type: 'accountsChanged', accounts: [] })
    await expect.poll(() => kit.getState().account.status).toBe('disconnected')
    expectLoginCacheCleared(storage)
    expect(connector.listenerCount).toBe(0)
  })

  it('chainChanged follows the wallet to a configured network and moves the account with it', async () => {
    const kit = createTestKit()
    const connector = await connectFake(kit)
    connector.emit({ type: 'chainChanged', caipNetworkId: 'eip155:1' })
    await expect.poll(() => kit.getState().network.active).toBe('eip155:1')
    expect(kit.getState().account.caipAddress).toBe(`eip155:1:${FAKE_EVM_ADDRESS}`)
    expect(kit.storage.getLastUsedChainId()).toBe(1)
  })

  it('chainChanged to a network the app did not configure flags it unsupported and offers the networks', async () => {
    const kit = createTestKit()
    const connector = await connectFake(kit)
    kit.modal.open()
    connector.emit({ type: 'chainChanged', caipNetworkId: 'eip155:999' })
    await expect.poll(() => kit.getState().network.unsupported).toBe(true)
    expect(kit.getState().network.active).toBe('eip155:80002')
    expect(kit.getState().router.view).toBe('UnsupportedChain')
  })

  it('a disconnect event resets the account and clears the login cache', async () => {
    const storage = createMemoryStorage()
    const kit = createTestKit({ storage })
    const connector = await connectFake(kit)
    seedLoginCache(kit)
    connector.emit({ type: 'disconnect' })
    await expect.poll(() => kit.getState().account.status).toBe('disconnected')
    expectLoginCacheCleared(storage)
  })

  it('events of a connector that is no longer connected are ignored', async () => {
    const kit = createTestKit()
    const first = await connectFake(kit, { id: 'first' })
    await connectFake(kit, { id: 'second' })
    expect(first.listenerCount).toBe(0)
    first.emit({ type: 'disconnect' })
    await flush()
    expect(kit.getState().account.status).toBe('connected')
    expect(kit.getState().connectors.active).toBe('second')
  })

  it('displayUri of the connector being connected is the pairing URI in state, with its expiry', async () => {
    const kit = createTestKit()
    const connector = createFakeConnector({ id: 'wc', type: 'walletConnect' })
    let release: () => void = () => undefined
    const original = connector.connect
    connector.connect = async (parameters) => {
      connector.emit({ type: 'displayUri', uri: 'wc:abc@2' })
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return original(parameters)
    }
    kit.connectors.register(connector)
    const pending = kit.connection.connect('wc')
    await expect.poll(() => kit.getState().connection.wcUri).toBe('wc:abc@2')
    expect(kit.getState().connection.wcPairingExpiry).toBeGreaterThan(Date.now() + 200_000)
    release()
    await pending
    expect(kit.getState().connection).toEqual({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      error: undefined,
      walletReachable: true,
    })
  })
})

describe('failures and limits', () => {
  it('a user rejection (4001) is a UserRejectedRequestError; nothing is half-set and connection.error says why', async () => {
    const kit = createTestKit()
    const connector = createFakeConnector({
      connectError: { code: 4001, message: 'User rejected the request.' },
    })
    kit.connectors.register(connector)
    const failure = await kit.connection.connect('fake').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(UserRejectedRequestError)
    const { account, connectors, connection } = kit.getState()
    expect(account).toMatchObject({ status: 'disconnected', address: undefined, caipAddress: undefined })
    expect(connectors.active).toBeUndefined()
    expect(connection.error).toBe('User rejected the request.')
    expect(kit.storage.getConnection()).toBeUndefined()
    expect(connector.listenerCount).toBe(0)
  })

  it('other wallet failures are ConnectorError "Connection failed" with the wallet’s words', async () => {
    const kit = createTestKit()
    kit.connectors.register(createFakeConnector({ connectError: new Error('wallet locked') }))
    const failure = await kit.connection.connect('fake').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ConnectorError)
    expect(failure).toMatchObject({ shortMessage: 'Connection failed', details: 'wallet locked' })
  })

  it('a failed attempt while connected keeps the existing connection', async () => {
    const kit = createTestKit()
    await connectFake(kit, { id: 'good' })
    kit.connectors.register(createFakeConnector({ id: 'bad', connectError: { code: 4001 } }))
    await expect(kit.connection.connect('bad')).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(kit.getState().account.status).toBe('connected')
    expect(kit.getState().connectors.active).toBe('good')
  })

  it('a wallet that never answers times out instead of leaving the promise pending', async () => {
    vi.useFakeTimers()
    try {
      const kit = createTestKit()
      const connector = createFakeConnector()
      connector.connect = () => new Promise(() => undefined)
      kit.connectors.register(connector)
      const pending = kit.connection.connect('fake').catch((error: unknown) => error)
      await vi.advanceTimersByTimeAsync(5 * 60_000 + 1)
      expect(await pending).toMatchObject({ shortMessage: 'The wallet did not answer in time' })
      expect(kit.getState().account.status).toBe('disconnected')
    } finally {
      vi.useRealTimers()
    }
  })

  it('destroy ends a pending connection', async () => {
    const kit = createTestKit()
    const connector = createFakeConnector()
    connector.connect = () => new Promise(() => undefined)
    kit.connectors.register(connector)
    const pending = kit.connection.connect('fake').catch((error: unknown) => error)
    await flush()
    kit.destroy()
    expect(await pending).toBeInstanceOf(Error)
  })
})

describe('restore on load', () => {
  it('a kit created over a persisted connection starts reconnecting and restores it by itself', async () => {
    const storage = createMemoryStorage()
    const first = createTestKit({ storage })
    await connectFake(first, { id: 'wallet' })
    first.destroy()
    const reloaded = createTestKit({ storage })
    expect(reloaded.getState().account.status).toBe('reconnecting')
    reloaded.connectors.register(createFakeConnector({ id: 'wallet' }))
    await expect.poll(() => reloaded.getState().account.status).toBe('connected')
  })

  it('a persisted wallet that never shows up counts as a failed connection check', async () => {
    const storage = createMemoryStorage()
    const first = createTestKit({ storage })
    await connectFake(first, { id: 'gone' })
    first.destroy()
    const reloaded = createTestKit({ storage })
    seedLoginCache(reloaded)
    await expect.poll(() => reloaded.getState().account.status, { timeout: 5_000 }).toBe('disconnected')
    expectLoginCacheCleared(storage)
  })

  it('a kit without a persisted connection never touches a wallet on its own', async () => {
    const kit = createTestKit()
    const connector = createFakeConnector()
    kit.connectors.register(connector)
    await flush()
    expect(kit.getState().account.status).toBe('disconnected')
    expect(connector.calls).toEqual([])
  })
})

describe('requests to the wallet', () => {
  it('wallet_sendCalls calls need a to starting with 0x, checked before anything reaches the wallet', async () => {
    const kit = createTestKit()
    const requests: unknown[] = []
    const connector = await connectFake(kit)
    connector.getProvider = async () => ({
      request: async (request: unknown) => {
        requests.push(request)
        return '0xid'
      },
    })
    await expect(
      kit.connection.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: 'abc' }] }] }),
    ).rejects.toBeInstanceOf(KitValidationError)
    expect(requests).toEqual([])
    const valid = { method: 'wallet_sendCalls', params: [{ calls: [{ to: '0xabc', value: '0x1' }] }] }
    await expect(kit.connection.request(valid)).resolves.toBe('0xid')
    expect(requests).toEqual([valid])
  })

  it('refuses without a connected EIP-1193 wallet', async () => {
    const kit = createTestKit()
    await expect(kit.connection.request({ method: 'eth_chainId' })).rejects.toBeInstanceOf(NotConnectedError)
  })

  it('a refusal in the wallet is a UserRejectedRequestError', async () => {
    const kit = createTestKit()
    const connector = await connectFake(kit)
    connector.getProvider = async () => ({
      request: async () => {
        throw { code: 4001, message: 'User rejected the request.' }
      },
    })
    await expect(
      kit.connection.request({ method: 'personal_sign', params: ['0x', '0x'] }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })
})
