import { encodeAbiParameters, encodeFunctionData, encodePacked, type Hex, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { callTargets } from './callTargets.js'

const abi = parseAbi([
  'function execute(bytes32 mode, bytes executionData)',
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
  'function transfer(address to, uint256 amount)',
])
const A = '0x00000000000000000000000000000000000000aa'
const B = '0x00000000000000000000000000000000000000bb'
const CALLS = [
  { type: 'tuple[]', components: [{ type: 'address' }, { type: 'uint256' }, { type: 'bytes' }] },
] as const

const mode = (callType: string, selector = '00000000') =>
  `0x${callType}00${'00'.repeat(4)}${selector}${'00'.repeat(22)}` as Hex
const execute = (m: Hex, executionData: Hex) =>
  encodeFunctionData({ abi, functionName: 'execute', args: [m, executionData] })
const batch = encodeAbiParameters(CALLS, [
  [
    [A, 1n, '0x'],
    [B, 0n, '0x1234'],
  ],
])

describe('callTargets', () => {
  it('reads an ERC-7821 batch, with and without opData', () => {
    expect(callTargets(execute(mode('01'), batch))).toEqual([A, B])
    const withOpData = encodeAbiParameters([...CALLS, { type: 'bytes' }], [[[B, 0n, '0x']], '0xabcd'])
    expect(callTargets(execute(mode('01', '78210001'), withOpData))).toEqual([B])
  })

  it('reads a batch of batches', () => {
    const inner = (target: Hex) =>
      encodeAbiParameters([...CALLS, { type: 'bytes' }], [[[target, 0n, '0x']], '0x'])
    const batches = encodeAbiParameters([{ type: 'bytes[]' }], [[inner(A), inner(B)]])
    expect(callTargets(execute(mode('01', '78210002'), batches))).toEqual([A, B])
  })

  it('reads an ERC-7579 single call (packed) and the execute/executeBatch pair', () => {
    const single = encodePacked(['address', 'uint256', 'bytes'], [B, 5n, '0x12'])
    expect(callTargets(execute(mode('00'), single))).toEqual([B])
    expect(callTargets(encodeFunctionData({ abi, functionName: 'execute', args: [A, 0n, '0x'] }))).toEqual([
      A,
    ])
    const pair = encodeFunctionData({
      abi,
      functionName: 'executeBatch',
      args: [[{ target: B, value: 0n, data: '0x' }]],
    })
    expect(callTargets(pair)).toEqual([B])
  })

  it('lower-cases the targets', () => {
    const upper = '0x00000000000000000000000000000000000000AA'
    expect(
      callTargets(encodeFunctionData({ abi, functionName: 'execute', args: [upper, 0n, '0x'] })),
    ).toEqual([A])
  })

  it('reads nothing from delegatecalls, unknown modes, other functions or broken data', () => {
    expect(callTargets(execute(mode('ff'), encodePacked(['address', 'bytes'], [A, '0x'])))).toBeUndefined()
    expect(callTargets(execute(mode('01', '12345678'), batch))).toBeUndefined()
    expect(callTargets(execute(mode('00'), '0x1234'))).toBeUndefined()
    expect(callTargets(encodeFunctionData({ abi, functionName: 'transfer', args: [A, 1n] }))).toBeUndefined()
    expect(callTargets(execute(mode('01'), '0xdeadbeef'))).toBeUndefined()
    expect(callTargets('0x')).toBeUndefined()
  })
})
