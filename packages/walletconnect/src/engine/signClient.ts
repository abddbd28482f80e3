// The Sign client, app side: proposes sessions over a pairing URI, settles them, sends requests, answers the wallet's
// session and pairing messages, persists what survives a reload, and tears down cleanly.
import { isHexOfLength } from '../crypto/bytes.js'
import { decodeType0, encodeType0 } from '../crypto/envelope.js'
import { deriveSymKey, generateKeyPair, generateSymKey, type KeyPair, topicOf } from '../crypto/keys.js'
import { generateClientSeed } from '../crypto/relayAuth.js'
import {
  ClientClosedError,
  InvalidNamespacesError,
  ProposalExpiredError,
  MethodNotGrantedError,
  RequestTimeoutError,
  SessionNotFoundError,
  WalletConnectAbortedError,
  WalletConnectInputError,
  WalletConnectRejectedError,
  WalletRequestError,
} from '../errors.js'
import { createRelayClient, type WebSocketConstructor } from '../relay/relayClient.js'
import {
  createJsonStore,
  DEFAULT_STORAGE_PREFIX,
  defaultStorage,
  type WalletConnectStorage,
} from '../storage/storage.js'
import { formatPairingUri } from '../uri.js'
import {
  isSignMethod,
  METHODS,
  PAIRING_ACTIVE_EXPIRY_SECONDS,
  PROPOSAL_EXPIRY_SECONDS,
  type PublishOptions,
  SESSION_EXPIRY_SECONDS,
  type SignMethod,
  UNKNOWN_METHOD_RESPONSE,
} from './methods.js'
import {
  chainsOf,
  checkProposalNamespaces,
  isChainId,
  missingRequired,
  parseSessionNamespaces,
} from './namespaces.js'
import { createPendingRequests } from './pendingRequests.js'
import {
  admitRequestId,
  createReplayState,
  isStale,
  markApplied,
  parseReplayState,
  type ReplayState,
} from './replayGuard.js'
import { createRequestId } from './requestId.js'
import type {
  Metadata,
  ProposalNamespaces,
  RelayStatus,
  SignClientEventName,
  SignClientEvents,
  WcSession,
} from './types.js'

/** Options of {@link createSignClient}. */
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

type SessionRecord = WcSession & {
  symKey: string
  requiredNamespaces: ProposalNamespaces
  optionalNamespaces: ProposalNamespaces
  /** The wallet's request ids seen on the session topic, kept (and stored) as long as the session. */
  replay: ReplayState
}
type PairingRecord = { topic: string; symKey: string; expiry: number; active: boolean; replay: ReplayState }

type Proposal = {
  id: number
  pairingTopic: string
  keyPair: KeyPair
  expiry: number
  required: ProposalNamespaces
  optional: ProposalNamespaces
  /** Set once the wallet's answer is taken (its session key may still be in the making). */
  answered?: boolean
  sessionTopic?: string
  sessionSymKey?: string
  /** Request ids seen on the session topic before it settles; the session record takes them over. */
  sessionReplay?: ReplayState
  resolve: (session: WcSession) => void
  reject: (error: unknown) => void
}

type JsonRpcMessage =
  | { kind: 'request'; id: number; method: string; params: unknown }
  | { kind: 'response'; id: number; result: unknown }
  | { kind: 'error'; id: number; error: { code: number; message: string } }

const KEY_IDENTITY = 'identity'
const KEY_SESSIONS = 'sessions'
const KEY_PAIRINGS = 'pairings'
/** How far past now + seven days a wallet's expiry may be (clock skew between the peers). */
const EXPIRY_SLACK_SECONDS = 60
/** How long the wallet may take to settle after it approved. */
const SETTLE_GRACE_SECONDS = 30
/** The error both sides send when they delete a session on the user's behalf. */
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }
/** Wallet codes that mean the user declined: EIP-1193 4001 and WalletConnect's 5000–5002 range. */
const REJECTION_CODES = new Set([4001, 5000, 5001, 5002])

