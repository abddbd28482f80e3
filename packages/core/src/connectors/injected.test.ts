import { polygonAmoy } from '@kit/chains'
import { createTestWallet } from '@kit/test-wallet'
import { type Address, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../errors/wallet.js'
import type { ConnectorEvent } from '../types.js'
import { createInjectedConnector, LEGACY_INJECTED_ID } from './injected.js'

// The test wallet answers connection, chain and signing requests locally: no chain is needed here.
function setup() {
  const wallet = createTestWallet({ solana: false })
  const connector = createInjectedConnector({ provider: wallet.provider, info: wallet.info })
  return { wallet, connector }
}

describe('injected connector', () => {
  it('is identified by its rdns (stable across page loads), or "injected" without one', () => {
    const { connector, wallet } = setup()
    expect(connector).toMatchObject({
      id: 'dev.kit.testwallet',
      type: 'injected',
      name: 'Kit Test Wallet',
      icon: wallet.info.icon,
      namespace: 'eip155',
      rdns: 'dev.kit.testwallet',
    })
    const legacy = createInjectedConnector({ provider: wallet.provider, info: { name: 'Browser Wallet' } })
    expect(legacy.id).toBe(LEGACY_INJECTED_ID)
  })

  it('connects: the accounts and the chain the wallet is on', async () => {
    const { connector, wallet } = setup()
    const result = await connector.connect({ caipNetworkId: 'eip155:31337' })
    expect(result).toEqual({
      address: wallet.evm.addresses[0],
      caipNetworkId: 'eip155:80002',
      accounts: wallet.evm.addresses.map((address) => ({ address, type: 'eoa' })),
    })
  })

  it('reconnects silently only when the wallet still authorises the site', async () => {
    const { connector } = setup()
    await expect(connector.reconnect?.({ caipNetworkId: undefined })).resolves.toBeUndefined()
    await connector.connect({ caipNetworkId: undefined })
    await expect(connector.reconnect?.({ caipNetworkId: undefined })).resolves.toMatchObject({
      caipNetworkId: 'eip155:80002',
    })
    // Disconnecting revokes the permission (EIP-2255), so the next load does not restore it.
    await connector.disconnect()
    await expect(connector.reconnect?.({ caipNetworkId: undefined })).resolves.toBeUndefined()
  })

  it('a refusal is a UserRejectedRequestError', async () => {
    const { connector, wallet } = setup()
    wallet.setPolicy('reject')
    await expect(connector.connect({ caipNetworkId: undefined })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('signs with personal_sign, switches, and reports the wallet’s events', async () => {
    const { connector, wallet } = setup()
    await connector.connect({ caipNetworkId: undefined })
    const address = wallet.evm.addresses[0] as Address
    const signature = await connector.signMessage?.({ message: 'hello', address })
    expect(await verifyMessage({ address, message: 'hello', signature: signature as `0x${string}` })).toBe(
      true,
    )
    const events: ConnectorEvent[] = []
    const stop = connector.onEvent?.((event) => events.push(event))
    await connector.switchNetwork?.({ ...polygonAmoy, id: 31337, caipNetworkId: 'eip155:31337' })
    wallet.disconnect()
    stop?.()
    expect(events).toEqual([
      { type: 'chainChanged', caipNetworkId: 'eip155:31337' },
      { type: 'accountsChanged', accounts: [] },
      { type: 'disconnect' },
    ])
    await expect(connector.getProvider()).resolves.toBe(wallet.provider)
  })
})
