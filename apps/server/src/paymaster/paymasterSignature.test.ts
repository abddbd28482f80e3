import { decodePaymasterData, paymasterTypedData } from '@kit/accounts'
import { type Hex, hashTypedData, recoverTypedDataAddress, size } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEVNET_PAYMASTER_SIGNER, DEVNET_PAYMASTER_SIGNER_KEY } from '../devnetConfig.js'
import { type SponsorshipTerms, signSponsorship, sponsorshipParameters } from './paymasterSignature.js'

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

// The same operation written out by hand in numbers, as @kit/accounts takes it.
const expected = paymasterTypedData({
  chainId: 80002,
  paymaster: terms.paymaster,
  window: { validAfter: 0, validUntil: 1_800_000_000 },
  userOperation: {
    sender: '0x1111111111111111111111111111111111111111',
    nonce: 5n,
    factory: '0x2222222222222222222222222222222222222222',
    factoryData: '0x3333',
    callData: '0xabcdef',
    ...terms.priced,
    paymasterVerificationGasLimit: 100_000n,
    paymasterPostOpGasLimit: 0n,
  },
})

describe('the sponsorship signature', () => {
  it('reads the JSON operation into the numbers @kit/accounts signs over', () => {
    expect(hashTypedData(paymasterTypedData(sponsorshipParameters(terms)))).toBe(hashTypedData(expected))
  })

  it("is by the signer's key over @kit/accounts' typed data, laid out as paymasterData", async () => {
    const data = await signSponsorship(DEVNET_PAYMASTER_SIGNER_KEY, terms)
    // validAfter (6 bytes) ‖ validUntil (6 bytes) ‖ a 65-byte signature.
    expect(size(data)).toBe(77)
    const { signature, ...window } = decodePaymasterData(data)
    expect(window).toEqual({ validAfter: 0, validUntil: 1_800_000_000 })
    expect(await recoverTypedDataAddress({ ...expected, signature })).toBe(DEVNET_PAYMASTER_SIGNER)
  })

  it('changes with any signed field, so a changed op no longer recovers to the signer', async () => {
    const { signature } = decodePaymasterData(await signSponsorship(DEVNET_PAYMASTER_SIGNER_KEY, terms))
    const changed = { ...terms, priced: { ...terms.priced, maxFeePerGas: 31_000_000_000n } }
    const recovered = await recoverTypedDataAddress({
      ...paymasterTypedData(sponsorshipParameters(changed)),
      signature,
    })
    expect(recovered).not.toBe(DEVNET_PAYMASTER_SIGNER)
  })

  it('keeps an EIP-7702 marker as the bundler packs it, and has no init code without a factory', () => {
    const marked = { ...terms, userOp: { ...terms.userOp, factory: '0x7702', factoryData: null } }
    expect(paymasterTypedData(sponsorshipParameters(marked)).message.initCode).toBe('0x7702')
    const plain = { ...terms, userOp: { ...terms.userOp, factory: null, factoryData: null } }
    expect(paymasterTypedData(sponsorshipParameters(plain)).message.initCode).toBe('0x' as Hex)
  })
})
