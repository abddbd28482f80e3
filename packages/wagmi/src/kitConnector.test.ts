// kitConnector's edges with wagmi's own actions (@wagmi/core) over a kit with scripted connectors: no chain, no
// React. The real wallet and chain paths are in kitConnector.integration.test.tsx.
import { kitDevnet, polygonAmoy, solanaLocalnet } from '@kit/chains'
import { createKit, createMemoryStorage, type Kit, type KitStorageBackend } from '@kit/core'
import { createFakeConnector, FAKE_EVM_ADDRESS } from '@kit/core/testing'
import { connect, createConfig, disconnect, getConnection, reconnect, switchChain } from '@wagmi/core'
import { http, SwitchChainError, UserRejectedRequestError } from 'viem'
import { mainnet } from 'viem/chains'
import { afterEach, describe, expect, it } from 'vitest'
import { kitConnector } from './kitConnector.js'

const kits: Kit[] = []

function newKit(storage: KitStorageBackend = createMemoryStorage(), solana = false) {
  const kit = createKit({
    projectId: 'kit-wagmi-unit',
    networks: solana ? [polygonAmoy, kitDevnet, solanaLocalnet] : [polygonAmoy, kitDevnet],
    storage,
    apiUrl: 'http://127.0.0.1:9',
    logLevel: 'silent',
    connectors: { walletConnect: false, solana: false, injected: false },
  })
  kits.push(kit)
  return kit
}

/** wagmi knows mainnet too, which the kit does not configure. */
function wagmiConfig(kit: Kit) {
  return createConfig({
    chains: [polygonAmoy, kitDevnet, mainnet],
    connectors: [kitConnector(kit)],
    transports: { [polygonAmoy.id]: http(), [kitDevnet.id]: http(), [mainnet.id]: http() },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
}

afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
})

