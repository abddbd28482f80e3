// kitConnector with wagmi's own React hooks, against the real devnet (anvil on 80002 and 31337) and the test
// wallet announced through EIP-6963 in jsdom. wagmi sees only Kit's connector (its own wallet discovery is off),
// so every hook below works through Kit's modal, connection and network switch.
import { kitDevnet, polygonAmoy, withRpcUrls } from '@kit/chains'
import { createKit, createMemoryStorage, type Kit, type KitStorageBackend } from '@kit/core'
import { type Devnet, KIT_USD_EVM_ADDRESS, kitUsdAbi, startDevnet } from '@kit/devnet'
import { createTestWallet, type TestWallet } from '@kit/test-wallet'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { type Address, createPublicClient, http, UserRejectedRequestError } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  type Config,
  createConfig,
  useAccount,
  useCallsStatus,
  useCapabilities,
  useChainId,
  useConnect,
  useDisconnect,
  useSendCalls,
  useSwitchChain,
  useWriteContract,
  WagmiProvider,
} from 'wagmi'
import { kitConnector } from './kitConnector.js'

const RDNS = 'dev.kit.testwallet'
/** A second injected test wallet, without EIP-5792's methods: Kit answers them for it. */
const RDNS_WITHOUT_CALLS = 'dev.kit.testwallet.nocalls'
let devnet: Devnet
let wallet: TestWallet
let walletWithoutCalls: TestWallet
let undoAnnounce: () => void
let undoAnnounceWithoutCalls: () => void
let amoy: typeof polygonAmoy
let local: typeof kitDevnet
const kits: Kit[] = []

function newKit(storage: KitStorageBackend = createMemoryStorage()) {
  const kit = createKit({
    projectId: 'kit-wagmi',
    networks: [amoy, local],
    storage,
    // A closed port: the profile and balance lookups fail at once, which never holds a connection up.
    apiUrl: 'http://127.0.0.1:9',
    logLevel: 'silent',
    connectors: { walletConnect: false, solana: false },
  })
  kits.push(kit)
  return kit
}

