// N7: a call into the user's own smart account is read for the calls it makes, or refused.
import { encodeErc7821Calls } from '@kit/accounts'
import { encodeFunctionData, erc20Abi, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { SmartAccountCallError } from '../errors.js'
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
  it('ERC-7821 execute with one call: the call the smart account makes', () => {
    const data = encodeErc7821Calls([{ to: attacker, value: 5n * 10n ** 18n, data: '0x' }])
    expect(smartAccountCallsOf({ to: smart, value: 0n, data }, smart)).toEqual({
      functionName: 'execute',
      calls: [{ to: attacker, value: 5n * 10n ** 18n, data: '0x' }],
    })
  })

  it('ERC-7821 execute with a batch: every call, in order', () => {
    const calls = [
      { to: token, value: 0n, data: drain },
      { to: attacker, value: 1n, data: '0x' as const },
    ]
    expect(smartAccountCallsOf({ to: smart, value: 0n, data: encodeErc7821Calls(calls) }, smart)).toEqual({
      functionName: 'execute',
      calls,
    })
  })

  it('a call to anything else, or a plain transfer into the smart account, is not one', () => {
    const data = encodeErc7821Calls([{ to: attacker, value: 1n, data: '0x' }])
    expect(smartAccountCallsOf({ to: attacker, value: 0n, data }, smart)).toBeUndefined()
    expect(smartAccountCallsOf({ to: smart, value: 10n, data: '0x' }, smart)).toBeUndefined()
  })

  it('refuses what it cannot read: another mode, an unknown selector, cut-off arguments, a nested call', () => {
    const otherMode = encodeFunctionData({
      abi: parseAbi(['function execute(bytes32 mode, bytes executionData)']),
      args: [`0x01010000${'00'.repeat(28)}`, '0x'],
    })
    expect(refusal(otherMode)).toBe('This call into your smart account cannot be read, so it is refused')
    expect(
      refusal(encodeFunctionData({ abi: parseAbi(['function upgrade(address)']), args: [attacker] })),
    ).toBe('This call into your smart account cannot be read, so it is refused')
    const whole = encodeErc7821Calls([{ to: attacker, value: 1n, data: drain }])
    expect(refusal(whole.slice(0, 100) as `0x${string}`)).toBe(
      'This call into your smart account cannot be read, so it is refused',
    )
    const nested = encodeErc7821Calls([
      { to: smart, value: 0n, data: encodeErc7821Calls([{ to: attacker, value: 1n, data: '0x' }]) },
    ])
    expect(refusal(nested)).toBe(
      'This call makes your smart account call itself, which cannot be shown; it is refused',
    )
  })
})
