// The public data types of the Sign client, and its API (createSignClient in signClient.ts).
import type { WebSocketConstructor } from '../relay/relayClient.js'
import type { WalletConnectStorage } from '../storage/storage.js'

/** An app's or wallet's description, shown to the other side. */
export type Metadata = { name: string; description: string; url: string; icons: string[] }

/** What an app asks for in one namespace (`eip155`, `solana`, …) or one chain (`eip155:1`). */
export type ProposalNamespace = { chains?: string[]; methods: string[]; events: string[] }
/** Proposal namespaces by namespace key. */
export type ProposalNamespaces = Record<string, ProposalNamespace>

/** What the wallet granted in one namespace: CAIP-10 accounts, methods, events, and optionally the chains. */
export type SessionNamespace = { accounts: string[]; methods: string[]; events: string[]; chains?: string[] }
/** Session namespaces by namespace key. */
export type SessionNamespaces = Record<string, SessionNamespace>

/** A settled session. `expiry` is in seconds since the epoch. */
export type WcSession = {
  topic: string
  pairingTopic: string
  expiry: number
  namespaces: SessionNamespaces
  peer: { publicKey: string; metadata: Metadata }
}

/** Payloads of the client's events. */
export type SignClientEvents = {
  /** The wallet emitted an event (e.g. `chainChanged`, `accountsChanged`) on one of the session's chains. */
  session_event: { topic: string; chainId: string; event: { name: string; data: unknown } }
  /** The wallet changed the session's namespaces (accounts or chains added or removed). */
  session_update: { topic: string; namespaces: SessionNamespaces }
  /** The wallet deleted the session. Not emitted for {@link SignClient.disconnect} (the caller knows). */
  session_delete: { topic: string; reason: { code: number; message: string } }
  /** The session reached its expiry and was removed. */
  session_expire: { topic: string }
  /** The session's expiry moved (the wallet extended it, or {@link SignClient.extend} succeeded). */
  session_extend: { topic: string; expiry: number }
  /** The relay connection changed: see {@link RelayStatus}. */
  relay_status: { status: RelayStatus }
}

/**
 * The relay connection: `idle` before the first use and after `close()`, `connected` while the socket is open,
 * `disconnected` after it dropped. While sessions (or calls) wait on it, the client reconnects by itself with backoff
 * and subscribes again; a request made meanwhile fails at once with `RelayUnreachableError`.
 */
export type RelayStatus = 'idle' | 'connected' | 'disconnected'

/** The name of one of the client's events. */
export type SignClientEventName = keyof SignClientEvents

/** Options of `createSignClient`. */
export type SignClientOptions = {
  /** The project id the relay expects (Reown's relay requires one; the devnet relay accepts any). */
  projectId: string
  /** The relay's WebSocket URL, e.g. `wss://relay.walletconnect.org` or the devnet's `ws://127.0.0.1:8555`. */
  relayUrl: string
  /** The app as the wallet shows it. */
  metadata: Metadata
  /** Where sessions, pairings and the client key persist. Default: `localStorage` in a browser, memory elsewhere. */
  storage?: WalletConnectStorage
  /** Prefix of every storage key. Default `kit-wc:`. */
  storagePrefix?: string
  /** The WebSocket constructor. Default: `globalThis.WebSocket` (Node tests pass `ws`). */
  WebSocket?: WebSocketConstructor | typeof globalThis.WebSocket
  /** The clock in milliseconds. Default `Date.now`. */
  now?: () => number
  /** Longest wait for the relay to connect or answer one call. Default 10 000 ms. */
  relayTimeoutMs?: number
  /** Longest wait for the wallet to answer a `request`. Default: the request's relay TTL, 300 000 ms. */
  requestTimeoutMs?: number
}

/** What {@link SignClient.connect} takes. */
export type ConnectParameters = {
  requiredNamespaces?: ProposalNamespaces
  optionalNamespaces?: ProposalNamespaces
  /** Extra properties for the wallet (e.g. capabilities); sent as `sessionProperties`. */
  sessionProperties?: Record<string, string>
  /** How long the URI and proposal stay valid, in seconds. Default 300. */
  expirySeconds?: number
  /** Aborts the pairing: `approval` rejects with {@link WalletConnectAbortedError}. */
  signal?: AbortSignal
}

/** What {@link SignClient.request} takes. */
export type RequestParameters = {
  topic: string
  chainId: string
  request: { method: string; params?: unknown }
  /** Aborts the wait (the wallet may still act on the request it received). */
  signal?: AbortSignal
}

/** The app side of the WalletConnect v2 Sign protocol. */
export type SignClient = {
  /** Creates a pairing and a proposal; `uri` is for the QR or deep link, `approval` settles with the wallet's answer. */
  connect(parameters: ConnectParameters): Promise<{ uri: string; approval: Promise<WcSession> }>
  /** Loads live sessions from storage, drops expired ones, and subscribes to their topics. */
  restore(): Promise<WcSession[]>
  /** The live sessions. */
  readonly sessions: readonly WcSession[]
  /** Sends a JSON-RPC request to the wallet on `chainId`; resolves with its result. */
  request<T = unknown>(parameters: RequestParameters): Promise<T>
  /** Pings the wallet on a session (or pairing) topic; resolves when it answers. */
  ping(topic: string): Promise<void>
  /** Asks the wallet to extend the session by seven days from now. */
  extend(topic: string): Promise<void>
  /** Deletes the session on both sides (the local side even when the relay is unreachable). */
  disconnect(topic: string): Promise<void>
  /** The relay connection now; each change is also the `relay_status` event. */
  readonly relayStatus: RelayStatus
  /** Listens to an event; returns the unsubscribe. */
  on<E extends SignClientEventName>(event: E, listener: (payload: SignClientEvents[E]) => void): () => void
  /** Closes the relay connection and ends every wait; sessions stay stored for {@link SignClient.restore}. */
  close(): Promise<void>
}
