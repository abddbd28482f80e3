// The public data types of the Sign client.

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
