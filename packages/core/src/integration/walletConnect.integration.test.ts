// The WalletConnect connector against the devnet's relay, with WalletConnect's own WalletKit as the wallet
// (Node, signing with a dev key and sending through anvil): the pairing URI appears in state, the wallet pairs,
// personal_sign and a native send complete, and a disconnect from either side updates the kit.
import { type EvmNetwork, kitDevnet, polygonAmoy, withRpcUrls } from '@kit/chains'
import { type Devnet, startDevnet } from '@kit/devnet'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  isHex,
  verifyMessage,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WALLET_CONNECT_ID } from '../exports/connectors.js'
import { createKit, type Kit } from '../kit.js'
import { createMemoryStorage } from '../services/memoryStorage.js'

const PROJECT_ID = 'kit-integration'
let devnet: Devnet
let walletKit: InstanceType<typeof WalletKit>
let networks: EvmNetwork[]
const sessionDeletes: string[] = []
/** When set, the wallet declines proposals. */
let rejectProposals = false
const kits: Kit[] = []

function walletAccount() {
  return privateKeyToAccount(devnet.accounts.evm[1]?.privateKey ?? '0x')
}

/** The wallet side: WalletKit approving every proposal and answering personal_sign and eth_sendTransaction. */
async function startWalletSide() {
  const account = walletAccount()
  const core = new Core({
    projectId: PROJECT_ID,
    relayUrl: devnet.relayUrl,
    telemetryEnabled: false,
    customStoragePrefix: 'kit-core-test-wallet',
    storageOptions: { database: ':memory:' },
    logger: 'error',
  })
  const kit = await WalletKit.init({
    core: core as unknown as Parameters<typeof WalletKit.init>[0]['core'],
    metadata: { name: 'Test WalletKit', description: 'test', url: 'http://127.0.0.1', icons: [] },
  })
  kit.on('session_proposal', async ({ id, params }: WalletKitTypes.SessionProposal) => {
    if (rejectProposals) return kit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
    const chains = ['eip155:80002', 'eip155:31337']
    const namespaces = buildApprovedNamespaces({
      proposal: params,
      supportedNamespaces: {
        eip155: {
          chains,
          methods: ['personal_sign', 'eth_sendTransaction'],
          events: ['chainChanged', 'accountsChanged'],
          accounts: chains.map((chain) => `${chain}:${account.address}`),
        },
      },
    })
    await kit.approveSession({ id, namespaces })
  })
  kit.on('session_request', async ({ topic, id, params }: WalletKitTypes.SessionRequest) => {
    const respond = (response: { result: unknown } | { error: { code: number; message: string } }) =>
      kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...response } })
    const { request, chainId } = params
    try {
      if (request.method === 'personal_sign') {
        const [message] = request.params as [Hex]
        return await respond({
          result: await account.signMessage({ message: isHex(message) ? { raw: message } : message }),
        })
      }
      if (request.method === 'eth_sendTransaction') {
        const [tx] = request.params as [{ to: Address; value?: Hex; data?: Hex; gasPrice?: Hex }]
        const chain = networks.find((network) => network.caipNetworkId === chainId)
        if (!chain) throw new Error(`Unknown chain ${chainId}`)
        const client = createWalletClient({ account, chain, transport: http() })
        const hash = await client.sendTransaction({
          chain,
          to: tx.to,
          value: BigInt(tx.value ?? '0x0'),
          data: tx.data ?? '0x',
          ...(tx.gasPrice ? { gasPrice: BigInt(tx.gasPrice) } : {}),
        } as Parameters<typeof client.sendTransaction>[0])
        return await respond({ result: hash })
      }
      await respond({ error: { code: 4200, message: `Unsupported method ${request.method}` } })
    } catch (error) {
      await respond({ error: { code: 5000, message: (error as Error).message } })
    }
  })
  kit.on('session_delete', ({ topic }: { topic: string }) => {
    sessionDeletes.push(topic)
  })
  return kit
}

function newKit() {
  const kit = createKit({
    projectId: PROJECT_ID,
    networks,
    storage: createMemoryStorage(),
    apiUrl: 'http://127.0.0.1:9',
    relayUrl: devnet.relayUrl,
    logLevel: 'silent',
    connectors: { injected: false, solana: false },
  })
  kits.push(kit)
  return kit
}