/** A wagmi config whose only connector is Kit's; Kit's networks are viem chains, so wagmi takes the same ones. */
function wagmiConfig(kit: Kit) {
  return createConfig({
    chains: [amoy, local],
    connectors: [kitConnector(kit)],
    transports: { [amoy.id]: http(devnet.evm[80002]?.rpcUrl), [local.id]: http(devnet.evm[31337]?.rpcUrl) },
    // Wallets are found and listed by Kit's modal, not by wagmi.
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
}

const readAccount = ({ status, address, chainId, connector }: ReturnType<typeof useAccount>) => ({
  status,
  address,
  chainId,
  connector,
})

/** wagmi's hooks as an app uses them, inside WagmiProvider and react-query's provider. */
function renderApp(config: Config) {
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WagmiProvider config={config} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  )
  return renderHook(
    () => {
      const sendCalls = useSendCalls()
      return {
        // wagmi re-renders only for the fields read while rendering, as a component reads them.
        account: readAccount(useAccount()),
        chainId: useChainId(),
        connect: useConnect(),
        disconnect: useDisconnect(),
        switchChain: useSwitchChain(),
        write: useWriteContract(),
        sendCalls,
        callsStatus: useCallsStatus({
          id: sendCalls.data?.id ?? '',
          query: {
            enabled: sendCalls.data !== undefined,
            refetchInterval: (query) => (query.state.data?.status === 'success' ? false : 100),
          },
        }),
        capabilities: useCapabilities(),
      }
    },
    { wrapper },
  )
}

/** What a tap on the test wallet in Kit's modal does: connect through its connector, then close. */
async function pickWalletInModal(kit: Kit, rdns = RDNS) {
  await expect.poll(() => kit.getState().modal.open).toBe(true)
  await expect.poll(() => kit.connectors.get(rdns)).toBeDefined()
  await kit.connection.connect(rdns)
  kit.modal.close()
}

/** Renders the app and connects through wagmi's useConnect and Kit's modal (to `rdns`'s wallet). */
async function connectedApp(rdns = RDNS) {
  const kit = newKit()
  const config = wagmiConfig(kit)
  const app = renderApp(config)
  const [connector] = config.connectors
  app.result.current.connect.mutate({ connector: connector! })
  await pickWalletInModal(kit, rdns)
  await waitFor(() => expect(app.result.current.account.status).toBe('connected'))
  return { kit, config, app }
}

const nodeFor = (chainId: 80002 | 31337) =>
  createPublicClient({ transport: http(devnet.evm[chainId]?.rpcUrl) })
const randomAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

beforeAll(async () => {
  devnet = await startDevnet({ ports: 0 })
  amoy = withRpcUrls(polygonAmoy, { http: devnet.evm[80002]?.rpcUrl ?? '' })
  local = withRpcUrls(kitDevnet, { http: devnet.evm[31337]?.rpcUrl ?? '' })
  wallet = createTestWallet({
    evm: {
      chains: [
        { chainId: 80002, rpcUrl: devnet.evm[80002]?.rpcUrl ?? '' },
        { chainId: 31337, rpcUrl: devnet.evm[31337]?.rpcUrl ?? '' },
      ],
      privateKeys: devnet.accounts.evm.map((account) => account.privateKey),
    },
    solana: false,
  })
  undoAnnounce = wallet.announce(window)
  walletWithoutCalls = createTestWallet({
    evm: {
      chains: [
        { chainId: 80002, rpcUrl: devnet.evm[80002]?.rpcUrl ?? '' },
        { chainId: 31337, rpcUrl: devnet.evm[31337]?.rpcUrl ?? '' },
      ],
      // Its own account, which the first wallet never selects: their nonces never meet.
      privateKeys: [devnet.accounts.evm[4]?.privateKey as `0x${string}`],
      walletCalls: false,
    },
    solana: false,
    info: { rdns: RDNS_WITHOUT_CALLS, name: 'Kit Test Wallet without EIP-5792' },
  })
  undoAnnounceWithoutCalls = walletWithoutCalls.announce(window)
}, 60_000)

afterEach(async () => {
  wallet.setPolicy('approve')
  for (const kit of kits.splice(0)) {
    if (kit.getState().account.status === 'connected') await kit.connection.disconnect()
    kit.destroy()
  }
  // The wallet starts every test on 80002 with no site connected.
  wallet.disconnect()
  walletWithoutCalls.disconnect()
  await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x13882' }] })
})

afterAll(async () => {
  undoAnnounce?.()
  undoAnnounceWithoutCalls?.()
  await devnet?.stop()
})

describe('kitConnector with wagmi hooks on the devnet', { timeout: 60_000 }, () => {
  it('useConnect opens Kit’s modal; useAccount shows the account Kit connected', async () => {
    const kit = newKit()
    const config = wagmiConfig(kit)
    const app = renderApp(config)
    expect(app.result.current.account.status).toBe('disconnected')
    const [connector] = config.connectors
    expect(connector).toMatchObject({ id: 'kit', name: 'Kit', type: 'kit' })
    expect(kit.getState().modal.open).toBe(false)

    app.result.current.connect.mutate({ connector: connector! })
    await pickWalletInModal(kit)

    const [first] = wallet.evm.addresses
    await waitFor(() => expect(app.result.current.account.status).toBe('connected'))
    expect(app.result.current.account.address).toBe(first)
    expect(app.result.current.account.chainId).toBe(80002)
    expect(app.result.current.account.connector?.id).toBe('kit')
    expect(kit.getState().account.caipAddress).toBe(`eip155:80002:${first}`)
  })

  it('closing Kit’s modal without a connection rejects useConnect with UserRejectedRequestError', async () => {
    const kit = newKit()
    const config = wagmiConfig(kit)
    const app = renderApp(config)
    app.result.current.connect.mutate({ connector: config.connectors[0]! })
    await expect.poll(() => kit.getState().modal.open).toBe(true)
    kit.modal.close()
    await waitFor(() => expect(app.result.current.connect.status).toBe('error'))
    expect(app.result.current.connect.error).toBeInstanceOf(UserRejectedRequestError)
    expect(app.result.current.account.status).toBe('disconnected')
  })

  it('a refusal in the wallet rejects useConnect with UserRejectedRequestError and leaves both disconnected', async () => {
    const kit = newKit()
    const config = wagmiConfig(kit)
    const app = renderApp(config)
    wallet.setPolicy('reject')
    app.result.current.connect.mutate({ connector: config.connectors[0]! })
    await expect.poll(() => kit.getState().modal.open).toBe(true)
    await expect.poll(() => kit.connectors.get(RDNS)).toBeDefined()
    await expect(kit.connection.connect(RDNS)).rejects.toThrow()
    // The user gives up: Kit's modal closes with nothing connected.
    kit.modal.close()
    await waitFor(() => expect(app.result.current.connect.error).toBeInstanceOf(UserRejectedRequestError))
    expect(app.result.current.account.status).toBe('disconnected')
    expect(kit.getState().account.status).toBe('disconnected')
  })

  it('useWriteContract: an ERC-20 transfer of Kit USD goes through Kit’s connection and lands on anvil', async () => {
    const { app } = await connectedApp()
    const to = randomAddress()
    const amount = 12_345_678n
    app.result.current.write.mutate({
      address: KIT_USD_EVM_ADDRESS,
      abi: kitUsdAbi,
      functionName: 'transfer',
      args: [to, amount],
    })
    await waitFor(() => expect(app.result.current.write.status).toBe('success'))
    const hash = app.result.current.write.data!
    const receipt = await nodeFor(80002).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(wallet.evm.addresses[0]?.toLowerCase())
    expect(receipt.to?.toLowerCase()).toBe(KIT_USD_EVM_ADDRESS.toLowerCase())
    const balance = await nodeFor(80002).readContract({
      address: KIT_USD_EVM_ADDRESS,
      abi: kitUsdAbi,
      functionName: 'balanceOf',
      args: [to],
    })
    expect(balance).toBe(amount)
  })

  for (const [label, rdns] of [
    ['a wallet with EIP-5792', RDNS],
    ['a wallet without it (Kit answers)', RDNS_WITHOUT_CALLS],
  ] as const)
    it(`useSendCalls sends two calls that land on anvil; useCallsStatus reaches success; useCapabilities: ${label}`, async () => {
      const { app } = await connectedApp(rdns)
      const [first, second] = [randomAddress(), randomAddress()]
      await waitFor(() =>
        expect(app.result.current.capabilities.data?.[80002]).toEqual({ atomic: { status: 'unsupported' } }),
      )
      app.result.current.sendCalls.mutate({
        calls: [
          { to: first, value: 1_000n },
          { to: second, value: 2_000n },
        ],
      })
      await waitFor(() => expect(app.result.current.sendCalls.status).toBe('success'))
      await waitFor(() => expect(app.result.current.callsStatus.data?.status).toBe('success'), {
        timeout: 15_000,
      })
      const status = app.result.current.callsStatus.data
      expect(status).toMatchObject({ statusCode: 200, atomic: false, chainId: 80002 })
      expect(status?.receipts).toHaveLength(2)
      expect(await nodeFor(80002).getBalance({ address: first })).toBe(1_000n)
      expect(await nodeFor(80002).getBalance({ address: second })).toBe(2_000n)
    })

  it('useSendCalls with forceAtomic fails with 5760 (no wallet here executes atomically); nothing lands', async () => {
    const { app } = await connectedApp(RDNS_WITHOUT_CALLS)
    const to = randomAddress()
    app.result.current.sendCalls.mutate({ forceAtomic: true, calls: [{ to, value: 1n }] })
    await waitFor(() => expect(app.result.current.sendCalls.status).toBe('error'))
    const error = app.result.current.sendCalls.error as unknown as {
      walk(fn: (cause: unknown) => boolean): unknown
    }
    expect(error.walk((cause) => (cause as { code?: unknown }).code === 5760)).toBeTruthy()
    expect(await nodeFor(80002).getBalance({ address: to })).toBe(0n)
  })

  it('useSwitchChain switches 80002 → 31337 → 80002 through Kit and the wallet; writes follow the chain', async () => {
    const { kit, app } = await connectedApp()
    app.result.current.switchChain.mutate({ chainId: 31337 })
    await waitFor(() => expect(app.result.current.switchChain.status).toBe('success'))
    await waitFor(() => expect(app.result.current.account.chainId).toBe(31337))
    expect(app.result.current.chainId).toBe(31337)
    expect(kit.getState().network.active).toBe('eip155:31337')
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')

    // A write now lands on 31337.
    const to = randomAddress()
    app.result.current.write.mutate({
      address: KIT_USD_EVM_ADDRESS,
      abi: kitUsdAbi,
      functionName: 'transfer',
      args: [to, 1n],
    })
    await waitFor(() => expect(app.result.current.write.status).toBe('success'))
    const receipt = await nodeFor(31337).waitForTransactionReceipt({ hash: app.result.current.write.data! })
    expect(receipt.status).toBe('success')

    app.result.current.switchChain.mutate({ chainId: 80002 })
    await waitFor(() => expect(app.result.current.account.chainId).toBe(80002))
    expect(kit.getState().network.active).toBe('eip155:80002')
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x13882')
  })

  it('a switch the wallet refuses fails useSwitchChain with UserRejectedRequestError; nothing moves', async () => {
    const { kit, app } = await connectedApp()
    wallet.setPolicy('reject')
    app.result.current.switchChain.mutate({ chainId: 31337 })
    await waitFor(() => expect(app.result.current.switchChain.status).toBe('error'))
    expect(app.result.current.switchChain.error).toBeInstanceOf(UserRejectedRequestError)
    expect(app.result.current.account.chainId).toBe(80002)
    expect(kit.getState().network.active).toBe('eip155:80002')
  })

  it('useDisconnect disconnects Kit', async () => {
    const { kit, app } = await connectedApp()
    app.result.current.disconnect.mutate()
    await waitFor(() => expect(app.result.current.account.status).toBe('disconnected'))
    expect(kit.getState().account.status).toBe('disconnected')
    expect(kit.getState().account.address).toBeUndefined()
  })

  it('what happens in Kit reaches wagmi: a switch, a disconnect, then a connection made in Kit’s own modal', async () => {
    const { kit, app } = await connectedApp()
    // A network switch from Kit's own network view.
    await kit.network.switchNetwork('eip155:31337')
    await waitFor(() => expect(app.result.current.account.chainId).toBe(31337))
    // A disconnect from Kit's account view.
    await kit.connection.disconnect()
    await waitFor(() => expect(app.result.current.account.status).toBe('disconnected'))
    // A connection through Kit's own connect button: wagmi adopts it without calling connect.
    kit.modal.open()
    await pickWalletInModal(kit)
    await waitFor(() => expect(app.result.current.account.status).toBe('connected'))
    expect(app.result.current.account.address).toBe(wallet.evm.addresses[0])
    expect(app.result.current.account.connector?.id).toBe('kit')
  })

  it('an account switch in the wallet reaches useAccount', async () => {
    const { app } = await connectedApp()
    // `addresses` lists the selected one first: keep both before switching.
    const [first, second] = wallet.evm.addresses as [Address, Address]
    wallet.evm.selectAccount(second)
    await waitFor(() => expect(app.result.current.account.address).toBe(second))
    wallet.evm.selectAccount(first)
    await waitFor(() => expect(app.result.current.account.address).toBe(first))
  })

  it('after a reload, wagmi reconnects to the session Kit restores, without opening the modal', async () => {
    const storage = createMemoryStorage()
    const first = newKit(storage)
    first.modal.open()
    await expect.poll(() => first.connectors.get(RDNS)).toBeDefined()
    await first.connection.connect(RDNS)
    first.destroy()

    // The reload: a new kit on the same storage restores; wagmi's reconnect waits for it.
    const kit = newKit(storage)
    expect(kit.getState().account.status).toBe('reconnecting')
    const config = wagmiConfig(kit)
    const queryClient = new QueryClient()
    const { result } = renderHook(() => readAccount(useAccount()), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <WagmiProvider config={config}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </WagmiProvider>
      ),
    })
    await waitFor(() => expect(result.current.status).toBe('connected'))
    expect(result.current.address).toBe(wallet.evm.addresses[0])
    expect(kit.getState().modal.open).toBe(false)
  })
})
