// What happens when the user picks a way to connect. Started from the click (never from a view mounting), so a
// view only shows how the step stands; StrictMode's double mount cannot connect twice.
import type { Kit } from '@kit/core'
import type { TaskStore } from '../internal/tasks.js'

/** The task key of a connection attempt through `connectorId`. */
export const connectTaskKey = (connectorId: string) => `connect:${connectorId}`

/**
 * After a successful connection: ConnectingSiwe when sign-in with wallet is enabled on an EVM network and the
 * account is not signed in yet, otherwise the modal closes (reference §9.8).
 */
export function afterConnect(kit: Kit): void {
  const network = kit.network.getActiveNetwork()
  if (kit.siwe.enabled && network.chainNamespace === 'eip155' && !kit.siwe.isAuthenticated())
    kit.router.push('ConnectingSiwe')
  else kit.modal.close()
}

/**
 * Connects through an injected, Solana or WalletConnect connector: shows its connecting view, then connects.
 * The WalletConnect view shows the pairing URI core keeps in `connection.wcUri`. `navigate: false` retries from
 * the connecting view itself.
 */
export function startWalletConnection(
  kit: Kit,
  tasks: TaskStore,
  connectorId: string,
  options: { navigate?: boolean } = {},
) {
  const connector = kit.connectors.get(connectorId)
  const view = connector?.type === 'walletConnect' ? 'ConnectingWalletConnect' : 'ConnectingExternal'
  if (options.navigate !== false) kit.router.push(view, { connectorId })
  return tasks.run(connectTaskKey(connectorId), async ({ signal }) => {
    await kit.connection.connect(connectorId)
    if (!signal.aborted) afterConnect(kit)
  })
}
