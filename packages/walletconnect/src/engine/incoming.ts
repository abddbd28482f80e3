// What the peer sends on a topic: opened, read and checked for replay, then an answer goes to the call or proposal
// it is for, and a request to its handler: wc_sessionSettle on a settling proposal's topic, else the handler in the
// table of its kind of topic (pairing or session), keyed by the Sign methods of methods.ts. A method not in its
// topic's table is answered as unsupported; a refusal carries the spec's code of its kind (errorCodes.ts).
import { isHexOfLength } from '../crypto/bytes.js'
import { decodeType0 } from '../crypto/envelope.js'
import { deriveSymKey, topicOf } from '../crypto/keys.js'
import { InvalidNamespacesError, WalletConnectInputError, WalletConnectRejectedError } from '../errors.js'
import {
  INVALID_EVENT,
  INVALID_EXTEND_REQUEST,
  INVALID_SESSION_SETTLE_REQUEST,
  INVALID_UPDATE_REQUEST,
  METHOD_NOT_FOUND,
  UNAUTHORIZED_EVENT,
  USER_DISCONNECTED,
  walletError,
} from './errorCodes.js'
import { isObject, type JsonRpc, type JsonRpcAnswer, type JsonRpcRequest, parseJsonRpc } from './jsonRpc.js'
import {
  isSignMethod,
  PAIRING_ACTIVE_EXPIRY_SECONDS,
  SESSION_EXPIRY_SECONDS,
  type SignMethod,
} from './methods.js'
import { chainsOf, isChainId, missingRequired } from './namespaces.js'
import { type Proposal, publicSession, type Records, readNamespaces, type SessionRecord } from './records.js'
import { admitRequestId, createReplayState, isStale, markApplied } from './replayGuard.js'
import type { Metadata, SignClientEventName, SignClientEvents } from './types.js'

/** How far past now + seven days a wallet's expiry may be (clock skew between the peers). */
const EXPIRY_SLACK_SECONDS = 60
/** How long the wallet may take to settle after it approved. */
const SETTLE_GRACE_SECONDS = 30

/** Answers the request being handled: done without arguments, or refused with a code and why. */
type Answer = (code?: number, message?: string) => void

/** What {@link createIncoming} works with: the client's records, JSON-RPC side and teardown. */
export type IncomingContext = {
  records: Records
  rpc: JsonRpc
  emit: <E extends SignClientEventName>(event: E, payload: SignClientEvents[E]) => void
  nowSeconds: () => number
  subscribe: (topic: string) => Promise<void>
  prune: () => void
  removeSession: (topic: string) => Promise<void>
  forgetPairing: (topic: string, notify: boolean) => Promise<void>
  endProposal: (proposal: Proposal, error: unknown) => void
}

/** The wallet's metadata as shown to the user: strings only, capped in length and count. */
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

/** Is `expiry` a whole number of seconds at most seven days (and the slack) after `now`? */
const isWithinSevenDays = (expiry: unknown, now: number): expiry is number =>
  typeof expiry === 'number' &&
  Number.isSafeInteger(expiry) &&
  expiry <= now + SESSION_EXPIRY_SECONDS + EXPIRY_SLACK_SECONDS

/** The session requests that change state, each with the code of its refusal. */
const STATE_CHANGES: { [M in SignMethod]?: number } = {
  wc_sessionUpdate: INVALID_UPDATE_REQUEST,
  wc_sessionExtend: INVALID_EXTEND_REQUEST,
  wc_sessionEvent: INVALID_EVENT,
}

/**
 * The handler of every delivery on the client's topics. Anything that does not open, parse or pass the replay check
 * is dropped unanswered.
 */
