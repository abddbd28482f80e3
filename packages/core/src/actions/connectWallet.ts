import type { TaskState } from '../state/tasks.js'
import type { Kit } from '../kit.js'
import { tasks } from './flowTasks.js'

export type ConnectWalletParameters = {
  /** The connector to connect through (injected, Solana, WalletConnect…). */
  connectorId: string
  /** Whether to show the connector's connecting view first. `false` retries from that view itself. Default true. */
  navigate?: boolean
}

/**
 * Connects through an injected, Solana or WalletConnect connector: shows its connecting view (WalletConnect's
 * shows the pairing URI kept in `connection.wcUri`), then connects. Core then moves on: sign-in with wallet
 * when it is on, otherwise the modal closes. The attempt's state is `getTask(state, tasks.connect(connectorId))`.
 * Never rejects.
 * @example await connectWallet(kit, { connectorId: 'injected:io.metamask' })
 */
export function connectWallet(
  kit: Kit,
  { connectorId, navigate = true }: ConnectWalletParameters,
): Promise<TaskState> {
  const connector = kit.connectors.get(connectorId)
  const view = connector?.type === 'walletConnect' ? 'ConnectingWalletConnect' : 'ConnectingExternal'
  if (navigate) kit.router.push(view, { connectorId })
  return kit.tasks.run(tasks.connect(connectorId), () => kit.connection.connect(connectorId))
}
