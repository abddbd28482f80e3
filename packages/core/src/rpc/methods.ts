// The known request methods of the secure frame (reference §4.6, in full).
// NOTE: @kit/frame-bridge keeps its own copy (with per-method schemas); the two lists must stay equal, and a
// test in each package pins them. Core needs them to refuse unknown methods before anything reaches the frame.
import { KitValidationError, RpcMethodNotAllowedError } from '../errors.js'
import { walletSendCallsProblems } from '../validation/rules.js'

/** Read-only methods: balances, blocks, logs, receipts, capabilities, raw transaction sending and similar. */
export const SAFE_RPC_METHODS = Object.freeze([
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
] as const)

/** Methods that need the user's approval; open ones may be aborted when requests are rejected. */
export const UNSAFE_RPC_METHODS = Object.freeze([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'eth_sendUserOperation',
] as const)

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]
export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number]
export type KnownRpcMethod = SafeRpcMethod | UnsafeRpcMethod

const safe: ReadonlySet<string> = new Set(SAFE_RPC_METHODS)
const unsafe: ReadonlySet<string> = new Set(UNSAFE_RPC_METHODS)

/** Classifies a request method: 'safe', 'unsafe', or 'unknown' when it is in neither list. */
export function classifyRpcMethod(method: string): 'safe' | 'unsafe' | 'unknown' {
  if (safe.has(method)) return 'safe'
  if (unsafe.has(method)) return 'unsafe'
  return 'unknown'
}

/**
 * Checks a request before it goes anywhere: the method must be known (spec §5, §6) and `wallet_sendCalls`
 * calls need a `to` starting with 0x.
 * @throws {RpcMethodNotAllowedError} 'Requested RPC call is not allowed' (UI: 'Action not allowed').
 * @throws {KitValidationError} when `wallet_sendCalls` calls are malformed.
 */
export function assertRpcRequestAllowed(request: { method: string; params?: unknown }): KnownRpcMethod {
  const kind = classifyRpcMethod(request.method)
  if (kind === 'unknown') throw new RpcMethodNotAllowedError(request.method)
  if (request.method === 'wallet_sendCalls') {
    const problems = walletSendCallsProblems(Array.isArray(request.params) ? request.params[0] : undefined)
    if (problems.length > 0)
      throw new KitValidationError('Invalid wallet_sendCalls request', { details: problems.join('; ') })
  }
  return request.method as KnownRpcMethod
}
