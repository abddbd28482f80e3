// Connecting, disconnecting and restoring sessions; part of the connect unit (connectFlow.ts), which the controller
// loads after it has shown 'connecting'.
import type { CaipNetworkId } from '@kit/chains'
import { toWalletError, walletTimeout } from '../connectors/walletError.js'
import type { KitContext } from '../context.js'
import type { ConnectOptions } from './connection.js'
import { errorMessage, KitValidationError, NotConnectedError } from '../errors/kit.js'
import { ConnectionCheckUnavailableError } from '../errors/wallet.js'
import { withTimeout } from '../services/timeout.js'
import type { Connector, ConnectorEvent, ConnectResult, Eip1193Provider } from '../types.js'
import type { ConnectionBookkeeping } from '../context.js'
import { afterConnect, handleConnectorEvent } from './connection.follow.js'

/** A connection waits this long for the user to approve (or a WalletConnect pairing to be scanned). */
export const CONNECT_TIMEOUT_MS = 5 * 60_000
/** A request the user approves in the wallet (signing, sending) waits this long. */
export const WALLET_PROMPT_TIMEOUT_MS = 5 * 60_000
/** A silent session check after a reload. */
export const RECONNECT_TIMEOUT_MS = 15_000
/** Telling the wallet about a disconnect; the kit disconnects locally whatever happens. */
export const DISCONNECT_TIMEOUT_MS = 5_000

/** The network to connect on: the one asked for, the active one if the connector serves it, else its first. */
function networkFor(ctx: KitContext, connector: Connector, wanted?: CaipNetworkId) {
  if (wanted) return wanted
  const active = ctx.parts.networkSlice(ctx).getActiveNetwork()
  if (active.chainNamespace === connector.namespace) return active.caipNetworkId
  return ctx.state.network.networks.find((network) => network.chainNamespace === connector.namespace)
    ?.caipNetworkId
}

/**
 * The network a restored session resumes on: the one last used, when the app still has it for this connector's
 * namespace (an e-mail wallet asks its frame for the account on that chain). Otherwise the usual choice.
 */
function lastUsedNetwork(ctx: KitContext, connector: Connector): CaipNetworkId | undefined {
  const last = String(ctx.storage.getLastUsedChainId())
  return ctx.state.network.networks.find(
    (network) => String(network.id) === last && network.chainNamespace === connector.namespace,
  )?.caipNetworkId
}

/** Stops listening to every connector but `keep`. */
function stopListening(local: ConnectionBookkeeping, keep?: string) {
  for (const [id, stop] of local.listening)
    if (id !== keep) {
      stop()
      local.listening.delete(id)
    }
}

function onEvent(ctx: KitContext, local: ConnectionBookkeeping, connector: Connector, event: ConnectorEvent) {
  const { state } = ctx
  if (event.type === 'displayUri') {
    if (local.pending !== connector) return
    state.connection.wcUri = event.uri
    // A pairing URI stays valid four minutes unless the connector says otherwise.
    state.connection.wcPairingExpiry = event.expiresAt ?? Date.now() + 240_000
    return
  }
  if (state.connectors.active !== connector.id || state.account.status !== 'connected') return
  // A user report is data only, taken at once: the connector's call that reported it (a network switch) resolves
  // with the account already moved.
  if (event.type === 'user') {
    void handleConnectorEvent(ctx, connector, event)
    return
  }
  local.queue = local.queue
    .then(() => handleConnectorEvent(ctx, connector, event))
    .catch((error: unknown) => ctx.logger.warn('A wallet event could not be handled', error))
}

function listen(ctx: KitContext, local: ConnectionBookkeeping, connector: Connector) {
  if (local.listening.has(connector.id) || !connector.onEvent) return
  local.listening.set(
    connector.id,
    connector.onEvent((event) => onEvent(ctx, local, connector, event)),
  )
}

