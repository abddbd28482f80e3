import { createTestWallet, DEFAULT_EVM_PRIVATE_KEYS, type TestWallet } from '@kit/test-wallet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
  verifyMessage,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KIT_USD_DEV_BALANCE, KIT_USD_EVM_ADDRESS } from '../evm/kitUsd.js'
import { kitUsdAbi } from '../evm/kitUsdArtifact.js'
import { type Devnet, startDevnet } from '../startDevnet.js'

let devnet: Devnet
let wallet: TestWallet

beforeAll(async () => {
  devnet = await startDevnet({ ports: 0, bundlers: false })
  wallet = createTestWallet({
    evm: {
      chains: Object.values(devnet.evm).map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
      privateKeys: devnet.accounts.evm.map((account) => account.privateKey),
    },
    solana: false,
  })
  await wallet.provider.request({ method: 'eth_requestAccounts' })
})
afterAll(() => devnet?.stop())

function clientsFor(chainId: number) {
  const rpcUrl = devnet.evm[chainId]?.rpcUrl ?? ''
  const chain = defineChain({
    id: chainId,
    name: `devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const account = wallet.evm.addresses[0] as Address
  return {
    account,
    node: createPublicClient({ chain, transport: http(rpcUrl) }),
    viaWallet: createWalletClient({ account, chain, transport: custom(wallet.provider) }),
    readsViaWallet: createPublicClient({ chain, transport: custom(wallet.provider) }),
  }
}

function randomAddress(): Address {
  return privateKeyToAccount(generatePrivateKey()).address
}

it("the test wallet's default keys are the devnet's funded dev accounts", () => {
  expect(devnet.accounts.evm.map((account) => account.privateKey)).toEqual(DEFAULT_EVM_PRIVATE_KEYS)
})

describe.each([80002, 31337])('through the test wallet on eip155:%i', (chainId) => {
  beforeAll(async () => {
    await wallet.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: `0x${chainId.toString(16)}` }],
    })
  })

  it('the dev account starts with 1 000 000 kUSD (6 decimals)', async () => {
    const { node, account } = clientsFor(chainId)
    expect(
      await node.readContract({ address: KIT_USD_EVM_ADDRESS, abi: kitUsdAbi, functionName: 'decimals' }),
    ).toBe(6)
    expect(
      await node.readContract({ address: KIT_USD_EVM_ADDRESS, abi: kitUsdAbi, functionName: 'symbol' }),
    ).toBe('kUSD')
    expect(
      await node.readContract({
        address: KIT_USD_EVM_ADDRESS,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account],
      }),
    ).toBe(KIT_USD_DEV_BALANCE)
  })

  it('sends a native transfer that lands and moves the balance', async () => {
    const { node, viaWallet, account } = clientsFor(chainId)
    const recipient = randomAddress()
    const before = await node.getBalance({ address: recipient })
    const senderBefore = await node.getBalance({ address: account })
    const hash = await viaWallet.sendTransaction({ to: recipient, value: parseEther('1.5') })
    const receipt = await node.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(account.toLowerCase())
    expect((await node.getBalance({ address: recipient })) - before).toBe(parseEther('1.5'))
    expect(senderBefore - (await node.getBalance({ address: account }))).toBeGreaterThanOrEqual(
      parseEther('1.5'),
    )
  })

  it('sends an ERC20 (kUSD) transfer that moves token balances', async () => {
    const { node, viaWallet, account } = clientsFor(chainId)
    const recipient = randomAddress()
    const amount = parseUnits('12.5', 6)
    const senderBefore = await node.readContract({
      address: KIT_USD_EVM_ADDRESS,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    })
    const hash = await viaWallet.writeContract({
      address: KIT_USD_EVM_ADDRESS,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, amount],
    })
    expect((await node.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success')
    expect(
      await node.readContract({
        address: KIT_USD_EVM_ADDRESS,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(amount)
    expect(
      await node.readContract({
        address: KIT_USD_EVM_ADDRESS,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account],
      }),
    ).toBe(senderBefore - amount)
  })

  it('forwards reads to the chain and reports the right chain id', async () => {
    const { node, readsViaWallet, account } = clientsFor(chainId)
    expect(await readsViaWallet.getChainId()).toBe(chainId)
    expect(await readsViaWallet.getBalance({ address: account })).toBe(
      await node.getBalance({ address: account }),
    )
    expect(await readsViaWallet.getBlockNumber()).toBe(await node.getBlockNumber())
  })
})

describe('consent', () => {
  it('personal_sign through viem verifies against the account', async () => {
    const { viaWallet, account } = clientsFor(31337)
    const signature = await viaWallet.signMessage({ message: 'Kit devnet' })
    expect(await verifyMessage({ address: account, message: 'Kit devnet', signature })).toBe(true)
  })

  it('a rejected transaction fails with 4001 and sends nothing', async () => {
    const { node, viaWallet, account } = clientsFor(31337)
    const nonce = await node.getTransactionCount({ address: account })
    wallet.setPolicy('reject')
    try {
      const error = await viaWallet
        .sendTransaction({ to: randomAddress(), value: 1n })
        .catch((caught: unknown) => caught)
      const rejection = (error as { walk: (fn: (e: unknown) => boolean) => unknown }).walk(
        (cause) => (cause as { code?: number }).code === 4001,
      )
      expect(rejection).toMatchObject({ code: 4001 })
      expect(await node.getTransactionCount({ address: account })).toBe(nonce)
    } finally {
      wallet.setPolicy('approve')
    }
  })

  it('a node error (insufficient funds) reaches the dapp as an RPC error, not a hang', async () => {
    const { viaWallet } = clientsFor(31337)
    await expect(
      viaWallet.sendTransaction({ to: randomAddress(), value: parseEther('100000000') }),
    ).rejects.toThrow()
  })
})
