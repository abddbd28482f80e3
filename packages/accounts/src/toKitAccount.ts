import { encodeFunctionData, type LocalAccount } from 'viem'
import {
  entryPoint08Abi,
  getUserOperationTypedData,
  type SmartAccountImplementation,
  toSmartAccount,
} from 'viem/account-abstraction'
import { ENTRY_POINT_ADDRESS, KIT_ACCOUNT_FACTORY_ADDRESS } from './addresses.js'
import { decodeErc7821Calls, encodeErc7821Calls } from './erc7821Calls.js'
import { kitAccountAddress } from './kitAccountAddress.js'
import { STUB_SIGNATURE } from './stubSignature.js'

/** KitAccountFactory's `createAccount`, the one function an account's init code calls. */
const createAccountAbi = [
  {
    type: 'function',
    name: 'createAccount',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'signer', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: 'account', type: 'address' }],
  },
] as const

/**
 * A viem smart account (`toSmartAccount`) for the ERC-4337 KitAccount of `owner` and `salt`, the path for chains
 * without EIP-7702: its address is known before deployment ({@link kitAccountAddress}), and its first user
 * operation deploys it through KitAccountFactory.
 *
 * @example
 * const account = await toKitAccount({ client, owner: privateKeyToAccount(key) })
 */
export async function toKitAccount({
  client,
  owner,
  salt = 0n,
}: {
  client: SmartAccountImplementation['client']
  owner: LocalAccount
  salt?: bigint
}) {
  const address = kitAccountAddress({ owner: owner.address, salt })
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint08Abi, address: ENTRY_POINT_ADDRESS, version: '0.8' },
    async decodeCalls(data) {
      return decodeErc7821Calls(data)
    },
    async encodeCalls(calls) {
      return encodeErc7821Calls(calls)
    },
    async getAddress() {
      return address
    },
    async getFactoryArgs() {
      return {
        factory: KIT_ACCOUNT_FACTORY_ADDRESS,
        factoryData: encodeFunctionData({
          abi: createAccountAbi,
          functionName: 'createAccount',
          args: [owner.address, salt],
        }),
      }
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
  })
}
