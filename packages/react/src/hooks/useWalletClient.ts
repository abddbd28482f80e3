'use client'
import { getWalletClient, type KitWalletClient } from '@kit/core/adapters'
import { useMemo } from 'react'
import { useKitContext } from './useKitContext.js'
import { useKitState } from './useKitState.js'

/**
 * A viem `WalletClient` for the connected EVM account and its chain (core's `getWalletClient`), or `undefined`
 * while no EVM account is connected. A new client after each account or chain change.
 * @throws {KitProviderMissingError} outside a provider.
 * @example
 * const client = useWalletClient()
 * await client?.writeContract({ address, abi, functionName: 'mint', args: [1n] })
 */
export function useWalletClient(): KitWalletClient | undefined {
  const { kit } = useKitContext('useWalletClient')
  const connected = useKitState((state) =>
    state.account.status === 'connected' && state.account.caipAddress?.startsWith('eip155:')
      ? state.account.caipAddress
      : undefined,
  )
  // A new client exactly when the account or its chain changes.
  return useMemo(() => (connected ? getWalletClient(kit) : undefined), [kit, connected])
}
