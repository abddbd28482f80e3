import type { CaipNetworkId } from '@kit/chains'
import { bindActions } from '../bind.js'
import type { KitContext } from '../context.js'
import { STORAGE_KEYS } from '../constants.js'
import { ConnectorNotFoundError } from '../errors/kit.js'
import { lazy } from '../lazy.js'
import { defaultConnectionState } from '../state.js'
import { accountSlice } from '../state/account.js'
import { sendSetters } from '../state/send.js'
import { getConnector, setActiveConnector } from './connectors.js'
import { forgetSiweSession } from './siwe.js'
import type { StoredConnection } from './storage.js'

/**
 * Connects, disconnects and restores sessions through the registered connectors, and keeps the account,
 * network and persisted connection in step with what the wallet reports.
 */
/** Options of `ConnectionController.connect`. */
export type ConnectOptions = {
  /** The network to connect on; default the active one. */
  caipNetworkId?: CaipNetworkId
  /** What the open modal does after the connection when no sign-in follows. Default `'close'`. */
  afterwards?: 'close' | 'showAccount'
}

export type ConnectionController = {
  /**
   * Connects through a registered connector: status 'connecting', then 'connected' with the account filled
   * in and the connection persisted; the balance, profile and sign-in follow without blocking. When the
   * wallet refuses, the kit is back to 'disconnected' with nothing half-set, `connection.error` says why, and
   * the typed error is thrown (`UserRejectedRequestError` for a rejection). When the modal is open it moves on:
   * to sign-in with wallet when that is on and the EVM account has not signed in, otherwise it closes (or shows
   * the account, with `afterwards: 'showAccount'`, for a login the page came back to after a redirect).
   * @throws {ConnectorNotFoundError} for an unknown id.
   */
  connect(connectorId: string, options?: ConnectOptions): Promise<void>
  /**
   * Disconnects: the wallet is told, and whatever it answers the account is reset and every cached login key
   * cleared, so the disconnect stays in force after a reload.
   */
  disconnect(): Promise<void>
  /**
   * Restores the persisted connection after a reload: status 'reconnecting' until the connector restores the
   * session (→ 'connected') or cannot (→ 'disconnected' and the login cache cleared). Resolves true
   * when restored. Resolves false, changing nothing, when nothing is persisted or its connector is not
   * registered yet.
   */
  reconnect(): Promise<boolean>
  /**
   * What `createKit` runs when a connection is persisted: finds the wallets (discovery), waits a moment for the
   * persisted connector to appear, then reconnects. Status stays 'reconnecting' meanwhile; a connector that
   * never appears counts as a failed connection check. Resolves true when restored.
   */
  restore(): Promise<boolean>
  /** A connection check failed (e.g. the frame reports no session): reset the account and clear the login cache. */
  handleConnectionLost(): void
  /**
   * Signs a message with the connected account.
   * @throws {NotConnectedError} when nothing that can sign is connected.
   */
  signMessage(message: string): Promise<string>
  /**
   * Sends a request to the connected EVM wallet (EIP-1193). `wallet_sendCalls` calls need a `to` starting with
   * 0x, checked before anything leaves. (The secure frame's method allow-list is applied by the auth
   * connector, which sends to the frame.) EIP-5792's `wallet_getCapabilities`, `wallet_sendCalls` and
   * `wallet_getCallsStatus` go to the wallet; when it does not have them, Kit answers: no atomic batches, the
   * calls sent one by one (`atomicRequired: false`; 5760 when required), their status from the receipts.
   * @throws {KitValidationError} for malformed `wallet_sendCalls` calls.
   * @throws {NotConnectedError} when no EIP-1193 wallet is connected.
   * @throws {UserRejectedRequestError} when the user declines; {ConnectorError} for other wallet failures.
   */
  request(request: { method: string; params?: unknown }): Promise<unknown>
}

/** The longest a busy page waits before this tab starts following other tabs' connection changes. */
const OTHER_TABS_LISTEN_TIMEOUT_MS = 1000

// The connect unit: connecting, and what follows a connection.
const connectFlow = () => import('./connectFlow.js')

/** Loads the connect unit for `attempt`; if it cannot load (a chunk fails), the status must not stay 'connecting'. */
function connectFlowFor(ctx: KitContext, attempt: number) {
  return connectFlow().catch((error: unknown) => {
    const local = ctx.bookkeeping.connection
    if (attempt === local.attempt) {
      local.pending = undefined
      accountSlice(ctx).setStatus(ctx.state.connectors.active ? 'connected' : 'disconnected')
    }
    throw error
  })
}

