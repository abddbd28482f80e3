import { ref } from 'valtio/vanilla'
import { bindActions } from '../bind.js'
import type { KitContext } from '../context.js'
import { ConnectorNotFoundError, KitValidationError } from '../errors/kit.js'
import type { Connector, ConnectorDescriptor } from '../types.js'

/** The registry of connectors (injected, WalletConnect, auth, Solana). Connector objects stay out of the state. */
export type ConnectorsController = {
  /**
   * Adds a connector and returns a function that removes it. A connector with the id of a registered one
   * replaces it; one with the rdns of another registered connector is the same wallet and is ignored.
   * @throws {KitValidationError} when the object is not a connector.
   */
  register(connector: Connector): () => void
  unregister(id: string): void
  get(id: string): Connector | undefined
  list(): readonly Connector[]
  /** The first registered connector of type 'auth' (the secure frame). */
  getAuthConnector(): Connector | undefined
  /** The connector of the current connection. */
  getActive(): Connector | undefined
  /**
   * Marks the connector of the current connection; `undefined` clears it.
   * @throws {ConnectorNotFoundError} for an unknown id.
   */
  setActive(id: string | undefined): void
  /**
   * Starts finding wallets as the options ask: EIP-6963 announcements (or `window.ethereum`), WalletConnect and
   * Solana wallet-standard wallets, watching for more until the kit is destroyed. Runs once per kit; the modal
   * starts it when it opens and a session restore before reconnecting. Never touches the page before.
   */
  discover(): Promise<void>
}

const TYPES = new Set(['injected', 'walletConnect', 'auth', 'solana'])

function describe(connector: Connector): ConnectorDescriptor {
  return {
    id: connector.id,
    type: connector.type,
    name: connector.name,
    icon: connector.icon,
    namespace: connector.namespace,
    rdns: connector.rdns,
  }
}

/** Marks `state.connectors` with what the registry holds now. */
function publish(ctx: KitContext) {
  const { state } = ctx
  const connectors = ctx.bookkeeping.connectors
  state.connectors.list = [...connectors.values()].map((connector) => ref(describe(connector)))
  if (state.connectors.active && !connectors.has(state.connectors.active)) state.connectors.active = undefined
}

/** See `ConnectorsController.register`. */
export function registerConnector(ctx: KitContext, connector: Connector): () => void {
  const connectors = ctx.bookkeeping.connectors
  const valid =
    typeof connector === 'object' &&
    connector !== null &&
    typeof connector.id === 'string' &&
    connector.id !== '' &&
    TYPES.has(connector.type) &&
    (connector.namespace === 'eip155' || connector.namespace === 'solana') &&
    typeof connector.connect === 'function' &&
    typeof connector.disconnect === 'function'
  if (!valid)
    throw new KitValidationError('Invalid connector', {
      details: 'A connector needs an id, a type, a namespace, connect() and disconnect().',
    })
  if (connector.rdns) {
    const twin = [...connectors.values()].find(
      (other) => other.rdns === connector.rdns && other.id !== connector.id,
    )
    if (twin) {
      ctx.logger.debug(`Ignoring ${connector.id}: ${twin.id} is the same wallet (${connector.rdns})`)
      return () => undefined
    }
  }
  connectors.set(connector.id, connector)
  publish(ctx)
  return () => {
    if (connectors.get(connector.id) === connector) unregisterConnector(ctx, connector.id)
  }
}

/** Removes the connector with this id, if registered. */
export function unregisterConnector(ctx: KitContext, id: string): void {
  if (ctx.bookkeeping.connectors.delete(id)) publish(ctx)
}

/** The registered connector with this id. */
export const getConnector = (ctx: KitContext, id: string): Connector | undefined =>
  ctx.bookkeeping.connectors.get(id)

/** Every registered connector, in registration order. */
export const listConnectors = (ctx: KitContext): Connector[] => [...ctx.bookkeeping.connectors.values()]

/** The first registered connector of type 'auth' (the secure frame). */
export const getAuthConnector = (ctx: KitContext): Connector | undefined =>
  listConnectors(ctx).find((connector) => connector.type === 'auth')

/** The connector of the current connection. */
export const getActiveConnector = (ctx: KitContext): Connector | undefined =>
  ctx.state.connectors.active ? ctx.bookkeeping.connectors.get(ctx.state.connectors.active) : undefined

/** See `ConnectorsController.setActive`. */
export function setActiveConnector(ctx: KitContext, id: string | undefined): void {
  if (id !== undefined && !ctx.bookkeeping.connectors.has(id)) throw new ConnectorNotFoundError(id)
  ctx.state.connectors.active = id
}

/** See `ConnectorsController.discover`: once per kit; a failure to load lets the next call try again. */
export function discoverWallets(ctx: KitContext): Promise<void> {
  const { bookkeeping } = ctx
  bookkeeping.discovery ??= import('./connectFlow.js')
    .then(({ startDiscovery }) => {
      if (ctx.signal.aborted) return
      ctx.signal.addEventListener('abort', startDiscovery(ctx), { once: true })
    })
    .catch((error: unknown) => {
      bookkeeping.discovery = undefined
      ctx.logger.warn('Could not look for wallets', error)
    })
  return bookkeeping.discovery
}

/** `kit.connectors`: the registry of one kit. */
export const createConnectorsController = (ctx: KitContext): ConnectorsController =>
  bindActions<ConnectorsController>(ctx, {
    register: registerConnector,
    unregister: unregisterConnector,
    get: getConnector,
    list: listConnectors,
    getAuthConnector,
    getActive: getActiveConnector,
    setActive: setActiveConnector,
    discover: discoverWallets,
  })
