import { decodeAbiParameters, decodeFunctionData, type Hex, parseAbi, slice } from 'viem'

/** The account entry points whose calls can be read: ERC-7821 / ERC-7579 `execute`, and the common single/batch pair. */
const accountAbi = parseAbi([
  'function execute(bytes32 mode, bytes executionData)',
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
])

const CALLS = [
  { type: 'tuple[]', components: [{ type: 'address' }, { type: 'uint256' }, { type: 'bytes' }] },
] as const
const CALLS_WITH_OP_DATA = [...CALLS, { type: 'bytes' }] as const
const BATCHES = [{ type: 'bytes[]' }] as const

// ERC-7821's mode selectors (bytes 6–9 of the mode): plain batch, batch with opData, batch of batches.
const PLAIN = '0x00000000'
const WITH_OP_DATA = '0x78210001'
const BATCH_OF_BATCHES = '0x78210002'
// ERC-7579 call types (byte 0): one call, a batch. Delegatecall (0xff) and others are not read.
const SINGLE = '0x00'
const BATCH = '0x01'
// Batches of batches nest one level in ERC-7821; a deeper one is refused rather than walked.
const MAX_DEPTH = 2

/** The targets of an ERC-7821 `execute`'s execution data under `mode`, or undefined when it cannot be read. */
function executeTargets(mode: Hex, executionData: Hex, depth: number): Hex[] | undefined {
  const callType = slice(mode, 0, 1)
  const selector = slice(mode, 6, 10)
  if (callType === SINGLE && selector === PLAIN) {
    // ERC-7579 single: abi.encodePacked(target, value, callData).
    if ((executionData.length - 2) / 2 < 52) return undefined
    return [slice(executionData, 0, 20)]
  }
  if (callType !== BATCH) return undefined
  if (selector === PLAIN || selector === WITH_OP_DATA) {
    const [calls] =
      selector === PLAIN
        ? decodeAbiParameters(CALLS, executionData)
        : decodeAbiParameters(CALLS_WITH_OP_DATA, executionData)
    return calls.map(([target]) => target)
  }
  if (selector === BATCH_OF_BATCHES && depth < MAX_DEPTH) {
    const [batches] = decodeAbiParameters(BATCHES, executionData)
    const inner = `0x01000000000078210001${'0'.repeat(44)}` as Hex
    const targets: Hex[] = []
    for (const batch of batches) {
      const found = executeTargets(inner, batch, depth + 1)
      if (!found) return undefined
      targets.push(...found)
    }
    return targets
  }
  return undefined
}

/**
 * Every contract a smart account's call data calls, lower-cased: ERC-7821 `execute(bytes32,bytes)` in its single
 * (ERC-7579 packed), batch, batch-with-opData and batch-of-batches modes, and `execute(address,uint256,bytes)` /
 * `executeBatch((address,uint256,bytes)[])`. Undefined when the call data is none of these, or malformed: a caller
 * with a contract allow-list refuses what it cannot read.
 */
export function callTargets(callData: Hex): Hex[] | undefined {
  try {
    const call = decodeFunctionData({ abi: accountAbi, data: callData })
    if (call.functionName === 'executeBatch') return call.args[0].map((entry) => lower(entry.target))
    const [first, second, third] = call.args
    if (third !== undefined) return [lower(first)]
    return executeTargets(first as Hex, second as Hex, 0)?.map(lower)
  } catch {
    return undefined
  }
}

const lower = (address: Hex | string) => address.toLowerCase() as Hex