function apply(ctx: KitContext, connector: Connector, result: ConnectResult) {
  const account = ctx.parts.accountSlice(ctx)
  const network = ctx.parts.networkSlice(ctx)
  stopListening(ctx.bookkeeping.connection, connector.id)
  ctx.state.connection.wcUri = undefined
  ctx.state.connection.wcPairingExpiry = undefined
  ctx.state.connection.error = undefined
  // A new or restored session starts reachable; its connector reports when it is not.
  ctx.state.connection.walletReachable = true
  network.reportWalletNetwork(result.caipNetworkId)
  account.setCaipAddress(`${result.caipNetworkId}:${result.address}`)
  if (result.user) account.setUser(result.user)
  else
    account.setAllAccounts(
      result.accounts?.length
        ? result.accounts
        : [{ address: result.address, type: result.preferredAccountType ?? 'eoa' }],
    )
  if (result.preferredAccountType) account.setPreferredAccountType(result.preferredAccountType)
  if (result.smartAccountDeployed !== undefined) account.setSmartAccountDeployed(result.smartAccountDeployed)
  if (result.smartAccountEnabledNetworks)
    network.setSmartAccountEnabledNetworks(result.smartAccountEnabledNetworks)
  ctx.parts.setActiveConnector(ctx, connector.id)
  ctx.storage.setConnection({ connectorId: connector.id, namespace: connector.namespace })
  const before = ctx.state.account.status
  account.setStatus('connected')
  if (before !== 'connected') ctx.parts.rememberConnectedWallet(ctx, before === 'reconnecting')
  // Balance, profile and sign-in follow; none of them holds the connection up.
  void Promise.resolve()
    .then(() => afterConnect(ctx, connector))
    .catch((error: unknown) => ctx.logger.warn('Loading the account data failed', error))
}

/**
 * The modal's next step after a connection made while it is open: sign-in with wallet when it is on and the EVM
 * account has not signed in yet, otherwise the modal closes. A restored session moves nothing.
 */
function continueInModal(ctx: KitContext, afterwards: 'close' | 'showAccount') {
  if (!ctx.state.modal.open) return
  const evm = ctx.parts.networkSlice(ctx).getActiveNetwork().chainNamespace === 'eip155'
  if (ctx.options.features.siwe && evm && !ctx.parts.isSiweAuthenticated(ctx))
    ctx.parts.pushView(ctx, 'ConnectingSiwe')
  else if (afterwards === 'showAccount') ctx.parts.resetRouter(ctx, 'Account')
  else ctx.parts.closeModal(ctx)
}

/** See `ConnectionController.connect`; `connect` (connection.ts) has counted the attempt and shown 'connecting'. */
export async function connect(
  ctx: KitContext,
  connector: Connector,
  mine: number,
  options: ConnectOptions,
): Promise<void> {
  const { state } = ctx
  const local = ctx.bookkeeping.connection
  if (mine === local.attempt) listen(ctx, local, connector)
  try {
    const result = await withTimeout(
      connector.connect({ caipNetworkId: networkFor(ctx, connector, options.caipNetworkId) }),
      CONNECT_TIMEOUT_MS,
      () => walletTimeout('Connecting', CONNECT_TIMEOUT_MS),
      ctx.signal,
    )
    if (mine !== local.attempt) return
    local.pending = undefined
    apply(ctx, connector, result)
    ctx.events.emit('CONNECT_SUCCESS', { connector: connector.id, namespace: connector.namespace })
    continueInModal(ctx, options.afterwards ?? 'close')
  } catch (error) {
    const failure = toWalletError(error, 'Connection failed')
    if (mine === local.attempt) {
      local.pending = undefined
      // Nothing half-set: the previous connection (if any) is what remains.
      if (state.connectors.active !== connector.id) {
        local.listening.get(connector.id)?.()
        local.listening.delete(connector.id)
      }
      state.connection.wcUri = undefined
      state.connection.wcPairingExpiry = undefined
      state.connection.error = failure.shortMessage
      if (state.account.status === 'connecting')
        ctx.parts.accountSlice(ctx).setStatus(state.connectors.active ? 'connected' : 'disconnected')
    }
    ctx.events.emit('CONNECT_ERROR', { connector: connector.id, message: errorMessage(failure) })
    throw failure
  }
}

