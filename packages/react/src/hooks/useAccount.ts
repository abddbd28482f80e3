'use client'
import type { KitSnapshot } from '@kit/core'
import { useMemo } from 'react'
import { useKitState } from './useKitState.js'

/** The connected account and whether it is connected. */
export type UseAccountResult = KitSnapshot['account'] & {
  readonly isConnected: boolean
  /** True while connecting or restoring a session after a reload. */
  readonly isConnecting: boolean
}

/**
 * The account: status, address, CAIP address, balance, profile name and image, accounts and account type.
 * @example const { isConnected, address } = useAccount()
 */
export function useAccount(): UseAccountResult {
  const account = useKitState((state) => state.account)
  return useMemo(
    () => ({
      ...account,
      isConnected: account.status === 'connected',
      isConnecting: account.status === 'connecting' || account.status === 'reconnecting',
    }),
    [account],
  )
}
