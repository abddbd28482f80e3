import { KIT_DELEGATED_ACCOUNT_ADDRESS, kitAccountAddress } from '@kit/accounts'
import { describe, expect, it } from 'vitest'
import { isSmartAccountCode, smartAccountAddress, userOperationMaxFee } from './smartAccountFacts.js'

const owner = '0x1111111111111111111111111111111111111111'
const delegation = (target: string) => `0xef0100${target.slice(2).toLowerCase()}`

describe('the smart account on a chain', () => {
  it('is the EOA itself with EIP-7702, its counterfactual KitAccount with ERC-4337', () => {
    expect(smartAccountAddress(owner, '7702')).toBe(owner)
    expect(smartAccountAddress(owner, '4337')).toBe(kitAccountAddress({ owner }))
  })

  it('is in force with 7702 only when the EOA delegates to Kit’s account; with 4337 once it has code', () => {
    expect(isSmartAccountCode('0x', '7702')).toBe(false)
    expect(isSmartAccountCode(delegation(KIT_DELEGATED_ACCOUNT_ADDRESS), '7702')).toBe(true)
    // Delegated elsewhere (another wallet's account): not Kit's smart account.
    expect(isSmartAccountCode(delegation('0x000000000000000000000000000000000000dEaD'), '7702')).toBe(false)
    expect(isSmartAccountCode('0x6080604052', '7702')).toBe(false)
    expect(isSmartAccountCode('0x6080604052', '4337')).toBe(true)
    expect(isSmartAccountCode(undefined, '4337')).toBe(false)
  })

  it('a user operation’s max fee counts every gas limit it carries at its max fee per gas', () => {
    expect(
      userOperationMaxFee({
        callGasLimit: 100n,
        verificationGasLimit: 200n,
        preVerificationGas: 50n,
        paymasterVerificationGasLimit: 30n,
        paymasterPostOpGasLimit: 20n,
        maxFeePerGas: 3n,
      }),
    ).toBe(1200n)
    expect(
      userOperationMaxFee({
        callGasLimit: 1n,
        verificationGasLimit: 1n,
        preVerificationGas: 1n,
        maxFeePerGas: 2n,
      }),
    ).toBe(6n)
  })
})
