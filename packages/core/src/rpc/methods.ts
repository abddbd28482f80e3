// The known request methods of the secure frame (Web3Modal 5.1.11's lists in full) are the bridge's: one list,
// so the kit refuses exactly what the frame would refuse. The bridge's methods subpath carries no schema code, so
// it costs the first load only the lists themselves.
import {
  SAFE_RPC_METHODS as BRIDGE_SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS as BRIDGE_UNSAFE_RPC_METHODS,
  classifyRpcMethod as classifyBridgeRpcMethod,
} from '@kit/frame-bridge/methods'
import { KitValidationError } from '../errors/kit.js'
import { RpcMethodNotAllowedError } from '../errors/wallet.js'
import { walletSendCallsProblems } from '../validation/rules.js'

/** Read-only methods: balances, blocks, logs, receipts, capabilities, raw transaction sending and similar. */
export const SAFE_RPC_METHODS = Object.freeze([...BRIDGE_SAFE_RPC_METHODS])

/** Methods that need the user's approval; open ones may be aborted when requests are rejected. */
export const UNSAFE_RPC_METHODS = Object.freeze([...BRIDGE_UNSAFE_RPC_METHODS])

export type SafeRpcMethod = (typeof BRIDGE_SAFE_RPC_METHODS)[number]
export type UnsafeRpcMethod = (typeof BRIDGE_UNSAFE_RPC_METHODS)[number]
export type KnownRpcMethod = SafeRpcMethod | UnsafeRpcMethod

/** Classifies a request method: 'safe', 'unsafe', or 'unknown' when it is in neither list. */
export function classifyRpcMethod(method: string): 'safe' | 'unsafe' | 'unknown' {
  return classifyBridgeRpcMethod(method)
}

/**
 * Checks a request before it goes anywhere: the method must be known and `wallet_sendCalls`
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
