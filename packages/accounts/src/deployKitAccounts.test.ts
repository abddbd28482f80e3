import { concat, createWalletClient, custom, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  DETERMINISTIC_DEPLOYER_ADDRESS,
  KIT_ACCOUNT_FACTORY_ADDRESS,
  KIT_ACCOUNTS_SALT,
  KIT_DELEGATED_ACCOUNT_ADDRESS,
} from './addresses.js'
import { kitAccountFactoryBytecode } from './artifacts/kitAccountFactory.js'
import { deployKitAccounts } from './deployKitAccounts.js'
import { KitAccountsDeploymentError } from './errors.js'

// A chain stand-in answering the few calls the deployment makes; deploying on anvil is tested in @kit/devnet.
function fakeChain({
  withCode,
  deploys = true,
  status = '0x1',
}: {
  withCode: string[]
  deploys?: boolean
  status?: Hex
}) {
  const code = new Set(withCode.map((address) => address.toLowerCase()))
  const sent: { to: string; data: Hex }[] = []
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    const [first] = (params ?? []) as [Record<string, string> | string]
    switch (method) {
      case 'eth_chainId':
        return '0x1'
      case 'eth_blockNumber':
        return '0x10'
      case 'eth_getCode':
        return code.has(String(first).toLowerCase()) ? '0x6001' : '0x'
      case 'eth_sendTransaction': {
        const transaction = first as { to: string; data: Hex }
        sent.push({ to: transaction.to, data: transaction.data })
        // The proxy deploys what follows the salt; only these two creation codes matter here.
        if (deploys)
          code.add(
            (transaction.data.includes(kitAccountFactoryBytecode.slice(2))
              ? KIT_ACCOUNT_FACTORY_ADDRESS
              : KIT_DELEGATED_ACCOUNT_ADDRESS
            ).toLowerCase(),
          )
        return `0x${String(sent.length).padStart(64, '0')}`
      }
      case 'eth_getTransactionReceipt':
        return {
          transactionHash: first,
          blockHash: `0x${'ab'.repeat(32)}`,
          blockNumber: '0x10',
          transactionIndex: '0x0',
          from: '0x1111111111111111111111111111111111111111',
          to: DETERMINISTIC_DEPLOYER_ADDRESS,
          cumulativeGasUsed: '0x1',
          gasUsed: '0x1',
          effectiveGasPrice: '0x1',
          contractAddress: null,
          logs: [],
          logsBloom: `0x${'00'.repeat(256)}`,
          status,
          type: '0x2',
        }
      default:
        throw new Error(`unexpected ${method}`)
    }
  }
  const client = createWalletClient({
    account: '0x1111111111111111111111111111111111111111',
    chain: {
      id: 1,
      name: 'fake',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    },
    transport: custom({ request }, { retryCount: 0 }),
    pollingInterval: 1,
  })
  return { client, sent }
}

describe('deployKitAccounts', () => {
  it('deploys each absent contract through the proxy as salt ‖ creation code, and skips a present one', async () => {
    const { client, sent } = fakeChain({
      withCode: [DETERMINISTIC_DEPLOYER_ADDRESS, KIT_DELEGATED_ACCOUNT_ADDRESS],
    })
    const deployment = await deployKitAccounts(client)
    expect(sent).toEqual([
      {
        to: DETERMINISTIC_DEPLOYER_ADDRESS,
        data: concat([KIT_ACCOUNTS_SALT, kitAccountFactoryBytecode]),
      },
    ])
    expect(deployment).toMatchObject({
      delegatedAccount: KIT_DELEGATED_ACCOUNT_ADDRESS,
      accountFactory: KIT_ACCOUNT_FACTORY_ADDRESS,
    })
    expect(deployment.transactions).toHaveLength(1)
  })

  it('sends nothing when both are there', async () => {
    const { client, sent } = fakeChain({
      withCode: [DETERMINISTIC_DEPLOYER_ADDRESS, KIT_DELEGATED_ACCOUNT_ADDRESS, KIT_ACCOUNT_FACTORY_ADDRESS],
    })
    expect((await deployKitAccounts(client)).transactions).toEqual([])
    expect(sent).toEqual([])
  })

  it('refuses a chain without the proxy, a reverted deployment, and a deployment that leaves no code', async () => {
    const noProxy = fakeChain({ withCode: [] })
    await expect(deployKitAccounts(noProxy.client)).rejects.toThrow(/No deterministic deployment proxy/)
    expect(noProxy.sent).toEqual([])
    const reverted = fakeChain({ withCode: [DETERMINISTIC_DEPLOYER_ADDRESS], status: '0x0' })
    await expect(deployKitAccounts(reverted.client)).rejects.toThrow(/reverted/)
    const empty = fakeChain({ withCode: [DETERMINISTIC_DEPLOYER_ADDRESS], deploys: false })
    await expect(deployKitAccounts(empty.client)).rejects.toBeInstanceOf(KitAccountsDeploymentError)
  })
})
