// walletConnect() plugged into a real kit, paired with WalletKit 1.2.10 over the devnet relay: the pairing URI in
// state, connect, sign, switch chain, wallet events, disconnect from either side, reload-restore, a rejected
// proposal, and a Solana session that signs messages and transactions.
import { mainnet, polygon, solana } from '@kit/chains'
import { createKit, createMemoryStorage as createKitStorage, type Kit } from '@kit/core'
import { getProvider } from '@kit/core/adapters'
import { isPairingConnector } from '@kit/core/connectors'
import { describeEip1193Conformance, type Eip1193ConformanceTarget } from '@kit/core/testing'
import { type Relay, startRelay } from '@kit/devnet'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { type Hex, recoverMessageAddress } from 'viem'
import { WebSocket } from 'ws'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { SignClientOptions } from '../engine/signClient.js'
import { createMemoryStorage, type WalletConnectStorage } from '../storage/storage.js'
import { type ConnectorTestWallet, startConnectorTestWallet } from '../test-utils/connectorWallet.js'
import { parsePairingUri } from '../uri.js'
import { WALLET_CONNECT_ID, WALLET_CONNECT_SOLANA_ID } from './constants.js'
import { type WalletConnectConnector, walletConnect } from './walletConnect.js'

let relay: Relay
let wallet: ConnectorTestWallet
const kits: Kit[] = []

beforeAll(async () => {
  relay = await startRelay({ port: 0 })
  wallet = await startConnectorTestWallet(relay.url, {
    evmChains: ['eip155:1', 'eip155:137'],
    solanaChains: [solana.caipNetworkId],
  })
}, 30_000)

afterAll(async () => {
  for (const kit of kits) kit.destroy()
  await wallet?.close()
  await relay?.stop()
})

type Stores = { kit: ReturnType<typeof createKitStorage>; wc: WalletConnectStorage }

function newKit(
  networks: Parameters<typeof createKit>[0]['networks'] = [mainnet, polygon],
  stores: Stores = { kit: createKitStorage(), wc: createMemoryStorage() },
) {
  const kit = createKit({
    projectId: 'kit-connector-test',
    networks,
    storage: stores.kit,
    apiUrl: 'http://127.0.0.1:9',
    relayUrl: relay.url,
    logLevel: 'silent',
    features: { email: false, socials: [], farcaster: false },
    connectors: {
      injected: false,
      solana: false,
      extra: [
        walletConnect({
          storage: stores.wc,
          WebSocket: WebSocket as unknown as SignClientOptions['WebSocket'],
          // Reads would go to the configured RPC; these tests make none.
          fetch: async () => Promise.reject(new Error('no reads in this test')),
        }),
      ],
    },
  })
  kits.push(kit)
  return { kit, stores }
}

/** Connects through `connectorId`: waits for the URI in state, then the wallet pairs with it. */
async function pair(kit: Kit, connectorId = WALLET_CONNECT_ID) {
  await kit.connectors.discover()
  const connecting = kit.connection.connect(connectorId)
  await expect.poll(() => kit.getState().connection.wcUri, { timeout: 10_000 }).toMatch(/^wc:/)
  const uri = kit.getState().connection.wcUri ?? ''
  await wallet.pair(uri)
  await connecting
  return uri
}

