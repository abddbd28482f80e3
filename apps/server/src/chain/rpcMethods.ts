/**
 * Read and broadcast methods the JSON-RPC proxy forwards. Everything else is refused, in particular account
 * methods a dev node would answer with its unlocked keys (eth_sendTransaction, eth_sign, personal_sign,
 * eth_accounts) and node control (anvil_*, evm_*, debug_*, admin_*).
 */
export const evmProxyMethods: ReadonlySet<string> = new Set([
  'eth_chainId',
  'net_version',
  'web3_clientVersion',
  'eth_blockNumber',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_call',
  'eth_estimateGas',
  'eth_createAccessList',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_blobBaseFee',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockReceipts',
  'eth_getTransactionByHash',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionReceipt',
  'eth_getLogs',
  'eth_getProof',
  'eth_syncing',
  'eth_sendRawTransaction',
])

/**
 * The ERC-4337 bundler's methods (the standard's `eth_` namespace): on an EVM chain with a bundler configured they
 * go to the bundler instead of the node; without one they are refused. Alto's own `debug_bundler_*` and `pimlico_*`
 * methods are not forwarded.
 */
export const bundlerProxyMethods: ReadonlySet<string> = new Set([
  'eth_sendUserOperation',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
])

/**
 * The Solana equivalents: reads, simulation and broadcasting signed transactions (no airdrops, and no
 * `getProgramAccounts`, see `refusedProxyMethods`).
 */
export const solanaProxyMethods: ReadonlySet<string> = new Set([
  'getAccountInfo',
  'getBalance',
  'getBlockHeight',
  'getBlockTime',
  'getEpochInfo',
  'getFeeForMessage',
  'getGenesisHash',
  'getHealth',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getRecentPrioritizationFees',
  'getSignatureStatuses',
  'getSignaturesForAddress',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getTokenSupply',
  'getTransaction',
  'getVersion',
  'isBlockhashValid',
  'sendTransaction',
  'simulateTransaction',
])

/** Methods refused for their cost rather than their risk, with the reason the caller is told. */
export const refusedProxyMethods: ReadonlyMap<string, string> = new Map([
  [
    'getProgramAccounts',
    'getProgramAccounts scans every account of a program, which this proxy does not forward; use an indexer, or getTokenAccountsByOwner for token accounts',
  ],
])

/**
 * What one call costs against the proxy's limits, in units of a cheap read (1). Calls that make the node scan
 * blocks, logs or history, execute code, or broadcast count more, roughly as hosted node providers price them.
 */
const weights: ReadonlyMap<string, number> = new Map([
  ['eth_call', 2],
  ['eth_estimateGas', 3],
  ['eth_createAccessList', 3],
  ['eth_feeHistory', 2],
  ['eth_getProof', 3],
  ['eth_getBlockByNumber', 2],
  ['eth_getBlockByHash', 2],
  ['eth_getBlockReceipts', 10],
  ['eth_getLogs', 10],
  ['eth_sendRawTransaction', 3],
  // A bundler simulates a user operation in full to estimate or accept it.
  ['eth_sendUserOperation', 5],
  ['eth_estimateUserOperationGas', 5],
  ['getMultipleAccounts', 3],
  ['getSignaturesForAddress', 5],
  ['getTokenAccountsByOwner', 5],
  ['getTransaction', 2],
  ['simulateTransaction', 3],
  ['sendTransaction', 3],
])

/** The weight of one call (1 for cheap reads, and for anything refused before it reaches the node). */
export function methodWeight(method: unknown): number {
  return typeof method === 'string' ? (weights.get(method) ?? 1) : 1
}
