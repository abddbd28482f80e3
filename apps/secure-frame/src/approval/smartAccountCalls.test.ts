// N7: a call into the user's own smart account is read for the calls it makes, or refused.
import { encodeFunctionData, erc20Abi, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { SmartAccountCallError } from '../errors.js'
import { executeCalldata } from '../wallet/smartAccount.js'
import { smartAccountAbi } from '../wallet/smartAccountArtifact.js'
import { smartAccountCallsOf } from './smartAccountCalls.js'

const smart = '0x2222222222222222222222222222222222222222' as const
const attacker = '0x000000000000000000000000000000000000dEaD' as const
const token = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35' as const
const drain = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [attacker, 10n ** 24n] })

const refusal = (data: `0x${string}`) => {
  try {
    smartAccountCallsOf({ to: smart, value: 0n, data }, smart)
  } catch (error) {
    expect(error).toBeInstanceOf(SmartAccountCallError)
    return (error as SmartAccountCallError).shortMessage
  }
  throw new Error('test: the call was read')
}

describe('calls into the user’s smart account (N7)', () => {
  it('execute: the one call the smart account makes', () => {
    const data = executeCalldata([{ to: attacker, value: 5n * 10n ** 18n, data: '0x' }])
    expect(smartAccountCallsOf({ to: smart, value: 0n, data }, smart)).toEqual({
      functionName: 'execute',
      calls: [{ to: attacker, value: 5n * 10n ** 18n, data: '0x' }],
    })
  })

  it('executeBatch: every call, in order', () => {
    const calls = [
      { to: token, value: 0n, data: drain },
      { to: attacker, value: 1n, data: '0x' as const },
    ]
    expect(smartAccountCallsOf({ to: smart, value: 0n, data: executeCalldata(calls) }, smart)).toEqual({
      functionName: 'executeBatch',
      calls,
    })
  })

  it('a call to anything else, or a plain transfer into the smart account, is not one', () => {
    const data = executeCalldata([{ to: attacker, value: 1n, data: '0x' }])
    expect(smartAccountCallsOf({ to: attacker, value: 0n, data }, smart)).toBeUndefined()
    expect(smartAccountCallsOf({ to: smart, value: 10n, data: '0x' }, smart)).toBeUndefined()
  })

  it('refuses what it cannot read: another function, an unknown selector, cut-off arguments, a nested call', () => {
    expect(refusal(encodeFunctionData({ abi: smartAccountAbi, functionName: 'owner' }))).toBe(
      'Only execute and executeBatch of your smart account can be approved here, not owner',
    )
    expect(
      refusal(encodeFunctionData({ abi: parseAbi(['function upgrade(address)']), args: [attacker] })),
    ).toBe('This call into your smart account cannot be read, so it is refused')
    const whole = executeCalldata([{ to: attacker, value: 1n, data: drain }])
    expect(refusal(whole.slice(0, 100) as `0x${string}`)).toBe(
      'This call into your smart account cannot be read, so it is refused',
    )
    const nested = executeCalldata([
      { to: smart, value: 0n, data: executeCalldata([{ to: attacker, value: 1n, data: '0x' }]) },
    ])
    expect(refusal(nested)).toBe(
      'This call makes your smart account call itself, which cannot be shown; it is refused',
    )
  })
})
