import { type Hex, hashTypedData, recoverTypedDataAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { evmPaymasterSigner } from '../accounts.js'
import { InvalidSponsorshipError } from '../errors.js'
import { KIT_PAYMASTER_ADDRESS } from './addresses.js'
import {
  decodePaymasterData,
  encodePaymasterData,
  PAYMASTER_STUB_SIGNATURE,
  paymasterStubData,
  paymasterTypedData,
  type SponsoredUserOperation,
  signPaymasterData,
} from './paymasterSignature.js'

const userOperation: SponsoredUserOperation = {
  sender: '0x1111111111111111111111111111111111111111',
  nonce: 7n,
  factory: '0x2B574555158337Cd46d47c2Ca57E4698A1f04e70',
  factoryData: '0xabcd',
  callData: '0x1234',
  callGasLimit: 100_000n,
  verificationGasLimit: 200_000n,
  preVerificationGas: 50_000n,
  maxFeePerGas: 3_000_000_000n,
  maxPriorityFeePerGas: 1_000_000_000n,
  paymasterVerificationGasLimit: 60_000n,
  paymasterPostOpGasLimit: 1n,
}
const window = { validAfter: 10, validUntil: 2_000_000_000 }

describe('paymasterTypedData', () => {
  it('states OpenZeppelin PaymasterSigner’s UserOperationRequest over the packed operation', () => {
    const typedData = paymasterTypedData({ chainId: 80002, userOperation, window })
    expect(typedData.domain).toEqual({
      name: 'KitPaymaster',
      version: '1',
      chainId: 80002,
      verifyingContract: KIT_PAYMASTER_ADDRESS,
    })
    // initCode = factory ‖ factoryData, as the bundler packs it for the EntryPoint.
    expect(typedData.message.initCode.toLowerCase()).toBe('0x2b574555158337cd46d47c2ca57e4698a1f04e70abcd')
    expect(typedData.message).toMatchObject({
      // verificationGasLimit ‖ callGasLimit, and maxPriorityFeePerGas ‖ maxFeePerGas, 16 bytes each.
      accountGasLimits: `0x${(200_000).toString(16).padStart(32, '0')}${(100_000).toString(16).padStart(32, '0')}`,
      gasFees: `0x${(1e9).toString(16).padStart(32, '0')}${(3e9).toString(16).padStart(32, '0')}`,
      validAfter: 10,
      validUntil: 2_000_000_000,
    })
    // The type string OpenZeppelin hashes (USER_OPERATION_REQUEST_TYPEHASH).
    const typeString =
      'UserOperationRequest(address sender,uint256 nonce,bytes initCode,bytes callData,bytes32 accountGasLimits,uint256 preVerificationGas,bytes32 gasFees,uint256 paymasterVerificationGasLimit,uint256 paymasterPostOpGasLimit,uint48 validAfter,uint48 validUntil)'
    const fields = typedData.types.UserOperationRequest.map((field) => `${field.type} ${field.name}`).join(
      ',',
    )
    expect(`UserOperationRequest(${fields})`).toBe(typeString)
  })

  it('refuses an operation whose gas is not final, and a bad window', () => {
    const { paymasterPostOpGasLimit: _, ...unfinished } = userOperation
    expect(() =>
      paymasterTypedData({ chainId: 1, userOperation: unfinished as SponsoredUserOperation, window }),
    ).toThrow(InvalidSponsorshipError)
    expect(() =>
      paymasterTypedData({ chainId: 1, userOperation, window: { validAfter: 5, validUntil: 5 } }),
    ).toThrow(/validUntil/)
    expect(() =>
      paymasterTypedData({ chainId: 1, userOperation, window: { validAfter: -1, validUntil: 0 } }),
    ).toThrow(InvalidSponsorshipError)
  })
})

describe('paymasterData', () => {
  it('is validAfter (6 bytes) ‖ validUntil (6 bytes) ‖ signature, and decodes back', () => {
    const signature: Hex = `0x${'ab'.repeat(65)}`
    const data = encodePaymasterData({ ...window, signature })
    expect(data).toBe(`0x00000000000a000077359400${'ab'.repeat(65)}`)
    expect(decodePaymasterData(data)).toEqual({ ...window, signature })
    expect(decodePaymasterData(paymasterStubData(window)).signature).toBe(PAYMASTER_STUB_SIGNATURE)
    expect(() => decodePaymasterData('0x0102')).toThrow(InvalidSponsorshipError)
  })

  it('is signed by the paymaster signer over the typed data', async () => {
    const signer = privateKeyToAccount(evmPaymasterSigner().privateKey)
    const data = await signPaymasterData({ signer, chainId: 31337, userOperation, window })
    const { signature } = decodePaymasterData(data)
    const typedData = paymasterTypedData({ chainId: 31337, userOperation, window })
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(signer.address)
    // Any change to a signed field changes what is signed.
    const changed = paymasterTypedData({
      chainId: 31337,
      userOperation: { ...userOperation, nonce: 8n },
      window,
    })
    expect(hashTypedData(changed)).not.toBe(hashTypedData(typedData))
  })
})
