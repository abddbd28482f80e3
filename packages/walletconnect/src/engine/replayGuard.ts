// Replay protection for what a peer sends on one topic (a session or a pairing). The relay stores and forwards
// ciphertexts it cannot read, so a hostile relay can deliver an old, validly sealed request again at any time, even
// after a reload. Two rules, on the request's JSON-RPC id (the only thing in an envelope that tells messages apart):
// - an id seen before on the topic is refused, for as long as the session or pairing lives (the state is kept in its
//   stored record and removed with it). Memory stays bounded: past REPLAY_WINDOW ids the oldest is dropped and the
//   floor rises to it, so ids at or below the floor are refused too;
// - a state change (event, update, extend) with an id below the newest one applied is refused, so an old
//   `accountsChanged` or `wc_sessionUpdate` cannot undo a newer one. Wallets' ids grow with time (the reference
//   SDKs' are `ms * 1000 + random`).

/** How many ids are kept per topic before the oldest is folded into the floor. */
export const REPLAY_WINDOW = 256

/** What is kept per topic. JSON-safe: it is persisted with the session or pairing record. */
export type ReplayState = {
  /** Ids at or below this were dropped from `ids` to bound memory; they count as seen. */
  floor?: number
  /** Ids seen above the floor, ascending. */
  ids: number[]
  /** The id of the newest state change applied. */
  applied?: number
}

/** A state for a topic nothing has been received on. */
export const createReplayState = (): ReplayState => ({ ids: [] })

/**
 * Records a request id received on a topic. Returns false for a replay: an id already seen, or at or below the floor.
 * Keeps at most `window` ids, raising the floor past the ones it drops.
 */
export function admitRequestId(state: ReplayState, id: number, window = REPLAY_WINDOW): boolean {
  if (state.floor !== undefined && id <= state.floor) return false
  if (state.ids.includes(id)) return false
  const at = state.ids.findIndex((seen) => seen > id)
  state.ids.splice(at === -1 ? state.ids.length : at, 0, id)
  while (state.ids.length > window) {
    const dropped = state.ids.shift()
    if (dropped !== undefined) state.floor = dropped
  }
  return true
}

/** True when a state change with this id is older than (or the same as) the newest one applied. */
export const isStale = (state: ReplayState, id: number): boolean =>
  state.applied !== undefined && id <= state.applied

/** Notes that the state change with this id was applied. */
export function markApplied(state: ReplayState, id: number): void {
  if (state.applied === undefined || id > state.applied) state.applied = id
}

/**
 * Reads a stored state back. A missing or malformed one reads as fresh; more than `window` ids are folded into the
 * floor as {@link admitRequestId} would have.
 */
export function parseReplayState(value: unknown, window = REPLAY_WINDOW): ReplayState {
  const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  const state = createReplayState()
  if (Number.isSafeInteger(raw.floor)) state.floor = raw.floor as number
  if (Number.isSafeInteger(raw.applied)) state.applied = raw.applied as number
  const ids = Array.isArray(raw.ids) ? raw.ids.filter((id): id is number => Number.isSafeInteger(id)) : []
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) admitRequestId(state, id, window)
  return state
}