function parseJsonRpc(text: string): JsonRpcMessage | undefined {
  let value: Record<string, unknown>
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null || value.jsonrpc !== '2.0') return undefined
  const id = value.id
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return undefined
  if (typeof value.method === 'string')
    return { kind: 'request', id, method: value.method, params: value.params }
  if ('error' in value) {
    const error = value.error as { code?: unknown; message?: unknown } | null
    return {
      kind: 'error',
      id,
      error: {
        code: typeof error?.code === 'number' ? error.code : 0,
        message: typeof error?.message === 'string' ? error.message : '',
      },
    }
  }
  if ('result' in value) return { kind: 'response', id, result: value.result }
  return undefined
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The wallet's namespaces, or the typed reason they are refused (see {@link parseSessionNamespaces}). */
function readNamespaces(value: unknown) {
  try {
    return parseSessionNamespaces(value)
  } catch (error) {
    if (error instanceof InvalidNamespacesError) return error
    throw error
  }
}

function parseMetadata(value: unknown): Metadata {
  const raw = isObject(value) ? value : {}
  const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 512) : '')
  return {
    name: text(raw.name),
    description: text(raw.description),
    url: text(raw.url),
    icons: Array.isArray(raw.icons)
      ? raw.icons.filter((i): i is string => typeof i === 'string').slice(0, 8)
      : [],
  }
}

function walletError(error: { code: number; message: string }) {
  return REJECTION_CODES.has(error.code)
    ? new WalletConnectRejectedError({ walletCode: error.code, details: error.message })
    : new WalletRequestError(error.code, error.message)
}

const publicSession = (record: SessionRecord): WcSession => ({
  topic: record.topic,
  pairingTopic: record.pairingTopic,
  expiry: record.expiry,
  namespaces: structuredClone(record.namespaces),
  peer: { publicKey: record.peer.publicKey, metadata: { ...record.peer.metadata } },
})

