import {
  type PaymasterTypedDataParameters,
  type SponsoredUserOperation,
  signPaymasterData,
} from '@kit/accounts'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { PricedUserOperation, UserOperationJson } from './userOperation.js'

// What is signed and how paymasterData is laid out are @kit/accounts' (paymasterTypedData, encodePaymasterData);
// this module only turns the service's JSON operation into the numbers they take.

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

/**
 * The terms as @kit/accounts' `paymasterTypedData` takes them. The factory is kept as the wallet sent it (an
 * EIP-7702 op's `0x7702` marker included), since the bundler packs `factory ‖ factoryData` unchanged.
 */
export function sponsorshipParameters(terms: SponsorshipTerms): PaymasterTypedDataParameters {
  const { userOp } = terms
  const userOperation: SponsoredUserOperation = {
    sender: userOp.sender as Hex,
    nonce: BigInt(userOp.nonce),
    ...(userOp.factory
      ? { factory: userOp.factory as Hex, factoryData: (userOp.factoryData ?? '0x') as Hex }
      : {}),
    callData: userOp.callData as Hex,
    ...terms.priced,
    paymasterVerificationGasLimit: terms.paymasterVerificationGasLimit,
    paymasterPostOpGasLimit: terms.paymasterPostOpGasLimit,
  }
  return {
    chainId: terms.chainId,
    paymaster: terms.paymaster,
    userOperation,
    window: { validAfter: terms.validAfter, validUntil: terms.validUntil },
  }
}

/** Signs a sponsorship with the paymaster's signer key and lays out its `paymasterData`. */
export function signSponsorship(signerKey: Hex, terms: SponsorshipTerms): Promise<Hex> {
  return signPaymasterData({ signer: privateKeyToAccount(signerKey), ...sponsorshipParameters(terms) })
}