/** Connects a kit through WalletConnect: waits for the pairing URI in state, then the wallet pairs with it. */
async function pairedKit() {
  const kit = newKit()
  await kit.connectors.discover()
  const connecting = kit.connection.connect(WALLET_CONNECT_ID)
  await expect.poll(() => kit.getState().connection.wcUri, { timeout: 10_000 }).toMatch(/^wc:/)
  const uri = kit.getState().connection.wcUri ?? ''
  expect(kit.getState().connection.wcPairingExpiry).toBeGreaterThan(Date.now())
  await walletKit.pair({ uri })
  await connecting
  return kit
}

beforeAll(async () => {
  // Skips the SDKs' Verify step, which would reach a public host (STACK.md, WalletConnect section).
  process.env.IS_VITEST = 'true'
  devnet = await startDevnet({ ports: 0 })
  networks = [
    withRpcUrls(polygonAmoy, { http: devnet.evm[80002]?.rpcUrl ?? '' }),
    withRpcUrls(kitDevnet, { http: devnet.evm[31337]?.rpcUrl ?? '' }),
  ]
  walletKit = await startWalletSide()
}, 60_000)

afterAll(async () => {
  for (const kit of kits) kit.destroy()
  await walletKit?.core.relayer.transportClose().catch(() => undefined)
  await devnet?.stop()
})

describe('WalletConnect through the devnet relay', { timeout: 60_000 }, () => {
  it('pairs: URI in state, then the wallet account connected; personal_sign and a native send complete', async () => {
    const kit = await pairedKit()
    const address = walletAccount().address
    expect(kit.getState().account).toMatchObject({ status: 'connected', address })
    expect(kit.getState().network.active).toBe('eip155:80002')
    expect(kit.getState().connection.wcUri).toBeUndefined()

    const signature = await kit.connection.signMessage('hello over the relay')
    expect(
      await verifyMessage({ address, message: 'hello over the relay', signature: signature as Hex }),
    ).toBe(true)

    const receiver = privateKeyToAccount(generatePrivateKey()).address
    kit.send.setTokenAmount('0.001')
    kit.send.setReceiverAddress(receiver)
    const hash = await kit.send.sendToken()
    const node = createPublicClient({ transport: http(devnet.evm[80002]?.rpcUrl) })
    await node.waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 50 })
    expect(await node.getBalance({ address: receiver })).toBe(1_000_000_000_000_000n)

    // A network the session approved is a local switch.
    await kit.network.switchNetwork('eip155:31337')
    expect(kit.getState().account.caipAddress).toBe(`eip155:31337:${address}`)

    // Disconnect from the app's side: the wallet sees the session end.
    const topics = Object.keys(walletKit.getActiveSessions())
    await kit.connection.disconnect()
    expect(kit.getState().account.status).toBe('disconnected')
    await expect
      .poll(() => sessionDeletes.some((topic) => topics.includes(topic)), { timeout: 10_000 })
      .toBe(true)
  })

  it('a disconnect from the wallet side disconnects the kit', async () => {
    const kit = await pairedKit()
    const [topic] = Object.keys(walletKit.getActiveSessions())
    await walletKit.disconnectSession({ topic: topic ?? '', reason: getSdkError('USER_DISCONNECTED') })
    await expect.poll(() => kit.getState().account.status, { timeout: 10_000 }).toBe('disconnected')
    expect(kit.storage.getConnection()).toBeUndefined()
  })

  it('a rejected proposal leaves the kit disconnected with a clear error', async () => {
    const kit = newKit()
    await kit.connectors.discover()
    rejectProposals = true
    const connecting = kit.connection.connect(WALLET_CONNECT_ID)
    await expect.poll(() => kit.getState().connection.wcUri, { timeout: 10_000 }).toMatch(/^wc:/)
    await walletKit.pair({ uri: kit.getState().connection.wcUri ?? '' })
    try {
      await expect(connecting).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
    } finally {
      rejectProposals = false
    }
    expect(kit.getState().account.status).toBe('disconnected')
    expect(kit.getState().connection).toMatchObject({ wcUri: undefined, error: 'User rejected the request.' })
  })
})
