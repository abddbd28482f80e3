import { encodeFunctionData, type LocalAccount } from 'viem'
import { type SmartAccountImplementation, toSmartAccount } from 'viem/account-abstraction'
import { KIT_ACCOUNT_FACTORY_ADDRESS } from './addresses.js'
import { kitAccountAddress } from './kitAccountAddress.js'
import { ownerSignedAccount } from './ownerSignedAccount.js'

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
    ...ownerSignedAccount({ client, owner, address }),
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
  })
}
