// The method lists and their classification carry no schema code, so a host can import them on their own.

/**
 * Read-only methods the frame answers or forwards to the chain without asking the user: Web3Modal 5.1.11's 40, and
 * `personal_ecRecover`, which the frame answers itself (it reads a signature, it signs nothing).
 */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
  'personal_ecRecover',
] as const

/**
 * Methods that sign or spend: the frame asks the user, and the host may abort them. Web3Modal 5.1.11's 10, and the
 * older typed-data versions dapps still call (the spec's "typed data signing"): `eth_signTypedData` (v1) and `_v3`.
 */
export const UNSAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'eth_sendUserOperation',
] as const

/** A method from the safe list. */
export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]
/** A method from the unsafe list. */
export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number]
/** Any method the frame accepts. */
export type RpcMethod = SafeRpcMethod | UnsafeRpcMethod
/** How the bridge treats a method. */
export type RpcMethodClass = 'safe' | 'unsafe' | 'unknown'

// Sets, not object keys: 'constructor' or '__proto__' must never look like a known method.
const safeMethods: ReadonlySet<string> = new Set(SAFE_RPC_METHODS)
const unsafeMethods: ReadonlySet<string> = new Set(UNSAFE_RPC_METHODS)

/**
 * Says whether an RPC method is safe (read-only, forwarded), unsafe (needs the user's approval) or unknown
 * (refused with "Requested RPC call is not allowed"). Accepts any value, so untrusted input is fine.
 */
export function classifyRpcMethod(method: unknown): RpcMethodClass {
  if (typeof method !== 'string') return 'unknown'
  if (safeMethods.has(method)) return 'safe'
  if (unsafeMethods.has(method)) return 'unsafe'
  return 'unknown'
}
