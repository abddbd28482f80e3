// How the frame's answers are written: the message a host may see, and the EIP-1193 / JSON-RPC code it carries.
import { BaseError } from '@kit/chains'
import { frameErrorMessages } from './errors.js'
import { frameErrorReason } from './protocol.js'

/** The message of an error as the host may see it: short, never empty. */
export function errorMessage(error: unknown): string {
  const message =
    error instanceof BaseError
      ? error.shortMessage
      : error instanceof Error
        ? error.message
        : typeof error === 'string'
          ? error
          : ''
  return message.trim() ? message.slice(0, 4000) : frameErrorMessages.defaultFrameError
}

/** The EIP-1193 / JSON-RPC code an error (or what it wraps) carries, when it is one the protocol can carry. */
export function errorCode(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (Number.isSafeInteger(code) && (code as number) >= -32768 && (code as number) <= 65535)
      return code as number
    current = cause
  }
  return undefined
}

/**
 * The stable name of the refusal an error passes on (its `reason`, or what it wraps, e.g. the sign-in service's
 * `WrongCode`), when it is one the protocol can carry.
 */
export function errorReason(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const { reason, cause } = current as { reason?: unknown; cause?: unknown }
    const carried = frameErrorReason(reason)
    if (carried) return carried
    current = cause
  }
  return undefined
}