export function createIncoming({
  records: { sessions, pairings, proposals, settling, peerOf, persist, schedule },
  rpc: { respond, take },
  emit,
  nowSeconds,
  subscribe,
  prune,
  removeSession,
  forgetPairing,
  endProposal,
}: IncomingContext) {
  /** The wallet's answer to a proposal: a refusal ends it, a public key opens the session topic. */
  const onProposalAnswer = async (proposal: Proposal, answer: JsonRpcAnswer) => {
    // One answer per proposal: a repeat, even one sent while the first is still being read, is ignored.
    if (proposal.answered) return
    if (answer.kind === 'error') return endProposal(proposal, walletError(answer.error))
    const result = answer.result
    if (!isObject(result) || !isHexOfLength(result.responderPublicKey, 32))
      return endProposal(
        proposal,
        new WalletConnectInputError('The wallet sent an invalid proposal response.'),
      )
    proposal.answered = true
    let sessionSymKey: string
    let sessionTopic: string
    try {
      sessionSymKey = await deriveSymKey(proposal.keyPair.privateKey, result.responderPublicKey.toLowerCase())
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
    schedule()
    subscribe(sessionTopic).catch((error) => endProposal(proposal, error))
  }

  /** `wc_sessionSettle`: the wallet's session on the topic of a proposal it answered, checked before it is taken. */
  const settle = (topic: string, params: unknown, answer: Answer) => {
    const proposal = settling(topic)
    if (!proposal) return answer(INVALID_SESSION_SETTLE_REQUEST, 'No proposal.')
    const refuse = (
      reason: string,
      error: unknown = new WalletConnectInputError('The wallet sent an invalid session.', {
        details: reason,
      }),
    ) => {
      answer(INVALID_SESSION_SETTLE_REQUEST, reason)
      endProposal(proposal, error)
    }
    if (!isObject(params)) return refuse('params must be an object')
    const namespaces = readNamespaces(params.namespaces)
    if (namespaces instanceof InvalidNamespacesError) return refuse(namespaces.reason, namespaces)
    const missing = missingRequired(proposal.required, namespaces)
    if (missing) return refuse(missing)
    const controller = params.controller
    if (!isObject(controller) || !isHexOfLength(controller.publicKey, 32)) return refuse('invalid controller')
    const seconds = nowSeconds()
    const expiry = params.expiry
    if (!isWithinSevenDays(expiry, seconds) || expiry <= seconds) return refuse('invalid expiry')
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
    answer()
    void persist()
    schedule()
    proposal.resolve(publicSession(record))
  }

  /** What the wallet may ask on a pairing topic. */
  const onPairing: { [M in SignMethod]?: (topic: string, answer: Answer) => void } = {
    wc_pairingPing: (_topic, answer) => answer(),
    wc_pairingDelete(topic, answer) {
      answer()
      const pairing = pairings.get(topic)
      if (pairing) pairing.active = false
      for (const proposal of [...proposals.values()])
        if (proposal.pairingTopic === topic) endProposal(proposal, new WalletConnectRejectedError())
      void forgetPairing(topic, false).then(persist)
    },
  }

  /** What the wallet may ask on a session topic. */
  const onSession: {
    [M in SignMethod]?: (record: SessionRecord, request: JsonRpcRequest, answer: Answer) => void
  } = {
    wc_sessionPing: (_record, _request, answer) => answer(),

    wc_sessionDelete({ topic }, { params }, answer) {
      answer()
      const reason = isObject(params) ? params : {}
      void removeSession(topic)
      emit('session_delete', {
        topic,
        reason: {
          code: typeof reason.code === 'number' ? reason.code : USER_DISCONNECTED.code,
          message: typeof reason.message === 'string' ? reason.message.slice(0, 256) : '',
        },
      })
    },

    wc_sessionUpdate(record, { id, params }, answer) {
      const namespaces = readNamespaces(isObject(params) ? params.namespaces : undefined)
      if (namespaces instanceof InvalidNamespacesError)
        return answer(INVALID_UPDATE_REQUEST, namespaces.reason)
      const missing = missingRequired(record.requiredNamespaces, namespaces)
      if (missing) return answer(INVALID_UPDATE_REQUEST, missing)
      record.namespaces = namespaces
      markApplied(record.replay, id)
      answer()
      void persist()
      emit('session_update', { topic: record.topic, namespaces: structuredClone(namespaces) })
    },

    wc_sessionExtend(record, { id, params }, answer) {
      // Wallets on the 2.x SDK send no expiry: each side then counts seven days from its own now. An explicit
      // expiry must stay within seven days; one that does not move the session forward changes nothing.
      const seconds = nowSeconds()
      const sent = isObject(params) ? params.expiry : undefined
      const expiry = sent === undefined ? seconds + SESSION_EXPIRY_SECONDS : sent
      if (!isWithinSevenDays(expiry, seconds)) return answer(INVALID_EXTEND_REQUEST, 'invalid expiry')
      if (expiry <= record.expiry) return answer()
      record.expiry = expiry
      markApplied(record.replay, id)
      answer()
      void persist()
      schedule()
      emit('session_extend', { topic: record.topic, expiry })
    },

    wc_sessionEvent(record, { id, params }, answer) {
      const chainId = isObject(params) ? params.chainId : undefined
      const event = isObject(params) && isObject(params.event) ? params.event : undefined
      if (!isChainId(chainId) || typeof event?.name !== 'string')
        return answer(INVALID_EVENT, 'invalid event')
      const namespace = Object.entries(record.namespaces).find(
        ([key, ns]) => key === chainId || (key === chainId.split(':')[0] && chainsOf(ns).includes(chainId)),
      )?.[1]
      // An event on a chain or of a name the session never granted is refused: the wallet may not invent scope.
      if (!namespace?.events.includes(event.name))
        return answer(UNAUTHORIZED_EVENT, 'event not in the session')
      markApplied(record.replay, id)
      answer()
      emit('session_event', { topic: record.topic, chainId, event: { name: event.name, data: event.data } })
    },
  }

  const onRequest = (topic: string, request: JsonRpcRequest) => {
    const { id, method } = request
    const answer: Answer = (code, message) => respond(topic, request, code, message)
    const known = isSignMethod(method)
    const unsupported = () => answer(METHOD_NOT_FOUND, `Unsupported method ${method}`)
    if (method === 'wc_sessionSettle') return settle(topic, request.params, answer)
    if (pairings.has(topic) && !sessions.has(topic)) {
      const handle = known && onPairing[method]
      return handle ? handle(topic, answer) : unsupported()
    }
    const record = sessions.get(topic)
    if (!record) return
    // A state change older than the newest one applied is refused: an old accountsChanged or update delivered again
    // (a replay, or one that arrived late) must not undo a newer one.
    const stale = known && STATE_CHANGES[method]
    if (stale && isStale(record.replay, id)) return answer(stale, 'older than a change already applied')
    const handle = known && onSession[method]
    return handle ? handle(record, request, answer) : unsupported()
  }

  /** Reads one delivery on `topic`. */
  return (topic: string, message: string) => {
    const symKey = peerOf(topic)?.symKey
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
    if (payload.kind !== 'request') {
      const proposal = proposals.get(payload.id)
      if (proposal && proposal.pairingTopic === topic) void onProposalAnswer(proposal, payload)
      else take(topic, payload)
      return
    }
    // A request id already seen on this topic is a replay (the relay can deliver an old envelope again at any time):
    // dropped unanswered, the first delivery was answered. The ids are stored with the session or pairing.
    const replay = peerOf(topic)?.replay
    if (!replay || !admitRequestId(replay, payload.id)) return
    onRequest(topic, payload)
    if (sessions.has(topic) || pairings.get(topic)?.active) void persist()
  }
}
