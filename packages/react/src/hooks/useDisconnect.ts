'use client'
import { disconnect } from '@kit/core/adapters'
import { useAction } from './useAction.js'

/** What `useDisconnect` returns. */
export type UseDisconnectResult = {
  /** Disconnects; the outcome lands in `status` (never rejects). */
  disconnect(): void
  /** Disconnects and resolves when done. */
  disconnectAsync(): Promise<void>
  readonly status: 'idle' | 'pending' | 'success' | 'error'
  readonly isPending: boolean
  readonly error: Error | undefined
  /** Back to idle. */
  reset(): void
}

/**
 * Disconnects the connected wallet, whatever its connector (core's `disconnect` action), with its status.
 * @throws {KitProviderMissingError} outside a provider.
 * @example const { disconnect, isPending } = useDisconnect()
 */
export function useDisconnect(): UseDisconnectResult {
  return useAction('disconnect', disconnect)
}