describe('kitConnector', () => {
  it('is a wagmi connector named after Kit; id, name and icon can be set', () => {
    const kit = newKit()
    expect(wagmiConfig(kit).connectors[0]).toMatchObject({ id: 'kit', name: 'Kit', type: 'kit' })
    const custom = createConfig({
      chains: [polygonAmoy],
      connectors: [kitConnector(kit, { id: 'my-kit', name: 'Sign in', icon: 'data:image/svg+xml,<svg/>' })],
      transports: { [polygonAmoy.id]: http() },
      multiInjectedProviderDiscovery: false,
    })
    expect(custom.connectors[0]).toMatchObject({
      id: 'my-kit',
      name: 'Sign in',
      icon: 'data:image/svg+xml,<svg/>',
    })
  })

  it('connect resolves at once, without the modal, when Kit is already connected', async () => {
    const kit = newKit()
    kit.connectors.register(createFakeConnector({ id: 'wallet' }))
    await kit.connection.connect('wallet')
    const config = wagmiConfig(kit)
    const result = await connect(config, { connector: config.connectors[0]! })
    expect(result).toEqual({ accounts: [FAKE_EVM_ADDRESS], chainId: 80002 })
    expect(kit.getState().modal.open).toBe(false)
  })

  it('connect with withCapabilities gives accounts as objects', async () => {
    const kit = newKit()
    kit.connectors.register(createFakeConnector({ id: 'wallet' }))
    await kit.connection.connect('wallet')
    const config = wagmiConfig(kit)
    const result = await connect(config, { connector: config.connectors[0]!, withCapabilities: true })
    expect(result.accounts).toEqual([{ address: FAKE_EVM_ADDRESS, capabilities: {} }])
  })

  it('connect with a chainId switches through Kit after connecting', async () => {
    const kit = newKit()
    const wallet = createFakeConnector({ id: 'wallet' })
    kit.connectors.register(wallet)
    const config = wagmiConfig(kit)
    const pending = connect(config, { connector: config.connectors[0]!, chainId: 31337 })
    await expect.poll(() => kit.getState().modal.open).toBe(true)
    await kit.connection.connect('wallet')
    expect(await pending).toEqual({ accounts: [FAKE_EVM_ADDRESS], chainId: 31337 })
    expect(wallet.calls.map((call) => call.method)).toContain('switchNetwork')
    expect(kit.getState().network.active).toBe('eip155:31337')
  })

  it('a Solana connection is not an EVM one: connect rejects when the modal closes, nothing connected in wagmi', async () => {
    const kit = newKit(createMemoryStorage(), true)
    kit.connectors.register(createFakeConnector({ id: 'phantom', namespace: 'solana', address: 'So1ana' }))
    const config = wagmiConfig(kit)
    const pending = connect(config, { connector: config.connectors[0]! })
    await expect.poll(() => kit.getState().modal.open).toBe(true)
    await kit.connection.connect('phantom')
    kit.modal.close()
    await expect(pending).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(getConnection(config).status).toBe('disconnected')
    expect(await config.connectors[0]!.isAuthorized()).toBe(false)
  })

  it('switchChain to a chain the kit does not configure fails with SwitchChainError; nothing moves', async () => {
    const kit = newKit()
    const wallet = createFakeConnector({ id: 'wallet' })
    kit.connectors.register(wallet)
    await kit.connection.connect('wallet')
    const config = wagmiConfig(kit)
    await connect(config, { connector: config.connectors[0]! })
    await expect(switchChain(config, { chainId: mainnet.id })).rejects.toBeInstanceOf(SwitchChainError)
    expect(wallet.calls.map((call) => call.method)).not.toContain('switchNetwork')
    expect(getConnection(config).chainId).toBe(80002)
    expect(kit.getState().network.active).toBe('eip155:80002')
  })

  it('switchChain to a chain wagmi does not configure fails with SwitchChainError before asking Kit', async () => {
    const kit = newKit()
    const wallet = createFakeConnector({ id: 'wallet' })
    kit.connectors.register(wallet)
    await kit.connection.connect('wallet')
    const config = wagmiConfig(kit)
    await connect(config, { connector: config.connectors[0]! })
    await expect(config.connectors[0]!.switchChain!({ chainId: 10 })).rejects.toBeInstanceOf(SwitchChainError)
    expect(wallet.calls.map((call) => call.method)).not.toContain('switchNetwork')
  })

  it('disconnect disconnects Kit; wagmi is told once', async () => {
    const kit = newKit()
    const wallet = createFakeConnector({ id: 'wallet' })
    kit.connectors.register(wallet)
    await kit.connection.connect('wallet')
    const config = wagmiConfig(kit)
    await connect(config, { connector: config.connectors[0]! })
    const heard: string[] = []
    config.connectors[0]!.emitter.on('disconnect', () => heard.push('disconnect'))
    await disconnect(config)
    expect(kit.getState().account.status).toBe('disconnected')
    expect(wallet.calls.map((call) => call.method)).toContain('disconnect')
    expect(getConnection(config).status).toBe('disconnected')
    // Kit's provider reports the disconnect a moment later: the connector has stopped listening by then.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(heard).toEqual([])
  })

  it('after a reload, isAuthorized waits for Kit’s restore and wagmi reconnects', async () => {
    const storage = createMemoryStorage()
    const before = newKit(storage)
    before.connectors.register(createFakeConnector({ id: 'wallet' }))
    await before.connection.connect('wallet')
    before.destroy()

    const kit = newKit(storage)
    expect(kit.getState().account.status).toBe('reconnecting')
    const config = wagmiConfig(kit)
    const restored = reconnect(config)
    // The wallet's connector appears a moment later (discovery), as in a browser.
    await new Promise((resolve) => setTimeout(resolve, 50))
    kit.connectors.register(createFakeConnector({ id: 'wallet' }))
    const [connection] = await restored
    expect(connection).toMatchObject({ accounts: [FAKE_EVM_ADDRESS], chainId: 80002 })
    expect(getConnection(config).status).toBe('connected')
    expect(kit.getState().modal.open).toBe(false)
  })

  it('isAuthorized settles when the kit is destroyed during a restore (never left pending)', async () => {
    const storage = createMemoryStorage()
    const before = newKit(storage)
    before.connectors.register(createFakeConnector({ id: 'wallet' }))
    await before.connection.connect('wallet')
    before.destroy()

    // The persisted wallet never appears: Kit stays 'reconnecting' while it waits for it.
    const kit = newKit(storage)
    const config = wagmiConfig(kit)
    const authorized = config.connectors[0]!.isAuthorized()
    kit.destroy()
    await expect(authorized).resolves.toBe(false)
  })
})