/** See `ConnectionController.disconnect`. */
export async function disconnect(ctx: KitContext): Promise<void> {
  const local = ctx.bookkeeping.connection
  const connector = ctx.parts.getActiveConnector(ctx) ?? local.pending
  // Stop listening first, so the wallet's own disconnect event does not run the same work twice.
  stopListening(local)
  try {
    if (connector)
      await withTimeout(connector.disconnect(), DISCONNECT_TIMEOUT_MS, () =>
        walletTimeout('Disconnecting', DISCONNECT_TIMEOUT_MS),
      )
  } catch (error) {
    ctx.logger.warn('The wallet failed to disconnect; the session is cleared anyway', error)
    ctx.events.emit('DISCONNECT_ERROR', { message: errorMessage(error) })
  }
  ctx.parts.handleConnectionLost(ctx)
  ctx.events.emit('DISCONNECT_SUCCESS', {})
}

/** See `ConnectionController.reconnect`; `reconnect` (connection.ts) has counted the attempt and shown 'reconnecting'. */
export async function reconnect(ctx: KitContext, connector: Connector, mine: number): Promise<boolean> {
  const { state } = ctx
  const local = ctx.bookkeeping.connection
  try {
    const result = connector.reconnect
      ? await withTimeout(
          connector.reconnect({ caipNetworkId: networkFor(ctx, connector, lastUsedNetwork(ctx, connector)) }),
          RECONNECT_TIMEOUT_MS,
          // A check that did not finish (a slow frame, a wallet that stays silent) is no failed check.
          () =>
            new ConnectionCheckUnavailableError({
              cause: walletTimeout('Restoring the session', RECONNECT_TIMEOUT_MS),
              details: `Restoring the session took longer than ${RECONNECT_TIMEOUT_MS} ms.`,
            }),
          ctx.signal,
        )
      : undefined
    if (mine !== local.attempt) return state.account.status === 'connected'
    if (result) {
      listen(ctx, local, connector)
      apply(ctx, connector, result)
      return true
    }
  } catch (error) {
    ctx.logger.info('The previous session could not be restored', error)
    if (mine !== local.attempt) return state.account.status === 'connected'
    if (error instanceof ConnectionCheckUnavailableError) {
      // No check was made (the wallet could not be asked): this load ends disconnected, the login stays for the next.
      ctx.parts.accountSlice(ctx).reset()
      return false
    }
  }
  // A failed connection check clears every cached login key.
  ctx.parts.handleConnectionLost(ctx)
  return false
}

/** See `ConnectionController.signMessage`. */
export async function signMessage(ctx: KitContext, message: string): Promise<string> {
  const connector = ctx.parts.getActiveConnector(ctx)
  const address = ctx.state.account.address
  if (!connector?.signMessage || !address || ctx.state.account.status !== 'connected')
    throw new NotConnectedError('Signing needs a connected account whose connector can sign messages.')
  return withTimeout(
    connector.signMessage({ message, address }),
    WALLET_PROMPT_TIMEOUT_MS,
    () => walletTimeout('Signing', WALLET_PROMPT_TIMEOUT_MS),
    ctx.signal,
  )
}

/** See `ConnectionController.request`. */
export async function request(ctx: KitContext, call: { method: string; params?: unknown }): Promise<unknown> {
  if (typeof call?.method !== 'string' || call.method === '')
    throw new KitValidationError('Invalid request', { details: 'A request needs a method name.' })
  const connector = ctx.parts.getActiveConnector(ctx)
  const provider = (await connector?.getProvider()) as Eip1193Provider | undefined
  if (ctx.state.account.status !== 'connected' || typeof provider?.request !== 'function')
    throw new NotConnectedError('Requests need a connected EVM wallet.')
  const send = (one: { method: string; params?: unknown }) =>
    withTimeout(
      provider.request(one.params === undefined ? { method: one.method } : one),
      WALLET_PROMPT_TIMEOUT_MS,
      () => walletTimeout(one.method, WALLET_PROMPT_TIMEOUT_MS),
      ctx.signal,
    )
  // EIP-5792, loaded on use: its checks (wallet_sendCalls calls need a `to` starting with 0x, checked before
  // anything reaches the wallet), then the wallet's answer when it has the methods, else Kit's own.
  if (/^wallet_(?:getCapabilities|sendCalls|getCallsStatus)$/.test(call.method))
    return (await import('../rpc/walletCalls.js')).requestWalletCalls(ctx, call, send)
  try {
    return await send(call)
  } catch (error) {
    throw toWalletError(error, 'The wallet refused the request')
  }
}
