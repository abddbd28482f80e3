import { BaseError } from '../errors/kit.js'
import { ConnectorError, UserRejectedRequestError } from '../errors/wallet.js'

type Coded = { code?: unknown; data?: unknown; cause?: unknown; message?: unknown }

/** Every EIP-1193 / JSON-RPC code in a wallet error, outermost first, looking through the wrappers wallets use. */
export function walletErrorCodes(error: unknown): number[] {
  const codes: number[] = []
  let current: unknown = error
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    const { code, data, cause } = current as Coded
    if (typeof code === 'number') codes.push(code)
    const original = (data as { originalError?: unknown } | undefined)?.originalError
    current = original ?? cause
  }
  return codes
}

/** The outermost EIP-1193 / JSON-RPC code of a wallet error. */
export function walletErrorCode(error: unknown): number | undefined {
  return walletErrorCodes(error)[0]
}

/** True when the user declined in the wallet: EIP-1193 4001, WalletConnect 5000, or the usual wording. */
export function isUserRejection(error: unknown): boolean {
  if (error instanceof UserRejectedRequestError) return true
  if (walletErrorCodes(error).some((code) => code === 4001 || code === 5000)) return true
  const message = (error as Coded | undefined)?.message
  return (
    typeof message === 'string' && /user (rejected|denied|declined)|rejected by (the )?user/i.test(message)
  )
}

/**
 * Turns whatever a wallet throws into a Kit error: a rejection becomes `UserRejectedRequestError`, Kit errors
 * pass through, anything else becomes `ConnectorError(shortMessage)` with the wallet's words as details.
 */
export function toWalletError(error: unknown, shortMessage: string): BaseError {
  if (isUserRejection(error)) return new UserRejectedRequestError({ cause: error })
  if (error instanceof BaseError) return error
  const message = (error as Coded | undefined)?.message
  const code = walletErrorCode(error)
  return new ConnectorError(shortMessage, {
    cause: error,
    ...(typeof message === 'string' && message ? { details: message } : {}),
    ...(code === undefined ? {} : { code }),
  })
}

/** The wallet did not answer in time, so Kit stopped waiting. */
export function walletTimeout(action: string, timeoutMs: number): ConnectorError {
  return new ConnectorError('The wallet did not answer in time', {
    details: `${action} took longer than ${timeoutMs} ms.`,
  })
}
