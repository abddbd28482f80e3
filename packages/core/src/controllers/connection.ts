import type { CaipNetworkId } from '@kit/chains'
import type { KitContext } from '../context.js'
import * as actions from './connection.actions.js'

/**
 * Connects, disconnects and restores sessions through the registered connectors, and keeps the account,
 * network and persisted connection in step. The connectors themselves come from the connector layer.
 */
export type ConnectionController = {
  /**
   * Connects through a registered connector: status 'connecting', then 'connected' with the account filled
   * in and the connection persisted; back to 'disconnected' when the wallet refuses (the error is rethrown).
   * @throws {ConnectorNotFoundError} for an unknown id.
   */
  connect(connectorId: string, options?: { caipNetworkId?: CaipNetworkId }): Promise<void>
  /**
   * Disconnects: the wallet is told, and whatever it answers the account is reset and every cached login key
   * cleared (spec §4), so the disconnect stays in force after a reload.
   */
  disconnect(): Promise<void>
  /**
   * Restores the persisted connection after a reload: status 'reconnecting' until the connector restores the
   * session (→ 'connected') or cannot (→ 'disconnected' and the login cache cleared, spec §4). Resolves true
   * when restored. Resolves false, changing nothing, when nothing is persisted or its connector is not
   * registered yet.
   */
  reconnect(): Promise<boolean>
  /** A connection check failed (e.g. the frame reports no session): reset the account and clear the login cache. */
  handleConnectionLost(): void
  /**
   * Signs a message with the connected account.
   * @throws {NotConnectedError} when nothing that can sign is connected.
   */
  signMessage(message: string): Promise<string>
}

/** Per-kit bookkeeping: each attempt gets a number, so a slower, older attempt never overwrites a newer one. */
export type ConnectionLocal = { attempt: number }

/**
 * Creates the connection controller of one kit. Its actions load with it (not lazily): a click on a wallet must
 * show 'connecting' at once.
 */
export function createConnectionController(ctx: KitContext): ConnectionController {
  const local: ConnectionLocal = { attempt: 0 }
  return {
    connect: (connectorId, options = {}) => actions.connect(ctx, local, connectorId, options),
    disconnect: () => actions.disconnect(ctx, local),
    reconnect: () => actions.reconnect(ctx, local),
    handleConnectionLost() {
      local.attempt++
      ctx.controllers.account.reset()
      if (ctx.state.connectors.active) ctx.controllers.connectors.setActive(undefined)
      ctx.controllers.send.reset()
      ctx.storage.clearLoginCache()
    },
    signMessage: (message) => actions.signMessage(ctx, message),
  }
}
