import { type Address, encodeFunctionData, type LocalAccount } from 'viem'
import {
  entryPoint08Abi,
  getUserOperationTypedData,
  type SmartAccountImplementation,
  toSmartAccount,
} from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { ENTRY_POINT_ADDRESS, KIT_ACCOUNT_FACTORY_ADDRESS } from './addresses.js'
import { kitAccountFactoryAbi } from './artifacts/kitAccountFactory.js'
import { decodeErc7821Calls, encodeErc7821Calls } from './erc7821Calls.js'
import { STUB_SIGNATURE } from './toKitDelegatedAccount.js'

/** The counterfactual KitAccount of `signer` and `salt`, as the factory computes it (deployed or not). */
export function kitAccountAddress(
  client: SmartAccountImplementation['client'],
  { signer, salt }: { signer: Address; salt: bigint },
): Promise<Address> {
  return readContract(client, {
    address: KIT_ACCOUNT_FACTORY_ADDRESS,
    abi: kitAccountFactoryAbi,
    functionName: 'getAddress',
    args: [signer, salt],
  })
}

/**
 * A viem smart account for the ERC-4337 KitAccount of `owner` (the path for chains without EIP-7702): its
 * address is known before deployment, and its first user operation deploys it through KitAccountFactory.
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
  const address = await kitAccountAddress(client, { signer: owner.address, salt })
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
          abi: kitAccountFactoryAbi,
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
