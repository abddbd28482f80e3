import type { Kit, KitSnapshot } from '@kit/core'
import type { TaskStore } from '../internal/tasks.js'

type CaipNetworkId = KitSnapshot['network']['active']

export const SWITCH_TASK = 'network:switch'

/**
 * The user picked a network. When a wallet of that namespace is connected the wallet must approve, so the
 * SwitchNetwork view shows the pending request; core then returns to the entry before Networks or closes
 * (spec §2). Otherwise core switches at once (or asks to connect for the other namespace).
 */
export function selectNetwork(kit: Kit, tasks: TaskStore, caipNetworkId: CaipNetworkId) {
  const state = kit.getState()
  const network = state.network.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  const connector = state.connectors.list.find((candidate) => candidate.id === state.connectors.active)
  const walletApproves =
    state.account.status === 'connected' &&
    connector !== undefined &&
    connector.namespace === network?.chainNamespace
  if (walletApproves) kit.router.push('SwitchNetwork', { caipNetworkId })
  return tasks.run(SWITCH_TASK, () => kit.network.switchNetwork(caipNetworkId))
}
