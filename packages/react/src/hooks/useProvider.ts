'use client'
import { getProvider, type ProviderNamespace, type ProviderOf } from '@kit/core/adapters'
import { useKitContext } from './useKitContext.js'

/**
 * The kit's provider for `namespace` (core's `getProvider`): an EIP-1193 provider for `'eip155'`, Kit's Solana
 * provider for `'solana'`. The same object for the kit's whole life; it follows connections by itself and
 * emits events, so pass it once to viem, ethers or a Solana library.
 * @throws {KitProviderMissingError} outside a provider.
 * @example
 * const provider = useProvider('eip155')
 * const ethersProvider = useMemo(() => new BrowserProvider(provider), [provider])
 */
export function useProvider<namespace extends ProviderNamespace>(
  namespace: namespace,
): ProviderOf<namespace> {
  const { kit } = useKitContext('useProvider')
  return getProvider(kit, namespace)
}
