// The Sign API's client-to-client methods with the relay tag and TTL (seconds) of each request and response. The
// relay uses tags to route pushes and TTLs to keep messages for a peer that is offline.

/** Relay publish options of one message. */
export type PublishOptions = { tag: number; ttl: number; prompt?: boolean }

const MINUTE = 60
const DAY = 24 * 60 * 60

/** Request and response options per method. */
export const METHODS = {
  wc_sessionPropose: {
    req: { tag: 1100, ttl: 5 * MINUTE, prompt: true },
    res: { tag: 1101, ttl: 5 * MINUTE },
    reject: { tag: 1120, ttl: 5 * MINUTE },
  },
  wc_sessionSettle: { req: { tag: 1102, ttl: 5 * MINUTE }, res: { tag: 1103, ttl: 5 * MINUTE } },
  wc_sessionUpdate: { req: { tag: 1104, ttl: DAY }, res: { tag: 1105, ttl: DAY } },
  wc_sessionExtend: { req: { tag: 1106, ttl: DAY }, res: { tag: 1107, ttl: DAY } },
  wc_sessionRequest: {
    req: { tag: 1108, ttl: 5 * MINUTE, prompt: true },
    res: { tag: 1109, ttl: 5 * MINUTE },
  },
  wc_sessionEvent: { req: { tag: 1110, ttl: 5 * MINUTE }, res: { tag: 1111, ttl: 5 * MINUTE } },
  wc_sessionDelete: { req: { tag: 1112, ttl: DAY }, res: { tag: 1113, ttl: DAY } },
  wc_sessionPing: { req: { tag: 1114, ttl: 30 }, res: { tag: 1115, ttl: 30 } },
  wc_pairingDelete: { req: { tag: 1000, ttl: DAY }, res: { tag: 1001, ttl: DAY } },
  wc_pairingPing: { req: { tag: 1002, ttl: 30 }, res: { tag: 1003, ttl: 30 } },
} as const satisfies Record<string, { req: PublishOptions; res: PublishOptions; reject?: PublishOptions }>

/** A method of the Sign API this client knows. */
export type SignMethod = keyof typeof METHODS

/** Options for answering a method nobody here knows: the shortest TTL, tag 0. */
export const UNKNOWN_METHOD_RESPONSE: PublishOptions = { tag: 0, ttl: 5 * MINUTE }

/** True for a method name in {@link METHODS}. */
export const isSignMethod = (method: string): method is SignMethod => Object.hasOwn(METHODS, method)

/** How long a proposal waits for the wallet: five minutes. */
export const PROPOSAL_EXPIRY_SECONDS = 5 * MINUTE
/** How long a session lives after settlement or an extend: seven days. */
export const SESSION_EXPIRY_SECONDS = 7 * DAY
/** How long a pairing lives once a session was settled on it: thirty days. */
export const PAIRING_ACTIVE_EXPIRY_SECONDS = 30 * DAY
