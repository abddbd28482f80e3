import { createPublicClient, custom, decodeFunctionData, recoverTypedDataAddress } from 'viem'
import { getUserOperationTypedData } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { ENTRY_POINT_ADDRESS, KIT_ACCOUNT_FACTORY_ADDRESS } from './addresses.js'
import { kitAccountFactoryAbi } from './artifacts/kitAccountFactory.js'
import { decodeErc7821Calls } from './erc7821Calls.js'
import { kitAccountAddress } from './kitAccountAddress.js'
import { toKitAccount } from './toKitAccount.js'

// A chain where no account is deployed yet; nothing else is asked: building the account and signing are local.
const client = createPublicClient({
  chain: {
    id: 80002,
    name: 'devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  },
  transport: custom({
    async request({ method }: { method: string }) {
      if (method === 'eth_getCode') return '0x'
      throw new Error(`unexpected ${method}`)
    },
  }),
})

describe('toKitAccount', () => {
  it('is the counterfactual account of its owner and salt, deployed by the factory’s createAccount', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toKitAccount({ client, owner, salt: 3n })
    expect(account.address).toBe(kitAccountAddress({ owner: owner.address, salt: 3n }))
    expect(account.entryPoint).toMatchObject({ address: ENTRY_POINT_ADDRESS, version: '0.8' })
    const { factory, factoryData } = await account.getFactoryArgs()
    expect(factory).toBe(KIT_ACCOUNT_FACTORY_ADDRESS)
    // Read with the compiled factory's own ABI.
    const call = decodeFunctionData({ abi: kitAccountFactoryAbi, data: factoryData ?? '0x' })
    expect(call).toEqual({ functionName: 'createAccount', args: [owner.address, 3n] })
    const calls = [{ to: owner.address, value: 1n, data: '0x' as const }]
    expect(decodeErc7821Calls(await account.encodeCalls(calls))).toEqual(calls)
  })

  it('signs a user operation’s EntryPoint v0.8 EIP-712 hash, with the account as sender, by the owner', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toKitAccount({ client, owner })
    const userOperation = {
      sender: account.address,
      nonce: 0n,
      callData: '0x' as const,
      callGasLimit: 1n,
      verificationGasLimit: 1n,
      preVerificationGas: 1n,
      maxFeePerGas: 1n,
      maxPriorityFeePerGas: 1n,
      signature: '0x' as const,
    }
    const signature = await account.signUserOperation({ ...userOperation, chainId: 80002 })
    const typedData = getUserOperationTypedData({
      chainId: 80002,
      entryPointAddress: ENTRY_POINT_ADDRESS,
      userOperation,
    })
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(owner.address)
  })
})
