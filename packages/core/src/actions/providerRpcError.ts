// Every error a dapp gets from Kit's EIP-1193 provider carries a numeric `code`, as EIP-1193, EIP-1474 and
// EIP-5792 define them: dapps (viem, ethers, wagmi, hand-written ones) branch on the code, not on the words.
import { BaseError, KitValidationError } from '../errors/kit.js'

/** EIP-1474 "Internal error": what a refusal without a better code becomes. */
const INTERNAL_ERROR_CODE = -32603
/** EIP-1474 "Invalid params". */
const INVALID_PARAMS_CODE = -32602

const isCode = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= -32768 && (value as number) <= 65535

/** A refusal as a dapp reads it: `code`, the short `message` of what went wrong, and the original as `cause`. */
export class ProviderRpcError extends BaseError {
  override name = 'ProviderRpcError'
  /** The EIP-1193 / EIP-1474 / EIP-5792 code. */
  readonly code: number
  constructor(code: number, cause: unknown) {
    const shortMessage =
      cause instanceof BaseError
        ? cause.shortMessage
        : cause instanceof Error && cause.message
          ? cause.message.split('\n')[0]
          : 'Internal error'
    super(shortMessage ?? 'Internal error', { cause })
    this.code = code
  }
}

/**
 * The first code in an error's cause chain (Kit's error classes carry theirs, as wallets' errors do); a Kit
 * validation error without one is invalid params.
 */
function codeOf(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (isCode(code)) return code
    if (current instanceof KitValidationError) return INVALID_PARAMS_CODE
    current = cause
  }
  return undefined
}

/**
 * The error a dapp gets for a failed request: unchanged when it already carries a code, else wrapped in a
 * `ProviderRpcError` with the code of what it wraps (a wallet's, the frame's, or its class's), or -32603.
 */
export function toProviderRpcError(error: unknown): Error & { code: number } {
  if (error instanceof Error && isCode((error as { code?: unknown }).code))
    return error as Error & { code: number }
  return new ProviderRpcError(codeOf(error) ?? INTERNAL_ERROR_CODE, error)
}
