import type { CaipNetworkId } from '@kit/chains'
import type { TaskState } from '../state/tasks.js'
import type { Kit } from '../kit.js'
import { tasks } from './flowTasks.js'

/**
 * The user picked a network. When a wallet of that network's namespace is connected the wallet must approve, so
 * the SwitchNetwork view shows the pending request; core then returns to the view before Networks, or closes. A
 * network of the other namespace asks to connect for it; with nothing connected the switch is immediate. Never
 * rejects; its state is `tasks.switchNetwork`.
 */
export function selectNetwork(
  kit: Kit,
  { caipNetworkId }: { caipNetworkId: CaipNetworkId },
): Promise<TaskState> {
  const state = kit.getState()
  const network = state.network.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  const connector = state.connectors.list.find((candidate) => candidate.id === state.connectors.active)
  const walletApproves =
    state.account.status === 'connected' &&
    connector !== undefined &&
    connector.namespace === network?.chainNamespace
  if (walletApproves) kit.router.push('SwitchNetwork', { caipNetworkId })
  return kit.tasks.run(tasks.switchNetwork, () => kit.network.switchNetwork(caipNetworkId))
}

/**
 * Moving to a network of the other namespace needs another wallet: the connected one is disconnected, the network
 * becomes active and the Connect view opens. Never rejects; its state is `tasks.disconnect`.
 */
export function switchNamespace(
  kit: Kit,
  { caipNetworkId }: { caipNetworkId?: CaipNetworkId },
): Promise<TaskState> {
  return kit.tasks.run(tasks.disconnect, async () => {
    await kit.connection.disconnect()
    if (caipNetworkId) kit.network.setActive(caipNetworkId)
    kit.router.reset('Connect')
  })
}
