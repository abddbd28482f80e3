// walletConnect(): the connector factory a host passes to createKit. This file is all a host loads up front; the
// Sign client and the session logic come with import() on the first connect or restore.
import type { ConnectorEvent, ConnectorFactory, PairingConnector, ResolvedKitOptions } from '@kit/core'
import type { SignClientOptions } from '../engine/signClient.js'
import type { Metadata, RelayStatus } from '../engine/types.js'
import type { WalletConnectStorage } from '../storage/storage.js'
import { WALLET_CONNECT_ID, WALLET_CONNECT_SOLANA_ID } from './constants.js'
import type { NamespaceSession, SharedClient } from './session.js'

/** The options of {@link walletConnect}. Every one has a default taken from the kit. */
export type WalletConnectParameters = {
  /** Sent to the relay with each connection. Default: the kit's `projectId`. */
  projectId?: string
  /**
   * The relay: `wss://relay.walletconnect.org` (Reown's public relay, under its terms and with a projectId from
   * Reown) or a relay you run, such as the devnet's. Default: the kit's `relayUrl`.
   */
  relayUrl?: string
  /** What wallets show about the app. Default: the kit's `metadata`, its URL defaulting to the page's origin. */
  metadata?: Metadata
  /** JSON-RPC URL per EVM chain id for reads. Default: each configured EVM network's first RPC URL. */
  rpcMap?: Readonly<Record<string, string>>
  /** Where sessions persist across reloads. Default: `localStorage` in a browser, memory elsewhere. */
  storage?: WalletConnectStorage
  /** Prefix of the storage keys, so two kits on one origin keep separate sessions. Default `kit-wc:`. */
  storagePrefix?: string
  /** The namespaces to offer. Default: each namespace the kit has networks in (`eip155`, `solana`). */
  namespaces?: readonly ('eip155' | 'solana')[]
  /** The WebSocket class (Node before 22 passes `ws`). Default: the global one. */
  WebSocket?: SignClientOptions['WebSocket']
  /** The fetch of EVM reads. Default: the global fetch. */
  fetch?: typeof fetch
}

/** A WalletConnect connector: one per namespace, sharing one Sign client. */
export type WalletConnectConnector = PairingConnector & {
  /**
   * Sets what brings the wallet app to the front after each request is sent (core's wallet list sets it after a
   * phone pairing with a listed wallet); `undefined` clears it.
   */
  setWalletRedirect(open: (() => void) | undefined): void
  /**
   * The relay connection, shared by the kit's WalletConnect connectors: `idle` until the first connect or restore,
   * `connected`, or `disconnected` after it dropped (while a session is open it reconnects by itself, and requests
   * fail at once with `RelayUnreachableError` until it does). Each change to `disconnected` or back to `connected`
   * is also a `{ type: 'reachability', reachable }` event of every namespace's connector, which the kit shows as
   * `state.connection.walletReachable`.
   */
  readonly relayStatus: RelayStatus
  /** Calls `listener` with each change of `relayStatus`; returns the unsubscribe. */
  onRelayStatus(listener: (status: RelayStatus) => void): () => void
  /** Closes the relay connection (sessions stay stored). */
  close(): Promise<void>
}

// Only # must be escaped in an image's data URL; < and > stay readable (and a few bytes lighter).
const ICON =
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="%233b99fc"/><path d="M12.2 15.6c4.3-4.2 11.3-4.2 15.6 0l.5.5c.2.2.2.6 0 .8l-1.8 1.7a.3.3 0 0 1-.4 0l-.7-.7a8 8 0 0 0-10.9 0l-.8.7a.3.3 0 0 1-.4 0l-1.8-1.7a.6.6 0 0 1 0-.8zm19.3 3.6 1.6 1.6c.2.2.2.6 0 .8l-7.2 7a.6.6 0 0 1-.8 0l-5.1-5a.1.1 0 0 0-.2 0l-5.1 5a.6.6 0 0 1-.8 0l-7.2-7a.6.6 0 0 1 0-.8l1.6-1.6a.6.6 0 0 1 .8 0l5.1 5c.1.1.2.1.2 0l5.1-5a.6.6 0 0 1 .8 0l5.1 5c.1.1.2.1.2 0l5.1-5a.6.6 0 0 1 .8 0z" fill="%23fff"/></svg>'

type Network = ResolvedKitOptions['networks'][number]

/** The kit's networks' first RPC URL per EVM chain id: reads never go to a host the app did not configure. */
function defaultRpcMap(networks: readonly Network[]): Record<string, string> {
  const map: Record<string, string> = {}
  for (const network of networks) {
    const url = network.rpcUrls.default.http[0]
    if (network.chainNamespace === 'eip155' && url) map[String(network.id)] = url
  }
  return map
}

/**
 * WalletConnect for Kit: pass it to `createKit({ connectors: [walletConnect()] })`. It adds a connector for each
 * namespace the kit has networks in (`walletConnect` for EVM, `walletConnectSolana` for Solana). Each shows a pairing
 * URI (`uri`, `onDisplayUri`, and `connection.wcUri` in the kit's state) for the QR code or a wallet's deep link,
 * restores its session after a reload, and follows the wallet's account and chain changes and disconnects.
 *
 * @example
 * createKit({ projectId, networks, connectors: [walletConnect({ relayUrl: 'wss://relay.example' })] })
 */
