// The Sign client, app side: proposes sessions over a pairing URI, sends requests, and tears down cleanly. It
// composes the protocol's parts: records.ts keeps, stores and times out sessions, pairings and proposals;
// incoming.ts handles what the wallet sends; jsonRpc.ts carries the messages, ids and waits; this file checks the
// caller's input and ends records (expired, deleted, refused).
import { encodeType0 } from '../crypto/envelope.js'
import { generateKeyPair, generateSymKey, topicOf } from '../crypto/keys.js'
import {
  ClientClosedError,
  MethodNotGrantedError,
  ProposalExpiredError,
  SessionNotFoundError,
  WalletConnectAbortedError,
  WalletConnectInputError,
} from '../errors.js'
import { createRelayClient, type RelayClient, type WebSocketConstructor } from '../relay/relayClient.js'
import { createJsonStore, DEFAULT_STORAGE_PREFIX, defaultStorage } from '../storage/storage.js'
import { formatPairingUri } from '../uri.js'
import { USER_DISCONNECTED } from './errorCodes.js'
import { createIncoming } from './incoming.js'
import { createJsonRpc } from './jsonRpc.js'
import { METHODS, PROPOSAL_EXPIRY_SECONDS, SESSION_EXPIRY_SECONDS } from './methods.js'
import { chainsOf, checkProposalNamespaces, isChainId } from './namespaces.js'
import { createRecords, type Proposal, publicSession, type SessionRecord } from './records.js'
import { createReplayState } from './replayGuard.js'
import type {
  RelayStatus,
  RequestParameters,
  SignClient,
  SignClientEventName,
  SignClientEvents,
  SignClientOptions,
  WcSession,
} from './types.js'

export type { ConnectParameters, RequestParameters, SignClient, SignClientOptions } from './types.js'

/** The namespace of a session that covers `chainId`: keyed by the chain, or by its namespace and listing it. */
const namespaceFor = (record: SessionRecord, chainId: string) =>
  record.namespaces[chainId] ??
  Object.entries(record.namespaces).find(
    ([key, ns]) => key === chainId.split(':')[0] && chainsOf(ns).includes(chainId),
  )?.[1]

