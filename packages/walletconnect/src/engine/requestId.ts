// The JSON-RPC ids of the requests this client sends.
//
// Why random: the id is what a response is matched by. Ids that were `now() * 1000` let anyone who can publish on a
// topic (a second wallet, or whoever saw a pairing QR) answer a pending request by guessing the id from the clock.
// Why this shape: wallets expect a safe-integer id like the reference SDKs' (`ms * 1000 + 3 random digits`, 16
// digits, a time when divided by 1000). The current second times 10^6 keeps that (id / 1000 is a time in
// milliseconds within a second of now) and leaves the low six digits, about 20 bits, to chance: a blind guess hits
// one pending request in a million per second. Safe integers last until the year 2255.
import { random } from '../crypto/bytes.js'

/** How many values the random low part of an id can take. */
export const REQUEST_ID_SPREAD = 1_000_000

/** The largest multiple of the spread a 32-bit draw can reach: draws above it are redrawn, so no value is favoured. */
const DRAW_LIMIT = Math.floor(2 ** 32 / REQUEST_ID_SPREAD) * REQUEST_ID_SPREAD

/** A uniform random integer in [0, {@link REQUEST_ID_SPREAD}). */
function randomLowPart(): number {
  for (;;) {
    const bytes = random(4)
    const draw = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0)
    if (draw < DRAW_LIMIT) return draw % REQUEST_ID_SPREAD
  }
}

/**
 * A new JSON-RPC request id: the second of `nowMs` times 10^6 plus a cryptographically random part below 10^6.
 * `inUse` skips an id that still names a pending call, so two waits never share one id.
 */
export function createRequestId(nowMs: number, inUse: (id: number) => boolean = () => false): number {
  const base = Math.floor(nowMs / 1000) * REQUEST_ID_SPREAD
  for (;;) {
    const id = base + randomLowPart()
    if (!inUse(id)) return id
  }
}
