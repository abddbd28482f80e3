import { createPublicClient, http } from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { evmPaymasterSigner } from '../accounts.js'
import { DevnetStartError } from '../errors.js'
import { type AnvilNode, startAnvil } from '../evm/anvil.js'
import {
  ENTRY_POINT_ADDRESS,
  KIT_ACCOUNT_IMPLEMENTATION_ADDRESS,
  KIT_PAYMASTER_ADDRESS,
} from './addresses.js'
import { kitAccountFactoryAbi } from './artifacts/kitAccountFactory.js'
import { kitPaymasterAbi } from './artifacts/kitPaymaster.js'
import { deployAccountAbstraction, PAYMASTER_DEPOSIT, PAYMASTER_STAKE } from './deployAccountAbstraction.js'

let node: AnvilNode
beforeAll(async () => {
  node = await startAnvil({ chainId: 4337, port: 0 })
})
afterAll(() => node?.stop())

describe('deployAccountAbstraction', () => {
  it('installs EntryPoint v0.8 and the Kit contracts at their fixed addresses, the paymaster funded and staked', async () => {
    const deployed = await deployAccountAbstraction({ rpcUrl: node.rpcUrl, chainId: 4337 })
    const client = createPublicClient({ transport: http(node.rpcUrl) })
    expect(deployed.entryPoint).toBe(ENTRY_POINT_ADDRESS)
    expect(deployed.paymaster).toBe(KIT_PAYMASTER_ADDRESS)
    const paymaster = { address: KIT_PAYMASTER_ADDRESS, abi: kitPaymasterAbi } as const
    expect(await client.readContract({ ...paymaster, functionName: 'signer' })).toBe(
      evmPaymasterSigner().address,
    )
    expect(await client.readContract({ ...paymaster, functionName: 'owner' })).toBe(
      evmPaymasterSigner().address,
    )
    expect(await client.readContract({ ...paymaster, functionName: 'entryPoint' })).toBe(ENTRY_POINT_ADDRESS)
    expect(
      await client.readContract({
        address: deployed.accountFactory,
        abi: kitAccountFactoryAbi,
        functionName: 'accountImplementation',
      }),
    ).toBe(KIT_ACCOUNT_IMPLEMENTATION_ADDRESS)
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

  it('refuses a chain where the deployer has already sent transactions', async () => {
    await expect(deployAccountAbstraction({ rpcUrl: node.rpcUrl, chainId: 4337 })).rejects.toBeInstanceOf(
      DevnetStartError,
    )
  })
})
