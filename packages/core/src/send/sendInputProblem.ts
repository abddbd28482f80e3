import { InsufficientBalanceError, SendInputError, type UnsupportedChainError } from '../errors/send.js'
import { type SendInputSource, sendInputProblems } from './sendInputProblems.js'

export { isAddressOf, type SendInputSource } from './sendInputProblems.js'

/**
 * Why the send state cannot be sent, or `undefined` when it can: the first of `sendInputProblems`' in this order.
 * - `chain`: the active chain is neither EVM nor Solana, or the wallet is on a network the app did not configure
 *   ('Unsupported chain').
 * - `amount`: the amount is missing, not a number of the token's decimals or not above zero ('Please enter a
 *   valid amount and receiver address', the spec's words for a send).
 * - `balance`: the amount is more than the known balance of the token ('Insufficient balance').
 * - `receiver`: the receiver is missing or not an address of the network (the same words as `amount`).
 * The error's `shortMessage` is the text the send shows; its `details` name the field's precise problem. A form
 * shows each field's own problem with `sendInputProblems`.
 */
export type SendInputProblem =
  | { readonly field: 'chain'; readonly error: UnsupportedChainError }
  | { readonly field: 'amount' | 'receiver'; readonly error: SendInputError }
  | { readonly field: 'balance'; readonly error: InsufficientBalanceError }

/**
 * Checks the send state the way `kit.send.sendToken()` does, without sending, and returns its first problem.
 * @example const problem = sendInputProblem(kit.getState()) // { field: 'receiver', error } | undefined
 */
export function sendInputProblem(state: SendInputSource): SendInputProblem | undefined {
  const { chain, amount, receiver } = sendInputProblems(state)
  if (chain) return { field: 'chain', error: chain }
  if (amount?.reason === 'exceedsBalance')
    return { field: 'balance', error: new InsufficientBalanceError(amount.error.shortMessage) }
  if (amount) return { field: 'amount', error: new SendInputError(amount.error.shortMessage) }
  if (receiver) return { field: 'receiver', error: new SendInputError(receiver.error.shortMessage) }
  return undefined
}