describe('walletConnect() in a kit, against WalletKit 1.2.10 over the devnet relay', {
  timeout: 30_000,
}, () => {
  it('registers one connector per namespace the kit has, each with the pairing capability', async () => {
    const { kit } = newKit([mainnet, solana])
    await kit.connectors.discover()
    expect(kit.getState().connectors.list.map((entry) => [entry.id, entry.namespace])).toEqual([
      [WALLET_CONNECT_ID, 'eip155'],
      [WALLET_CONNECT_SOLANA_ID, 'solana'],
    ])
    const connector = kit.connectors.get(WALLET_CONNECT_ID)
    expect(isPairingConnector(connector)).toBe(true)
    expect(isPairingConnector(connector) && connector.uri).toBeUndefined()
  })

  it('pairs: URI in state with its expiry, then connected; signs, switches chain through the wallet, follows its events, and disconnects', async () => {
    const { kit } = newKit()
    const seen: string[] = []
    const connector = kit.connectors.get(WALLET_CONNECT_ID)
    await kit.connectors.discover()
    const registered = kit.connectors.get(WALLET_CONNECT_ID)
    if (isPairingConnector(registered)) registered.onDisplayUri((uri) => seen.push(uri))
    expect(connector).toBeUndefined()

    const connecting = kit.connection.connect(WALLET_CONNECT_ID)
    await expect.poll(() => kit.getState().connection.wcUri, { timeout: 10_000 }).toMatch(/^wc:/)
    const uri = kit.getState().connection.wcUri ?? ''
    expect(seen).toEqual([uri])
    const expiry = kit.getState().connection.wcPairingExpiry ?? 0
    expect(expiry).toBeGreaterThan(Date.now())
    expect(expiry).toBeLessThanOrEqual(parsePairingUri(uri).expiryTimestamp * 1000)
    await wallet.pair(uri)
    await connecting

    const address = wallet.account.address
    expect(kit.getState().account).toMatchObject({ status: 'connected', address })
    expect(kit.getState().network.active).toBe('eip155:1')
    expect(kit.getState().connection.wcUri).toBeUndefined()
    expect(wallet.state.requests).toEqual([])

    // The provider answers accounts and chain itself; signing goes to the wallet.
    expect(await kit.connection.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(await kit.connection.request({ method: 'eth_accounts' })).toEqual([address])
    // On a phone the wallet list sets a redirect: each request sent brings the wallet app to the front.
    let redirects = 0
    const pairing = kit.connectors.get(WALLET_CONNECT_ID) as WalletConnectConnector
    pairing.setWalletRedirect(() => redirects++)
    const signature = await kit.connection.signMessage('hello from the connector')
    expect(redirects).toBe(1)
    pairing.setWalletRedirect(undefined)
    expect(
      await recoverMessageAddress({ message: 'hello from the connector', signature: signature as Hex }),
    ).toBe(address)

    // A switch asks the wallet, which agrees and says so with chainChanged.
    await kit.network.switchNetwork('eip155:137')
    expect(wallet.state.requests.at(-1)).toMatchObject({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x89' }],
    })
    expect(kit.getState().account.caipAddress).toBe(`eip155:137:${address}`)
    expect(await kit.connection.request({ method: 'eth_chainId' })).toBe('0x89')
    // personal_sign now goes out on the new chain.
    await kit.connection.signMessage('on polygon')
    expect(wallet.state.requests.at(-1)).toMatchObject({ method: 'personal_sign', chainId: 'eip155:137' })

    // The wallet moves on its own: chain, then account.
    await wallet.emit('chainChanged', 1, 'eip155:1')
    await expect.poll(() => kit.getState().network.active, { timeout: 10_000 }).toBe('eip155:1')
    // An account the session never approved is ignored; once a session update approves it, the wallet can move to it.
    const other = '0x000000000000000000000000000000000000bEEF'
    await wallet.emit('accountsChanged', [`eip155:1:${other}`], 'eip155:1')
    const [topic = ''] = Object.keys(wallet.kit.getActiveSessions())
    const namespaces = structuredClone(wallet.kit.getActiveSessions()[topic]?.namespaces ?? {})
    namespaces.eip155?.accounts.push(`eip155:1:${other}`)
    const { acknowledged } = await wallet.kit.updateSession({ topic, namespaces })
    // The app answers the update after it read the event before it (delivery is in order).
    await acknowledged()
    expect(kit.getState().account.address).toBe(address)
    await wallet.emit('accountsChanged', [`eip155:1:${other}`], 'eip155:1')
    await expect.poll(() => kit.getState().account.address, { timeout: 10_000 }).toBe(other)

    // Disconnect from the app: the wallet sees the session end.
    const topics = Object.keys(wallet.kit.getActiveSessions())
    await kit.connection.disconnect()
    expect(kit.getState().account.status).toBe('disconnected')
    await expect
      .poll(() => wallet.state.deletes.some((topic) => topics.includes(topic)), { timeout: 10_000 })
      .toBe(true)
  })

  it('EIP-5792 with a wallet whose session did not approve it: Kit answers capabilities and sends the calls one by one', async () => {
    const { kit } = newKit()
    await pair(kit)
    const address = wallet.account.address
    const before = wallet.state.requests.length
    expect(await kit.connection.request({ method: 'wallet_getCapabilities', params: [address] })).toEqual({
      '0x1': { atomic: { status: 'unsupported' } },
      '0x89': { atomic: { status: 'unsupported' } },
    })
    const calls = [{ to: address, value: '0x1' }]
    await expect(
      kit.connection.request({
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', chainId: '0x1', atomicRequired: true, calls }],
      }),
    ).rejects.toMatchObject({ code: 5760 })
    // atomicRequired false: the call goes to the wallet as eth_sendTransaction, which this wallet refuses.
    await expect(
      kit.connection.request({
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', chainId: '0x1', atomicRequired: false, calls }],
      }),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
    expect(wallet.state.requests.slice(before).map((request) => request.method)).toEqual([
      'eth_sendTransaction',
    ])
  })

  it('restores the session after a reload (a new kit over the same storage) and can still sign', async () => {
    const first = newKit()
    await pair(first.kit)
    first.kit.destroy()
    const { kit } = newKit([mainnet, polygon], first.stores)
    await expect.poll(() => kit.getState().account.status, { timeout: 15_000 }).toBe('connected')
    expect(kit.getState().account.address).toBe(wallet.account.address)
    const signature = await kit.connection.signMessage('after reload')
    expect(await recoverMessageAddress({ message: 'after reload', signature: signature as Hex })).toBe(
      wallet.account.address,
    )
    await kit.connection.disconnect()
  })

  it('a disconnect from the wallet disconnects the kit', async () => {
    const { kit } = newKit()
    await pair(kit)
    await wallet.disconnectAll()
    await expect.poll(() => kit.getState().account.status, { timeout: 10_000 }).toBe('disconnected')
    expect(kit.storage.getConnection()).toBeUndefined()
  })

  it('a rejected proposal leaves the kit disconnected with a clear error', async () => {
    const { kit } = newKit()
    await kit.connectors.discover()
    wallet.state.approve = false
    try {
      const connecting = kit.connection.connect(WALLET_CONNECT_ID)
      await expect.poll(() => kit.getState().connection.wcUri, { timeout: 10_000 }).toMatch(/^wc:/)
      await wallet.pair(kit.getState().connection.wcUri ?? '')
      await expect(connecting).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
    } finally {
      wallet.state.approve = true
    }
    expect(kit.getState().account.status).toBe('disconnected')
    expect(kit.getState().connection).toMatchObject({ wcUri: undefined, error: 'User rejected the request.' })
  })

  it('Solana: a session through walletConnectSolana signs messages and transactions as a wallet-standard wallet', async () => {
    const { kit } = newKit([solana])
    await pair(kit, WALLET_CONNECT_SOLANA_ID)
    expect(kit.getState().account).toMatchObject({ status: 'connected', address: wallet.solanaAddress })
    expect(kit.getState().network.active).toBe(solana.caipNetworkId)
    const publicKey = base58.decode(wallet.solanaAddress)

    const signature = await kit.connection.signMessage('hello solana')
    expect(wallet.state.requests.at(-1)).toMatchObject({
      method: 'solana_signMessage',
      chainId: solana.caipNetworkId,
    })
    expect(
      ed25519.verify(base58.decode(signature), new TextEncoder().encode('hello solana'), publicKey),
    ).toBe(true)

    // What core's Solana send uses: the provider is a wallet-standard wallet.
    type Feature<T> = Record<string, T>
    const provider = (await kit.connectors.get(WALLET_CONNECT_SOLANA_ID)?.getProvider()) as {
      accounts: { address: string }[]
      features: Feature<{
        signTransaction?: (input: object) => Promise<{ signedTransaction: Uint8Array }[]>
        signAndSendTransaction?: (input: object) => Promise<{ signature: Uint8Array }[]>
      }>
    }
    const [account] = provider.accounts
    expect(account?.address).toBe(wallet.solanaAddress)
    // A legacy transaction with one signer slot: header [1, 0, 1], the signer and a program, a blockhash, no instruction.
    const transaction = new Uint8Array([
      1,
      ...new Uint8Array(64),
      1,
      0,
      1,
      2,
      ...publicKey,
      ...new Uint8Array(32).fill(7),
      ...new Uint8Array(32).fill(9),
      0,
    ])
    const message = transaction.subarray(65)
    const chain = 'solana:mainnet'
    // A wallet that answers with the signature only: the connector puts it in the signer's slot.
    const [signed] =
      (await provider.features['solana:signTransaction']?.signTransaction?.({
        account,
        transaction,
        chain,
      })) ?? []
    expect(
      ed25519.verify(signed?.signedTransaction.subarray(1, 65) ?? new Uint8Array(), message, publicKey),
    ).toBe(true)
    expect(signed?.signedTransaction.subarray(65)).toEqual(message)
    wallet.state.signTransactionAnswer = 'transaction'
    const [whole] =
      (await provider.features['solana:signTransaction']?.signTransaction?.({
        account,
        transaction,
        chain,
      })) ?? []
    expect(whole?.signedTransaction).toEqual(signed?.signedTransaction)
    const [sent] =
      (await provider.features['solana:signAndSendTransaction']?.signAndSendTransaction?.({
        account,
        transaction,
        chain,
        options: { commitment: 'confirmed' },
      })) ?? []
    expect(ed25519.verify(sent?.signature ?? new Uint8Array(), message, publicKey)).toBe(true)
    expect(wallet.state.requests.at(-1)).toMatchObject({
      method: 'solana_signAndSendTransaction',
      chainId: solana.caipNetworkId,
      params: { sendOptions: { commitment: 'confirmed', preflightCommitment: 'confirmed' } },
    })
    await kit.connection.disconnect()
  })
})

describe('the EIP-1193 conformance suite over WalletConnect, with WalletKit 1.2.10 as the wallet', {
  timeout: 30_000,
}, () => {
  let target: Eip1193ConformanceTarget
  beforeAll(async () => {
    const { kit } = newKit()
    await kit.connectors.discover()
    const connecting = kit.connection.connect(WALLET_CONNECT_ID)
    await vi.waitFor(
      () => {
        if (!kit.getState().connection.wcUri) throw new Error('no pairing URI yet')
      },
      { timeout: 10_000 },
    )
    await wallet.pair(kit.getState().connection.wcUri ?? '')
    await connecting
    target = {
      provider: getProvider(kit, 'eip155'),
      otherChainId: '0x89',
      async asUser(answer, request) {
        wallet.state.signatureAnswer = answer
        try {
          return await request()
        } finally {
          wallet.state.signatureAnswer = 'approve'
        }
      },
      disconnect: () => kit.connection.disconnect(),
    }
  }, 30_000)
  describeEip1193Conformance({ describe, it }, 'WalletConnect with WalletKit', () => target)
})
