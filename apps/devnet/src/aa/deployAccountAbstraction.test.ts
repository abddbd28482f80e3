import {
  deployKitAccounts,
  ENTRY_POINT_ADDRESS,
  KIT_ACCOUNT_FACTORY_ADDRESS,
  KIT_ACCOUNT_IMPLEMENTATION_ADDRESS,
  KIT_DELEGATED_ACCOUNT_ADDRESS,
  kitAccountAddress,
  kitAccountFactoryAbi,
  kitDelegatedAccountAbi,
} from '@kit/accounts'
import { createPublicClient, createWalletClient, http } from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { evmDevAccounts, evmPaymasterSigner } from '../accounts.js'
import { DevnetStartError } from '../errors.js'
import { type AnvilNode, startAnvil } from '../evm/anvil.js'
import { KIT_PAYMASTER_ADDRESS } from './addresses.js'
import { kitPaymasterAbi } from './artifacts/kitPaymaster.js'
import { deployAccountAbstraction, PAYMASTER_DEPOSIT, PAYMASTER_STAKE } from './deployAccountAbstraction.js'

let node: AnvilNode
beforeAll(async () => {
  node = await startAnvil({ chainId: 4337, port: 0 })
})
afterAll(() => node?.stop())

describe('deployAccountAbstraction', () => {
  it('installs EntryPoint v0.8, @kit/accounts’ contracts at their CREATE2 addresses and the paymaster, funded and staked', async () => {
    const deployed = await deployAccountAbstraction({ rpcUrl: node.rpcUrl, chainId: 4337 })
    const client = createPublicClient({ transport: http(node.rpcUrl) })
    expect(deployed).toEqual({
      entryPoint: ENTRY_POINT_ADDRESS,
      paymaster: KIT_PAYMASTER_ADDRESS,
      delegatedAccount: KIT_DELEGATED_ACCOUNT_ADDRESS,
      accountFactory: KIT_ACCOUNT_FACTORY_ADDRESS,
    })
    const paymaster = { address: KIT_PAYMASTER_ADDRESS, abi: kitPaymasterAbi } as const
    expect(await client.readContract({ ...paymaster, functionName: 'signer' })).toBe(
      evmPaymasterSigner().address,
    )
    expect(await client.readContract({ ...paymaster, functionName: 'owner' })).toBe(
      evmPaymasterSigner().address,
    )
    expect(await client.readContract({ ...paymaster, functionName: 'entryPoint' })).toBe(ENTRY_POINT_ADDRESS)
    // The contracts at the CREATE2 addresses are Kit's: each answers as its ABI says.
    expect(
      await client.readContract({
        address: KIT_DELEGATED_ACCOUNT_ADDRESS,
        abi: kitDelegatedAccountAbi,
        functionName: 'entryPoint',
      }),
    ).toBe(ENTRY_POINT_ADDRESS)
    const factory = { address: KIT_ACCOUNT_FACTORY_ADDRESS, abi: kitAccountFactoryAbi } as const
    expect(await client.readContract({ ...factory, functionName: 'accountImplementation' })).toBe(
      KIT_ACCOUNT_IMPLEMENTATION_ADDRESS,
    )
    // The counterfactual address computed offline is the factory's own answer.
    const owner = evmDevAccounts()[0]?.address ?? '0x'
    for (const salt of [0n, 7n])
      expect(await client.readContract({ ...factory, functionName: 'getAddress', args: [owner, salt] })).toBe(
        kitAccountAddress({ owner, salt }),
      )
    const info = await client.readContract({
      address: ENTRY_POINT_ADDRESS,
      abi: entryPoint08Abi,
      functionName: 'getDepositInfo',
      args: [KIT_PAYMASTER_ADDRESS],
    })
    expect(info.deposit).toBe(PAYMASTER_DEPOSIT)
    expect(info.staked).toBe(true)
    expect(info.stake).toBe(PAYMASTER_STAKE)
  })

  it('lets anyone run deployKitAccounts again: the contracts are there, so it sends nothing', async () => {
    const wallet = createWalletClient({
      account: privateKeyToAccount(evmDevAccounts()[1]?.privateKey ?? '0x'),
      transport: http(node.rpcUrl),
    })
    expect(await deployKitAccounts(wallet)).toEqual({
      delegatedAccount: KIT_DELEGATED_ACCOUNT_ADDRESS,
      accountFactory: KIT_ACCOUNT_FACTORY_ADDRESS,
      transactions: [],
    })
  })

  it('refuses a chain where the deployer has already sent transactions', async () => {
    await expect(deployAccountAbstraction({ rpcUrl: node.rpcUrl, chainId: 4337 })).rejects.toBeInstanceOf(
      DevnetStartError,
    )
  })
})
