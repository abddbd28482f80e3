// @vitest-environment jsdom
// The injected connector against the real devnet (anvil on 80002 and 31337): the test wallet announces itself
// through EIP-6963 in jsdom, Kit finds it, connects, switches, sends native and ERC-20 amounts, follows the
// wallet's own events, refuses cleanly, and restores the session after a reload.
import './nodeTypedArrays.js'
import { kitDevnet, polygonAmoy, solanaLocalnet, withRpcUrls } from '@kit/chains'
import { type Devnet, KIT_USD_EVM_ADDRESS, kitUsdAbi, startDevnet } from '@kit/devnet'
import { createTestWallet, type TestWallet } from '@kit/test-wallet'
import { type Address, createPublicClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../errors/wallet.js'
import { formatAmount } from '../exports/connectors.js'
import { createKit, type Kit } from '../kit.js'
import { createMemoryStorage } from '../services/memoryStorage.js'
import type { KitStorageBackend } from '../types.js'

const RDNS = 'dev.kit.testwallet'
let devnet: Devnet
let wallet: TestWallet
let undoAnnounce: () => void
let networks: [
  ReturnType<typeof withRpcUrls<typeof polygonAmoy>>,
  ReturnType<typeof withRpcUrls<typeof kitDevnet>>,
]
const kits: Kit[] = []

function newKit(storage: KitStorageBackend = createMemoryStorage()) {
  const kit = createKit({
    projectId: 'kit-integration',
    networks,
    storage,
    // A closed port: the profile lookup fails at once, which never holds a connection up.
    apiUrl: 'http://127.0.0.1:9',
    logLevel: 'silent',
    connectors: { walletConnect: false, solana: false },
  })
  kits.push(kit)
  return kit
}

function nodeFor(chainId: 80002 | 31337) {
  return createPublicClient({ transport: http(devnet.evm[chainId]?.rpcUrl) })
}

const randomAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

async function connectedKit(storage?: KitStorageBackend) {
  const kit = newKit(storage)
  kit.modal.open()
  await expect.poll(() => kit.connectors.get(RDNS)).toBeDefined()
  await kit.connection.connect(RDNS)
  // Connecting in the open modal closes it (no sign-in here).
  expect(kit.getState().modal.open).toBe(false)
  return kit
}

beforeAll(async () => {
  devnet = await startDevnet({ ports: 0, bundlers: false })
  networks = [
    withRpcUrls(polygonAmoy, { http: devnet.evm[80002]?.rpcUrl ?? '' }),
    withRpcUrls(kitDevnet, { http: devnet.evm[31337]?.rpcUrl ?? '' }),
  ]
  wallet = createTestWallet({
    evm: {
      chains: [
        { chainId: 80002, rpcUrl: devnet.evm[80002]?.rpcUrl ?? '' },
        { chainId: 31337, rpcUrl: devnet.evm[31337]?.rpcUrl ?? '' },
        // A chain the app does not configure (served by the same node).
        { chainId: 1337, rpcUrl: devnet.evm[31337]?.rpcUrl ?? '' },
      ],
      privateKeys: devnet.accounts.evm.map((account) => account.privateKey),
    },
    solana: false,
  })
  undoAnnounce = wallet.announce(window)
}, 60_000)

afterAll(async () => {
  for (const kit of kits) kit.destroy()
  undoAnnounce?.()
  await devnet?.stop()
})

describe('injected wallet on the devnet', { timeout: 30_000 }, () => {
  it('is discovered through EIP-6963 once the modal opens, once per rdns', async () => {
    const kit = newKit()
    expect(kit.getState().connectors.list).toEqual([])
    kit.modal.open()
    await expect.poll(() => kit.getState().connectors.list.map((entry) => entry.id)).toContain(RDNS)
    // A second announcement of the same wallet (another uuid) is the same wallet.
    const again = createTestWallet({
      evm: { chains: [{ chainId: 80002, rpcUrl: devnet.evm[80002]?.rpcUrl ?? '' }] },
      solana: false,
    })
    const undo = again.announce(window)
    const descriptor = kit.getState().connectors.list.filter((entry) => entry.rdns === RDNS)
    expect(descriptor).toEqual([
      expect.objectContaining({ id: RDNS, type: 'injected', name: 'Kit Test Wallet', namespace: 'eip155' }),
    ])
    undo()
  })

  it('finds Solana wallets through the wallet standard (@wallet-standard/app) and connects one', async () => {
    const solanaWallet = createTestWallet({
      evm: { chains: [{ chainId: 80002, rpcUrl: devnet.evm[80002]?.rpcUrl ?? '' }] },
      solana: { rpcUrl: devnet.solana.rpcUrl, wsUrl: devnet.solana.wsUrl },
      info: { rdns: 'dev.kit.both', name: 'Both Wallet' },
    })
    const undo = solanaWallet.announce(window)
    const kit = createKit({
      projectId: 'kit-integration',
      networks: [...networks, withRpcUrls(solanaLocalnet, { http: devnet.solana.rpcUrl })],
      storage: createMemoryStorage(),
      apiUrl: 'http://127.0.0.1:9',
      logLevel: 'silent',
      connectors: { walletConnect: false },
    })
    kits.push(kit)
    kit.modal.open()
    await expect.poll(() => kit.connectors.get('solana:Both Wallet')).toBeDefined()
    expect(kit.connectors.get('solana:Both Wallet')).toMatchObject({ type: 'solana', namespace: 'solana' })
    expect(kit.connectors.get('dev.kit.both')).toMatchObject({ type: 'injected', namespace: 'eip155' })
    await kit.connection.connect('solana:Both Wallet')
    expect(kit.getState().account.caipAddress).toBe(`solana:localnet:${devnet.accounts.solana[0]?.publicKey}`)
    undo()
    // A wallet that leaves is forgotten, unless it is the one connected.
    expect(kit.connectors.get('solana:Both Wallet')).toBeDefined()
  })

  it('connects: address, chain and native balance in state', async () => {
    const kit = await connectedKit()
    const state = kit.getState()
    const [first] = wallet.evm.addresses
    expect(state.account.status).toBe('connected')
    expect(state.account.address).toBe(first)
    expect(state.account.caipAddress).toBe(`eip155:80002:${first}`)
    expect(state.network.active).toBe('eip155:80002')
    const wei = await nodeFor(80002).getBalance({ address: first as Address })
    await expect.poll(() => kit.getState().account.balance).toBe(formatAmount(wei, 18))
    expect(kit.getState().account.balanceSymbol).toBe('POL')
  })

  it('switches 80002 → 31337 → 80002 through the wallet', async () => {
    const kit = await connectedKit()
    await kit.network.switchNetwork('eip155:31337')
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(kit.getState().network.active).toBe('eip155:31337')
    await expect.poll(() => kit.getState().account.caipAddress).toMatch(/^eip155:31337:/)
    await expect.poll(() => kit.getState().account.balanceSymbol).toBe('ETH')
    // The Networks view rule: after the switch, back to the entry before Networks.
    kit.modal.open({ view: 'Account' })
    kit.router.push('Networks')
    await kit.network.switchNetwork('eip155:80002')
    expect(kit.getState().router.view).toBe('Account')
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x13882')
    await expect.poll(() => kit.getState().account.caipAddress).toMatch(/^eip155:80002:/)
  })

  it('a chain the wallet does not know is added (4902), then used', async () => {
    const narrow = createTestWallet({
      evm: { chains: [{ chainId: 80002, rpcUrl: devnet.evm[80002]?.rpcUrl ?? '' }] },
      solana: false,
      info: { rdns: 'dev.kit.narrow', name: 'Narrow Wallet' },
    })
    const undo = narrow.announce(window)
    const kit = newKit()
    kit.modal.open()
    await expect.poll(() => kit.connectors.get('dev.kit.narrow')).toBeDefined()
    await kit.connection.connect('dev.kit.narrow')
    await kit.network.switchNetwork('eip155:31337')
    expect(await narrow.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(kit.getState().network.active).toBe('eip155:31337')
    undo()
  })

  it('follows the wallet to a chain the app did not configure: unsupported, and nothing is sent there', async () => {
    const kit = await connectedKit()
    kit.modal.open({ view: 'Account' })
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] })
    await expect.poll(() => kit.getState().network.unsupported).toBe(true)
    expect(kit.getState().router.view).toBe('UnsupportedChain')
    kit.send.setTokenAmount('1')
    kit.send.setReceiverAddress(randomAddress())
    await expect(kit.send.sendToken()).rejects.toMatchObject({ shortMessage: 'Unsupported chain' })
    // Picking a configured network brings the wallet back; with no Networks entry before, the modal closes.
    await kit.network.switchNetwork('eip155:80002')
    expect(kit.getState().network.unsupported).toBe(false)
    expect(kit.getState().modal.open).toBe(false)
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x13882')
  })

  it('a native send changes the on-chain balances (amount by the native decimals, gas price from the RPC)', async () => {
    const kit = await connectedKit()
    const receiver = randomAddress()
    const node = nodeFor(80002)
    const events: string[] = []
    kit.modal.open({ view: 'WalletSend' })
    kit.onEvent((event) => events.push(event.event))
    kit.send.setTokenAmount('0.25')
    kit.send.setReceiverAddress(receiver)
    const hash = await kit.send.sendToken()
    const receipt = await node.waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(await node.getBalance({ address: receiver })).toBe(250_000_000_000_000_000n)
    // The fee uses the gas price Kit read from the network's RPC (the blockchain API is unreachable here).
    const sent = await node.getTransaction({ hash: hash as `0x${string}` })
    expect(sent.gasPrice).toBe(kit.getState().send.gasPrice)
    expect(sent.type).toBe('legacy')
    expect(events).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    expect(kit.getState().toast).toMatchObject({ message: 'Transaction started', variant: 'success' })
    expect(kit.getState().router.view).toBe('Account')
    expect(kit.getState().send.sendTokenAmount).toBeUndefined()
  })

  it('an ERC-20 send changes the token balances (amount by the token decimals)', async () => {
    const kit = await connectedKit()
    await kit.network.switchNetwork('eip155:31337')
    const receiver = randomAddress()
    const node = nodeFor(31337)
    kit.send.setToken({
      address: `eip155:31337:${KIT_USD_EVM_ADDRESS}`,
      symbol: 'kUSD',
      quantity: { decimals: '6' },
    })
    kit.send.setTokenAmount('12.5')
    kit.send.setReceiverAddress(receiver)
    const hash = await kit.send.sendToken()
    await node.waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 50 })
    expect(
      await node.readContract({
        address: KIT_USD_EVM_ADDRESS,
        abi: kitUsdAbi,
        functionName: 'balanceOf',
        args: [receiver],
      }),
    ).toBe(12_500_000n)
    await kit.network.switchNetwork('eip155:80002')
  })

  it('a refused send shows "Something went wrong" and sends nothing', async () => {
    const kit = await connectedKit()
    const receiver = randomAddress()
    wallet.setPolicy('reject')
    try {
      kit.send.setTokenAmount('1')
      kit.send.setReceiverAddress(receiver)
      await expect(kit.send.sendToken()).rejects.toMatchObject({ shortMessage: 'Something went wrong' })
    } finally {
      wallet.setPolicy('approve')
    }
    expect(kit.getState().toast).toMatchObject({ message: 'Something went wrong', variant: 'error' })
    expect(await nodeFor(80002).getBalance({ address: receiver })).toBe(0n)
  })

  it('signs with personal_sign (what name registration uses)', async () => {
    const kit = await connectedKit()
    const signature = await kit.connection.signMessage('hello kit')
    const { verifyMessage } = await import('viem')
    expect(
      await verifyMessage({
        address: wallet.evm.addresses[0] as Address,
        message: 'hello kit',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  it('follows an account change in the wallet', async () => {
    const kit = await connectedKit()
    const [first, second] = wallet.evm.addresses as [Address, Address]
    wallet.evm.selectAccount(second)
    try {
      await expect.poll(() => kit.getState().account.address).toBe(second)
      expect(kit.getState().account.caipAddress).toBe(`eip155:80002:${second}`)
    } finally {
      wallet.evm.selectAccount(first)
    }
    await expect.poll(() => kit.getState().account.address).toBe(first)
  })

  it('a user rejection leaves the kit disconnected with a clear error and nothing half-set', async () => {
    const storage = createMemoryStorage()
    const kit = newKit(storage)
    kit.modal.open()
    await expect.poll(() => kit.connectors.get(RDNS)).toBeDefined()
    wallet.disconnect()
    wallet.setPolicy('reject')
    let error: unknown
    try {
      await kit.connection.connect(RDNS)
    } catch (caught) {
      error = caught
    } finally {
      wallet.setPolicy('approve')
    }
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).shortMessage).toBe('User rejected the request.')
    const state = kit.getState()
    expect(state.account).toMatchObject({
      status: 'disconnected',
      address: undefined,
      caipAddress: undefined,
      balance: undefined,
    })
    expect(state.connectors.active).toBeUndefined()
    expect(state.connection.error).toBe('User rejected the request.')
    expect(kit.storage.getConnection()).toBeUndefined()
    // The next attempt starts clean.
    await kit.connection.connect(RDNS)
    expect(kit.getState().connection.error).toBeUndefined()
    expect(kit.getState().account.status).toBe('connected')
  })

  it('a disconnect from the wallet side disconnects the kit and clears the login cache', async () => {
    const storage = createMemoryStorage()
    const kit = await connectedKit(storage)
    kit.storage.setEmail('a@b.co')
    wallet.disconnect()
    await expect.poll(() => kit.getState().account.status).toBe('disconnected')
    expect(kit.storage.getConnection()).toBeUndefined()
    expect(kit.storage.getEmail()).toBeUndefined()
  })

  it('reload: a new kit over the same storage restores the session (reconnecting → connected); after a disconnect it stays disconnected', async () => {
    const storage = createMemoryStorage()
    const first = await connectedKit(storage)
    const address = first.getState().account.address
    first.destroy()

    const reloaded = newKit(storage)
    const statuses: string[] = [reloaded.getState().account.status]
    reloaded.subscribe(
      (state) => state.account.status,
      (status) => statuses.push(status),
    )
    await expect.poll(() => reloaded.getState().account.status).toBe('connected')
    expect(statuses).toEqual(['reconnecting', 'connected'])
    expect(reloaded.getState().account.address).toBe(address)
    expect(reloaded.getState().connectors.active).toBe(RDNS)

    await reloaded.connection.disconnect()
    reloaded.destroy()
    const afterDisconnect = newKit(storage)
    expect(afterDisconnect.getState().account.status).toBe('disconnected')
    afterDisconnect.modal.open()
    await expect.poll(() => afterDisconnect.connectors.get(RDNS)).toBeDefined()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(afterDisconnect.getState().account.status).toBe('disconnected')
  })
})
