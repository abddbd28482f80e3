import { createPublicClient, custom, recoverTypedDataAddress } from 'viem'
import { getUserOperationTypedData } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { ENTRY_POINT_ADDRESS, KIT_DELEGATED_ACCOUNT_ADDRESS } from './addresses.js'
import { decodeErc7821Calls } from './erc7821Calls.js'
import { STUB_SIGNATURE } from './stubSignature.js'
import { toKitDelegatedAccount } from './toKitDelegatedAccount.js'

// A chain where no account is deployed yet; nothing else is asked: building the account and signing are local.
const client = createPublicClient({
  chain: {
    id: 31337,
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

describe('toKitDelegatedAccount', () => {
  it('keeps the EOA’s address, delegates to KitDelegatedAccount and encodes ERC-7821 batches', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toKitDelegatedAccount({ client, owner })
    expect(account.address).toBe(owner.address)
    expect(account.authorization).toMatchObject({ address: KIT_DELEGATED_ACCOUNT_ADDRESS })
    expect(account.entryPoint).toMatchObject({ address: ENTRY_POINT_ADDRESS, version: '0.8' })
    expect(await account.getFactoryArgs()).toEqual({ factory: '0x7702', factoryData: '0x' })
    expect(await account.getStubSignature()).toBe(STUB_SIGNATURE)
    const calls = [{ to: owner.address, value: 1n, data: '0x' as const }]
    expect(decodeErc7821Calls(await account.encodeCalls(calls))).toEqual(calls)
  })

  it('signs a user operation’s EntryPoint v0.8 EIP-712 hash with the EOA key', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toKitDelegatedAccount({ client, owner })
    const userOperation = {
      sender: owner.address,
      nonce: 0n,
      callData: '0x' as const,
      callGasLimit: 1n,
      verificationGasLimit: 1n,
      preVerificationGas: 1n,
      maxFeePerGas: 1n,
      maxPriorityFeePerGas: 1n,
      signature: '0x' as const,
    }
    const signature = await account.signUserOperation({ ...userOperation, chainId: 31337 })
    const typedData = getUserOperationTypedData({
      chainId: 31337,
      entryPointAddress: ENTRY_POINT_ADDRESS,
      userOperation,
    })
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(owner.address)
  })
})
