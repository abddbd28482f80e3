import { decodeFunctionData, encodeAbiParameters, encodeFunctionData, type Hex, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { kitDelegatedAccountAbi } from './artifacts/kitDelegatedAccount.js'
import { decodeErc7821Calls, ERC7821_BATCH_MODE, encodeErc7821Calls } from './erc7821Calls.js'
import { InvalidAccountCallsError } from './errors.js'

const calls = [
  { to: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35', value: 0n, data: '0xa9059cbb' },
  { to: '0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A', value: 5n, data: '0x' },
] as const

describe('ERC-7821 calls', () => {
  it('encode a batch as the contract’s execute(batch mode, executions) and decode it back', () => {
    const data = encodeErc7821Calls(calls)
    // Read with the compiled contract's own ABI, not the module's.
    const { functionName, args } = decodeFunctionData({ abi: kitDelegatedAccountAbi, data })
    expect(functionName).toBe('execute')
    expect(args?.[0]).toBe(ERC7821_BATCH_MODE)
    expect(decodeErc7821Calls(data)).toEqual(calls)
  })

  it('fill a call’s missing value and data with zero and empty bytes', () => {
    const [call] = decodeErc7821Calls(encodeErc7821Calls([{ to: calls[0].to }]))
    expect(call).toEqual({ to: calls[0].to, value: 0n, data: '0x' })
  })

  it('refuse another function, another mode and broken executions', () => {
    const abi = parseAbi([
      'function execute(bytes32 mode, bytes executionData)',
      'function transfer(address,uint256)',
    ])
    const other = encodeFunctionData({ abi, functionName: 'transfer', args: [calls[0].to, 1n] })
    expect(() => decodeErc7821Calls(other)).toThrow(InvalidAccountCallsError)
    const executions = encodeAbiParameters(
      [{ type: 'tuple[]', components: [{ type: 'address' }, { type: 'uint256' }, { type: 'bytes' }] }],
      [[[calls[0].to, 0n, '0x']]],
    )
    const withOpData = `0x01000000000078210001${'00'.repeat(22)}` as Hex
    expect(() =>
      decodeErc7821Calls(
        encodeFunctionData({ abi, functionName: 'execute', args: [withOpData, executions] }),
      ),
    ).toThrow(/plain batch mode/)
    expect(() =>
      decodeErc7821Calls(
        encodeFunctionData({ abi, functionName: 'execute', args: [ERC7821_BATCH_MODE, '0xdeadbeef'] }),
      ),
    ).toThrow(InvalidAccountCallsError)
    expect(() => decodeErc7821Calls('0x')).toThrow(InvalidAccountCallsError)
  })
})
