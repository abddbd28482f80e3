// The Kit server's clock as the frame knows it. A session proof is refused when its `iat` is more than a minute away
// from the server's time, so a device whose own clock is off would never sign in or open its wallet: the frame signs
// with the server's time instead, learnt from the `Date` header every answer carries.

/** HTTP dates have a resolution of one second; the server's real time lies somewhere in that second. */
const HALF_SECOND_MS = 500

/** The server's clock, estimated from its answers. */
export type ServerClock = {
  /** The server's time now (ms since the epoch), as far as the frame knows it; the device's time until it learnt. */
  now(): number
  /**
   * Learns the offset from an answer's `Date` header. Returns whether it could (the header may be missing, or not
   * exposed to the frame by the server's CORS answer).
   */
  learn(dateHeader: string | null): boolean
}

/** Creates the server clock over the device's clock `localNow` (injectable, so tests can move time). */
export function createServerClock(localNow: () => number = Date.now): ServerClock {
  let offsetMs = 0
  return {
    now: () => localNow() + offsetMs,
    learn(dateHeader) {
      if (!dateHeader) return false
      const serverMs = Date.parse(dateHeader)
      if (!Number.isFinite(serverMs)) return false
      offsetMs = serverMs + HALF_SECOND_MS - localNow()
      return true
    },
  }
}
