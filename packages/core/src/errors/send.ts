// Errors of sending.
import { BaseError } from '@kit/chains'
import { MESSAGES } from './kit.js'

/** Sending on a chain that is neither EVM nor Solana: 'Unsupported chain'. */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'
  constructor(details?: string) {
    super(MESSAGES.unsupportedChain, details ? { details } : {})
  }
}

/** A send was asked for without an amount or a receiver. */
export class SendInputError extends BaseError {
  override name = 'SendInputError'
  constructor(details?: string) {
    super(MESSAGES.solanaSendInvalid, details ? { details } : {})
  }
}

/** A send of more than the known balance of the token. */
export class InsufficientBalanceError extends BaseError {
  override name = 'InsufficientBalanceError'
  constructor(details?: string) {
    super('Insufficient balance', details ? { details } : {})
  }
}

/** A send failed; `shortMessage` is the spec's toast text for the namespace. */
export class SendFailedError extends BaseError {
  override name = 'SendFailedError'
}
