import type { LocalAccount } from 'viem'
import {
  entryPoint08Abi,
  getUserOperationTypedData,
  type SmartAccountImplementation,
  toSmartAccount,
} from 'viem/account-abstraction'
import { ENTRY_POINT_ADDRESS, KIT_DELEGATED_ACCOUNT_ADDRESS } from './addresses.js'
import { decodeErc7821Calls, encodeErc7821Calls } from './erc7821Calls.js'
import { STUB_SIGNATURE } from './stubSignature.js'

/**
 * A viem smart account (`toSmartAccount`) for an EOA delegated with EIP-7702 to KitDelegatedAccount: the same
 * address as the EOA, whose key signs its user operations (EntryPoint v0.8's EIP-712 hash) and its 7702
 * authorization. Use it with viem's `createBundlerClient`; the first operation carries the delegation.
 *
 * @example
 * const account = await toKitDelegatedAccount({ client, owner: privateKeyToAccount(key) })
 */
export async function toKitDelegatedAccount({
  client,
  owner,
}: {
  client: SmartAccountImplementation['client']
  owner: LocalAccount
}) {
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint08Abi, address: ENTRY_POINT_ADDRESS, version: '0.8' },
    // viem types the authorization's signer as a private-key account; any local account signs it the same way.
    authorization: { account: owner as never, address: KIT_DELEGATED_ACCOUNT_ADDRESS },
    async decodeCalls(data) {
      return decodeErc7821Calls(data)
    },
    async encodeCalls(calls) {
      return encodeErc7821Calls(calls)
    },
    async getAddress() {
      return owner.address
    },
    async getFactoryArgs() {
      // EntryPoint v0.8's EIP-7702 marker: the operation's hash then covers the delegation target.
      return { factory: '0x7702', factoryData: '0x' }
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
          userOperation: { ...userOperation, sender: owner.address },
        }),
      )
    },
  })
}
