import type { Address, Hex, LocalAccount, TypedDataDefinition } from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { InvalidSponsorshipError } from './errors.js'
import { encodePaymasterData } from './paymasterData.js'
import { assertSponsorshipWindow, type SponsorshipWindow } from './sponsorshipWindow.js'

// The one statement of what KitPaymaster's signer signs (OpenZeppelin's PaymasterSigner, KitPaymaster.sol in the
// devnet), so wallets' tests, the devnet and the server's ERC-7677 service sign the same bytes.

/** KitPaymaster's EIP-712 domain name and version (its constructor's `EIP712("KitPaymaster", "1")`). */
export const KIT_PAYMASTER_EIP712 = { name: 'KitPaymaster', version: '1' } as const

/** OpenZeppelin PaymasterSigner's `UserOperationRequest` struct, field by field in its type-hash order. */
export const userOperationRequestTypes = {
  UserOperationRequest: [
    { name: 'sender', type: 'address' },
    { name: 'nonce', type: 'uint256' },
    { name: 'initCode', type: 'bytes' },
    { name: 'callData', type: 'bytes' },
    { name: 'accountGasLimits', type: 'bytes32' },
    { name: 'preVerificationGas', type: 'uint256' },
    { name: 'gasFees', type: 'bytes32' },
    { name: 'paymasterVerificationGasLimit', type: 'uint256' },
    { name: 'paymasterPostOpGasLimit', type: 'uint256' },
    { name: 'validAfter', type: 'uint48' },
    { name: 'validUntil', type: 'uint48' },
  ],
} as const

/** A user operation (EntryPoint v0.8) whose every gas field is final, as a paymaster signs it. */
export type SponsoredUserOperation = Pick<
  UserOperation<'0.8'>,
  | 'sender'
  | 'nonce'
  | 'factory'
  | 'factoryData'
  | 'callData'
  | 'callGasLimit'
  | 'verificationGasLimit'
  | 'preVerificationGas'
  | 'maxFeePerGas'
  | 'maxPriorityFeePerGas'
  | 'paymasterVerificationGasLimit'
  | 'paymasterPostOpGasLimit'
>

const GAS_FIELDS = [
  'callGasLimit',
  'verificationGasLimit',
  'preVerificationGas',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
  'paymasterVerificationGasLimit',
  'paymasterPostOpGasLimit',
] as const

/** What a sponsorship signs over: the chain, the paymaster contract, the operation and the window. */
export type PaymasterTypedDataParameters = {
  chainId: number
  /** The operator's KitPaymaster on `chainId`. */
  paymaster: Address
  userOperation: SponsoredUserOperation
  window: SponsorshipWindow
}

/**
 * The EIP-712 typed data KitPaymaster's signer signs to sponsor `userOperation` on `chainId` within `window`.
 * The packed fields (initCode = factory ‖ factoryData, accountGasLimits, gasFees) are those the bundler sends to the
 * EntryPoint, where the contract hashes them.
 *
 * @throws {InvalidSponsorshipError} when a gas field is missing or the window is out of range.
 */
export function paymasterTypedData({
  chainId,
  paymaster,
  userOperation,
  window,
}: PaymasterTypedDataParameters): TypedDataDefinition<
  typeof userOperationRequestTypes,
  'UserOperationRequest'
> {
  assertSponsorshipWindow(window)
  const missing = GAS_FIELDS.filter((field) => typeof userOperation[field] !== 'bigint')
  if (missing.length > 0)
    throw new InvalidSponsorshipError(
      `The user operation lacks ${missing.join(', ')}; sign it once its gas is final.`,
    )
  const packed = toPackedUserOperation({ ...userOperation, signature: '0x' } as UserOperation<'0.8'>)
  return {
    domain: { ...KIT_PAYMASTER_EIP712, chainId, verifyingContract: paymaster },
    types: userOperationRequestTypes,
    primaryType: 'UserOperationRequest',
    message: {
      sender: userOperation.sender,
      nonce: userOperation.nonce,
      initCode: packed.initCode,
      callData: userOperation.callData,
      accountGasLimits: packed.accountGasLimits,
      preVerificationGas: userOperation.preVerificationGas,
      gasFees: packed.gasFees,
      paymasterVerificationGasLimit: userOperation.paymasterVerificationGasLimit as bigint,
      paymasterPostOpGasLimit: userOperation.paymasterPostOpGasLimit as bigint,
      validAfter: window.validAfter,
      validUntil: window.validUntil,
    },
  }
}

/**
 * Signs a sponsorship of `userOperation` with the paymaster's signer and returns the paymasterData to put in it.
 *
 * @example
 * const paymasterData = await signPaymasterData({ signer, chainId: 80002, paymaster, userOperation, window: { validAfter: 0, validUntil: now + 600 } })
 * @throws {InvalidSponsorshipError} as {@link paymasterTypedData}.
 */
export async function signPaymasterData({
  signer,
  ...parameters
}: PaymasterTypedDataParameters & { signer: LocalAccount }): Promise<Hex> {
  const signature = await signer.signTypedData(paymasterTypedData(parameters))
  return encodePaymasterData({ ...parameters.window, signature })
}
