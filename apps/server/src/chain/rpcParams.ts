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

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HASH = /^0x[0-9a-fA-F]{64}$/
/** A user operation's largest field (`callData`, `initCode`, `paymasterData`…) as 0x hex: 64 KiB of bytes. */
const MAX_USER_OPERATION_HEX = 2 + 2 * 64 * 1024

/** `[userOperation, entryPoint]` (and, for the estimate, an optional state override): their shapes. */
function checkUserOperation(method: string, params: unknown): string | undefined {
  const needs = `${method} needs [userOperation, entryPoint address]`
  if (
    !Array.isArray(params) ||
    params.length < 2 ||
    params.length > (method === 'eth_sendUserOperation' ? 2 : 3)
  )
    return needs
  const [operation, entryPoint] = params
  if (operation === null || typeof operation !== 'object' || Array.isArray(operation)) return needs
  if (typeof entryPoint !== 'string' || !ADDRESS.test(entryPoint)) return needs
  for (const [field, value] of Object.entries(operation)) {
    // EIP-7702's authorization is the one object: {chainId, address, nonce, r, s, yParity}, each a short string.
    if (field === 'eip7702Auth') {
      const fields =
        value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.values(value) : []
      if (
        fields.length === 0 ||
        fields.length > 8 ||
        !fields.every((part) => typeof part === 'string' && part.length <= 132)
      )
        return `${method}: the user operation's eip7702Auth must be an EIP-7702 authorization object`
      continue
    }
    if (value !== null && (typeof value !== 'string' || value.length > MAX_USER_OPERATION_HEX))
      return `${method}: the user operation's ${field.slice(0, 40)} must be a hex string of at most 64 KiB`
  }
  return undefined
}

/**
 * Checks the parameters of calls that could make the node do unbounded work (a log scan over the whole chain,
 * thousands of accounts), and the shapes of the bundler's methods (a bundler gets only well-formed user operations). Returns the reason for an `Invalid params` (-32602) answer, or undefined when the call
 * may go upstream.
 */
export function checkCallParams(method: string, params: unknown, bounds: RpcParamBounds): string | undefined {
  if (method === 'eth_getLogs') return checkGetLogs(params, bounds)
  if (method === 'eth_sendUserOperation' || method === 'eth_estimateUserOperationGas')
    return checkUserOperation(method, params)
  if (method === 'eth_getUserOperationReceipt' || method === 'eth_getUserOperationByHash') {
    const hash = Array.isArray(params) && params.length === 1 ? params[0] : undefined
    return typeof hash === 'string' && HASH.test(hash) ? undefined : `${method} needs [user operation hash]`
  }
  if (method === 'eth_supportedEntryPoints')
    return Array.isArray(params) && params.length === 0
      ? undefined
      : 'eth_supportedEntryPoints takes no params'
  if (method === 'getMultipleAccounts') {
    const keys = Array.isArray(params) ? params[0] : undefined
    if (!Array.isArray(keys)) return 'getMultipleAccounts needs a list of account addresses'
    if (keys.length > MAX_SOLANA_ACCOUNTS)
      return `getMultipleAccounts takes at most ${MAX_SOLANA_ACCOUNTS} accounts per call`
  }
  return undefined
}
