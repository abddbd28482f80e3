// The frame's request-method lists, with no schema code: a host checks a method before the frame is loaded.
// Every name here is locked by the exports snapshot test.
export {
  classifyRpcMethod,
  type RpcMethod,
  type RpcMethodClass,
  SAFE_RPC_METHODS,
  type SafeRpcMethod,
  UNSAFE_RPC_METHODS,
  type UnsafeRpcMethod,
} from '../methods.js'
