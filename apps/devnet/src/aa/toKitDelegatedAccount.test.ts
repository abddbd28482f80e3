import { createPublicClient, http, recoverTypedDataAddress } from 'viem'
import { getUserOperationTypedData } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { ENTRY_POINT_ADDRESS, KIT_DELEGATED_ACCOUNT_ADDRESS } from './addresses.js'
import { decodeErc7821Calls } from './erc7821Calls.js'
import { toKitDelegatedAccount } from './toKitDelegatedAccount.js'

// No request reaches this URL: these steps are local.
const client = createPublicClient({
  chain: {
    id: 31337,
    name: 'devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  },
  transport: http('http://127.0.0.1:1'),
})

describe('toKitDelegatedAccount', () => {
  it('keeps the EOA’s address, delegates to KitDelegatedAccount and encodes ERC-7821 batches', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toKitDelegatedAccount({ client, owner })
    expect(account.address).toBe(owner.address)
    expect(account.authorization).toMatchObject({ address: KIT_DELEGATED_ACCOUNT_ADDRESS })
    expect(account.entryPoint).toMatchObject({ address: ENTRY_POINT_ADDRESS, version: '0.8' })
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
