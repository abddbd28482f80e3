import {
  concat,
  encodeAbiParameters,
  type Hex,
  hashTypedData,
  keccak256,
  recoverTypedDataAddress,
  size,
  slice,
  toHex,
} from 'viem'
import { paymasterTypedData } from '@kit/devnet'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEVNET_PAYMASTER_SIGNER, DEVNET_PAYMASTER_SIGNER_KEY } from '../devnetConfig.js'
import {
  initCodeOf,
  paymasterDataOf,
  STUB_SIGNATURE,
  type SponsorshipTerms,
  signSponsorship,
  sponsorshipTypedData,
} from './paymasterSignature.js'

const terms: SponsorshipTerms = {
  chainId: 80002,
  paymaster: '0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A',
  userOp: {
    sender: '0x1111111111111111111111111111111111111111',
    nonce: '0x5',
    callData: '0xabcdef',
    factory: '0x2222222222222222222222222222222222222222',
    factoryData: '0x3333',
  },
  priced: {
    callGasLimit: 100_000n,
    verificationGasLimit: 200_000n,
    preVerificationGas: 50_000n,
    maxFeePerGas: 30_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
  },
  paymasterVerificationGasLimit: 100_000n,
  paymasterPostOpGasLimit: 0n,
  validAfter: 0,
  validUntil: 1_800_000_000,
}

describe('the sponsorship signature', () => {
  it("is by the signer's key over OpenZeppelin PaymasterSigner's typed data, laid out as it decodes it", async () => {
    const data = await signSponsorship(DEVNET_PAYMASTER_SIGNER_KEY, terms)
    // validAfter (6 bytes) ‖ validUntil (6 bytes) ‖ a 65-byte signature.
    expect(size(data)).toBe(77)
    expect(BigInt(slice(data, 0, 6))).toBe(0n)
    expect(BigInt(slice(data, 6, 12))).toBe(1_800_000_000n)
    const recovered = await recoverTypedDataAddress({
      ...sponsorshipTypedData(terms),
      signature: slice(data, 12),
    })
    expect(recovered).toBe(DEVNET_PAYMASTER_SIGNER)
    expect(privateKeyToAccount(DEVNET_PAYMASTER_SIGNER_KEY).address).toBe(DEVNET_PAYMASTER_SIGNER)
  })

  it('signs the exact typed data: domain KitPaymaster v1 on the chain and contract, packed gas fields', () => {
    const typed = sponsorshipTypedData(terms)
    expect(typed.domain).toEqual({
      name: 'KitPaymaster',
      version: '1',
      chainId: 80002,
      verifyingContract: terms.paymaster,
    })
    expect(typed.message.initCode).toBe('0x22222222222222222222222222222222222222223333')
    // verificationGasLimit ‖ callGasLimit and maxPriorityFeePerGas ‖ maxFeePerGas, 16 bytes each.
    expect(typed.message.accountGasLimits).toBe(
      `0x${(200_000).toString(16).padStart(32, '0')}${(100_000).toString(16).padStart(32, '0')}`,
    )
    expect(typed.message.gasFees).toBe(
      `0x${(1_000_000_000).toString(16).padStart(32, '0')}${(30_000_000_000).toString(16).padStart(32, '0')}`,
    )
  })

  it('changes with any signed field, so a changed op no longer recovers to the signer', async () => {
    const data = await signSponsorship(DEVNET_PAYMASTER_SIGNER_KEY, terms)
    const changed = { ...terms, priced: { ...terms.priced, maxFeePerGas: 31_000_000_000n } }
    const recovered = await recoverTypedDataAddress({
      ...sponsorshipTypedData(changed),
      signature: slice(data, 12),
    })
    expect(recovered).not.toBe(DEVNET_PAYMASTER_SIGNER)
  })

  it("hashes as OpenZeppelin's _signableUserOpHash does, from its type string written out", () => {
    // The type string as PaymasterSigner.sol (OpenZeppelin Contracts 5.7.0) declares it, not generated from ours.
    const typeHash = keccak256(
      toHex(
        'UserOperationRequest(address sender,uint256 nonce,bytes initCode,bytes callData,bytes32 accountGasLimits,uint256 preVerificationGas,bytes32 gasFees,uint256 paymasterVerificationGasLimit,uint256 paymasterPostOpGasLimit,uint48 validAfter,uint48 validUntil)',
      ),
    )
    const m = sponsorshipTypedData(terms).message
    const structHash = keccak256(
      encodeAbiParameters(
        [
          { type: 'bytes32' },
          { type: 'address' },
          { type: 'uint256' },
          { type: 'bytes32' },
          { type: 'bytes32' },
          { type: 'bytes32' },
          { type: 'uint256' },
          { type: 'bytes32' },
          { type: 'uint256' },
          { type: 'uint256' },
          { type: 'uint48' },
          { type: 'uint48' },
        ],
        [
          typeHash,
          m.sender,
          m.nonce,
          keccak256(m.initCode),
          keccak256(m.callData),
          m.accountGasLimits,
          m.preVerificationGas,
          m.gasFees,
          m.paymasterVerificationGasLimit,
          m.paymasterPostOpGasLimit,
          m.validAfter,
          m.validUntil,
        ],
      ),
    )
    const domainSeparator = keccak256(
      encodeAbiParameters(
        [
          { type: 'bytes32' },
          { type: 'bytes32' },
          { type: 'bytes32' },
          { type: 'uint256' },
          { type: 'address' },
        ],
        [
          keccak256(
            toHex('EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)'),
          ),
          keccak256(toHex('KitPaymaster')),
          keccak256(toHex('1')),
          80002n,
          terms.paymaster,
        ],
      ),
    )
    expect(hashTypedData(sponsorshipTypedData(terms))).toBe(
      keccak256(concat(['0x1901', domainSeparator, structHash])),
    )
  })

  it("hashes as the devnet's own sponsorship module does (apps/devnet/src/aa/paymasterSignature.ts)", () => {
    const devnet = paymasterTypedData({
      chainId: terms.chainId,
      paymaster: terms.paymaster,
      window: { validAfter: terms.validAfter, validUntil: terms.validUntil },
      userOperation: {
        sender: terms.userOp.sender as Hex,
        nonce: 5n,
        factory: terms.userOp.factory as Hex,
        factoryData: terms.userOp.factoryData as Hex,
        callData: terms.userOp.callData as Hex,
        ...terms.priced,
        paymasterVerificationGasLimit: terms.paymasterVerificationGasLimit,
        paymasterPostOpGasLimit: terms.paymasterPostOpGasLimit,
      },
    })
    expect(hashTypedData(sponsorshipTypedData(terms))).toBe(hashTypedData(devnet))
  })

  it('has no init code without a factory, and a stub of the final size', () => {
    expect(initCodeOf({})).toBe('0x')
    expect(size(paymasterDataOf(0, 1, STUB_SIGNATURE) as Hex)).toBe(77)
  })
})
