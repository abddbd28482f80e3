// Errors of the send form's fields, one per field, each naming what is wrong with it. The send itself keeps the
// spec's single message (SendInputError, 'Please enter a valid amount and receiver address').
import { BaseError } from '@kit/chains'

/** The English texts of the send form's field problems; the React UI shows its own translations of them. */
export const SEND_FIELD_MESSAGES = Object.freeze({
  amountNotPositive: 'Enter an amount greater than 0',
  amountDecimals: (decimals: number) => `Enter an amount with at most ${decimals} decimals`,
  amountExceedsBalance: (balance: string, symbol: string) =>
    `Amount exceeds your balance of ${balance} ${symbol}`.trimEnd(),
  receiverInvalid: 'Enter a valid receiver address',
  receiverInvalidSolana: 'Enter a valid Solana address',
  receiverUnresolvedName: (name: string) => `${name} cannot be resolved. Enter an address.`,
})

/** The send form's amount: missing, not a number, not above zero, too many decimals, or more than the balance. */
export class SendAmountError extends BaseError {
  override name = 'SendAmountError'
}

/** The send form's receiver: missing, not an address of the network, or a name Kit does not resolve. */
export class SendReceiverError extends BaseError {
  override name = 'SendReceiverError'
}
