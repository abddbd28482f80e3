// What happens when the user picks a way to connect. Started from the click (never from a view mounting), so a
// view only shows how the step stands; StrictMode's double mount cannot connect twice.
import type { Kit } from '@kit/core'
import { type ConnectorEventSource, isSiweAuthenticated } from '../internal/coreGaps.js'
import type { TaskStore } from '../internal/tasks.js'

/** The task key of a connection attempt through `connectorId`. */
export const connectTaskKey = (connectorId: string) => `connect:${connectorId}`

/**
 * After a successful connection: ConnectingSiwe when sign-in with wallet is enabled on an EVM network and the
 * account is not signed in yet, otherwise the modal closes (reference §9.8).
 */
export function afterConnect(kit: Kit): void {
  const network = kit.network.getActiveNetwork()
  if (kit.options.features.siwe && network.chainNamespace === 'eip155' && !isSiweAuthenticated(kit))
    kit.router.push('ConnectingSiwe')
  else kit.modal.close()
}

/**
 * Connects through an injected, Solana or WalletConnect connector: shows its connecting view, then connects.
 * A WalletConnect connector's pairing URI (its `displayUri` event) is also reported into the task, for a core
 * that does not keep it in state yet. `navigate: false` retries from the connecting view itself.
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
  return tasks.run(connectTaskKey(connectorId), async ({ report, signal }) => {
    const source = connector as Partial<ConnectorEventSource> | undefined
    const stop =
      typeof source?.onEvent === 'function'
        ? source.onEvent((event) => {
            if (event.type === 'displayUri' && event.uri) report(event.uri)
          })
        : undefined
    try {
      await kit.connection.connect(connectorId)
    } finally {
      stop?.()
    }
    if (!signal.aborted) afterConnect(kit)
  })
}
