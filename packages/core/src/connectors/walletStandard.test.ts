import { solanaDevnet, solanaLocalnet } from '@kit/chains'
import { createTestWallet } from '@kit/test-wallet'
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { ConnectorError, UserRejectedRequestError } from '../errors/wallet.js'
import type { ConnectorEvent } from '../types.js'
import { createWalletStandardConnector, isSolanaWallet, walletStandardConnectorId } from './walletStandard.js'

const networks = [solanaDevnet, solanaLocalnet]

function setup() {
  const testWallet = createTestWallet()
  const wallet = testWallet.solana?.wallet as Wallet
  return { testWallet, wallet, connector: createWalletStandardConnector({ wallet, networks }) }
}

describe('wallet-standard (Solana) connector', () => {
  it('describes the wallet', () => {
    const { connector, wallet } = setup()
    expect(connector).toMatchObject({
      id: 'solana:Kit Test Wallet',
      type: 'solana',
      namespace: 'solana',
      icon: wallet.icon,
    })
    expect(walletStandardConnectorId(wallet)).toBe(connector.id)
    expect(isSolanaWallet(wallet)).toBe(true)
    expect(isSolanaWallet({ ...wallet, features: { 'standard:connect': {} } } as Wallet)).toBe(false)
    expect(() =>
      createWalletStandardConnector({ wallet: { ...wallet, features: {} } as Wallet, networks }),
    ).toThrow(ConnectorError)
  })

  it('connects on a cluster the wallet serves (the app’s devnet is not served, so localnet)', async () => {
    const { connector, testWallet } = setup()
    const result = await connector.connect({ caipNetworkId: solanaDevnet.caipNetworkId })
    expect(result.address).toBe(testWallet.solana?.addresses[0])
    expect(result.caipNetworkId).toBe('solana:localnet')
  })

  it('reconnects silently only when authorised; refuses clusters the wallet does not serve', async () => {
    const { connector } = setup()
    await expect(connector.reconnect?.({ caipNetworkId: 'solana:localnet' })).resolves.toBeUndefined()
    await connector.connect({ caipNetworkId: 'solana:localnet' })
    await expect(connector.reconnect?.({ caipNetworkId: 'solana:localnet' })).resolves.toMatchObject({
      caipNetworkId: 'solana:localnet',
    })
    await expect(connector.switchNetwork?.(solanaDevnet)).rejects.toMatchObject({
      shortMessage: 'Switch declined',
    })
    await expect(connector.switchNetwork?.(solanaLocalnet)).resolves.toBeUndefined()
  })

  it('signs messages (base58 signature) and reports account changes', async () => {
    const { connector, testWallet } = setup()
    const { address } = await connector.connect({ caipNetworkId: 'solana:localnet' })
    const signature = await connector.signMessage?.({ message: 'hello', address })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    const events: ConnectorEvent[] = []
    const stop = connector.onEvent?.((event) => events.push(event))
    testWallet.solana?.disconnect()
    stop?.()
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [] }])
  })

  it('a refusal is a UserRejectedRequestError', async () => {
    const { connector, testWallet } = setup()
    testWallet.setPolicy('reject')
    await expect(connector.connect({ caipNetworkId: 'solana:localnet' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })
})
