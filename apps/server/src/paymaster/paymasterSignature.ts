import { concat, type Hex, numberToHex, pad } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { PricedUserOperation, UserOperationJson } from './userOperation.js'

/**
 * The EIP-712 domain of the paymaster contract: `KitPaymaster` version `1` (its `EIP712` constructor,
 * `apps/devnet/contracts/KitPaymaster.sol`), on the chain, at the contract's address.
 */
export const PAYMASTER_DOMAIN = { name: 'KitPaymaster', version: '1' } as const

/** OpenZeppelin Contracts 5.x `PaymasterSigner`'s `UserOperationRequest`, field for field. */
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

/** What a sponsorship signs: the op's priced fields, the paymaster's gas and the validity window (seconds). */
export type SponsorshipTerms = {
  chainId: number
  paymaster: Hex
  userOp: UserOperationJson
  priced: PricedUserOperation
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
  validAfter: number
  validUntil: number
}

const packTwo = (high: bigint, low: bigint): Hex =>
  concat([pad(numberToHex(high), { size: 16 }), pad(numberToHex(low), { size: 16 })])

/**
 * The init code as the EntryPoint receives it in the packed op (what the contract hashes): `factory ‖ factoryData`,
 * or empty without a factory. An EIP-7702 op's `0x7702` marker stays as the wallet and bundler pack it.
 */
export function initCodeOf(userOp: Pick<UserOperationJson, 'factory' | 'factoryData'>): Hex {
  return userOp.factory ? concat([userOp.factory as Hex, (userOp.factoryData ?? '0x') as Hex]) : '0x'
}

/** The typed data `PaymasterSigner._signableUserOpHash` hashes, for the signer to sign and a test to recover. */
export function sponsorshipTypedData(terms: SponsorshipTerms) {
  const { userOp, priced } = terms
  return {
    domain: { ...PAYMASTER_DOMAIN, chainId: terms.chainId, verifyingContract: terms.paymaster },
    types: userOperationRequestTypes,
    primaryType: 'UserOperationRequest',
    message: {
      sender: userOp.sender as Hex,
      nonce: BigInt(userOp.nonce),
      initCode: initCodeOf(userOp),
      callData: userOp.callData as Hex,
      accountGasLimits: packTwo(priced.verificationGasLimit, priced.callGasLimit),
      preVerificationGas: priced.preVerificationGas,
      gasFees: packTwo(priced.maxPriorityFeePerGas, priced.maxFeePerGas),
      paymasterVerificationGasLimit: terms.paymasterVerificationGasLimit,
      paymasterPostOpGasLimit: terms.paymasterPostOpGasLimit,
      validAfter: terms.validAfter,
      validUntil: terms.validUntil,
    },
  } as const
}

/**
 * `paymasterData` as `PaymasterSigner._decodePaymasterUserOp` reads it (after the 52 bytes of address and gas
 * limits): `validAfter` (6 bytes) ‖ `validUntil` (6 bytes) ‖ the signature.
 */
export function paymasterDataOf(validAfter: number, validUntil: number, signature: Hex): Hex {
  return concat([
    pad(numberToHex(validAfter), { size: 6 }),
    pad(numberToHex(validUntil), { size: 6 }),
    signature,
  ])
}

/**
 * A signature-shaped placeholder for stub data: 65 bytes, `v` = 27 and a low `s`, so the contract's ECDSA recovery
 * runs (and costs) as with a real one, then fails without reverting.
 */
export const STUB_SIGNATURE: Hex = `0x${'11'.repeat(32)}${'22'.repeat(32)}1b`

/** Signs a sponsorship with the paymaster's signer key and lays out its `paymasterData`. */
export async function signSponsorship(signerKey: Hex, terms: SponsorshipTerms): Promise<Hex> {
  const signature = await privateKeyToAccount(signerKey).signTypedData(sponsorshipTypedData(terms))
  return paymasterDataOf(terms.validAfter, terms.validUntil, signature)
}
