// Connecting, disconnecting and restoring sessions, loaded on first use.
import type { CaipNetworkId } from '@kit/chains'
import type { KitContext } from '../context.js'
import { ConnectorNotFoundError, errorMessage, NotConnectedError } from '../errors.js'
import type { Connector, ConnectResult } from '../types.js'
import type { ConnectionLocal } from './connection.js'

/** The network to connect on: the one asked for, the active one if the connector serves it, else its first. */
function networkFor(ctx: KitContext, connector: Connector, wanted?: CaipNetworkId) {
  if (wanted) return wanted
  const active = ctx.controllers.network.getActiveNetwork()
  if (active.chainNamespace === connector.namespace) return active.caipNetworkId
  return ctx.state.network.networks.find((network) => network.chainNamespace === connector.namespace)
    ?.caipNetworkId
}

function apply(ctx: KitContext, connector: Connector, result: ConnectResult) {
  const { controllers } = ctx
  controllers.network.reportWalletNetwork(result.caipNetworkId)
  controllers.account.setCaipAddress(`${result.caipNetworkId}:${result.address}`)
  if (result.user) controllers.account.setUser(result.user)
  else
    controllers.account.setAllAccounts(
      result.accounts?.length
        ? result.accounts
        : [{ address: result.address, type: result.preferredAccountType ?? 'eoa' }],
    )
  if (result.preferredAccountType) controllers.account.setPreferredAccountType(result.preferredAccountType)
  if (result.smartAccountDeployed !== undefined)
    controllers.account.setSmartAccountDeployed(result.smartAccountDeployed)
  controllers.connectors.setActive(connector.id)
  ctx.storage.setConnection({ connectorId: connector.id, namespace: connector.namespace })
  controllers.account.setStatus('connected')
}

/** See `ConnectionController.connect`. */
export async function connect(
  ctx: KitContext,
  local: ConnectionLocal,
  connectorId: string,
  options: { caipNetworkId?: CaipNetworkId },
): Promise<void> {
  const { controllers, state } = ctx
  const connector = controllers.connectors.get(connectorId)
  if (!connector) throw new ConnectorNotFoundError(connectorId)
  const mine = ++local.attempt
  controllers.account.setStatus('connecting')
  try {
    const result = await connector.connect({
      caipNetworkId: networkFor(ctx, connector, options.caipNetworkId),
    })
    if (mine !== local.attempt) return
    apply(ctx, connector, result)
    ctx.events.emit('CONNECT_SUCCESS', { connector: connector.id, namespace: connector.namespace })
  } catch (error) {
    if (mine === local.attempt && state.account.status === 'connecting')
      controllers.account.setStatus('disconnected')
    ctx.events.emit('CONNECT_ERROR', { connector: connector.id, message: errorMessage(error) })
    throw error
  }
}

/** See `ConnectionController.disconnect`. */
export async function disconnect(ctx: KitContext, local: ConnectionLocal): Promise<void> {
  const connector = ctx.controllers.connectors.getActive()
  try {
    await connector?.disconnect()
  } catch (error) {
    ctx.logger.warn('The wallet failed to disconnect; the session is cleared anyway', error)
    ctx.events.emit('DISCONNECT_ERROR', { message: errorMessage(error) })
  }
  ctx.controllers.connection.handleConnectionLost()
  local.attempt++
  ctx.events.emit('DISCONNECT_SUCCESS', {})
}

/** See `ConnectionController.reconnect`. */
export async function reconnect(ctx: KitContext, local: ConnectionLocal): Promise<boolean> {
  const { controllers, state } = ctx
  const stored = ctx.storage.getConnection()
  if (!stored) return false
  const connector = controllers.connectors.get(stored.connectorId)
  if (!connector) return false
  const mine = ++local.attempt
  controllers.account.setStatus('reconnecting')
  try {
    const result = await connector.reconnect?.({ caipNetworkId: networkFor(ctx, connector) })
    if (mine !== local.attempt) return state.account.status === 'connected'
    if (result) {
      apply(ctx, connector, result)
      return true
    }
  } catch (error) {
    ctx.logger.info('The previous session could not be restored', error)
    if (mine !== local.attempt) return state.account.status === 'connected'
  }
  // A failed connection check clears every cached login key (spec §4).
  controllers.connection.handleConnectionLost()
  return false
}

/** See `ConnectionController.signMessage`. */
export async function signMessage(ctx: KitContext, message: string): Promise<string> {
  const connector = ctx.controllers.connectors.getActive()
  const address = ctx.state.account.address
  if (!connector?.signMessage || !address || ctx.state.account.status !== 'connected')
    throw new NotConnectedError('Signing needs a connected account whose connector can sign messages.')
  return connector.signMessage({ message, address })
}
