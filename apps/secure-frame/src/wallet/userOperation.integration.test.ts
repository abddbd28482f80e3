// @vitest-environment node
// The frame's smart account against the real stack: a devnet with Alto per chain, the Kit server with its paymaster
// and its blockchain API routing the bundler's methods, and the frame's own code (its context, which reads the
// chain data and the project's sponsorship, and its wallet). Accounts start with 0 ETH.
import { kitAccountAddress } from '@kit/accounts'
import { type Devnet, startDevnet } from '@kit/devnet'
import { createServer, generateMasterKey, type KitServer, serverConfigForDevnet } from '@kit/server'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FrameStartConfig } from '../config.js'
import { createFrameContext, type FrameContext } from '../frame/context.js'
import { createEvmWallet, type EvmChainContext, type EvmWallet } from './evm.js'

const PROJECT = 'shop'
const POOR_PROJECT = 'poor'
const recipient = privateKeyToAccount(generatePrivateKey()).address

let devnet: Devnet
let server: KitServer
const clients: Record<number, PublicClient> = {}

beforeAll(async () => {
  devnet = await startDevnet({ ports: 0 })
  const config = serverConfigForDevnet(devnet)
  const devPolicies = config.paymaster?.policies ?? []
  const tiny = { perSenderPerDay: '1', perDay: '1', perMonth: '1' }
  server = await createServer({
    ...config,
    port: 0,
    log: false,
    masterKey: generateMasterKey(),
    projects: [
      { id: PROJECT, name: 'Demo shop', allowedOrigins: ['http://127.0.0.1:1'] },
      { id: POOR_PROJECT, name: 'Poor shop', allowedOrigins: ['http://127.0.0.1:1'] },
    ],
    paymaster: {
      ...config.paymaster,
      // A project whose budget one operation exceeds: refused by the paymaster, the user offered to pay.
      policies: [...devPolicies, { projectId: POOR_PROJECT, chains: { 'eip155:80002': tiny } }],
    },
  })
  for (const chainId of [80002, 31337])
    clients[chainId] = createPublicClient({
      transport: http(devnet.evm[chainId]?.rpcUrl, { retryCount: 0 }),
    }) as PublicClient
}, 120_000)

afterAll(async () => {
  await server?.close()
  await devnet?.stop()
})

/** The frame's context for `projectId` on `chainId`: no `chains` in its config, so every call goes to the server. */
function frameContext(
  projectId: string,
  chainId: number,
  overrides: Partial<FrameStartConfig> = {},
): FrameContext {
  const unused = {} as never
  const context = createFrameContext({
    config: { serverUrl: server.url, projectId, chainId: `eip155:${chainId}`, ...overrides },
    frameOrigin: 'http://127.0.0.1:2',
    api: unused,
    store: unused,
    deviceShares: unused,
    proofKeys: unused,
    passkeys: unused,
    loginPasskeys: unused,
    redirectVerifiers: unused,
    ui: unused,
    recoveryUi: unused,
    accountUi: unused,
    now: Date.now,
    logger: undefined,
    pollIntervalMs: 100,
    lifetime: new AbortController().signal,
    fetch: (input, init) => fetch(input, init),
    server: () => unused,
  })
  context.appName = 'Demo shop app'
  return context
}

/** Gives `to` some Kit USD from a dev account (which pays its own fee). */
async function fundKitUsd(chainId: number, to: Address, amount: bigint) {
  const from = privateKeyToAccount(devnet.accounts.evm[2]?.privateKey as Hex)
  const wallet = createWalletClient({
    account: from,
    chain: {
      id: chainId,
      name: 'devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [devnet.evm[chainId]?.rpcUrl ?? ''] } },
    },
    transport: http(devnet.evm[chainId]?.rpcUrl, { retryCount: 0 }),
  })
  const hash = await wallet.writeContract({
    address: token(chainId),
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
  })
  await clients[chainId]?.waitForTransactionReceipt({ hash, pollingInterval: 50 })
}

const token = (chainId: number) => devnet.tokens.evm[chainId]?.address as Address
const balanceOf = (chainId: number, owner: Address) =>
  clients[chainId]?.readContract({
    address: token(chainId),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  }) as Promise<bigint>
const transfer = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })

