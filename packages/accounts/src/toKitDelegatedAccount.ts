import type { LocalAccount } from 'viem'
import { type SmartAccountImplementation, toSmartAccount } from 'viem/account-abstraction'
import { KIT_DELEGATED_ACCOUNT_ADDRESS } from './addresses.js'
import { ownerSignedAccount } from './ownerSignedAccount.js'

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
    ...ownerSignedAccount({ client, owner, address: owner.address }),
    // viem types the authorization's signer as a private-key account; any local account signs it the same way.
    authorization: { account: owner as never, address: KIT_DELEGATED_ACCOUNT_ADDRESS },
    async getFactoryArgs() {
      // EntryPoint v0.8's EIP-7702 marker: the operation's hash then covers the delegation target.
      return { factory: '0x7702', factoryData: '0x' }
    },
  })
}