/** Creates the Sign client. Nothing touches the network or storage until the first call. */
export function createSignClient(options: SignClientOptions): SignClient {
  const now = options.now ?? Date.now
  const nowSeconds = () => Math.floor(now() / 1000)
  const store = createJsonStore(
    options.storage ?? defaultStorage(),
    options.storagePrefix ?? DEFAULT_STORAGE_PREFIX,
  )
  const WebSocketImpl = (options.WebSocket ?? (globalThis as { WebSocket?: unknown }).WebSocket) as
    | WebSocketConstructor
    | undefined
  const relayTimeoutMs = options.relayTimeoutMs ?? 10_000

  const sessions = new Map<string, SessionRecord>()
  const pairings = new Map<string, PairingRecord>()
  const proposals = new Map<number, Proposal>()
  const pendingRequests = createPendingRequests()
  const listeners = new Map<SignClientEventName, Set<(payload: never) => void>>()
  let relay: ReturnType<typeof createRelayClient> | undefined
  let ready: Promise<void> | undefined
  let closed = false
  let writes: Promise<void> = Promise.resolve()
  let expiryTimer: ReturnType<typeof setTimeout> | undefined
  let relayStatus: RelayStatus = 'idle'

  // Unpredictable ids (see requestId.ts), never one that still names a call waiting for its answer.
  const nextId = () => createRequestId(now(), (id) => pendingRequests.has(id) || proposals.has(id))

  const emit = <E extends SignClientEventName>(event: E, payload: SignClientEvents[E]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        ;(listener as (p: SignClientEvents[E]) => void)(payload)
      } catch {
        // A listener's failure is its own; the protocol goes on.
      }
    }
  }

  const setRelayStatus = (status: RelayStatus) => {
    if (status === relayStatus) return
    relayStatus = status
    emit('relay_status', { status })
  }

  const persist = () => {
    const sessionList = [...sessions.values()]
    const pairingList = [...pairings.values()].filter((p) => p.active)
    writes = writes
      .then(() => Promise.all([store.set(KEY_SESSIONS, sessionList), store.set(KEY_PAIRINGS, pairingList)]))
      .then(
        () => {},
        () => {},
      )
    return writes
  }

  const assertOpen = () => {
    if (closed) throw new ClientClosedError()
  }

  const init = () => {
    ready ??= (async () => {
      if (!WebSocketImpl)
        throw new WalletConnectInputError(
          'No WebSocket implementation: pass the `WebSocket` option (Node: `ws`).',
        )
      let seed = await store.get<string>(KEY_IDENTITY)
      if (!isHexOfLength(seed, 32)) {
        seed = generateClientSeed()
        await store.set(KEY_IDENTITY, seed)
      }
      relay = createRelayClient({
        relayUrl: options.relayUrl,
        projectId: options.projectId,
        seed,
        WebSocket: WebSocketImpl,
        now,
        timeoutMs: relayTimeoutMs,
        onMessage: (topic, message) => {
          try {
            onMessage(topic, message)
          } catch {
            // A hostile or broken message must not take the client down.
          }
        },
        onStatus: (connected) => {
          if (!closed) setRelayStatus(connected ? 'connected' : 'disconnected')
        },
      })
    })()
    return ready.catch((error) => {
      ready = undefined
      throw error
    })
  }

  const getRelay = () => {
    if (!relay) throw new ClientClosedError()
    return relay
  }

  const symKeyOf = (topic: string): string | undefined =>
    sessions.get(topic)?.symKey ??
    pairings.get(topic)?.symKey ??
    [...proposals.values()].find((p) => p.sessionTopic === topic)?.sessionSymKey

  const replayOf = (topic: string): ReplayState | undefined =>
    sessions.get(topic)?.replay ??
    pairings.get(topic)?.replay ??
    [...proposals.values()].find((p) => p.sessionTopic === topic)?.sessionReplay

  const publish = async (topic: string, payload: object, publishOptions: PublishOptions) => {
    const symKey = symKeyOf(topic)
    if (!symKey) throw new SessionNotFoundError(topic)
    await getRelay().publish(topic, encodeType0(symKey, JSON.stringify(payload)), publishOptions)
  }

  const respond = (
    topic: string,
    id: number,
    method: string,
    body: { result: unknown } | { error: object },
  ) => {
    const publishOptions = isSignMethod(method) ? METHODS[method].res : UNKNOWN_METHOD_RESPONSE
    publish(topic, { id, jsonrpc: '2.0', ...body }, publishOptions).catch(() => {})
  }

  /** Sends a request and waits for the answer, with a timeout and an optional signal. */
  const sendRequest = (
    topic: string,
    method: SignMethod,
    params: unknown,
    timeoutMs: number,
    signal?: AbortSignal,
  ): Promise<unknown> => {
    if (signal?.aborted) return Promise.reject(new WalletConnectAbortedError({ cause: signal.reason }))
    const id = nextId()
    return new Promise((resolve, reject) => {
      const onAbort = () => finish(() => reject(new WalletConnectAbortedError({ cause: signal?.reason })))
      const timer = setTimeout(
        () => finish(() => reject(new RequestTimeoutError(`the wallet did not answer ${method}`))),
        timeoutMs,
      )
      const cleanup = () => {
        clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
        pendingRequests.delete(id)
      }
      const finish = (settle: () => void) => {
        cleanup()
        settle()
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      pendingRequests.add(id, {
        topic,
        resolve: (value) => finish(() => resolve(value)),
        reject: (error) => finish(() => reject(error)),
      })
      publish(topic, { id, jsonrpc: '2.0', method, params }, METHODS[method].req).catch((error) =>
        pendingRequests.match(topic, id)?.reject(error),
      )
    })
  }

  // Teardown ------------------------------------------------------------------------------------------------------

  const forgetPairing = async (topic: string, notify: boolean) => {
    const pairing = pairings.get(topic)
    if (!pairing) return
    if ([...sessions.values()].some((s) => s.pairingTopic === topic)) return
    if ([...proposals.values()].some((p) => p.pairingTopic === topic)) return
    if (notify && pairing.active)
      await publish(
        topic,
        { id: nextId(), jsonrpc: '2.0', method: 'wc_pairingDelete', params: USER_DISCONNECTED },
        METHODS.wc_pairingDelete.req,
      ).catch(() => {})
    pairings.delete(topic)
    await relay?.unsubscribe(topic)
  }

  const removeSession = async (topic: string) => {
    const record = sessions.get(topic)
    if (!record) return
    sessions.delete(topic)
    // Requests on a deleted session will never be answered.
    for (const pending of pendingRequests.onTopic(topic)) pending.reject(new SessionNotFoundError(topic))
    await relay?.unsubscribe(topic)
    await forgetPairing(record.pairingTopic, true)
    await persist()
    scheduleExpiry()
  }

  const endProposal = (proposal: Proposal, error: unknown) => {
    if (!proposals.delete(proposal.id)) return
    proposal.reject(error)
    if (proposal.sessionTopic) void relay?.unsubscribe(proposal.sessionTopic)
    void forgetPairing(proposal.pairingTopic, false)
    scheduleExpiry()
  }

  // Expiry ---------------------------------------------------------------------------------------------------------

  const prune = () => {
    const seconds = nowSeconds()
    for (const record of [...sessions.values()]) {
      if (record.expiry > seconds) continue
      void removeSession(record.topic)
      emit('session_expire', { topic: record.topic })
    }
    for (const proposal of [...proposals.values()])
      if (proposal.expiry <= seconds) endProposal(proposal, new ProposalExpiredError())
    for (const pairing of [...pairings.values()])
      if (pairing.expiry <= seconds) void forgetPairing(pairing.topic, false)
  }

  function scheduleExpiry() {
    clearTimeout(expiryTimer)
    if (closed) return
    const deadlines = [
      ...[...sessions.values()].map((s) => s.expiry),
      ...[...proposals.values()].map((p) => p.expiry),
    ]
    if (deadlines.length === 0) return
    const delayMs = Math.max(0, Math.min(...deadlines) * 1000 - now())
    // Timers longer than about 24.8 days overflow; re-check at least daily.
    expiryTimer = setTimeout(
      () => {
        prune()
        scheduleExpiry()
      },
      Math.min(delayMs + 50, 24 * 60 * 60 * 1000),
    )
    ;(expiryTimer as { unref?: () => void }).unref?.()
  }

  const liveSession = (topic: string): SessionRecord => {
    prune()
    const record = sessions.get(topic)
    if (!record) throw new SessionNotFoundError(topic)
    return record
  }

  // Incoming -------------------------------------------------------------------------------------------------------

  function onMessage(topic: string, message: string) {
    if (closed) return
    const symKey = symKeyOf(topic)
    if (!symKey) return
    let text: string
    try {
      text = decodeType0(symKey, message)
    } catch {
      return
    }
    const payload = parseJsonRpc(text)
    if (!payload) return
    prune()
    if (payload.kind !== 'request') return onResponse(topic, payload)
    // A request id already seen on this topic is a replay (the relay can deliver an old envelope again at any
    // time): dropped unanswered, the first delivery was answered. The ids are stored with the session or pairing.
    const replay = replayOf(topic)
    if (!replay || !admitRequestId(replay, payload.id)) return
    onRequest(topic, payload.id, payload.method, payload.params)
    if (sessions.has(topic) || pairings.get(topic)?.active) void persist()
  }

  function onResponse(topic: string, payload: Exclude<JsonRpcMessage, { kind: 'request' }>) {
    const proposal = proposals.get(payload.id)
    if (proposal && proposal.pairingTopic === topic) return onProposalResponse(proposal, payload)
    // Only the topic the request went out on may answer it (see pendingRequests.ts).
    const pending = pendingRequests.match(topic, payload.id)
    if (!pending) return
    if (payload.kind === 'error') pending.reject(walletError(payload.error))
    else pending.resolve(payload.result)
  }

  function onProposalResponse(proposal: Proposal, payload: Exclude<JsonRpcMessage, { kind: 'request' }>) {
    // One answer per proposal: a repeat, even one sent while the first is still being read, is ignored.
    if (proposal.answered) return
    if (payload.kind === 'error') return endProposal(proposal, walletError(payload.error))
    const result = payload.result as { responderPublicKey?: unknown } | null
    if (!isObject(result) || !isHexOfLength(result.responderPublicKey, 32))
      return endProposal(
        proposal,
        new WalletConnectInputError('The wallet sent an invalid proposal response.'),
      )
    proposal.answered = true
    void openSessionTopic(proposal, result.responderPublicKey.toLowerCase())
  }

  async function openSessionTopic(proposal: Proposal, responderPublicKey: string) {
    let sessionSymKey: string
    let sessionTopic: string
    try {
      sessionSymKey = await deriveSymKey(proposal.keyPair.privateKey, responderPublicKey)
      sessionTopic = await topicOf(sessionSymKey)
    } catch (cause) {
      return endProposal(
        proposal,
        new WalletConnectInputError('The wallet sent an invalid public key.', { cause }),
      )
    }
    // Ended meanwhile (expired, aborted, the client closed): nothing to subscribe to.
    if (!proposals.has(proposal.id)) return
    proposal.sessionSymKey = sessionSymKey
    proposal.sessionReplay = createReplayState()
    proposal.sessionTopic = sessionTopic
    // The wallet has answered; give it a little longer than the proposal's own expiry to settle.
    proposal.expiry = Math.max(proposal.expiry, nowSeconds() + SETTLE_GRACE_SECONDS)
    scheduleExpiry()
    getRelay()
      .subscribe(sessionTopic)
      .catch((error) => endProposal(proposal, error))
  }

  function onSettle(topic: string, id: number, params: unknown) {
    const proposal = [...proposals.values()].find((p) => p.sessionTopic === topic)
    if (!proposal)
      return respond(topic, id, 'wc_sessionSettle', { error: { code: 7001, message: 'No proposal.' } })
    const refuse = (reason: string) => {
      respond(topic, id, 'wc_sessionSettle', { error: { code: 1006, message: reason } })
      endProposal(
        proposal,
        new WalletConnectInputError('The wallet sent an invalid session.', { details: reason }),
      )
    }
    if (!isObject(params)) return refuse('params must be an object')
    const namespaces = readNamespaces(params.namespaces)
    if (namespaces instanceof InvalidNamespacesError) {
      respond(topic, id, 'wc_sessionSettle', { error: { code: 1006, message: namespaces.reason } })
      return endProposal(proposal, namespaces)
    }
    const missing = missingRequired(proposal.required, namespaces)
    if (missing) return refuse(missing)
    const controller = params.controller as { publicKey?: unknown; metadata?: unknown } | undefined
    if (!isObject(controller) || !isHexOfLength(controller.publicKey, 32)) return refuse('invalid controller')
    const expiry = params.expiry
    const seconds = nowSeconds()
    if (
      typeof expiry !== 'number' ||
      !Number.isSafeInteger(expiry) ||
      expiry <= seconds ||
      expiry > seconds + SESSION_EXPIRY_SECONDS + EXPIRY_SLACK_SECONDS
    )
      return refuse('invalid expiry')
    const record: SessionRecord = {
      topic,
      pairingTopic: proposal.pairingTopic,
      expiry,
      namespaces,
      peer: { publicKey: controller.publicKey.toLowerCase(), metadata: parseMetadata(controller.metadata) },
      symKey: proposal.sessionSymKey ?? '',
      requiredNamespaces: proposal.required,
      optionalNamespaces: proposal.optional,
      replay: proposal.sessionReplay ?? createReplayState(),
    }
    sessions.set(topic, record)
    proposals.delete(proposal.id)
    const pairing = pairings.get(proposal.pairingTopic)
    if (pairing) Object.assign(pairing, { active: true, expiry: seconds + PAIRING_ACTIVE_EXPIRY_SECONDS })
    respond(topic, id, 'wc_sessionSettle', { result: true })
    void persist()
    scheduleExpiry()
    proposal.resolve(publicSession(record))
  }

  function onRequest(topic: string, id: number, method: string, params: unknown) {
    if (method === 'wc_sessionSettle') return onSettle(topic, id, params)
    if (pairings.has(topic) && !sessions.has(topic)) {
      if (method === 'wc_pairingPing') return respond(topic, id, method, { result: true })
      if (method === 'wc_pairingDelete') {
        respond(topic, id, method, { result: true })
        const pairing = pairings.get(topic)
        if (pairing) pairing.active = false
        for (const proposal of [...proposals.values()])
          if (proposal.pairingTopic === topic) endProposal(proposal, new WalletConnectRejectedError())
        void forgetPairing(topic, false).then(persist)
        return
      }
      return respond(topic, id, method, { error: { code: -32601, message: `Unsupported method ${method}` } })
    }
    const record = sessions.get(topic)
    if (!record) return
    const refuse = (reason: string) => respond(topic, id, method, { error: { code: 1006, message: reason } })
    // A state change older than the newest one applied is refused: an old accountsChanged or update delivered again
    // (a replay, or one that arrived late) must not undo a newer one.
    const changesState =
      method === 'wc_sessionUpdate' || method === 'wc_sessionEvent' || method === 'wc_sessionExtend'
    if (changesState && isStale(record.replay, id)) return refuse('older than a change already applied')
    switch (method) {
      case 'wc_sessionPing':
        return respond(topic, id, method, { result: true })
      case 'wc_sessionDelete': {
        respond(topic, id, method, { result: true })
        const reason = isObject(params) ? params : {}
        void removeSession(topic)
        emit('session_delete', {
          topic,
          reason: {
            code: typeof reason.code === 'number' ? reason.code : USER_DISCONNECTED.code,
            message: typeof reason.message === 'string' ? reason.message.slice(0, 256) : '',
          },
        })
        return
      }
      case 'wc_sessionUpdate': {
        const namespaces = readNamespaces(isObject(params) ? params.namespaces : undefined)
        if (namespaces instanceof InvalidNamespacesError) return refuse(namespaces.reason)
        const missing = missingRequired(record.requiredNamespaces, namespaces)
        if (missing) return refuse(missing)
        record.namespaces = namespaces
        markApplied(record.replay, id)
        respond(topic, id, method, { result: true })
        void persist()
        emit('session_update', { topic, namespaces: structuredClone(namespaces) })
        return
      }
      case 'wc_sessionExtend': {
        // Wallets on the 2.x SDK send no expiry: each side then counts seven days from its own now. An explicit
        // expiry must move the session forward and stay within seven days.
        const sent = isObject(params) ? params.expiry : undefined
        const expiry = sent === undefined ? nowSeconds() + SESSION_EXPIRY_SECONDS : sent
        const limit = nowSeconds() + SESSION_EXPIRY_SECONDS + EXPIRY_SLACK_SECONDS
        if (typeof expiry !== 'number' || !Number.isSafeInteger(expiry) || expiry > limit)
          return refuse('invalid expiry')
        if (expiry <= record.expiry) return respond(topic, id, method, { result: true })
        record.expiry = expiry
        markApplied(record.replay, id)
        respond(topic, id, method, { result: true })
        void persist()
        scheduleExpiry()
        emit('session_extend', { topic, expiry })
        return
      }
      case 'wc_sessionEvent': {
        const chainId = isObject(params) ? params.chainId : undefined
        const event = isObject(params) && isObject(params.event) ? params.event : undefined
        if (!isChainId(chainId) || typeof event?.name !== 'string') return refuse('invalid event')
        const namespace = Object.entries(record.namespaces).find(
          ([key, ns]) => key === chainId || (key === chainId.split(':')[0] && chainsOf(ns).includes(chainId)),
        )?.[1]
        // An event on a chain or of a name the session never granted is dropped: the wallet may not invent scope.
        if (!namespace?.events.includes(event.name)) return refuse('event not in the session')
        markApplied(record.replay, id)
        respond(topic, id, method, { result: true })
        emit('session_event', { topic, chainId, event: { name: event.name, data: event.data } })
        return
      }
      default:
        return respond(topic, id, method, {
          error: { code: -32601, message: `Unsupported method ${method}` },
        })
    }
  }

  // Public API -----------------------------------------------------------------------------------------------------

  const namespaceFor = (record: SessionRecord, chainId: string) =>
    record.namespaces[chainId] ??
    Object.entries(record.namespaces).find(
      ([key, ns]) => key === chainId.split(':')[0] && chainsOf(ns).includes(chainId),
    )?.[1]

  return {
    async connect(parameters) {
      assertOpen()
      const required = parameters.requiredNamespaces ?? {}
      const optional = parameters.optionalNamespaces ?? {}
      const problem =
        checkProposalNamespaces(required, 'requiredNamespaces') ??
        checkProposalNamespaces(optional, 'optionalNamespaces')
      if (problem) throw new WalletConnectInputError('Invalid namespaces.', { details: problem })
      if (Object.keys(required).length === 0 && Object.keys(optional).length === 0)
        throw new WalletConnectInputError('Ask for at least one namespace.')
      const expirySeconds = parameters.expirySeconds ?? PROPOSAL_EXPIRY_SECONDS
      if (
        !Number.isSafeInteger(expirySeconds) ||
        expirySeconds < 1 ||
        expirySeconds > PROPOSAL_EXPIRY_SECONDS
      )
        throw new WalletConnectInputError('expirySeconds must be a whole number of seconds from 1 to 300.')
      if (parameters.signal?.aborted) throw new WalletConnectAbortedError({ cause: parameters.signal.reason })
      const symKey = generateSymKey()
      const [pairingTopic, keyPair] = await Promise.all([topicOf(symKey), generateKeyPair()])
      await init()
      assertOpen()
      if (parameters.signal?.aborted) throw new WalletConnectAbortedError({ cause: parameters.signal.reason })
      const expiry = nowSeconds() + expirySeconds
      pairings.set(pairingTopic, {
        topic: pairingTopic,
        symKey,
        expiry,
        active: false,
        replay: createReplayState(),
      })
      const id = nextId()
      let resolve!: (session: WcSession) => void
      let reject!: (error: unknown) => void
      const approval = new Promise<WcSession>((res, rej) => {
        resolve = res
        reject = rej
      })
      // The caller may never await `approval` (a QR closed before the wallet answered); nothing goes unhandled.
      approval.catch(() => {})
      const proposal: Proposal = { id, pairingTopic, keyPair, expiry, required, optional, resolve, reject }
      proposals.set(id, proposal)
      const onAbort = () =>
        endProposal(proposal, new WalletConnectAbortedError({ cause: parameters.signal?.reason }))
      parameters.signal?.addEventListener('abort', onAbort, { once: true })
      approval.then(
        () => parameters.signal?.removeEventListener('abort', onAbort),
        () => parameters.signal?.removeEventListener('abort', onAbort),
      )
      scheduleExpiry()
      try {
        await getRelay().subscribe(pairingTopic)
        await publish(
          pairingTopic,
          {
            id,
            jsonrpc: '2.0',
            method: 'wc_sessionPropose',
            params: {
              requiredNamespaces: required,
              optionalNamespaces: optional,
              relays: [{ protocol: 'irn' }],
              proposer: { publicKey: keyPair.publicKey, metadata: options.metadata },
              expiryTimestamp: expiry,
              pairingTopic,
              ...(parameters.sessionProperties ? { sessionProperties: parameters.sessionProperties } : {}),
            },
          },
          METHODS.wc_sessionPropose.req,
        )
      } catch (error) {
        endProposal(proposal, error)
        throw error
      }
      return {
        uri: formatPairingUri({ topic: pairingTopic, symKey, relayProtocol: 'irn', expiryTimestamp: expiry }),
        approval,
      }
    },

    async restore() {
      assertOpen()
      await init()
      const [storedSessions, storedPairings] = await Promise.all([
        store.get<SessionRecord[]>(KEY_SESSIONS),
        store.get<PairingRecord[]>(KEY_PAIRINGS),
      ])
      // A topic is derived from its key, not taken from storage; every one is derived before any record is added,
      // so the restored records appear together.
      const keysOf = (records: unknown) =>
        Array.isArray(records)
          ? records.flatMap((record) =>
              isObject(record) && isHexOfLength(record.symKey, 32) ? [record.symKey] : [],
            )
          : []
      const topics = new Map(
        await Promise.all(
          [...keysOf(storedPairings), ...keysOf(storedSessions)].map(
            async (key) => [key, await topicOf(key)] as const,
          ),
        ),
      )
      const seconds = nowSeconds()
      for (const pairing of Array.isArray(storedPairings) ? storedPairings : []) {
        if (!isObject(pairing) || !isHexOfLength(pairing.symKey, 32) || typeof pairing.expiry !== 'number')
          continue
        const topic = topics.get(pairing.symKey)
        if (!topic || pairing.expiry <= seconds || pairings.has(pairing.topic)) continue
        pairings.set(topic, { ...pairing, topic, active: true, replay: parseReplayState(pairing.replay) })
      }
      for (const raw of Array.isArray(storedSessions) ? storedSessions : []) {
        if (!isObject(raw) || !isHexOfLength(raw.symKey, 32) || typeof raw.expiry !== 'number') continue
        const namespaces = readNamespaces(raw.namespaces)
        if (namespaces instanceof InvalidNamespacesError || sessions.has(raw.topic)) continue
        if (raw.expiry <= seconds) {
          emit('session_expire', { topic: raw.topic })
          continue
        }
        const topic = topics.get(raw.symKey)
        if (topic) sessions.set(topic, { ...raw, topic, namespaces, replay: parseReplayState(raw.replay) })
      }
      await persist()
      const live = getRelay()
      await Promise.all(
        [...sessions.keys(), ...[...pairings.values()].filter((p) => p.active).map((p) => p.topic)].map(
          (topic) => live.subscribe(topic),
        ),
      )
      scheduleExpiry()
      return [...sessions.values()].map(publicSession)
    },

    get sessions() {
      prune()
      return [...sessions.values()].map(publicSession)
    },

    async request<T>(parameters: RequestParameters): Promise<T> {
      assertOpen()
      const record = liveSession(parameters.topic)
      if (!isChainId(parameters.chainId))
        throw new WalletConnectInputError('Invalid chain id.', { details: String(parameters.chainId) })
      const namespace = namespaceFor(record, parameters.chainId)
      if (!namespace)
        throw new WalletConnectInputError('The session does not include this chain.', {
          details: parameters.chainId,
        })
      const method = parameters.request?.method
      if (typeof method !== 'string' || !namespace.methods.includes(method))
        throw new MethodNotGrantedError(String(method))
      const timeoutMs = options.requestTimeoutMs ?? METHODS.wc_sessionRequest.req.ttl * 1000
      return (await sendRequest(
        record.topic,
        'wc_sessionRequest',
        {
          request: {
            method,
            params: parameters.request.params ?? [],
            expiryTimestamp: nowSeconds() + Math.ceil(timeoutMs / 1000),
          },
          chainId: parameters.chainId,
        },
        timeoutMs,
        parameters.signal,
      )) as T
    },

    async ping(topic) {
      assertOpen()
      prune()
      const isSession = sessions.has(topic)
      if (!isSession && !pairings.get(topic)?.active) throw new SessionNotFoundError(topic)
      const method = isSession ? 'wc_sessionPing' : 'wc_pairingPing'
      await sendRequest(topic, method, {}, METHODS[method].req.ttl * 1000)
    },

    async extend(topic) {
      assertOpen()
      const record = liveSession(topic)
      const expiry = nowSeconds() + SESSION_EXPIRY_SECONDS
      await sendRequest(topic, 'wc_sessionExtend', { expiry }, relayTimeoutMs * 3)
      if (sessions.get(topic) !== record || expiry <= record.expiry) return
      record.expiry = expiry
      await persist()
      scheduleExpiry()
      emit('session_extend', { topic, expiry })
    },

    async disconnect(topic) {
      assertOpen()
      const record = sessions.get(topic)
      if (!record) throw new SessionNotFoundError(topic)
      try {
        await publish(
          topic,
          { id: nextId(), jsonrpc: '2.0', method: 'wc_sessionDelete', params: USER_DISCONNECTED },
          METHODS.wc_sessionDelete.req,
        )
      } catch {
        // The local side ends even when the relay is unreachable; the wallet's copy expires on its own.
      }
      await removeSession(topic)
    },

    get relayStatus() {
      return relayStatus
    },

    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener as (payload: never) => void)
      return () => {
        set.delete(listener as (payload: never) => void)
      }
    },

    async close() {
      if (closed) return
      closed = true
      clearTimeout(expiryTimer)
      for (const proposal of [...proposals.values()]) {
        proposals.delete(proposal.id)
        proposal.reject(new ClientClosedError())
      }
      for (const pending of pendingRequests.all()) pending.reject(new ClientClosedError())
      relay?.close()
      setRelayStatus('idle')
      await writes
    },
  }
}
