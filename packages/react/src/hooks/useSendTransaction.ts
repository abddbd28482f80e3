'use client'
import { type SendTransactionParameters, sendTransaction } from '@kit/core/adapters'
import { useAction } from './useAction.js'

/** What `useSendTransaction` returns. */
export type UseSendTransactionResult = {
  /** Sends; the outcome lands in `status`, `data` and `error` (never rejects). */
  sendTransaction(parameters: SendTransactionParameters): void
  /** Sends and resolves with the hash (EVM) or signature (Solana); rejects with the typed error. */
  sendTransactionAsync(parameters: SendTransactionParameters): Promise<string>
  readonly status: 'idle' | 'pending' | 'success' | 'error'
  readonly isPending: boolean
  /** The last transaction's hash (EVM) or signature (Solana), once the wallet submitted it. */
  readonly data: string | undefined
  /** Why the last call failed, e.g. `UserRejectedRequestError`, `KitValidationError`, or code 4100. */
  readonly error: Error | undefined
  /** Back to idle. */
  reset(): void
}

/**
 * Sends a transaction from the connected account (core's `sendTransaction` action: `{ to, value, data }` on
 * EVM, `{ transaction }` bytes on Solana), with its status.
 * @throws {KitProviderMissingError} outside a provider.
 * @example
 * const { sendTransaction, data: hash } = useSendTransaction()
 * sendTransaction({ to: '0x…', value: 10n ** 16n })
 */
export function useSendTransaction(): UseSendTransactionResult {
  return useAction('sendTransaction', sendTransaction)
}
