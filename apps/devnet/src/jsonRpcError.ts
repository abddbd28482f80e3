import { BaseError } from '@kit/chains'

/** JSON-RPC 2.0 error codes the Solana front answers with (the validator's own codes where one exists). */
export const RPC_ERROR = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  /** The validator's code for a failed preflight simulation. */
  preflightFailed: -32002,
} as const

/** An error a JSON-RPC method returns to the caller as `{ code, message, data }`. */
export class JsonRpcError extends BaseError {
  override name = 'JsonRpcError'
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }

  /** The wire form of this error. */
  toJson(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.shortMessage }
      : { code: this.code, message: this.shortMessage, data: this.data }
  }
}

/** Shorthand for the "Invalid params" error with a reason. */
export function invalidParams(reason: string): JsonRpcError {
  return new JsonRpcError(RPC_ERROR.invalidParams, `Invalid params: ${reason}`)
}
