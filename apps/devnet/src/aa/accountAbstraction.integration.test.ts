import {
  ENTRY_POINT_ADDRESS,
  KIT_ACCOUNT_FACTORY_ADDRESS,
  KIT_DELEGATED_ACCOUNT_ADDRESS,
  kitAccountAddress,
  kitAccountFactoryAbi,
  paymasterStubData,
  type SponsorshipWindow,
  signPaymasterData,
  toKitAccount,
  toKitDelegatedAccount,
} from '@kit/accounts'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  http,
  type LocalAccount,
  type PublicClient,
} from 'viem'
import {
  type BundlerClient,
  createBundlerClient,
  entryPoint08Abi,
  type SmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { evmPaymasterSigner } from '../accounts.js'
import { type AnvilNode, startAnvil } from '../evm/anvil.js'
import { deployKitUsd } from '../evm/kitUsd.js'
import { kitUsdAbi } from '../evm/kitUsdArtifact.js'
import { KIT_PAYMASTER_ADDRESS } from './addresses.js'
import { type Bundler, startBundler } from './bundler.js'
import { deployAccountAbstraction } from './deployAccountAbstraction.js'

// The real parts end to end on one chain: anvil (prague), EntryPoint v0.8, the OpenZeppelin accounts and
// paymaster, Kit USD, and Pimlico's Alto as the bundler. Accounts here are fresh keys holding no ETH.
const CHAIN_ID = 31337
const chain = {
  id: CHAIN_ID,
  name: 'devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [''] } },
} as const

let node: AnvilNode
let bundler: Bundler
let client: PublicClient
let kitUsd: Address
const delegatedOwner = privateKeyToAccount(generatePrivateKey())
const batchOwner = privateKeyToAccount(generatePrivateKey())
const counterfactualOwner = privateKeyToAccount(generatePrivateKey())
let counterfactualAddress: Address
const recipient = privateKeyToAccount(generatePrivateKey()).address

/** A paymaster that sponsors every operation with `signer`'s signature (the devnet signer unless told). */
function sponsor(signer: LocalAccount = privateKeyToAccount(evmPaymasterSigner().privateKey)) {
  const window: SponsorshipWindow = { validAfter: 0, validUntil: Math.floor(Date.now() / 1000) + 600 }
  return {
    async getPaymasterStubData() {
      return { paymaster: KIT_PAYMASTER_ADDRESS, paymasterData: paymasterStubData(window) }
    },
    async getPaymasterData(userOperation: UserOperation<'0.8'> & { chainId: number }) {
      const { chainId, ...operation } = userOperation
      return {
        paymaster: KIT_PAYMASTER_ADDRESS,
        paymasterData: await signPaymasterData({
          signer,
          chainId,
          paymaster: KIT_PAYMASTER_ADDRESS,
          userOperation: operation,
          window,
        }),
        paymasterVerificationGasLimit: operation.paymasterVerificationGasLimit,
        paymasterPostOpGasLimit: operation.paymasterPostOpGasLimit,
      }
    },
  }
}

function bundlerClientFor(account: SmartAccount, paymaster = sponsor()): BundlerClient {
  return createBundlerClient({
    account,
    client,
    transport: http(bundler.url, { retryCount: 0 }),
    paymaster: paymaster as never,
    pollingInterval: 100,
  })
}

function transferKitUsd(amount: bigint) {
  return {
    to: kitUsd,
    data: encodeFunctionData({ abi: kitUsdAbi, functionName: 'transfer', args: [recipient, amount] }),
  }
}

function kitUsdBalance(address: Address): Promise<bigint> {
  return client.readContract({ address: kitUsd, abi: kitUsdAbi, functionName: 'balanceOf', args: [address] })
}

function paymasterDeposit(): Promise<bigint> {
  return client.readContract({
    address: ENTRY_POINT_ADDRESS,
    abi: entryPoint08Abi,
    functionName: 'balanceOf',
    args: [KIT_PAYMASTER_ADDRESS],
  })
}

beforeAll(async () => {
  node = await startAnvil({ chainId: CHAIN_ID, port: 0 })
  client = createPublicClient({
    chain: { ...chain, rpcUrls: { default: { http: [node.rpcUrl] } } },
    transport: http(node.rpcUrl, { retryCount: 0 }),
    pollingInterval: 100,
  })
  await deployAccountAbstraction({ rpcUrl: node.rpcUrl, chainId: CHAIN_ID })
  counterfactualAddress = kitAccountAddress({ owner: counterfactualOwner.address })
  kitUsd = await deployKitUsd({
    rpcUrl: node.rpcUrl,
    chainId: CHAIN_ID,
    recipients: [delegatedOwner.address, batchOwner.address, counterfactualAddress],
  })
  bundler = await startBundler({ chainId: CHAIN_ID, rpcUrl: node.rpcUrl, port: 0 })
}, 60_000)

afterAll(async () => {
  await bundler?.stop()
  await node?.stop()
})

describe('account abstraction on the devnet (anvil + EntryPoint v0.8 + Alto)', () => {
  it('upgrades a 0-ETH EOA in place with EIP-7702 and sends a sponsored Kit USD transfer through the bundler', async () => {
    const account = await toKitDelegatedAccount({ client, owner: delegatedOwner })
    expect(account.address).toBe(delegatedOwner.address)
    const authorization = await delegatedOwner.signAuthorization({
      chainId: CHAIN_ID,
      contractAddress: KIT_DELEGATED_ACCOUNT_ADDRESS,
      nonce: 0,
    })
    const bundlerClient = bundlerClientFor(account)
    const hash = await bundlerClient.sendUserOperation({
      account,
      calls: [transferKitUsd(1_500_000n)],
      authorization,
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 20_000 })

    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(delegatedOwner.address)
    expect(receipt.paymaster?.toLowerCase()).toBe(KIT_PAYMASTER_ADDRESS.toLowerCase())
    expect(await client.getCode({ address: delegatedOwner.address })).toBe(
      `0xef0100${KIT_DELEGATED_ACCOUNT_ADDRESS.slice(2).toLowerCase()}`,
    )
    expect(await client.getBalance({ address: delegatedOwner.address })).toBe(0n)
    expect(await kitUsdBalance(recipient)).toBe(1_500_000n)
  })

  it('runs an ERC-7821 batch atomically: every call lands, or none does', async () => {
    const account = await toKitDelegatedAccount({ client, owner: batchOwner })
    const authorization = await batchOwner.signAuthorization({
      chainId: CHAIN_ID,
      contractAddress: KIT_DELEGATED_ACCOUNT_ADDRESS,
      nonce: 0,
    })
    const bundlerClient = bundlerClientFor(account)
    const approve = {
      to: kitUsd,
      data: encodeFunctionData({ abi: kitUsdAbi, functionName: 'approve', args: [recipient, 5_000_000n] }),
    }
    const before = await kitUsdBalance(recipient)
    const whole = await bundlerClient.waitForUserOperationReceipt({
      hash: await bundlerClient.sendUserOperation({
        account,
        calls: [approve, transferKitUsd(2n)],
        authorization,
      }),
      timeout: 20_000,
    })
    expect(whole.success).toBe(true)
    expect(
      await client.readContract({
        address: kitUsd,
        abi: kitUsdAbi,
        functionName: 'allowance',
        args: [batchOwner.address, recipient],
      }),
    ).toBe(5_000_000n)
    expect((await kitUsdBalance(recipient)) - before).toBe(2n)

    // The second transfer exceeds the balance, so the first must not land either. Gas is given, not estimated:
    // estimation would (rightly) refuse an operation that reverts.
    const none = await bundlerClient.waitForUserOperationReceipt({
      hash: await bundlerClient.sendUserOperation({
        account,
        calls: [transferKitUsd(3n), transferKitUsd(10n ** 30n)],
        callGasLimit: 300_000n,
        verificationGasLimit: 300_000n,
        preVerificationGas: 100_000n,
        paymasterVerificationGasLimit: 100_000n,
        paymasterPostOpGasLimit: 1n,
      }),
      timeout: 20_000,
    })
    expect(none.success).toBe(false)
    expect((await kitUsdBalance(recipient)) - before).toBe(2n)
    expect(await client.getBalance({ address: batchOwner.address })).toBe(0n)
  })

  it('deploys a counterfactual ERC-4337 account with its first sponsored user operation', async () => {
    const account = await toKitAccount({ client, owner: counterfactualOwner })
    expect(account.address).toBe(counterfactualAddress)
    // The address computed offline is the one the factory on chain deploys to.
    expect(
      await client.readContract({
        address: KIT_ACCOUNT_FACTORY_ADDRESS,
        abi: kitAccountFactoryAbi,
        functionName: 'getAddress',
        args: [counterfactualOwner.address, 0n],
      }),
    ).toBe(counterfactualAddress)
    expect(await client.getCode({ address: counterfactualAddress })).toBeUndefined()
    const before = await kitUsdBalance(recipient)

    const bundlerClient = bundlerClientFor(account)
    const hash = await bundlerClient.sendUserOperation({ account, calls: [transferKitUsd(250_000n)] })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 20_000 })

    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(counterfactualAddress)
    expect(await client.getCode({ address: counterfactualAddress })).toMatch(/^0x.+/)
    expect(await client.getBalance({ address: counterfactualAddress })).toBe(0n)
    expect((await kitUsdBalance(recipient)) - before).toBe(250_000n)
  })

  it('refuses a user operation whose paymaster signature is not the paymaster signer’s', async () => {
    const account = await toKitAccount({ client, owner: counterfactualOwner })
    const impostor = privateKeyToAccount(generatePrivateKey())
    const bundlerClient = bundlerClientFor(account, sponsor(impostor))
    const before = await kitUsdBalance(recipient)
    const deposit = await paymasterDeposit()
    const started = Date.now()
    const failure = await bundlerClient
      .sendUserOperation({ account, calls: [transferKitUsd(1n)] })
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Error)
    expect(String((failure as Error).message)).toMatch(/AA34/)
    expect(Date.now() - started).toBeLessThan(15_000)
    // Nothing moved and the paymaster paid nothing.
    expect(await kitUsdBalance(recipient)).toBe(before)
    expect(await paymasterDeposit()).toBe(deposit)
  })
})
