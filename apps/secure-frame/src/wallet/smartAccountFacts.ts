// What the frame knows of the smart account without loading viem's account abstraction: its kind, its address, whether
// a chain's code is it, what a user operation can cost, and the refusal of a send it cannot pay. The code that
// prepares and sends user operations (userOperation.ts, viem's bundler and paymaster clients) loads on the first
// smart-account send.
import { KIT_DELEGATED_ACCOUNT_ADDRESS, kitAccountAddress } from '@kit/accounts'
import { type Address, isAddressEqual } from 'viem'
import { UnsupportedRequestError } from '../errors.js'

/**
 * How the smart account exists on a chain: `7702`, the EOA itself upgraded in place (EIP-7702 delegation to
 * KitDelegatedAccount, same address); `4337`, a counterfactual KitAccount (another address, deployed by its first
 * user operation) where the chain has no EIP-7702.
 */
export type SmartAccountKind = '7702' | '4337'

/** An ERC-7677 paymaster service that sponsors this chain, and who pays ("Paid by <sponsor>"). */
export type ChainSponsorship = { readonly paymasterUrl: string; readonly sponsor: string }

/** The EIP-7702 delegation designator (`0xef0100 ++ address`) that makes an EOA run KitDelegatedAccount. */
const DELEGATION_PREFIX = '0xef0100'

/** The smart account's address: the EOA itself with EIP-7702, the counterfactual KitAccount otherwise. */
export function smartAccountAddress(owner: Address, kind: SmartAccountKind): Address {
  return kind === '7702' ? owner : kitAccountAddress({ owner })
}

/** Whether the code at an address is the smart account in force: Kit's delegation (7702) or any code (4337). */
export function isSmartAccountCode(code: unknown, kind: SmartAccountKind): boolean {
  if (typeof code !== 'string' || code === '0x' || code === '') return false
  if (kind === '4337') return true
  const lower = code.toLowerCase()
  return (
    lower.length === 48 &&
    lower.startsWith(DELEGATION_PREFIX) &&
    isAddressEqual(`0x${lower.slice(8)}`, KIT_DELEGATED_ACCOUNT_ADDRESS)
  )
}

/** The most a user operation's fee can come to: every gas limit it carries × its max fee per gas. */
export function userOperationMaxFee(operation: {
  callGasLimit: bigint
  verificationGasLimit: bigint
  preVerificationGas: bigint
  paymasterVerificationGasLimit?: bigint | undefined
  paymasterPostOpGasLimit?: bigint | undefined
  maxFeePerGas: bigint
}): bigint {
  const gas =
    operation.callGasLimit +
    operation.verificationGasLimit +
    operation.preVerificationGas +
    (operation.paymasterVerificationGasLimit ?? 0n) +
    (operation.paymasterPostOpGasLimit ?? 0n)
  return gas * operation.maxFeePerGas
}

/**
 * The refusal of a send the account cannot pay for, saying why the app does not pay when its paymaster refused
 * (`sponsorshipRefused`): asked before the user approves, never after.
 */
export function cannotPayError(
  sponsorshipRefused: string | undefined,
  details: string,
): UnsupportedRequestError {
  return new UnsupportedRequestError(
    sponsorshipRefused
      ? `The app does not pay this network fee (${sponsorshipRefused}), and your account cannot pay it: the amount plus the max network fee is more than it holds`
      : 'Your account cannot pay for this: the amount plus the max network fee is more than it holds',
    { details },
  )
}
