import { concat, encodeAbiParameters, hashTypedData, keccak256, recoverTypedDataAddress, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { InvalidSponsorshipError } from './errors.js'
import { decodePaymasterData } from './paymasterData.js'
import { paymasterTypedData, type SponsoredUserOperation, signPaymasterData } from './paymasterTypedData.js'

const paymaster = '0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A'
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
const parameters = { chainId: 80002, paymaster, userOperation, window } as const

describe('paymasterTypedData', () => {
  it('packs the operation as the EntryPoint receives it, in KitPaymaster’s domain', () => {
    const typedData = paymasterTypedData(parameters)
    expect(typedData.domain).toEqual({
      name: 'KitPaymaster',
      version: '1',
      chainId: 80002,
      verifyingContract: paymaster,
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
    // An EIP-7702 operation's marker stays as the bundler packs it; no factory, no init code.
    const { factory: _, factoryData: __, ...plain } = userOperation
    expect(paymasterTypedData({ ...parameters, userOperation: plain }).message.initCode).toBe('0x')
    const marked = { ...plain, factory: '0x7702', factoryData: '0x' } as const
    expect(paymasterTypedData({ ...parameters, userOperation: marked }).message.initCode).toBe('0x7702')
  })

  it("hashes as OpenZeppelin's _signableUserOpHash does, from its type string written out", () => {
    // The type string as PaymasterSigner.sol (OpenZeppelin Contracts 5.7.0) declares it, not generated from ours.
    const typeHash = keccak256(
      toHex(
        'UserOperationRequest(address sender,uint256 nonce,bytes initCode,bytes callData,bytes32 accountGasLimits,uint256 preVerificationGas,bytes32 gasFees,uint256 paymasterVerificationGasLimit,uint256 paymasterPostOpGasLimit,uint48 validAfter,uint48 validUntil)',
      ),
    )
    const m = paymasterTypedData(parameters).message
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
          paymaster,
        ],
      ),
    )
    expect(hashTypedData(paymasterTypedData(parameters))).toBe(
      keccak256(concat(['0x1901', domainSeparator, structHash])),
    )
  })

  it('refuses an operation whose gas is not final, and a bad window', () => {
    const { paymasterPostOpGasLimit: _, ...unfinished } = userOperation
    expect(() => paymasterTypedData({ ...parameters, userOperation: unfinished })).toThrow(
      /paymasterPostOpGasLimit/,
    )
    expect(() => paymasterTypedData({ ...parameters, window: { validAfter: 5, validUntil: 5 } })).toThrow(
      InvalidSponsorshipError,
    )
  })
})

describe('signPaymasterData', () => {
  it('signs the typed data with the signer and lays it out as paymasterData', async () => {
    const signer = privateKeyToAccount(generatePrivateKey())
    const data = await signPaymasterData({ signer, ...parameters })
    const { signature, ...decoded } = decodePaymasterData(data)
    expect(decoded).toEqual(window)
    const typedData = paymasterTypedData(parameters)
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(signer.address)
    // Any change to a signed field changes what is signed, so a changed operation no longer recovers to the signer.
    const changed = paymasterTypedData({ ...parameters, userOperation: { ...userOperation, nonce: 8n } })
    expect(await recoverTypedDataAddress({ ...changed, signature })).not.toBe(signer.address)
  })
})
