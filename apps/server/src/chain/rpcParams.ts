/** Bounds on what one forwarded call may ask the node for. */
export type RpcParamBounds = {
  /** Widest `eth_getLogs` range, in blocks (`toBlock - fromBlock + 1`). */
  logsBlockRange: number
}

/** Solana's own cap on `getMultipleAccounts`. */
const MAX_SOLANA_ACCOUNTS = 100

const BLOCK_TAGS = new Set(['latest', 'safe', 'finalized', 'pending'])

/** A block number as a bigint (`earliest` is 0), or undefined for anything else. */
function blockNumber(value: unknown): bigint | undefined {
  if (value === 'earliest') return 0n
  return typeof value === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(value) ? BigInt(value) : undefined
}

function checkGetLogs(params: unknown, bounds: RpcParamBounds): string | undefined {
  const needs = `eth_getLogs needs fromBlock and toBlock as block numbers at most ${bounds.logsBlockRange} blocks apart, or a blockHash`
  const filter = Array.isArray(params) ? params[0] : undefined
  if (filter === null || typeof filter !== 'object' || Array.isArray(filter)) return needs
  const { blockHash, fromBlock = 'latest', toBlock = 'latest' } = filter as Record<string, unknown>
  // One block, named by hash or by the same tag on both ends (the node's default is latest to latest).
  if (blockHash !== undefined)
    return 'fromBlock' in filter || 'toBlock' in filter
      ? 'eth_getLogs takes either a blockHash or a block range, not both'
      : undefined
  if (typeof fromBlock === 'string' && BLOCK_TAGS.has(fromBlock) && fromBlock === toBlock) return undefined
  // A tag on one end moves with the chain, so the range cannot be bounded here: numbers on both ends.
  const from = blockNumber(fromBlock)
  const to = blockNumber(toBlock)
  if (from === undefined || to === undefined) return needs
  if (to >= from && to - from + 1n > BigInt(bounds.logsBlockRange))
    return `eth_getLogs may span at most ${bounds.logsBlockRange} blocks; this call asks for ${to - from + 1n}`
  return undefined
}

/**
 * Checks the parameters of calls that could make the node do unbounded work (a log scan over the whole chain,
 * thousands of accounts). Returns the reason for an `Invalid params` (-32602) answer, or undefined when the call
 * may go upstream.
 */
export function checkCallParams(method: string, params: unknown, bounds: RpcParamBounds): string | undefined {
  if (method === 'eth_getLogs') return checkGetLogs(params, bounds)
  if (method === 'getMultipleAccounts') {
    const keys = Array.isArray(params) ? params[0] : undefined
    if (!Array.isArray(keys)) return 'getMultipleAccounts needs a list of account addresses'
    if (keys.length > MAX_SOLANA_ACCOUNTS)
      return `getMultipleAccounts takes at most ${MAX_SOLANA_ACCOUNTS} accounts per call`
  }
  return undefined
}
