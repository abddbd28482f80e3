import type { Address, LocalAccount } from 'viem'
import {
  entryPoint08Abi,
  getUserOperationTypedData,
  type SmartAccountImplementation,
} from 'viem/account-abstraction'
import { ENTRY_POINT_ADDRESS } from './addresses.js'
import { decodeErc7821Calls, encodeErc7821Calls } from './erc7821Calls.js'
import { STUB_SIGNATURE } from './stubSignature.js'

/** EntryPoint v0.8, as viem's smart accounts name it. */
const entryPoint = { abi: entryPoint08Abi, address: ENTRY_POINT_ADDRESS, version: '0.8' } as const

/**
 * What both Kit accounts share as viem smart accounts: EntryPoint v0.8, ERC-7821 calls, and `owner`'s key signing
 * messages, typed data and user operations for the account at `address`. Each account adds how it comes to exist
 * (`getFactoryArgs`, and the 7702 authorization for the delegated one).
 */
export function ownerSignedAccount({
  client,
  owner,
  address,
}: {
  client: SmartAccountImplementation['client']
  owner: LocalAccount
  address: Address
}) {
  return {
    client,
    entryPoint,
    async decodeCalls(data) {
      return decodeErc7821Calls(data)
    },
    async encodeCalls(calls) {
      return encodeErc7821Calls(calls)
    },
    async getAddress() {
      return address
    },
    async getStubSignature() {
      return STUB_SIGNATURE
    },
    async signMessage({ message }) {
      return owner.signMessage({ message })
    },
    async signTypedData(typedData) {
      return owner.signTypedData(typedData as never)
    },
    async signUserOperation({ chainId = client.chain?.id ?? 0, ...userOperation }) {
      return owner.signTypedData(
        getUserOperationTypedData({
          chainId,
          entryPointAddress: ENTRY_POINT_ADDRESS,
          userOperation: { ...userOperation, sender: address },
        }),
      )
    },
  } satisfies Omit<SmartAccountImplementation<typeof entryPoint.abi, '0.8'>, 'getFactoryArgs'>
}
