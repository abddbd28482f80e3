import { describe, expect, it } from 'vitest'
import { NetworkNotFoundError } from '../errors/kit.js'
import { createMemoryStorage } from '../services/memoryStorage.js'
import { connectFake, createTestKit } from '../test-utils.js'

const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

describe('network controller', () => {
  it('starts on the default network', () => {
    expect(createTestKit().network.getActiveNetwork().caipNetworkId).toBe('eip155:80002')
    expect(createTestKit({ defaultNetwork: 'eip155:1' }).getState().network.active).toBe('eip155:1')
  })

  it('refuses a network that is not configured with "Network not found"', async () => {
    const kit = createTestKit()
    expect(() => kit.network.setActive('eip155:10')).toThrow(NetworkNotFoundError)
    await expect(kit.network.switchNetwork('eip155:10')).rejects.toMatchObject({
      shortMessage: 'Network not found',
    })
  })

  it('switching while disconnected makes the network active, remembers it and emits SWITCH_NETWORK', async () => {
    const storage = createMemoryStorage()
    const kit = createTestKit({ storage })
    const events: unknown[] = []
    kit.onEvent((event) => events.push([event.event, event.properties]))
    await kit.network.switchNetwork('eip155:1')
    expect(kit.getState().network.active).toBe('eip155:1')
    expect(kit.storage.getLastUsedChainId()).toBe(1)
    expect(events).toEqual([['SWITCH_NETWORK', { network: 'eip155:1' }]])
  })

  it('after a switch from the Networks view the modal returns to the entry before it', async () => {
    const kit = createTestKit()
    kit.modal.open({ view: 'Account' })
    kit.router.push('Networks')
    await kit.network.switchNetwork('eip155:1')
    expect(kit.getState().router.history).toEqual(['Account'])
  })

  it('after a switch the modal returns to the entry before Networks, however deep', async () => {
    const kit = createTestKit()
    kit.modal.open({ view: 'Account' })
    kit.router.push('AccountSettings')
    kit.router.push('Networks')
    await kit.network.switchNetwork('eip155:1')
    expect(kit.getState().router.history).toEqual(['Account', 'AccountSettings'])
    expect(kit.getState().modal.open).toBe(true)
  })

  it('after a switch the modal closes when there is no entry before Networks', async () => {
    const kit = createTestKit()
    kit.modal.open({ view: 'Networks' })
    await kit.network.switchNetwork('eip155:1')
    expect(kit.getState().modal.open).toBe(false)
  })

  it('when connected, the wallet switches first', async () => {
    const kit = createTestKit()
    const connector = await connectFake(kit)
    await kit.network.switchNetwork('eip155:1')
    expect(connector.calls.at(-1)).toEqual({ method: 'switchNetwork', args: ['eip155:1'] })
    expect(kit.getState().network.active).toBe('eip155:1')
  })

  it('a switch the wallet refuses changes nothing (no optimistic update)', async () => {
    const kit = createTestKit()
    await connectFake(kit, { switchNetworkError: new Error('User rejected') })
    await expect(kit.network.switchNetwork('eip155:1')).rejects.toThrow('User rejected')
    expect(kit.getState().network.active).toBe('eip155:80002')
  })

  it('switching to another namespace while connected asks to switch the active chain instead', async () => {
    const kit = createTestKit()
    await connectFake(kit)
    kit.modal.open({ view: 'Networks' })
    await kit.network.switchNetwork(SOLANA_DEVNET)
    expect(kit.getState().network.active).toBe('eip155:80002')
    expect(kit.getState().router.view).toBe('SwitchActiveChain')
    expect(kit.getState().router.data).toEqual({ switchToNamespace: 'solana', caipNetworkId: SOLANA_DEVNET })
  })

  it('follows the wallet to a configured network and flags an unconfigured one as unsupported', () => {
    const kit = createTestKit()
    kit.network.reportWalletNetwork('eip155:999')
    expect(kit.getState().network.unsupported).toBe(true)
    expect(kit.getState().network.active).toBe('eip155:80002')
    kit.network.reportWalletNetwork('eip155:1')
    expect(kit.getState().network.unsupported).toBe(false)
    expect(kit.getState().network.active).toBe('eip155:1')
  })

  it('stores the smart-account networks as a comma list', async () => {
    const storage = createMemoryStorage()
    const kit = createTestKit({ storage })
    await connectFake(kit, { getSmartAccountEnabledNetworks: async () => [80002, 137] })
    await expect(kit.network.loadSmartAccountEnabledNetworks()).resolves.toEqual([80002, 137])
    expect(storage.getItem('@kit/smart_account_enabled_networks')).toBe('80002,137')
    expect(kit.network.isSmartAccountEnabled()).toBe(true)
  })

  it('a failure to get the smart-account networks gives an empty list', async () => {
    const kit = createTestKit()
    kit.network.setSmartAccountEnabledNetworks([80002])
    await connectFake(kit, {
      getSmartAccountEnabledNetworks: async () => {
        throw new Error('frame error')
      },
    })
    await expect(kit.network.loadSmartAccountEnabledNetworks()).resolves.toEqual([])
    expect(kit.getState().network.smartAccountEnabledNetworks).toEqual([])
    expect(kit.network.isSmartAccountEnabled()).toBe(false)
  })

  it('smart accounts are never enabled on Solana', () => {
    const kit = createTestKit()
    kit.network.setSmartAccountEnabledNetworks([80002])
    kit.network.setActive(SOLANA_DEVNET)
    expect(kit.network.isSmartAccountEnabled()).toBe(false)
  })
})
