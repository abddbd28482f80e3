import { describe, expect, it } from 'vitest'
import { connectFake, createTestKit } from '../test-utils.js'
import { createFakeConnector, FAKE_EVM_ADDRESS } from '../testing/fakes.js'
import { selectAccountOffers, selectLoginOffers, selectSmartAccountPaths } from './offers.js'

const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

describe('selectLoginOffers', () => {
  it('offers nothing besides wallets without an auth connector', () => {
    expect(selectLoginOffers(createTestKit().getState())).toEqual({
      email: false,
      socials: [],
      farcaster: false,
    })
  })

  it('with an auth connector, e-mail, socials and Farcaster as the features allow', () => {
    const kit = createTestKit({ features: { socials: ['github', 'x'], farcaster: false } })
    kit.connectors.register(createFakeConnector({ id: 'auth', type: 'auth' }))
    expect(selectLoginOffers(kit.getState())).toEqual({
      email: true,
      socials: ['github', 'x'],
      farcaster: false,
    })
  })
})

describe('selectAccountOffers', () => {
  it('an external wallet: buy and send by the features; no e-mail, account type or name', async () => {
    const kit = createTestKit({ features: { onramp: false } })
    await connectFake(kit)
    kit.network.setSmartAccountEnabledNetworks([80002])
    expect(selectAccountOffers(kit.getState())).toEqual({
      buy: false,
      send: true,
      email: undefined,
      accountType: undefined,
      chooseName: false,
      addRecoveryMethod: false,
      exportKey: false,
      manageSessions: false,
      manageRecoveryMethods: false,
    })
  })

  it('the embedded wallet: its e-mail, a name while it has none, and the smart account where it is enabled', async () => {
    const kit = createTestKit()
    await connectFake(kit, { id: 'auth', type: 'auth' })
    kit.account.setUser({
      email: 'ada@example.com',
      address: FAKE_EVM_ADDRESS,
      chainId: 80002,
      accounts: [],
      smartAccountDeployed: false,
      preferredAccountType: 'eoa',
    })
    kit.account.setProfileName(undefined)
    expect(selectAccountOffers(kit.getState())).toMatchObject({
      email: 'ada@example.com',
      accountType: undefined,
      chooseName: true,
    })
    kit.network.setSmartAccountEnabledNetworks([80002])
    expect(selectAccountOffers(kit.getState()).accountType).toEqual({
      current: 'eoa',
      target: 'smartAccount',
    })
    kit.account.setProfileName('ada.kit.id')
    expect(selectAccountOffers(kit.getState()).chooseName).toBe(false)
  })

  it("the embedded wallet's own cards (add a passkey, export the key, signed-in devices, ways to open it) only while connected with it", async () => {
    const none = {
      addRecoveryMethod: false,
      exportKey: false,
      manageSessions: false,
      manageRecoveryMethods: false,
    }
    const kit = createTestKit()
    expect(selectAccountOffers(kit.getState())).toMatchObject(none)
    const auth = await connectFake(kit, { id: 'auth', type: 'auth' })
    expect(selectAccountOffers(kit.getState())).toMatchObject({
      addRecoveryMethod: true,
      exportKey: true,
      manageSessions: true,
      manageRecoveryMethods: true,
    })
    await kit.connection.disconnect()
    expect(selectAccountOffers(kit.getState())).toMatchObject(none)
    // Registered but not the connection: an external wallet is connected.
    await connectFake(kit, { id: 'injected' })
    expect(kit.connectors.get(auth.id)).toBeDefined()
    expect(selectAccountOffers(kit.getState())).toMatchObject(none)
  })

  it('a smart account can always return to an EOA, even where smart accounts are not enabled', async () => {
    const kit = createTestKit()
    await connectFake(kit, { id: 'auth', type: 'auth' })
    kit.account.setPreferredAccountType('smartAccount')
    kit.network.setSmartAccountEnabledNetworks([])
    expect(selectAccountOffers(kit.getState()).accountType).toEqual({
      current: 'smartAccount',
      target: 'eoa',
    })
  })

  it('no account type toggle when the feature is off, and no name off EVM', async () => {
    const kit = createTestKit({ features: { accountTypes: false } })
    await connectFake(kit, { id: 'auth', type: 'auth' })
    kit.network.setSmartAccountEnabledNetworks([80002])
    kit.account.setProfileName(undefined)
    expect(selectAccountOffers(kit.getState()).accountType).toBeUndefined()
    kit.network.setActive(SOLANA_DEVNET)
    expect(selectAccountOffers(kit.getState()).chooseName).toBe(false)
  })
})

describe('selectSmartAccountPaths', () => {
  it("names each network's smart-account path for the connected embedded wallet, where smart accounts are enabled", async () => {
    const kit = createTestKit()
    expect(selectSmartAccountPaths(kit.getState())).toEqual({})
    await connectFake(kit, { id: 'auth', type: 'auth' })
    expect(selectSmartAccountPaths(kit.getState())).toEqual({})
    const evm = kit.getState().network.networks.filter((network) => network.chainNamespace === 'eip155')
    kit.network.setSmartAccountEnabledNetworks(evm.map((network) => Number(network.id)))
    const paths = selectSmartAccountPaths(kit.getState())
    expect(Object.keys(paths)).toEqual(evm.map((network) => network.caipNetworkId))
    for (const network of evm)
      expect(paths[network.caipNetworkId]).toBe(
        'smartAccount' in network && network.smartAccount ? network.smartAccount.kind : '4337',
      )
    expect(Object.values(paths)).toContain('7702')
  })

  it('says nothing for an external wallet or with account types turned off', async () => {
    const external = createTestKit()
    await connectFake(external)
    external.network.setSmartAccountEnabledNetworks([80002])
    expect(selectSmartAccountPaths(external.getState())).toEqual({})
    const off = createTestKit({ features: { accountTypes: false } })
    await connectFake(off, { id: 'auth', type: 'auth' })
    off.network.setSmartAccountEnabledNetworks([80002])
    expect(selectSmartAccountPaths(off.getState())).toEqual({})
  })
})