/**
 * See `ConnectionController.connect`. A click on a wallet shows 'connecting' at once; the work itself loads with
 * the first connection.
 */
export function connect(ctx: KitContext, connectorId: string, options: ConnectOptions = {}): Promise<void> {
  const { state } = ctx
  const local = ctx.bookkeeping.connection
  const connector = getConnector(ctx, connectorId)
  if (!connector) return Promise.reject(new ConnectorNotFoundError(connectorId))
  const attempt = ++local.attempt
  local.pending = connector
  // The connection in force (if any) keeps its reachability until the new one replaces it.
  Object.assign(state.connection, {
    ...defaultConnectionState(),
    walletReachable: state.connection.walletReachable,
  })
  accountSlice(ctx).setStatus('connecting')
  return connectFlowFor(ctx, attempt).then((loaded) => loaded.connect(ctx, connector, attempt, options))
}

/** See `ConnectionController.reconnect`. */
export function reconnect(ctx: KitContext): Promise<boolean> {
  const local = ctx.bookkeeping.connection
  const stored = ctx.storage.getConnection()
  const connector = stored && getConnector(ctx, stored.connectorId)
  if (!connector) return Promise.resolve(false)
  const attempt = ++local.attempt
  accountSlice(ctx).setStatus('reconnecting')
  return connectFlowFor(ctx, attempt).then((loaded) => loaded.reconnect(ctx, connector, attempt))
}

/** See `ConnectionController.handleConnectionLost`: reset the account and clear the login cache. */
export function handleConnectionLost(ctx: KitContext): void {
  const { state } = ctx
  const local = ctx.bookkeeping.connection
  local.attempt++
  local.pending = undefined
  for (const stop of local.listening.values()) stop()
  local.listening.clear()
  accountSlice(ctx).reset()
  if (state.connectors.active) setActiveConnector(ctx, undefined)
  Object.assign(state.connection, defaultConnectionState())
  sendSetters(ctx).reset()
  forgetSiweSession(ctx)
  ctx.storage.clearLoginCache()
}

/** Signs a message with the connected account (see `ConnectionController.signMessage`). */
export const signMessage = lazy(connectFlow, 'signMessage')

/** Sends an EIP-1193 request to the connected EVM wallet (see `ConnectionController.request`). */
export const request = lazy(connectFlow, 'request')

/** See `ConnectionController.disconnect`. */
export const disconnect = async (ctx: KitContext): Promise<void> =>
  (await connectFlowFor(ctx, ctx.bookkeeping.connection.attempt)).disconnect(ctx)

/** See `ConnectionController.restore`. */
async function restore(ctx: KitContext): Promise<boolean> {
  // Counted before the code loads: a connect or reconnect made while it loads must win over the restore.
  const started = ctx.bookkeeping.connection.attempt
  return (await connectFlow()).restore(ctx, started)
}

/** `kit.connection`. */
export const createConnectionController = (ctx: KitContext): ConnectionController =>
  bindActions<ConnectionController>(ctx, {
    connect,
    disconnect,
    reconnect,
    restore,
    handleConnectionLost,
    signMessage,
    request,
  })

/**
 * Makes this tab follow the connection changes of the site's other tabs, from `createKit`. Storage events come
 * only from other tabs, and only for Web Storage; with another backend (memory) the connection read back never
 * differs, so following changes nothing. The connection code loads only when a change comes.
 * @param storedAtStart the stored connection `createKit` read.
 */
export function followOtherTabs(ctx: KitContext, storedAtStart: StoredConnection | undefined): void {
  const target = globalThis as Partial<Pick<Window, 'addEventListener'>>
  if (!target.addEventListener) return
  const follow = (event: { key: string | null }) => {
    if (event.key === null || event.key === STORAGE_KEYS.connectedConnector)
      connectFlow()
        .then((loaded) => loaded.followOtherTab(ctx))
        .catch((error: unknown) => ctx.logger.warn('Could not follow another tab', error))
  }
  // Heard once the page is idle: the page's first storage listener costs several milliseconds (the browser
  // subscribes the page to storage events), and a task of its own still ran before the page's first render. A
  // change made in between is not lost: the stored connection is compared once the listener is in place.
  const key = (stored: StoredConnection | undefined) => JSON.stringify(stored ?? null)
  ctx.timers.whenIdle(() => {
    target.addEventListener?.('storage', follow, { signal: ctx.signal })
    if (key(ctx.storage.getConnection()) !== key(storedAtStart))
      follow({ key: STORAGE_KEYS.connectedConnector })
  }, OTHER_TABS_LISTEN_TIMEOUT_MS)
}
