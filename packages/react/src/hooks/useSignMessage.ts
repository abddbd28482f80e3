'use client'
import { type SignMessageParameters, signMessage } from '@kit/core/adapters'
import { useAction } from './useAction.js'

/** What `useSignMessage` returns. */
export type UseSignMessageResult = {
  /** Signs; the outcome lands in `status`, `data` and `error` (never rejects). */
  signMessage(parameters: SignMessageParameters): void
  /** Signs and resolves with the signature; rejects with the typed error. */
  signMessageAsync(parameters: SignMessageParameters): Promise<string>
  readonly status: 'idle' | 'pending' | 'success' | 'error'
  readonly isPending: boolean
  /** The last signature: 0x hex on EVM, base58 on Solana. */
  readonly data: string | undefined
  /** Why the last call failed, e.g. `UserRejectedRequestError` or `NotConnectedError`. */
  readonly error: Error | undefined
  /** Back to idle. */
  reset(): void
}

/**
 * Signs a message with the connected account (core's `signMessage` action), with its status.
 * @throws {KitProviderMissingError} outside a provider.
 * @example
 * const { signMessage, data, error } = useSignMessage()
 * <button onClick={() => signMessage({ message: 'hello' })}>Sign</button>
 */
export function useSignMessage(): UseSignMessageResult {
  return useAction('signMessage', signMessage)
}
