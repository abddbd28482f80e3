// The user's own accounts, named where the card shows them (N7): an address the user cannot tell from a stranger's
// hides that a call goes into their own smart account, which can move everything it holds.
import { type Address, isAddress, isAddressEqual } from 'viem'
import type { AccountRef } from './parseRequest.js'

/** What the card calls each kind of the user's accounts. */
export const OWN_ACCOUNT_NAMES = { eoa: 'Your account', smartAccount: 'Your smart account' } as const

/** What the card calls `address` when it is one of `accounts` (EVM addresses in any case), else `undefined`. */
export function ownAccountName(
  address: string,
  accounts: readonly AccountRef[],
  names: { readonly [K in keyof typeof OWN_ACCOUNT_NAMES]: string } = OWN_ACCOUNT_NAMES,
): string | undefined {
  const own = accounts.find((account) =>
    isAddress(address, { strict: false }) && isAddress(account.address, { strict: false })
      ? isAddressEqual(account.address as Address, address)
      : account.address === address,
  )
  return own ? names[own.type] : undefined
}

/** `address`, followed by its name in brackets when it is one of the user's accounts. */
export function withOwnName(
  address: string,
  accounts: readonly AccountRef[],
  names: { readonly [K in keyof typeof OWN_ACCOUNT_NAMES]: string } = OWN_ACCOUNT_NAMES,
): string {
  const name = ownAccountName(address, accounts, names)
  return name ? `${address} (${name})` : address
}
