// What follows a connection: account data, sign-in, the wallet's own events, and restoring the persisted session
// on load. Part of the connect unit (connectFlow.ts).
import type { CaipAddress } from '@kit/chains'
import type { KitContext } from '../context.js'
import type { Connector, ConnectorEvent } from '../types.js'
import { syncProfile } from '../actions/syncProfile.js'
import { syncBalance } from '../chain/balance.js'

/** Sign-in with wallet follows the connection, when it is on (its code loads only then). */
async function siwe(ctx: KitContext) {
  if (ctx.options.features.siwe) await (await import('./siwe.actions.js')).checkSession(ctx)
}

/** How long a restore waits for the persisted connector to be found (browser wallets announce late). */
export const RESTORE_WAIT_MS = 3_000

/** Loads balance and profile without blocking anything; failures are logged, never thrown. */
export function loadAccountData(ctx: KitContext) {
  syncBalance(ctx).catch((error: unknown) => ctx.logger.warn('Could not load the balance', error))
  if (ctx.parts.networkSlice(ctx).getActiveNetwork().chainNamespace === 'eip155')
    syncProfile(ctx).catch((error: unknown) => ctx.logger.info('No profile for this account', error))
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
  const { state } = ctx
  const account = ctx.parts.accountSlice(ctx)
  // Events queued before a disconnect or another connection no longer apply.
  if (state.connectors.active !== connector.id || state.account.status !== 'connected') return
  if (event.type === 'reachability') {
    state.connection.walletReachable = event.reachable
    return
  }
  if (event.type === 'user') {
    account.setUser(event.user)
    account.setCaipAddress(`${event.caipNetworkId}:${event.user.address}`)
    return
  }
  if (event.type === 'disconnect' || (event.type === 'accountsChanged' && event.accounts.length === 0)) {
    ctx.parts.handleConnectionLost(ctx)
    ctx.events.emit('DISCONNECT_SUCCESS', {})
    return
  }
  if (event.type === 'accountsChanged') {
    const [address] = event.accounts
    if (!address || address.toLowerCase() === state.account.address?.toLowerCase()) return
    account.setCaipAddress(`${state.network.active}:${address}`)
    account.setAllAccounts(event.accounts.map((entry) => ({ address: entry, type: 'eoa' })))
    account.setBalance(undefined, undefined)
    account.setProfileName(undefined)
    account.setProfileImage(undefined)
    ctx.parts.sendSetters(ctx).reset()
    loadAccountData(ctx)
    if (connector.namespace === 'eip155') await siwe(ctx)
    return
  }
  if (event.type === 'chainChanged') {
    ctx.parts.networkSlice(ctx).reportWalletNetwork(event.caipNetworkId)
    if (state.network.unsupported) {
      // Kit does not know this chain: nothing is sent there, and the modal offers the configured networks.
      account.setBalance(undefined, undefined)
      if (state.modal.open) ctx.parts.pushView(ctx, 'UnsupportedChain')
      return
    }
    // A switch Kit asked for has already moved the account (see `NetworkController.switchNetwork`).
    if (state.account.caipAddress?.startsWith(`${event.caipNetworkId}:`)) return
    if (state.account.address)
      account.setCaipAddress(`${event.caipNetworkId}:${state.account.address}` as CaipAddress)
    await afterNetworkChange(ctx)
  }
}

/** The account moved to another network: remember it, reload the account data, and follow sign-in. */
export async function afterNetworkChange(ctx: KitContext): Promise<void> {
  const network = ctx.parts.networkSlice(ctx).getActiveNetwork()
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
    const connector = ctx.parts.getConnector(ctx, id)
    if (connector || Date.now() >= until || ctx.signal.aborted) return connector
    await new Promise((resolve) => setTimeout(resolve, RESTORE_POLL_MS))
  }
}

/** See `ConnectionController.restore`. */
export async function restore(ctx: KitContext, started: number): Promise<boolean> {
  const { state } = ctx
  const stored = ctx.storage.getConnection()
  if (!stored) return false
  if (state.account.status === 'disconnected') ctx.parts.accountSlice(ctx).setStatus('reconnecting')
  await ctx.parts.discoverWallets(ctx)
  const connector = await waitForConnector(ctx, stored.connectorId, RESTORE_WAIT_MS)
  // Something else happened meanwhile (a connect, a disconnect, an explicit reconnect): it wins.
  if (ctx.bookkeeping.connection.attempt !== started || ctx.signal.aborted)
    return state.account.status === 'connected'
  if (!connector) {
    ctx.logger.info(`The wallet of the previous session (${stored.connectorId}) is not here any more`)
    ctx.parts.handleConnectionLost(ctx)
    return false
  }
  return ctx.parts.reconnect(ctx)
}

/**
 * Another tab of this site changed the stored connection. Disconnected there: this tab lets go too (that tab has
 * told the wallet). Connected there: a tab that is disconnected restores the same session. A tab in the middle of
 * its own connection keeps going.
 */
export async function followOtherTab(ctx: KitContext): Promise<void> {
  const { state } = ctx
  const stored = ctx.storage.getConnection()
  const { status } = state.account
  if (!stored) {
    if (status === 'connected' || status === 'reconnecting') {
      ctx.parts.handleConnectionLost(ctx)
      ctx.events.emit('DISCONNECT_SUCCESS', {})
    }
    return
  }
  if (status === 'disconnected') await restore(ctx, ctx.bookkeeping.connection.attempt)
}
