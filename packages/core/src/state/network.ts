// The network slice: the active network, the configured list, and their one writer. Switching through a wallet is
// `actions/switchNetwork.ts`.
import { type CaipNetworkId, findNetwork, type Network } from '@kit/chains'
import { ref } from 'valtio/vanilla'
import { NetworkNotFoundError } from '../errors/kit.js'
import type { ResolvedKitOptions } from '../options.js'
import type { StorageController } from '../types.js'

export type NetworkState = {
  /** The active network's CAIP-2 id. */
  active: CaipNetworkId
  /** The networks the host configured (never proxied: they are viem chain objects). */
  networks: readonly Network[]
  /** True when the wallet reports a network the host did not configure. */
  unsupported: boolean
  /** EVM chain ids on which the embedded wallet offers smart accounts. */
  smartAccountEnabledNetworks: number[]
}

/** The configured networks, the default one active. */
export const defaultNetworkState = (options: ResolvedKitOptions): NetworkState => ({
  active: options.defaultNetwork.caipNetworkId,
  // Networks are viem chains (with functions): kept by reference, never proxied or copied into snapshots.
  networks: ref([...options.networks]),
  unsupported: false,
  smartAccountEnabledNetworks: [],
})

/** The network slice's reads and setters. */
export type NetworkSlice = {
  /** The active network (always one of the configured networks). */
  getActiveNetwork(): Network
  /** A configured network by CAIP-2 id or chain id, if there is one. */
  findNetwork(id: CaipNetworkId | string | number): Network | undefined
  /**
   * Makes `caipNetworkId` active without asking a wallet (nothing connected, or the wallet already moved).
   * @throws {NetworkNotFoundError} 'Network not found' when it is not configured.
   */
  setActive(caipNetworkId: CaipNetworkId): void
  /** The wallet says it is on `caipNetworkId`: follow it if configured, otherwise flag it as unsupported. */
  reportWalletNetwork(caipNetworkId: string): void
  setSmartAccountEnabledNetworks(chainIds: readonly number[]): void
  /** True when the active network is an EVM chain with smart accounts. */
  isSmartAccountEnabled(): boolean
}

/** The active network and the configured list: the slice, and the actions that ask the wallet. */
export type NetworkController = NetworkSlice & {
  /**
   * Switches network as the user asked: the connected wallet switches first (nothing changes if it refuses),
   * then the network becomes active, is remembered as the last used chain, SWITCH_NETWORK is emitted and the
   * modal returns to the entry before Networks or closes. When the connected wallet is of another
   * namespace, the modal goes to SwitchActiveChain instead and nothing changes.
   * @throws {NetworkNotFoundError} when it is not configured; the wallet's error when it refuses.
   */
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void>
  /**
   * Asks the active connector which chains have smart accounts and stores the answer. A failure gives an
   * empty list.
   */
  loadSmartAccountEnabledNetworks(): Promise<number[]>
}

/** What the network slice reads and writes. */
type NetworkRoot = {
  readonly state: { network: NetworkState }
  readonly options: Pick<ResolvedKitOptions, 'defaultNetwork'>
  readonly storage: Pick<StorageController, 'setSmartAccountEnabledNetworks'>
}

/** The network slice over `root.state.network`; the smart-account networks are persisted as they are set. */
export function networkSlice(root: NetworkRoot): NetworkSlice {
  const find = (id: CaipNetworkId | string | number) => findNetwork(root.state.network.networks, id)
  const activate = (network: Network) => {
    Object.assign(root.state.network, { active: network.caipNetworkId, unsupported: false })
  }
  const slice: NetworkSlice = {
    getActiveNetwork() {
      // `active` is only ever set to a configured network, so the fallback is the default network.
      return find(root.state.network.active) ?? root.options.defaultNetwork
    },
    findNetwork: find,
    setActive(caipNetworkId) {
      activate(requireNetwork(slice, caipNetworkId))
    },
    reportWalletNetwork(caipNetworkId) {
      const network = find(caipNetworkId)
      if (network) activate(network)
      else root.state.network.unsupported = true
    },
    setSmartAccountEnabledNetworks(chainIds) {
      root.state.network.smartAccountEnabledNetworks = [...chainIds]
      root.storage.setSmartAccountEnabledNetworks(chainIds)
    },
    isSmartAccountEnabled() {
      const network = slice.getActiveNetwork()
      return (
        network.chainNamespace === 'eip155' &&
        root.state.network.smartAccountEnabledNetworks.includes(Number(network.id))
      )
    },
  }
  return slice
}

/**
 * The configured network `caipNetworkId`.
 * @throws {NetworkNotFoundError} 'Network not found' when it is not configured.
 */
export function requireNetwork(
  slice: Pick<NetworkSlice, 'findNetwork'>,
  caipNetworkId: CaipNetworkId,
): Network {
  const network = slice.findNetwork(caipNetworkId)
  if (!network)
    throw new NetworkNotFoundError({ details: `${caipNetworkId} is not one of the configured networks.` })
  return network
}
