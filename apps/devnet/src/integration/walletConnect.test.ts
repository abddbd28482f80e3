import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
// The last Apache-2.0 releases (WalletKit 1.2.10, @walletconnect/* 2.21.7); later ones are under the
// WalletConnect Community License, which forbids the self-hosted relay this test runs.
import { Core } from '@walletconnect/core'
// Named import: under Node ESM the default export is the CommonJS namespace.
import { SignClient } from '@walletconnect/sign-client'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  isHex,
  toHex,
  verifyMessage,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../startDevnet.js'

const PROJECT_ID = 'kit-devnet-test'
const METHODS = ['personal_sign', 'eth_sendTransaction']
const EVENTS = ['chainChanged', 'accountsChanged']

let devnet: Devnet
let walletKit: InstanceType<typeof WalletKit>
let dapp: Awaited<ReturnType<typeof SignClient.init>>
const sessionDeletes: string[] = []

function chainFor(chainId: number) {
  const rpcUrl = devnet.evm[chainId]?.rpcUrl ?? ''
  return defineChain({
    id: chainId,
    name: `devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}

/** The wallet side: WalletKit signing with a dev key and sending through anvil. */
async function startWalletSide() {
  const account = privateKeyToAccount(devnet.accounts.evm[1]?.privateKey ?? '0x')
  const chainIds = Object.keys(devnet.evm).map(Number)
  const core = new Core({
    projectId: PROJECT_ID,
    relayUrl: devnet.relayUrl,
    telemetryEnabled: false,
    customStoragePrefix: 'kit-test-wallet-side',
    storageOptions: { database: ':memory:' },
    logger: 'error',
  })
  const kit = await WalletKit.init({
    // Core's class type misses `| undefined` on optional fields, which exactOptionalPropertyTypes requires.
    core: core as unknown as Parameters<typeof WalletKit.init>[0]['core'],
    metadata: { name: 'Kit devnet wallet', description: 'test', url: 'http://127.0.0.1', icons: [] },
  })
  kit.on('session_proposal', async ({ id, params }: WalletKitTypes.SessionProposal) => {
    const namespaces = buildApprovedNamespaces({
      proposal: params,
      supportedNamespaces: {
        eip155: {
          chains: chainIds.map((chainId) => `eip155:${chainId}`),
          methods: METHODS,
          events: EVENTS,
          accounts: chainIds.map((chainId) => `eip155:${chainId}:${account.address}`),
        },
      },
    })
    await kit.approveSession({ id, namespaces })
  })
  kit.on('session_request', async ({ topic, id, params }: WalletKitTypes.SessionRequest) => {
    const { request, chainId } = params
    const respond = (response: { result: unknown } | { error: { code: number; message: string } }) =>
      kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...response } })
    try {
      if (request.method === 'personal_sign') {
        const [message] = request.params as [Hex]
        return await respond({
          result: await account.signMessage({ message: isHex(message) ? { raw: message } : message }),
        })
      }
      if (request.method === 'eth_sendTransaction') {
        const [tx] = request.params as [{ to: Address; value?: Hex; data?: Hex }]
        const chain = chainFor(Number(chainId.split(':')[1]))
        const client = createWalletClient({ account, chain, transport: http() })
        const hash = await client.sendTransaction({
          to: tx.to,
          ...(tx.value ? { value: BigInt(tx.value) } : {}),
          ...(tx.data ? { data: tx.data } : {}),
        })
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

beforeAll(async () => {
  // Skips the SDKs' Verify API step, which would reach a public host (no network access in tests).
  process.env.IS_VITEST = 'true'
  devnet = await startDevnet({ ports: 0, bundlers: false })
  walletKit = await startWalletSide()
  dapp = await SignClient.init({
    projectId: PROJECT_ID,
    relayUrl: devnet.relayUrl,
    telemetryEnabled: false,
    customStoragePrefix: 'kit-test-dapp-side',
    storageOptions: { database: ':memory:' },
    logger: 'error',
    metadata: { name: 'Kit devnet dapp', description: 'test', url: 'http://127.0.0.1:5173', icons: [] },
  })
})

afterAll(async () => {
  await Promise.allSettled([dapp?.core.relayer.transportClose(), walletKit?.core.relayer.transportClose()])
  await devnet?.stop()
})

it('pairs a sign client and WalletKit through the relay, signs, sends on anvil, and disconnects', async () => {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: { methods: METHODS, chains: ['eip155:80002', 'eip155:31337'], events: EVENTS },
    },
  })
  await walletKit.pair({ uri: uri ?? '' })
  const session = await approval()
  const accounts = session.namespaces.eip155?.accounts ?? []
  expect(accounts).toContain(`eip155:31337:${devnet.accounts.evm[1]?.address}`)
  const address = devnet.accounts.evm[1]?.address as Address

  const signature = (await dapp.request({
    topic: session.topic,
    chainId: 'eip155:80002',
    request: { method: 'personal_sign', params: [toHex('hello relay'), address] },
  })) as Hex
  expect(await verifyMessage({ address, message: 'hello relay', signature })).toBe(true)

  const recipient = privateKeyToAccount(generatePrivateKey()).address
  const hash = (await dapp.request({
    topic: session.topic,
    chainId: 'eip155:31337',
    request: {
      method: 'eth_sendTransaction',
      params: [{ from: address, to: recipient, value: toHex(12_345n) }],
    },
  })) as Hex
  const node = createPublicClient({ chain: chainFor(31337), transport: http() })
  const receipt = await node.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  expect(receipt.status).toBe('success')
  expect(await node.getBalance({ address: recipient })).toBe(12_345n)

  const { topic } = session
  await dapp.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') })
  await expect.poll(() => sessionDeletes, { timeout: 10_000 }).toContain(topic)
  expect(Object.keys(walletKit.getActiveSessions())).not.toContain(topic)
})
