// The relay killed in the middle of a session: a kit paired with WalletKit 1.2.10 over the devnet relay, the relay
// stopped (every socket cut) and started again on the same port. The connector says the relay is lost (and the kit's
// `walletReachable` turns false), a request meanwhile fails at once with a clear error, the session stays, and once
// the relay is back the connector reconnects by itself, the kit shows the wallet reachable again and a personal_sign
// goes through.
import { mainnet } from '@kit/chains'
import { type ConnectorEvent, createKit, createMemoryStorage as createKitStorage, type Kit } from '@kit/core'
import { type Relay, startRelay } from '@kit/devnet'
import { type Hex, recoverMessageAddress } from 'viem'
import { WebSocket } from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignClientOptions } from '../engine/signClient.js'
import type { RelayStatus } from '../engine/types.js'
import { RelayUnreachableError } from '../errors.js'
import { createMemoryStorage } from '../storage/storage.js'
import { type ConnectorTestWallet, startConnectorTestWallet } from '../test-utils/connectorWallet.js'
import { WALLET_CONNECT_ID } from './constants.js'
import { type WalletConnectConnector, walletConnect } from './walletConnect.js'

let relay: Relay
let port = 0
let wallet: ConnectorTestWallet
let kit: Kit

beforeAll(async () => {
  relay = await startRelay({ port: 0 })
  port = relay.port
  wallet = await startConnectorTestWallet(relay.url, { evmChains: ['eip155:1'], solanaChains: [] })
  kit = createKit({
    projectId: 'kit-connector-test',
    networks: [mainnet],
    storage: createKitStorage(),
    apiUrl: 'http://127.0.0.1:9',
    relayUrl: relay.url,
    logLevel: 'silent',
    features: { email: false, socials: [], farcaster: false },
    connectors: {
      injected: false,
      solana: false,
      extra: [
        walletConnect({
          storage: createMemoryStorage(),
          WebSocket: WebSocket as unknown as SignClientOptions['WebSocket'],
          fetch: async () => Promise.reject(new Error('no reads in this test')),
        }),
      ],
    },
  })
}, 30_000)

afterAll(async () => {
  kit?.destroy()
  await wallet?.close()
  await relay?.stop()
})

describe('the relay killed mid-session', { timeout: 60_000 }, () => {
  it('is reported, fails requests at once while away, and the session works again when it is back', async () => {
    await kit.connectors.discover()
    const connector = kit.connectors.get(WALLET_CONNECT_ID) as WalletConnectConnector
    expect(connector.relayStatus).toBe('idle')
    const statuses: RelayStatus[] = []
    connector.onRelayStatus((status) => statuses.push(status))
    const reachability: boolean[] = []
    connector.onEvent?.((event: ConnectorEvent) => {
      if (event.type === 'reachability') reachability.push(event.reachable)
    })
    const connecting = kit.connection.connect(WALLET_CONNECT_ID)
    await expect.poll(() => kit.getState().connection.wcUri, { timeout: 10_000 }).toMatch(/^wc:/)
    await wallet.pair(kit.getState().connection.wcUri ?? '')
    await connecting
    expect(connector.relayStatus).toBe('connected')
    expect(statuses).toEqual(['connected'])
    expect(kit.getState().connection.walletReachable).toBe(true)
    const address = wallet.account.address

    await relay.stop()
    await expect.poll(() => connector.relayStatus, { timeout: 5_000 }).toBe('disconnected')
    expect(statuses).toEqual(['connected', 'disconnected'])
    // The kit shows it: the wallet cannot be reached, the session stays.
    await expect.poll(() => kit.getState().connection.walletReachable, { timeout: 2_000 }).toBe(false)
    expect(reachability).toEqual([true, false])
    // A request while the relay is away fails quickly, saying why; the session is not lost.
    const started = Date.now()
    const failure = await kit.connection.signMessage('while the relay is away').then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(failure).toBeInstanceOf(RelayUnreachableError)
    expect((failure as RelayUnreachableError).shortMessage).toBe(
      'The WalletConnect relay could not be reached.',
    )
    expect(kit.getState().account).toMatchObject({ status: 'connected', address })

    // Away long enough for a few reconnect attempts to fail (backoff 0.5 s, 1 s, 2 s, …).
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    expect(connector.relayStatus).toBe('disconnected')
    relay = await startRelay({ port })
    // Nothing is called on the kit: the connector finds the relay again by itself (backoff up to 10 s).
    await expect.poll(() => connector.relayStatus, { timeout: 20_000, interval: 100 }).toBe('connected')
    expect(statuses).toEqual(['connected', 'disconnected', 'connected'])
    await expect.poll(() => kit.getState().connection.walletReachable, { timeout: 2_000 }).toBe(true)
    expect(reachability).toEqual([true, false, true])
    const signature = await kit.connection.signMessage('after the relay came back')
    expect(
      await recoverMessageAddress({ message: 'after the relay came back', signature: signature as Hex }),
    ).toBe(address)
    expect(kit.getState().account).toMatchObject({ status: 'connected', address })
  })
})
