import {
  type Address,
  decodeAbiParameters,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
} from 'viem'
import { InvalidAccountCallsError } from './errors.js'

/** ERC-7821's batch mode (call type 0x01, default exec type, no selector): the one OpenZeppelin's ERC7821 runs. */
export const ERC7821_BATCH_MODE: Hex = '0x0100000000000000000000000000000000000000000000000000000000000000'

/** ERC-7821's `execute`, the one entry point of Kit's accounts that batches (written out: the artifacts are large). */
const executeAbi = [
  {
    type: 'function',
    name: 'execute',
    stateMutability: 'payable',
    inputs: [
      { name: 'mode', type: 'bytes32' },
      { name: 'executionData', type: 'bytes' },
    ],
    outputs: [],
  },
] as const

const executionsParameters = [
  {
    type: 'tuple[]',
    components: [
      { name: 'target', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'callData', type: 'bytes' },
    ],
  },
] as const

/** One call of a batch. */
export type AccountCall = { to: Address; value?: bigint | undefined; data?: Hex | undefined }

/**
 * The account's callData for a batch: `execute(batchMode, abi.encode(Execution[]))`, run all or nothing.
 *
 * @example
 * const callData = encodeErc7821Calls([{ to: token, data: approveData }, { to: spender, data: pullData }])
 */
export function encodeErc7821Calls(calls: readonly AccountCall[]): Hex {
  const executions = calls.map((call) => ({
    target: call.to,
    value: call.value ?? 0n,
    callData: call.data ?? '0x',
  }))
  return encodeFunctionData({
    abi: executeAbi,
    functionName: 'execute',
    args: [ERC7821_BATCH_MODE, encodeAbiParameters(executionsParameters, [executions])],
  })
}

/** `execute`'s mode and execution data, or the refusal of call data that is not `execute(bytes32,bytes)`. */
function readExecute(data: Hex): readonly [Hex, Hex] {
  try {
    return decodeFunctionData({ abi: executeAbi, data }).args
  } catch (cause) {
    throw new InvalidAccountCallsError('The call data is not execute(bytes32,bytes).', { cause })
  }
}

/**
 * The calls of an account callData made by {@link encodeErc7821Calls}.
 *
 * @throws {InvalidAccountCallsError} when `data` is not `execute` in ERC-7821's plain batch mode, or is malformed.
 */
export function decodeErc7821Calls(data: Hex): Required<AccountCall>[] {
  const [mode, executionData] = readExecute(data)
  if (mode.toLowerCase() !== ERC7821_BATCH_MODE)
    throw new InvalidAccountCallsError(`The mode ${mode} is not ERC-7821's plain batch mode.`)
  try {
    const [executions] = decodeAbiParameters(executionsParameters, executionData)
    return executions.map((execution) => ({
      to: execution.target,
      value: execution.value,
      data: execution.callData,
    }))
  } catch (cause) {
    throw new InvalidAccountCallsError('The batch’s executions do not decode.', { cause })
  }
}
