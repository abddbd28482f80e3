'use client'
import type { Kit } from '@kit/core'
import { disconnect } from '@kit/core/adapters'
import { useMemo } from 'react'
import { useKitContext } from './useKitContext.js'
import { useMutation } from './useMutation.js'

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

const disconnectKit = (kit: Kit, _parameters: undefined) => disconnect(kit)

/**
 * Disconnects the connected wallet, whatever its connector (core's `disconnect` action), with its status.
 * @throws {KitProviderMissingError} outside a provider.
 * @example const { disconnect, isPending } = useDisconnect()
 */
export function useDisconnect(): UseDisconnectResult {
  const { kit } = useKitContext('useDisconnect')
  const { mutation, state } = useMutation(kit, disconnectKit)
  return useMemo(
    () => ({
      disconnect: () => mutation.mutate(undefined),
      disconnectAsync: () => mutation.mutateAsync(undefined),
      status: state.status,
      isPending: state.status === 'pending',
      error: state.error,
      reset: mutation.reset,
    }),
    [mutation, state],
  )
}
