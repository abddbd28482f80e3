'use client'
import type { KitSnapshot } from '@kit/core'
import { useMemo } from 'react'
import { useKitContext } from './useKitContext.js'
import { useKitState } from './useKitState.js'

type Network = KitSnapshot['network']['networks'][number]
type CaipNetworkId = KitSnapshot['network']['active']

/** What `useNetwork` returns. */
export type UseNetworkResult = {
  /** The active network. */
  readonly network: Network
  readonly caipNetworkId: CaipNetworkId
  /** The configured networks. */
  readonly networks: readonly Network[]
  /** True when the wallet is on a network the app did not configure. */
  readonly unsupported: boolean
  /** Switches through the wallet when connected; see `NetworkController.switchNetwork`. */
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void>
}

/**
 * The active network, the configured ones, and a switch.
 * @example const { network, switchNetwork } = useNetwork()
 */
export function useNetwork(): UseNetworkResult {
  const { kit } = useKitContext('useNetwork')
  const slice = useKitState((state) => state.network)
  return useMemo(() => {
    const network =
      slice.networks.find((candidate) => candidate.caipNetworkId === slice.active) ??
      kit.options.defaultNetwork
    return {
      network,
      caipNetworkId: slice.active,
      networks: slice.networks,
      unsupported: slice.unsupported,
      switchNetwork: (caipNetworkId: CaipNetworkId) => kit.network.switchNetwork(caipNetworkId),
    }
  }, [kit, slice])
}