/** Creates the Sign client. Nothing touches the network or storage until the first call. */
export function createSignClient(options: SignClientOptions): SignClient {
  const now = options.now ?? Date.now
  const nowSeconds = () => Math.floor(now() / 1000)
  const WebSocketImpl = (options.WebSocket ?? (globalThis as { WebSocket?: unknown }).WebSocket) as
    | WebSocketConstructor
    | undefined
  const relayTimeoutMs = options.relayTimeoutMs ?? 10_000
  const listeners = new Map<SignClientEventName, Set<(payload: never) => void>>()
  let relay: RelayClient | undefined
  let ready: Promise<void> | undefined
  let closed = false
  let relayStatus: RelayStatus = 'idle'

  const records = createRecords(
    createJsonStore(options.storage ?? defaultStorage(), options.storagePrefix ?? DEFAULT_STORAGE_PREFIX),
    now,
    () => prune(),
  )
  const { sessions, pairings, proposals, persist, schedule } = records
  const rpc = createJsonRpc(
    now,
    async (topic, payload, publishOptions) => {
      const symKey = records.peerOf(topic)?.symKey
      if (!symKey) throw new SessionNotFoundError(topic)
      await getRelay().publish(topic, encodeType0(symKey, JSON.stringify(payload)), publishOptions)
    },
    (id) => proposals.has(id),
  )
  const { call, send } = rpc

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

  const assertOpen = () => {
    if (closed) throw new ClientClosedError()
  }

  const getRelay = () => {
    if (!relay) throw new ClientClosedError()
    return relay
  }

  // Ends -----------------------------------------------------------------------------------------------------------

  /** Forgets a pairing no session or proposal uses; `notify` tells the wallet first (when the pairing is active). */
  const forgetPairing = async (topic: string, notify: boolean) => {
    const pairing = pairings.get(topic)
    if (!pairing) return
    if ([...sessions.values(), ...proposals.values()].some((entry) => entry.pairingTopic === topic)) return
    if (notify && pairing.active) await send(topic, 'wc_pairingDelete', USER_DISCONNECTED).catch(() => {})
    pairings.delete(topic)
    await relay?.unsubscribe(topic)
  }

  /** Removes a session, fails the requests waiting on it, and forgets its pairing. */
  const removeSession = async (topic: string) => {
    const record = sessions.get(topic)
    if (!record) return
    sessions.delete(topic)
    // Requests on a deleted session will never be answered.
    rpc.fail(() => new SessionNotFoundError(topic), topic)
    await relay?.unsubscribe(topic)
    await forgetPairing(record.pairingTopic, true)
    await persist()
    schedule()
  }

  /** Ends a proposal with `error` (its `approval` rejects); a second end of the same proposal does nothing. */
  const endProposal = (proposal: Proposal, error: unknown) => {
    if (!proposals.delete(proposal.id)) return
    proposal.reject(error)
    if (proposal.sessionTopic) void relay?.unsubscribe(proposal.sessionTopic)
    void forgetPairing(proposal.pairingTopic, false)
    schedule()
  }

  /** Ends every record past its expiry; each expired session is announced. */
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

  const liveSession = (topic: string): SessionRecord => {
    prune()
    const record = sessions.get(topic)
    if (!record) throw new SessionNotFoundError(topic)
    return record
  }

  const onMessage = createIncoming({
    records,
    rpc,
    emit,
    nowSeconds,
    subscribe: (topic) => getRelay().subscribe(topic),
    prune,
    removeSession,
    forgetPairing,
    endProposal,
  })

  const init = () => {
    ready ??= (async () => {
      if (!WebSocketImpl)
        throw new WalletConnectInputError(
          'No WebSocket implementation: pass the `WebSocket` option (Node: `ws`).',
        )
      relay = createRelayClient({
        relayUrl: options.relayUrl,
        projectId: options.projectId,
        seed: await records.identity(),
        WebSocket: WebSocketImpl,
        now,
        timeoutMs: relayTimeoutMs,
        onMessage: (topic, message) => {
          if (closed) return
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

  // Public API -----------------------------------------------------------------------------------------------------

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
      const { signal } = parameters
      const assertLive = () => {
        if (signal?.aborted) throw new WalletConnectAbortedError({ cause: signal.reason })
      }
      assertLive()
      const symKey = generateSymKey()
      const [pairingTopic, keyPair] = await Promise.all([topicOf(symKey), generateKeyPair()])
      await init()
      assertOpen()
      assertLive()
      const expiry = nowSeconds() + expirySeconds
      pairings.set(pairingTopic, {
        topic: pairingTopic,
        symKey,
        expiry,
        active: false,
        replay: createReplayState(),
      })
      const id = rpc.nextId()
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
      const onAbort = () => endProposal(proposal, new WalletConnectAbortedError({ cause: signal?.reason }))
      signal?.addEventListener('abort', onAbort, { once: true })
      const stopListening = () => signal?.removeEventListener('abort', onAbort)
      approval.then(stopListening, stopListening)
      schedule()
      try {
        await getRelay().subscribe(pairingTopic)
        await send(
          pairingTopic,
          'wc_sessionPropose',
          {
            requiredNamespaces: required,
            optionalNamespaces: optional,
            relays: [{ protocol: 'irn' }],
            proposer: { publicKey: keyPair.publicKey, metadata: options.metadata },
            expiryTimestamp: expiry,
            pairingTopic,
            ...(parameters.sessionProperties ? { sessionProperties: parameters.sessionProperties } : {}),
          },
          id,
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
      await records.load(nowSeconds, (topic) => emit('session_expire', { topic }))
      await persist()
      const live = getRelay()
      await Promise.all(records.liveTopics().map((topic) => live.subscribe(topic)))
      schedule()
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
      return (await call(
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
      await call(topic, method, {}, METHODS[method].req.ttl * 1000)
    },

    async extend(topic) {
      assertOpen()
      const record = liveSession(topic)
      const expiry = nowSeconds() + SESSION_EXPIRY_SECONDS
      await call(topic, 'wc_sessionExtend', { expiry }, relayTimeoutMs * 3)
      if (sessions.get(topic) !== record || expiry <= record.expiry) return
      record.expiry = expiry
      await persist()
      schedule()
      emit('session_extend', { topic, expiry })
    },

    async disconnect(topic) {
      assertOpen()
      if (!sessions.has(topic)) throw new SessionNotFoundError(topic)
      try {
        await send(topic, 'wc_sessionDelete', USER_DISCONNECTED)
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
      records.stop()
      for (const proposal of [...proposals.values()]) {
        proposals.delete(proposal.id)
        proposal.reject(new ClientClosedError())
      }
      rpc.fail(() => new ClientClosedError())
      relay?.close()
      setRelayStatus('idle')
      await records.written()
    },
  }
}
