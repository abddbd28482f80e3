// What one client keeps (the reference's Store and Expirer): sessions and pairings by topic, open proposals by id,
// what of them persists across a reload with the client's identity seed, and one timer for the earliest expiry.
// Nothing read back from storage is trusted: a topic is derived from its key, namespaces and replay state are parsed
// again, and a malformed or expired record is skipped.
import { isHexOfLength } from '../crypto/bytes.js'
import { type KeyPair, topicOf } from '../crypto/keys.js'
import { generateClientSeed } from '../crypto/relayAuth.js'
import { InvalidNamespacesError } from '../errors.js'
import type { JsonStore } from '../storage/storage.js'
import { isObject } from './jsonRpc.js'
import { parseSessionNamespaces } from './namespaces.js'
import { parseReplayState, type ReplayState } from './replayGuard.js'
import type { ProposalNamespaces, SessionNamespaces, WcSession } from './types.js'

/** A settled session as kept and stored. */
export type SessionRecord = WcSession & {
  symKey: string
  requiredNamespaces: ProposalNamespaces
  optionalNamespaces: ProposalNamespaces
  /** The wallet's request ids seen on the session topic, kept (and stored) as long as the session. */
  replay: ReplayState
}

/** A pairing; only an active one (a session was settled on it) is stored. */
export type PairingRecord = {
  topic: string
  symKey: string
  expiry: number
  active: boolean
  replay: ReplayState
}

