import { type CaipNetworkId, findNetwork, type Network } from '@kit/chains'
import type { KitContext } from '../context.js'
import { NetworkNotFoundError } from '../errors/kit.js'

/** The active network and the configured list. */
export type NetworkController = {
  /** The active network (always one of the configured networks). */
  getActiveNetwork(): Network
  /** A configured network by CAIP-2 id or chain id, if there is one. */
  findNetwork(id: CaipNetworkId | string | number): Network | undefined
  /**
   * Makes `caipNetworkId` active without asking a wallet (nothing connected, or the wallet already moved).
   * @throws {NetworkNotFoundError} 'Network not found' when it is not configured.
   */
  setActive(caipNetworkId: CaipNetworkId): void
  /**
   * Switches network as the user asked: the connected wallet switches first (nothing changes if it refuses),
   * then the network becomes active, is remembered as the last used chain, SWITCH_NETWORK is emitted and the
   * modal returns to the entry before Networks or closes. When the connected wallet is of another
   * namespace, the modal goes to SwitchActiveChain instead and nothing changes.
   * @throws {NetworkNotFoundError} when it is not configured; the wallet's error when it refuses.
   */
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void>
  /** The wallet says it is on `caipNetworkId`: follow it if configured, otherwise flag it as unsupported. */
  reportWalletNetwork(caipNetworkId: string): void
  setSmartAccountEnabledNetworks(chainIds: readonly number[]): void
  /**
   * Asks the active connector which chains have smart accounts and stores the answer. A failure gives an
   * empty list.
   */
  loadSmartAccountEnabledNetworks(): Promise<number[]>
  /** True when the active network is an EVM chain with smart accounts. */
  isSmartAccountEnabled(): boolean
}

/** Creates the network controller of one kit. Switching through a wallet loads with the first switch. */
export function createNetworkController(ctx: KitContext): NetworkController {
  const { state } = ctx
  const find = (id: CaipNetworkId | string | number) => findNetwork(state.network.networks, id)
  const require = (caipNetworkId: CaipNetworkId) => {
    const network = find(caipNetworkId)
    if (!network)
      throw new NetworkNotFoundError({ details: `${caipNetworkId} is not one of the configured networks.` })
    return network
  }
  const activate = (network: Network) => {
    state.network.active = network.caipNetworkId
    state.network.unsupported = false
  }
  const actions = () => import('./connectFlow.js')

  const controller: NetworkController = {
    getActiveNetwork() {
      // `active` is only ever set to a configured network, so the fallback is the default network.
      return find(state.network.active) ?? ctx.options.defaultNetwork
    },
    findNetwork: find,
    setActive(caipNetworkId) {
      activate(require(caipNetworkId))
    },
    async switchNetwork(caipNetworkId) {
      const network = require(caipNetworkId)
      return (await actions()).switchNetwork(ctx, network)
    },
    reportWalletNetwork(caipNetworkId) {
      const network = find(caipNetworkId)
      if (network) activate(network)
      else state.network.unsupported = true
    },
    setSmartAccountEnabledNetworks(chainIds) {
      state.network.smartAccountEnabledNetworks = [...chainIds]
      ctx.storage.setSmartAccountEnabledNetworks(chainIds)
    },
    loadSmartAccountEnabledNetworks: async () => (await actions()).loadSmartAccountEnabledNetworks(ctx),
    isSmartAccountEnabled() {
      const network = controller.getActiveNetwork()
      return (
        network.chainNamespace === 'eip155' &&
        state.network.smartAccountEnabledNetworks.includes(Number(network.id))
      )
    },
  }
  return controller
}