/** Waits for a user operation the way `wallet_getCallsStatus` reads it. */
async function outcomeOf(wallet: EvmWallet, hash: Hex, chain: EvmChainContext) {
  for (let i = 0; i < 300; i++) {
    const outcome = await wallet.userOperationOutcome(hash, chain)
    if (outcome) return outcome
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('test: the user operation was not included')
}

describe('the embedded wallet’s smart account through the bundler and the paymaster', () => {
  it('EIP-7702: a 0-ETH account sends a sponsored transfer as itself (same address), then an atomic batch', async () => {
    const wallet = createEvmWallet(generatePrivateKey())
    const context = frameContext(PROJECT, 80002)
    const chain = context.evmContext()
    expect(chain.smartAccountKind).toBe('7702')
    expect(chain.rpcUrl).toContain(`${server.url}/v1`)
    expect(wallet.smartAccountOf('7702')).toBe(wallet.address)
    await fundKitUsd(80002, wallet.address, 5_000_000n)
    expect(await clients[80002]?.getBalance({ address: wallet.address })).toBe(0n)
    expect(await wallet.isDeployed(chain)).toBe(false)

    const plan = await wallet.planSend(
      [{ to: token(80002), value: 0n, data: transfer(recipient, 1_000_000n) }],
      'smartAccount',
      chain,
    )
    expect(plan).toMatchObject({
      signer: 'smartAccount',
      payer: wallet.address,
      maxFee: 0n,
      sponsor: 'Demo shop',
      deploysSmartAccount: true,
    })
    expect(plan.userOperation?.userOperation.authorization).toBeDefined()
    const [hash] = await wallet.executePlan(plan, chain)
    // eth_sendTransaction answers the transaction that included the operation.
    const included = await wallet.waitForUserOperation(hash as Hex, chain)
    expect(included.success).toBe(true)
    const mined = await clients[80002]?.getTransactionReceipt({ hash: included.receipt.transactionHash })
    expect(mined?.status).toBe('success')
    expect(mined?.type).toBe('eip7702')
    expect(await balanceOf(80002, recipient)).toBe(1_000_000n)
    expect(await clients[80002]?.getBalance({ address: wallet.address })).toBe(0n)
    // Upgraded in place: the EOA's code is now the delegation to Kit's account.
    expect(await wallet.isDeployed(chain)).toBe(true)

    // approve + transferFrom in one operation, both or neither.
    const approve = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [wallet.address, 2_000_000n],
    })
    const pull = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transferFrom',
      args: [wallet.address, recipient, 2_000_000n],
    })
    const batch = await wallet.planSend(
      [
        { to: token(80002), value: 0n, data: approve },
        { to: token(80002), value: 0n, data: pull },
      ],
      'smartAccount',
      chain,
    )
    expect(batch.deploysSmartAccount).toBe(false)
    expect(batch.userOperation?.userOperation.authorization).toBeUndefined()
    const [batchHash] = await wallet.executePlan(batch, chain)
    expect((await outcomeOf(wallet, batchHash as Hex, chain)).success).toBe(true)
    expect(await balanceOf(80002, recipient)).toBe(3_000_000n)

    // A batch whose second call would fail is refused before anything is sent: the first does not land alone.
    const before = await balanceOf(80002, wallet.address)
    await expect(
      wallet.planSend(
        [
          { to: token(80002), value: 0n, data: transfer(recipient, 1n) },
          { to: token(80002), value: 0n, data: transfer(recipient, 10n ** 30n) },
        ],
        'smartAccount',
        chain,
      ),
    ).rejects.toThrow()
    expect(await balanceOf(80002, wallet.address)).toBe(before)

    // Back to eoa: the same EOA sends an ordinary transaction, paying its own fee.
    await clients[80002]?.request({
      method: 'anvil_setBalance' as never,
      params: [wallet.address, `0x${parseEther('1').toString(16)}`] as never,
    })
    const plain = await wallet.planSend([{ to: recipient, value: 1000n, data: '0x' }], 'eoa', chain)
    expect(plain.userOperation).toBeUndefined()
    const [txHash] = await wallet.executePlan(plain, chain)
    const receipt = await clients[80002]?.waitForTransactionReceipt({
      hash: txHash as Hex,
      pollingInterval: 50,
    })
    expect(receipt?.status).toBe('success')
    expect(receipt?.from.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect(receipt?.type).toBe('eip1559')
    expect(await clients[80002]?.getBalance({ address: recipient })).toBe(1000n)
  })

  it('ERC-4337 on a chain configured without EIP-7702: the counterfactual account, deployed by a sponsored send', async () => {
    const wallet = createEvmWallet(generatePrivateKey())
    const context = frameContext(PROJECT, 31337, {
      chains: [
        {
          caipNetworkId: 'eip155:31337',
          rpcUrl: `${server.url}/v1/?chainId=eip155:31337&projectId=${PROJECT}`,
          smartAccount: { kind: '4337' },
        },
      ],
    })
    const chain = context.evmContext()
    expect(chain.smartAccountKind).toBe('4337')
    const account = wallet.smartAccountOf('4337')
    expect(account).toBe(kitAccountAddress({ owner: wallet.address }))
    expect(account).not.toBe(wallet.address)
    await fundKitUsd(31337, account, 1_000_000n)
    const plan = await wallet.planSend(
      [{ to: token(31337), value: 0n, data: transfer(recipient, 400_000n) }],
      'smartAccount',
      chain,
    )
    expect(plan).toMatchObject({
      payer: account,
      maxFee: 0n,
      sponsor: 'Demo shop',
      deploysSmartAccount: true,
    })
    const [hash] = await wallet.executePlan(plan, chain)
    expect((await outcomeOf(wallet, hash as Hex, chain)).success).toBe(true)
    expect(await wallet.isDeployed(chain)).toBe(true)
    expect(await balanceOf(31337, recipient)).toBe(400_000n)
    expect(await clients[31337]?.getBalance({ address: account })).toBe(0n)
  })

  it('a project over its budget is refused by the paymaster: the user is told why and offered to pay', async () => {
    const wallet = createEvmWallet(generatePrivateKey())
    const chain = frameContext(POOR_PROJECT, 80002).evmContext()
    const call = { to: recipient, value: 0n, data: '0x' as Hex }
    await expect(wallet.planSend([call], 'smartAccount', chain)).rejects.toThrow(
      /^The app does not pay this network fee \(.*\), and your account cannot pay it/,
    )
    await clients[80002]?.request({
      method: 'anvil_setBalance' as never,
      params: [wallet.address, `0x${parseEther('1').toString(16)}`] as never,
    })
    const plan = await wallet.planSend([call], 'smartAccount', chain)
    expect(plan.sponsor).toBeUndefined()
    expect(plan.maxFee).toBeGreaterThan(0n)
    expect(plan.userOperation?.sponsorshipRefused).toMatch(/budget|cap/)
    const [hash] = await wallet.executePlan(plan, chain)
    expect((await outcomeOf(wallet, hash as Hex, chain)).success).toBe(true)
    const spent = parseEther('1') - ((await clients[80002]?.getBalance({ address: wallet.address })) ?? 0n)
    expect(spent).toBeGreaterThan(0n)
    expect(spent).toBeLessThanOrEqual(plan.maxFee)
  })
})
