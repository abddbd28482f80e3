import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { kitDelegatedAccountAbi } from './artifacts/kitDelegatedAccount.js'
import { decodeErc7821Calls, ERC7821_BATCH_MODE, encodeErc7821Calls } from './erc7821Calls.js'

const calls = [
  { to: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35', value: 0n, data: '0xa9059cbb' },
  { to: '0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A', value: 5n, data: '0x' },
] as const

describe('ERC-7821 calls', () => {
  it('encodes a batch as execute(batch mode, executions) and decodes it back', () => {
    const data = encodeErc7821Calls(calls)
    const { functionName, args } = decodeFunctionData({ abi: kitDelegatedAccountAbi, data })
    expect(functionName).toBe('execute')
    expect(args?.[0]).toBe(ERC7821_BATCH_MODE)
    expect(decodeErc7821Calls(data)).toEqual(calls)
  })

  it('fills a call’s missing value and data with zero and empty bytes', () => {
    const [call] = decodeErc7821Calls(encodeErc7821Calls([{ to: calls[0].to }]))
    expect(call).toEqual({ to: calls[0].to, value: 0n, data: '0x' })
  })
})