/** A proposal waiting for the wallet's answer, then for its settlement; never stored. */
export type Proposal = {
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

const KEY_IDENTITY = 'identity'
const KEY_SESSIONS = 'sessions'
const KEY_PAIRINGS = 'pairings'
/** Timers longer than about 24.8 days overflow: a far deadline is re-checked at least daily. */
const MAX_EXPIRY_WAIT_MS = 24 * 60 * 60 * 1000

/** A session as the client's callers see it: a copy, without keys or replay state. */
export const publicSession = (record: SessionRecord): WcSession => ({
  topic: record.topic,
  pairingTopic: record.pairingTopic,
  expiry: record.expiry,
  namespaces: structuredClone(record.namespaces),
  peer: { publicKey: record.peer.publicKey, metadata: { ...record.peer.metadata } },
})

/** The wallet's namespaces, or the typed reason they are refused (see {@link parseSessionNamespaces}). */
export function readNamespaces(value: unknown): SessionNamespaces | InvalidNamespacesError {
  try {
    return parseSessionNamespaces(value)
  } catch (error) {
    if (error instanceof InvalidNamespacesError) return error
    throw error
  }
}

/** The records of one client: see {@link createRecords}. */
export type Records = ReturnType<typeof createRecords>

/**
 * Empty records over `store`. The expiry timer, once set with `schedule`, calls `onDue` at the earliest expiry of a
 * session or proposal (`now` is in milliseconds, expiries in seconds) and sets itself again.
 */
export function createRecords(store: JsonStore, now: () => number, onDue: () => void) {
  const sessions = new Map<string, SessionRecord>()
  const pairings = new Map<string, PairingRecord>()
  const proposals = new Map<number, Proposal>()
  let writes: Promise<void> = Promise.resolve()
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  /** The proposal whose session topic this is, while it waits for its settlement. */
  const settling = (topic: string) => [...proposals.values()].find((p) => p.sessionTopic === topic)

  const schedule = () => {
    clearTimeout(timer)
    if (stopped) return
    const deadlines = [
      ...[...sessions.values()].map((s) => s.expiry),
      ...[...proposals.values()].map((p) => p.expiry),
    ]
    if (deadlines.length === 0) return
    const delayMs = Math.max(0, Math.min(...deadlines) * 1000 - now())
    timer = setTimeout(
      () => {
        onDue()
        schedule()
      },
      // Past the deadline by a little, so the record it is for counts as expired by then.
      Math.min(delayMs + 50, MAX_EXPIRY_WAIT_MS),
    )
    // A deadline alone must not keep a Node process alive.
    ;(timer as { unref?: () => void }).unref?.()
  }

  return {
    sessions,
    pairings,
    proposals,
    settling,
    /**
     * The key of a topic's messages and the request ids seen on it (see replayGuard.ts): a session's, a pairing's,
     * or a settling proposal's.
     */
    peerOf(topic: string): { symKey: string | undefined; replay: ReplayState | undefined } | undefined {
      const proposal = settling(topic)
      return (
        sessions.get(topic) ??
        pairings.get(topic) ??
        (proposal && { symKey: proposal.sessionSymKey, replay: proposal.sessionReplay })
      )
    },
    /** Sets the expiry timer for the earliest expiry now (call after any expiry changed). */
    schedule,
    /** Clears the expiry timer for good. */
    stop() {
      stopped = true
      clearTimeout(timer)
    },
    /**
     * Stores the sessions and active pairings, after the writes before. A failed write is dropped: the next one
     * carries the whole state.
     */
    persist() {
      const sessionList = [...sessions.values()]
      const pairingList = [...pairings.values()].filter((p) => p.active)
      writes = writes
        .then(() => Promise.all([store.set(KEY_SESSIONS, sessionList), store.set(KEY_PAIRINGS, pairingList)]))
        .then(
          () => {},
          () => {},
        )
      return writes
    },
    /** Resolves when the writes asked for so far are done. */
    written: () => writes,
    /** The client's identity seed (hex); a new one is made and stored when none (or a malformed one) is stored. */
    async identity(): Promise<string> {
      let seed = await store.get<string>(KEY_IDENTITY)
      if (!isHexOfLength(seed, 32)) {
        seed = generateClientSeed()
        await store.set(KEY_IDENTITY, seed)
      }
      return seed
    },
    /**
     * Adds the stored live pairings and sessions. A stored session past its expiry at `seconds()` (read once the
     * topics are derived) is skipped and passed to `onExpired`.
     */
    async load(seconds: () => number, onExpired: (topic: string) => void): Promise<void> {
      const [storedSessions, storedPairings] = await Promise.all([
        store.get<SessionRecord[]>(KEY_SESSIONS),
        store.get<PairingRecord[]>(KEY_PAIRINGS),
      ])
      // Read only with a well-formed key and a numeric expiry.
      const wellFormed = <T>(stored: T[] | undefined) =>
        (Array.isArray(stored) ? stored : []).filter(
          (record) =>
            isObject(record) && isHexOfLength(record.symKey, 32) && typeof record.expiry === 'number',
        )
      const livePairings = wellFormed(storedPairings)
      const liveSessions = wellFormed(storedSessions)
      // A topic is derived from its key, not taken from storage; every one is derived before any record is added,
      // so the restored records appear together.
      const topics = new Map(
        await Promise.all(
          [...livePairings, ...liveSessions].map(
            async ({ symKey }) => [symKey, await topicOf(symKey)] as const,
          ),
        ),
      )
      const at = seconds()
      for (const pairing of livePairings) {
        const topic = topics.get(pairing.symKey)
        if (!topic || pairing.expiry <= at || pairings.has(pairing.topic)) continue
        pairings.set(topic, { ...pairing, topic, active: true, replay: parseReplayState(pairing.replay) })
      }
      for (const raw of liveSessions) {
        const namespaces = readNamespaces(raw.namespaces)
        if (namespaces instanceof InvalidNamespacesError || sessions.has(raw.topic)) continue
        if (raw.expiry <= at) {
          onExpired(raw.topic)
          continue
        }
        const topic = topics.get(raw.symKey)
        if (topic) sessions.set(topic, { ...raw, topic, namespaces, replay: parseReplayState(raw.replay) })
      }
    },
    /** The topics to listen on: every session's and every active pairing's. */
    liveTopics: () => [
      ...sessions.keys(),
      ...[...pairings.values()].filter((p) => p.active).map((p) => p.topic),
    ],
  }
}
