// @vitest-environment jsdom
// watchAsset against a real chain: anvil from the devnet with Kit USD deployed, the injected test wallet connected
// through Kit. The token is checked on the contract, remembered, and listed with its balanceOf read through Kit's
// own RPC for the network.
import '../integration/nodeTypedArrays.js'
import { kitDevnet, polygonAmoy, withRpcUrls } from '@kit/chains'
import { type Devnet, KIT_USD, KIT_USD_EVM_ADDRESS, kitUsdAbi, startDevnet } from '@kit/devnet'
import { createTestWallet, type TestWallet } from '@kit/test-wallet'
import { type Address, createPublicClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AssetDecimalsMismatchError, AssetNotTokenError } from '../errors/assets.js'
import { createKit, type Kit } from '../kit.js'
import { formatAmount } from '../send/formatAmount.js'
import { createMemoryStorage } from '../services/memoryStorage.js'
import type { KitStorageBackend } from '../types.js'
import { loadWatchedAssets } from './loadWatchedAssets.js'
import { selectWatchedAssets } from './selectors.js'
import { watchAsset } from './watchAsset.js'

const RDNS = 'dev.kit.testwallet'
let devnet: Devnet
let wallet: TestWallet
let undoAnnounce: () => void
const kits: Kit[] = []

async function connectedKit(storage: KitStorageBackend) {
  const kit = createKit({
    projectId: 'kit-integration',
    networks: [
      withRpcUrls(polygonAmoy, { http: devnet.evm[80002]?.rpcUrl ?? '' }),
      withRpcUrls(kitDevnet, { http: devnet.evm[31337]?.rpcUrl ?? '' }),
    ],
    storage,
    // A closed port: the profile lookup fails at once, which never holds a connection up.
    apiUrl: 'http://127.0.0.1:9',
    logLevel: 'silent',
    connectors: { walletConnect: false, solana: false },
  })
  kits.push(kit)
  kit.modal.open()
  await expect.poll(() => kit.connectors.get(RDNS)).toBeDefined()
  await kit.connection.connect(RDNS)
  await kit.network.switchNetwork('eip155:31337')
  return kit
}

beforeAll(async () => {
  devnet = await startDevnet({ ports: 0, bundlers: false })
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
}, 60_000)

afterAll(async () => {
  for (const kit of kits) kit.destroy()
  undoAnnounce?.()
  await devnet?.stop()
})

describe('watchAsset on the devnet', { timeout: 30_000 }, () => {
  it('watches Kit USD: checked on the contract, listed with its balanceOf, still there after a reload and a transfer', async () => {
    const storage = createMemoryStorage()
    const kit = await connectedKit(storage)
    const node = createPublicClient({ transport: http(devnet.evm[31337]?.rpcUrl) })
    const account = wallet.evm.addresses[0] as Address
    const balanceOf = () =>
      node.readContract({
        address: KIT_USD_EVM_ADDRESS,
        abi: kitUsdAbi,
        functionName: 'balanceOf',
        args: [account],
      })

    // The app says decimals 18: the contract says 6, so nothing is watched.
    const mismatch = await watchAsset(kit, {
      type: 'ERC20',
      options: { address: KIT_USD_EVM_ADDRESS, symbol: KIT_USD.symbol, decimals: 18 },
    }).catch((error: unknown) => error)
    expect(mismatch).toBeInstanceOf(AssetDecimalsMismatchError)
    expect(mismatch).toMatchObject({ code: -32602, actual: KIT_USD.decimals })
    // An address with no contract on the chain.
    const nobody = privateKeyToAccount(generatePrivateKey()).address
    await expect(
      watchAsset(kit, { type: 'ERC20', options: { address: nobody, symbol: 'X', decimals: 6 } }),
    ).rejects.toBeInstanceOf(AssetNotTokenError)
    expect(selectWatchedAssets(kit.getState())).toEqual([])

    // The app's symbol gives way to the contract's.
    expect(
      await watchAsset(kit, {
        type: 'ERC20',
        options: { address: KIT_USD_EVM_ADDRESS.toLowerCase(), symbol: 'USD', decimals: KIT_USD.decimals },
      }),
    ).toBe(true)
    const held = await balanceOf()
    expect(held).toBeGreaterThan(0n)
    expect(selectWatchedAssets(kit.getState())).toEqual([
      {
        address: KIT_USD_EVM_ADDRESS,
        symbol: KIT_USD.symbol,
        decimals: KIT_USD.decimals,
        balance: formatAmount(held, KIT_USD.decimals),
      },
    ])

    // Some kUSD leaves the account; a new kit on the same storage lists the token with the new balance.
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    kit.send.setToken({
      address: `eip155:31337:${KIT_USD_EVM_ADDRESS}`,
      symbol: KIT_USD.symbol,
      quantity: { decimals: String(KIT_USD.decimals) },
    })
    kit.send.setTokenAmount('12.5')
    kit.send.setReceiverAddress(receiver)
    const hash = await kit.send.sendToken()
    await node.waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 50 })
    kit.destroy()

    const reloaded = await connectedKit(storage)
    await loadWatchedAssets(reloaded)
    expect(selectWatchedAssets(reloaded.getState())).toEqual([
      {
        address: KIT_USD_EVM_ADDRESS,
        symbol: KIT_USD.symbol,
        decimals: KIT_USD.decimals,
        balance: formatAmount(held - 12_500_000n, KIT_USD.decimals),
      },
    ])
    // Only on the chain it was watched on.
    await reloaded.network.switchNetwork('eip155:80002')
    await loadWatchedAssets(reloaded)
    expect(selectWatchedAssets(reloaded.getState())).toEqual([])
  })
})
