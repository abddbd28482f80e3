// Loaded with the connect unit (controllers/connectFlow.ts), which re-exports it.
import type { CaipAddress, Network } from '@kit/chains'
import type { KitContext } from '../context.js'
import { afterNetworkChange } from '../controllers/connection.follow.js'

/**
 * Switches to `network` as the user asked (see `NetworkController.switchNetwork`): the connected wallet first, then
 * the network, the last used chain, SWITCH_NETWORK and the modal. `network` is already known to be configured.
 */
export async function switchNetwork(ctx: KitContext, network: Network): Promise<void> {
  const { state } = ctx
  const connector = ctx.parts.getActiveConnector(ctx)
  const connected = state.account.status === 'connected'
  if (connected && connector && connector.namespace !== network.chainNamespace) {
    // The connected wallet cannot serve another namespace: the user must connect for it first.
    ctx.parts.pushView(ctx, 'SwitchActiveChain', {
      switchToNamespace: network.chainNamespace,
      caipNetworkId: network.caipNetworkId,
    })
    return
  }
  // No optimistic update: the wallet must accept first, so a refused switch leaves everything as it was.
  if (connected && connector?.switchNetwork) await connector.switchNetwork(network)
  ctx.parts.networkSlice(ctx).setActive(network.caipNetworkId)
  ctx.storage.setLastUsedChainId(network.id)
  const address = state.account.address
  if (connected && address) {
    ctx.parts.accountSlice(ctx).setCaipAddress(`${network.caipNetworkId}:${address}` as CaipAddress)
    void afterNetworkChange(ctx)
  }
  ctx.events.emit('SWITCH_NETWORK', { network: network.caipNetworkId })
  if (!state.modal.open) return
  // The modal returns to the entry before Networks, or closes when there is none.
  const networks = state.router.history.lastIndexOf('Networks')
  if (networks >= 1) ctx.parts.goBackToIndex(ctx, networks - 1)
  else ctx.parts.closeModal(ctx)
}
