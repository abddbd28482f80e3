// @vitest-environment jsdom
// EIP-5792 through Kit against the devnet's anvil, with viem's own wallet actions (what wagmi's useSendCalls,
// useCallsStatus and useCapabilities call): one injected test wallet that has the methods, one that does not (Kit
// answers for it). Two value transfers land on anvil either way; atomicity is refused with 5760.
import '../integration/nodeTypedArrays.js'
import { kitDevnet, polygonAmoy, withRpcUrls } from '@kit/chains'
import { type Devnet, startDevnet } from '@kit/devnet'
import { createTestWallet, type TestWallet } from '@kit/test-wallet'
import { type Address, createPublicClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getWalletClient } from '../actions/getWalletClient.js'
import { createKit, type Kit } from '../kit.js'
import { createMemoryStorage } from '../services/memoryStorage.js'

const WITH_CALLS = 'dev.kit.testwallet.calls'
const WITHOUT_CALLS = 'dev.kit.testwallet.nocalls'
let devnet: Devnet
const wallets: TestWallet[] = []
const undo: (() => void)[] = []
const kits: Kit[] = []

async function connectedKit(rdns: string) {
  const kit = createKit({
    projectId: 'kit-integration',
    networks: [
      withRpcUrls(polygonAmoy, { http: devnet.evm[80002]?.rpcUrl ?? '' }),
      withRpcUrls(kitDevnet, { http: devnet.evm[31337]?.rpcUrl ?? '' }),
    ],
    storage: createMemoryStorage(),
    apiUrl: 'http://127.0.0.1:9',
    logLevel: 'silent',
    connectors: { walletConnect: false, solana: false },
  })
  kits.push(kit)
  kit.modal.open()
  await expect.poll(() => kit.connectors.get(rdns)).toBeDefined()
  kit.modal.close()
  await kit.connection.connect(rdns)
  return kit
}

const node = () => createPublicClient({ transport: http(devnet.evm[80002]?.rpcUrl) })
const randomAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

beforeAll(async () => {
  devnet = await startDevnet({ ports: 0, bundlers: false })
  for (const [rdns, walletCalls, key] of [
    [WITH_CALLS, true, 0],
    [WITHOUT_CALLS, false, 1],
  ] as const) {
    const wallet = createTestWallet({
      evm: {
        chains: [
          { chainId: 80002, rpcUrl: devnet.evm[80002]?.rpcUrl ?? '' },
          { chainId: 31337, rpcUrl: devnet.evm[31337]?.rpcUrl ?? '' },
        ],
        // Each its own account, so their nonces never meet.
        privateKeys: [devnet.accounts.evm[key]?.privateKey as `0x${string}`],
        walletCalls,
      },
      solana: false,
      info: { rdns, name: `Test wallet ${rdns}` },
    })
    wallets.push(wallet)
    undo.push(wallet.announce(window))
  }
}, 60_000)

afterAll(async () => {
  for (const kit of kits) kit.destroy()
  for (const stop of undo) stop()
  await devnet?.stop()
})

describe.each([
  { label: 'a wallet with EIP-5792', rdns: WITH_CALLS },
  { label: 'a wallet without EIP-5792 (Kit answers)', rdns: WITHOUT_CALLS },
])('viem’s EIP-5792 actions through Kit: $label', { timeout: 30_000 }, ({ rdns }) => {
  it('sendCalls sends two transfers that land on anvil; waitForCallsStatus reaches success, not atomic', async () => {
    const kit = await connectedKit(rdns)
    const client = getWalletClient(kit)
    const [first, second] = [randomAddress(), randomAddress()]
    const { id } = await client.sendCalls({
      calls: [
        { to: first, value: 1000n },
        { to: second, value: 2000n },
      ],
    })
    const result = await client.waitForCallsStatus({ id, pollingInterval: 50, timeout: 20_000 })
    expect(result).toMatchObject({ status: 'success', statusCode: 200, atomic: false, chainId: 80002 })
    expect(result.receipts).toHaveLength(2)
    expect(result.receipts?.every((receipt) => receipt.status === 'success')).toBe(true)
    expect(await node().getBalance({ address: first })).toBe(1000n)
    expect(await node().getBalance({ address: second })).toBe(2000n)
  })

  it('forceAtomic is refused with 5760 and nothing is sent', async () => {
    const kit = await connectedKit(rdns)
    const client = getWalletClient(kit)
    const to = randomAddress()
    const error = await client
      .sendCalls({ forceAtomic: true, calls: [{ to, value: 1n }] })
      .catch((caught: unknown) => caught)
    // viem wraps it (TransactionExecutionError); its cause is viem's own class for the code.
    const refusal = (error as { walk(fn: (cause: unknown) => boolean): unknown }).walk(
      (cause) => (cause as { code?: unknown }).code === 5760,
    )
    expect(refusal).toMatchObject({ name: 'AtomicityNotSupportedError', code: 5760 })
    expect(await node().getBalance({ address: to })).toBe(0n)
  })

  it('getCapabilities says atomic batches are unsupported on the chain', async () => {
    const kit = await connectedKit(rdns)
    const client = getWalletClient(kit)
    expect(await client.getCapabilities({ chainId: 80002 })).toMatchObject({
      atomic: { status: 'unsupported' },
    })
  })
})
