import {
  type Address,
  concat,
  type Hex,
  hexToNumber,
  isHex,
  type LocalAccount,
  numberToHex,
  size,
  slice,
  type TypedDataDefinition,
} from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { InvalidSponsorshipError } from '../errors.js'
import { KIT_PAYMASTER_ADDRESS } from './addresses.js'

// The one place that states how KitPaymaster (OpenZeppelin's PaymasterSigner, contracts/KitPaymaster.sol)
// reads a sponsorship, so the devnet and the server's ERC-7677 paymaster service sign the same bytes.

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

/** When a sponsorship holds: unix seconds; `validUntil` 0 means no end (EntryPoint rule). */
export type SponsorshipWindow = { validAfter: number; validUntil: number }

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

/** paymasterData = validAfter (6 bytes) ‖ validUntil (6 bytes) ‖ signature, as PaymasterSigner decodes it. */
const WINDOW_BYTES = 6

/** A 65-byte ECDSA-shaped signature that recovers to nobody: for gas estimation (pm_getPaymasterStubData). */
export const PAYMASTER_STUB_SIGNATURE: Hex = `0x${'ff'.repeat(32)}${'7a'.repeat(32)}1c`

const MAX_UINT48 = 2 ** 48 - 1

function assertWindow({ validAfter, validUntil }: SponsorshipWindow) {
  for (const [name, value] of [
    ['validAfter', validAfter],
    ['validUntil', validUntil],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0 || value > MAX_UINT48)
      throw new InvalidSponsorshipError(
        `${name} must be an integer from 0 to 2^48-1 (unix seconds), got ${value}.`,
      )
  }
  if (validUntil !== 0 && validUntil <= validAfter)
    throw new InvalidSponsorshipError(
      `validUntil (${validUntil}) must be after validAfter (${validAfter}), or 0.`,
    )
}

/**
 * The EIP-712 typed data KitPaymaster's signer signs to sponsor `userOperation` on `chainId` within `window`.
 * The packed fields (initCode, accountGasLimits, gasFees) are those the bundler sends to the EntryPoint.
 *
 * @throws {InvalidSponsorshipError} when a gas field is missing or the window is out of range.
 */
export function paymasterTypedData({
  chainId,
  paymaster = KIT_PAYMASTER_ADDRESS,
  userOperation,
  window,
}: {
  chainId: number
  paymaster?: Address
  userOperation: SponsoredUserOperation
  window: SponsorshipWindow
}): TypedDataDefinition<typeof userOperationRequestTypes, 'UserOperationRequest'> {
  assertWindow(window)
  const missing = (
    [
      'callGasLimit',
      'verificationGasLimit',
      'preVerificationGas',
      'maxFeePerGas',
      'maxPriorityFeePerGas',
      'paymasterVerificationGasLimit',
      'paymasterPostOpGasLimit',
    ] as const
  ).filter((field) => typeof userOperation[field] !== 'bigint')
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

/** Encodes KitPaymaster's paymasterData: validAfter ‖ validUntil ‖ signature. */
export function encodePaymasterData({
  validAfter,
  validUntil,
  signature,
}: SponsorshipWindow & { signature: Hex }): Hex {
  assertWindow({ validAfter, validUntil })
  if (!isHex(signature)) throw new InvalidSponsorshipError('The signature must be hex.')
  return concat([
    numberToHex(validAfter, { size: WINDOW_BYTES }),
    numberToHex(validUntil, { size: WINDOW_BYTES }),
    signature,
  ])
}

/** Reads KitPaymaster's paymasterData back (the inverse of {@link encodePaymasterData}). */
export function decodePaymasterData(paymasterData: Hex): SponsorshipWindow & { signature: Hex } {
  if (!isHex(paymasterData) || size(paymasterData) < 2 * WINDOW_BYTES)
    throw new InvalidSponsorshipError('paymasterData is shorter than its 12-byte validity window.')
  return {
    validAfter: hexToNumber(slice(paymasterData, 0, WINDOW_BYTES)),
    validUntil: hexToNumber(slice(paymasterData, WINDOW_BYTES, 2 * WINDOW_BYTES)),
    signature: size(paymasterData) > 2 * WINDOW_BYTES ? slice(paymasterData, 2 * WINDOW_BYTES) : '0x',
  }
}

/** paymasterData for gas estimation: the real window with {@link PAYMASTER_STUB_SIGNATURE}. */
export function paymasterStubData(window: SponsorshipWindow): Hex {
  return encodePaymasterData({ ...window, signature: PAYMASTER_STUB_SIGNATURE })
}

/**
 * Signs a sponsorship of `userOperation` with the paymaster's signer and returns the paymasterData to put in it.
 *
 * @example
 * const paymasterData = await signPaymasterData({ signer, chainId: 80002, userOperation, window: { validAfter: 0, validUntil: now + 600 } })
 */
export async function signPaymasterData({
  signer,
  ...parameters
}: Parameters<typeof paymasterTypedData>[0] & { signer: LocalAccount }): Promise<Hex> {
  const signature = await signer.signTypedData(paymasterTypedData(parameters))
  return encodePaymasterData({ ...parameters.window, signature })
}
