import {
  type Address,
  decodeAbiParameters,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
} from 'viem'
import { kitDelegatedAccountAbi } from './artifacts/kitDelegatedAccount.js'

/** ERC-7821's batch mode (call type 0x01, default exec type, no selector): the one OpenZeppelin's ERC7821 runs. */
export const ERC7821_BATCH_MODE: Hex = '0x0100000000000000000000000000000000000000000000000000000000000000'

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

/** The account's callData for a batch: `execute(batchMode, abi.encode(Execution[]))`, run all or nothing. */
export function encodeErc7821Calls(calls: readonly AccountCall[]): Hex {
  const executions = calls.map((call) => ({
    target: call.to,
    value: call.value ?? 0n,
    callData: call.data ?? '0x',
  }))
  return encodeFunctionData({
    abi: kitDelegatedAccountAbi,
    functionName: 'execute',
    args: [ERC7821_BATCH_MODE, encodeAbiParameters(executionsParameters, [executions])],
  })
}

/** The calls of an account callData made by {@link encodeErc7821Calls}. */
export function decodeErc7821Calls(data: Hex): AccountCall[] {
  const { args } = decodeFunctionData({ abi: kitDelegatedAccountAbi, data })
  const [, executionData] = args as readonly [Hex, Hex]
  const [executions] = decodeAbiParameters(executionsParameters, executionData)
  return executions.map((execution) => ({
    to: execution.target,
    value: execution.value,
    data: execution.callData,
  }))
}
