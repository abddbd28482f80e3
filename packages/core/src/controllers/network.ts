import { type CaipAddress, type CaipNetworkId, findNetwork, type Network } from '@kit/chains'
import type { KitContext } from '../context.js'
import { NetworkNotFoundError } from '../errors.js'

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
   * modal returns to the entry before Networks or closes (spec §2). When the connected wallet is of another
   * namespace, the modal goes to SwitchActiveChain instead and nothing changes.
   * @throws {NetworkNotFoundError} when it is not configured; the wallet's error when it refuses.
   */
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void>
  /** The wallet says it is on `caipNetworkId`: follow it if configured, otherwise flag it as unsupported. */
  reportWalletNetwork(caipNetworkId: string): void
  setSmartAccountEnabledNetworks(chainIds: readonly number[]): void
  /**
   * Asks the active connector which chains have smart accounts and stores the answer. A failure gives an
   * empty list (spec §4).
   */
  loadSmartAccountEnabledNetworks(): Promise<number[]>
  /** True when the active network is an EVM chain with smart accounts. */
  isSmartAccountEnabled(): boolean
}

/** Creates the network controller of one kit. */
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
      const connector = ctx.controllers.connectors.getActive()
      const connected = state.account.status === 'connected'
      if (connected && connector && connector.namespace !== network.chainNamespace) {
        // The connected wallet cannot serve another namespace: the user must connect for it first.
        ctx.controllers.router.push('SwitchActiveChain', {
          switchToNamespace: network.chainNamespace,
          caipNetworkId: network.caipNetworkId,
        })
        return
      }
      // No optimistic update: the wallet must accept first, so a refused switch leaves everything as it was.
      if (connected && connector?.switchNetwork) await connector.switchNetwork(network)
      activate(network)
      ctx.storage.setLastUsedChainId(network.id)
      const address = state.account.address
      if (connected && address) {
        ctx.controllers.account.setCaipAddress(`${network.caipNetworkId}:${address}` as CaipAddress)
        void import('./connection.follow.js').then(({ afterNetworkChange }) => afterNetworkChange(ctx))
      }
      ctx.events.emit('SWITCH_NETWORK', { network: network.caipNetworkId })
      if (state.modal.open) ctx.controllers.router.navigateAfterNetworkSwitch()
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
    async loadSmartAccountEnabledNetworks() {
      const connector = ctx.controllers.connectors.getActive()
      let chainIds: number[] = []
      try {
        chainIds = (await connector?.getSmartAccountEnabledNetworks?.()) ?? []
        if (!Array.isArray(chainIds) || !chainIds.every((id) => Number.isInteger(id))) chainIds = []
      } catch (error) {
        ctx.logger.warn('Could not get the smart-account networks', error)
        chainIds = []
      }
      controller.setSmartAccountEnabledNetworks(chainIds)
      return chainIds
    },
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