export function walletConnect(parameters: WalletConnectParameters = {}): ConnectorFactory {
  const relayOf = (options: ResolvedKitOptions) => parameters.relayUrl ?? options.relayUrl
  const factory = ({ options }: { options: ResolvedKitOptions }): WalletConnectConnector[] => {
    const networks = options.networks
    const offered = (parameters.namespaces ?? ['eip155', 'solana']).filter((namespace) =>
      networks.some((network) => network.chainNamespace === namespace),
    )
    const location = (globalThis as { location?: { origin?: string } }).location
    const clientOptions: SignClientOptions = {
      projectId: parameters.projectId ?? options.projectId,
      relayUrl: relayOf(options),
      metadata: parameters.metadata ?? {
        name: options.metadata.name,
        description: options.metadata.description,
        url: options.metadata.url || location?.origin || 'http://127.0.0.1',
        icons: [...options.metadata.icons],
      },
      ...(parameters.storage ? { storage: parameters.storage } : {}),
      ...(parameters.storagePrefix ? { storagePrefix: parameters.storagePrefix } : {}),
      ...(parameters.WebSocket ? { WebSocket: parameters.WebSocket } : {}),
    }
    const rpcMap = { ...defaultRpcMap(networks), ...parameters.rpcMap }
    // One client for every namespace, loaded once; a failed load is retried on the next call.
    let loading: Promise<{ shared: SharedClient; module: typeof import('./session.js') }> | undefined
    let relayStatus: RelayStatus = 'idle'
    const relayListeners = new Set<(status: RelayStatus) => void>()
    const load = () => {
      loading ??= import('./session.js')
        .then((module) => {
          const shared = module.createSharedClient(clientOptions)
          shared.client.on('relay_status', ({ status }) => {
            relayStatus = status
            for (const listener of [...relayListeners]) listener(status)
          })
          return { module, shared }
        })
        .catch((error: unknown) => {
          loading = undefined
          throw error
        })
      return loading
    }
    return offered.map((namespace) => {
      const listeners = new Set<(event: ConnectorEvent) => void>()
      const uriListeners = new Set<(uri: string) => void>()
      let uri: string | undefined
      let redirect: (() => void) | undefined
      let session: Promise<NamespaceSession> | undefined
      const emit = (event: ConnectorEvent) => {
        for (const listener of [...listeners]) listener(event)
      }
      // The kit learns from each namespace's connector when the shared relay drops and when it is back.
      relayListeners.add((status) => {
        if (status !== 'idle') emit({ type: 'reachability', reachable: status === 'connected' })
      })
      const open = () => {
        session ??= load()
          .then(({ module, shared }) =>
            module.createNamespaceSession(shared, {
              namespace,
              networks: networks.filter((network) => network.chainNamespace === namespace),
              rpcMap,
              fetch: parameters.fetch ?? ((...args) => fetch(...args)),
              emit,
              redirect: () => redirect?.(),
              logLevel: options.logLevel,
              setUri(next, expiresAt) {
                uri = next
                if (next === undefined) return
                for (const listener of [...uriListeners]) listener(next)
                emit({ type: 'displayUri', uri: next, expiresAt })
              },
            }),
          )
          .catch((error: unknown) => {
            session = undefined
            throw error
          })
        return session
      }
      const connector: WalletConnectConnector = {
        id: namespace === 'eip155' ? WALLET_CONNECT_ID : WALLET_CONNECT_SOLANA_ID,
        type: 'walletConnect',
        name: 'WalletConnect',
        icon: ICON,
        namespace,
        get uri() {
          return uri
        },
        onDisplayUri(listener) {
          uriListeners.add(listener)
          if (uri) listener(uri)
          return () => uriListeners.delete(listener)
        },
        connect: async ({ caipNetworkId }) => (await open()).connect(caipNetworkId),
        reconnect: async ({ caipNetworkId }) => (await open()).reconnect(caipNetworkId),
        async disconnect() {
          if (session) await (await session).disconnect()
        },
        getProvider: async () => (await open()).provider(),
        signMessage: async ({ message, address }) => (await open()).signMessage(message, address),
        switchNetwork: async (network) => (await open()).switchNetwork(network),
        setWalletRedirect(open) {
          redirect = open
        },
        get relayStatus() {
          return relayStatus
        },
        onRelayStatus(listener) {
          relayListeners.add(listener)
          return () => relayListeners.delete(listener)
        },
        onEvent(listener) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
        async close() {
          const current = await session?.catch(() => undefined)
          current?.close()
          // The client is shared: the first connector to close it closes it for both.
          const loaded = await loading?.catch(() => undefined)
          await loaded?.shared.client.close().catch(() => undefined)
        },
      }
      return connector
    })
  }
  return Object.assign(factory, {
    contentSecurityPolicy: (options: ResolvedKitOptions) => ({
      'connect-src': [relayOf(options), ...Object.values(parameters.rpcMap ?? {})],
    }),
  })
}
