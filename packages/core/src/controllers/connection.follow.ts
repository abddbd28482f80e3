// What follows a connection: account data, sign-in, the wallet's own events, and restoring the persisted session
// on load. Part of the connect unit (connectFlow.ts).
import type { CaipAddress } from '@kit/chains'
import type { KitContext } from '../context.js'
import type { Connector, ConnectorEvent } from '../types.js'
import type { ConnectionLocal } from './connection.js'

/** Sign-in with wallet follows the connection, when it is on (its code loads only then). */
async function siwe(ctx: KitContext) {
  if (ctx.options.features.siwe) await (await import('./siwe.actions.js')).checkSession(ctx)
}

/** How long a restore waits for the persisted connector to be found (browser wallets announce late). */
export const RESTORE_WAIT_MS = 3_000

/** Loads balance and profile without blocking anything; failures are logged, never thrown. */
export function loadAccountData(ctx: KitContext) {
  const { controllers } = ctx
  controllers.account
    .syncBalance()
    .catch((error: unknown) => ctx.logger.warn('Could not load the balance', error))
  if (controllers.network.getActiveNetwork().chainNamespace === 'eip155')
    controllers.account
      .syncProfile()
      .catch((error: unknown) => ctx.logger.info('No profile for this account', error))
}

/** After a connection or a restored session: account data, then sign-in when SIWE is on. */
export async function afterConnect(ctx: KitContext, connector: Connector): Promise<void> {
  loadAccountData(ctx)
  if (connector.namespace === 'eip155') await siwe(ctx)
}

/**
 * Applies what the wallet reports on its own: other accounts, another chain, a disconnect, reachability, an
 * embedded wallet's user.
 */
export async function handleConnectorEvent(
  ctx: KitContext,
  connector: Connector,
  event: ConnectorEvent,
): Promise<void> {
  const { controllers, state } = ctx
  // Events queued before a disconnect or another connection no longer apply.
  if (state.connectors.active !== connector.id || state.account.status !== 'connected') return
  if (event.type === 'reachability') {
    state.connection.walletReachable = event.reachable
    return
  }
  if (event.type === 'user') {
    controllers.account.setUser(event.user)
    controllers.account.setCaipAddress(`${event.caipNetworkId}:${event.user.address}`)
    return
  }
  if (event.type === 'disconnect' || (event.type === 'accountsChanged' && event.accounts.length === 0)) {
    controllers.connection.handleConnectionLost()
    ctx.events.emit('DISCONNECT_SUCCESS', {})
    return
  }
  if (event.type === 'accountsChanged') {
    const [address] = event.accounts
    if (!address || address.toLowerCase() === state.account.address?.toLowerCase()) return
    controllers.account.setCaipAddress(`${state.network.active}:${address}`)
    controllers.account.setAllAccounts(event.accounts.map((entry) => ({ address: entry, type: 'eoa' })))
    controllers.account.setBalance(undefined, undefined)
    controllers.account.setProfileName(undefined)
    controllers.account.setProfileImage(undefined)
    controllers.send.reset()
    loadAccountData(ctx)
    if (connector.namespace === 'eip155') await siwe(ctx)
    return
  }
  if (event.type === 'chainChanged') {
    controllers.network.reportWalletNetwork(event.caipNetworkId)
    if (state.network.unsupported) {
      // Kit does not know this chain: nothing is sent there, and the modal offers the configured networks.
      controllers.account.setBalance(undefined, undefined)
      if (state.modal.open) controllers.router.push('UnsupportedChain')
      return
    }
    // A switch Kit asked for has already moved the account (see `NetworkController.switchNetwork`).
    if (state.account.caipAddress?.startsWith(`${event.caipNetworkId}:`)) return
    if (state.account.address)
      controllers.account.setCaipAddress(`${event.caipNetworkId}:${state.account.address}` as CaipAddress)
    await afterNetworkChange(ctx)
  }
}

/** The account moved to another network: remember it, reload the account data, and follow sign-in. */
export async function afterNetworkChange(ctx: KitContext): Promise<void> {
  const network = ctx.controllers.network.getActiveNetwork()
  ctx.storage.setLastUsedChainId(network.id)
  loadAccountData(ctx)
  if (network.chainNamespace === 'eip155') await siwe(ctx)
}

/** How often a restore looks for the persisted connector while it waits. */
const RESTORE_POLL_MS = 50

/** Resolves the connector with `id` once it is registered, or undefined after `ms` (or when the kit ends). */
async function waitForConnector(ctx: KitContext, id: string, ms: number): Promise<Connector | undefined> {
  const until = Date.now() + ms
  for (;;) {
    const connector = ctx.controllers.connectors.get(id)
    if (connector || Date.now() >= until || ctx.signal.aborted) return connector
    await new Promise((resolve) => setTimeout(resolve, RESTORE_POLL_MS))
  }
}

/** See `ConnectionController.restore`. */
export async function restore(ctx: KitContext, local: ConnectionLocal, started: number): Promise<boolean> {
  const { controllers, state } = ctx
  const stored = ctx.storage.getConnection()
  if (!stored) return false
  if (state.account.status === 'disconnected') controllers.account.setStatus('reconnecting')
  await controllers.connectors.discover()
  const connector = await waitForConnector(ctx, stored.connectorId, RESTORE_WAIT_MS)
  // Something else happened meanwhile (a connect, a disconnect, an explicit reconnect): it wins.
  if (local.attempt !== started || ctx.signal.aborted) return state.account.status === 'connected'
  if (!connector) {
    ctx.logger.info(`The wallet of the previous session (${stored.connectorId}) is not here any more`)
    controllers.connection.handleConnectionLost()
    return false
  }
  return controllers.connection.reconnect()
}

/**
 * Another tab of this site changed the stored connection. Disconnected there: this tab lets go too (that tab has
 * told the wallet). Connected there: a tab that is disconnected restores the same session. A tab in the middle of
 * its own connection keeps going.
 */
export async function followOtherTab(ctx: KitContext, local: ConnectionLocal): Promise<void> {
  const { controllers, state } = ctx
  const stored = ctx.storage.getConnection()
  const { status } = state.account
  if (!stored) {
    if (status === 'connected' || status === 'reconnecting') {
      controllers.connection.handleConnectionLost()
      ctx.events.emit('DISCONNECT_SUCCESS', {})
    }
    return
  }
  if (status === 'disconnected') await restore(ctx, local, local.attempt)
}
