// Which WebAuthn RP IDs the frame uses for passkeys. The Kit server names one (its `passkeys.rpId`, in its ceremony
// options and wallet-open answer), but the frame decides whether to follow it: a passkey's PRF output on its record's
// salt opens the wallet's recovery share, and every page on an origin allowed to use the RP ID can ask the passkey for
// it. Were the server's word enough, a server that named a domain it controls (whose `/.well-known/webauthn` lists the
// frame's origin) would have the frame make passkeys there, and a page of that domain could then evaluate their PRF:
// the server could open the wallet. So the frame takes its own host and its parent domains (what WebAuthn allows a page
// without related origins), and a domain elsewhere only when the frame's operator names it in the frame's own config.
import { PasskeyError } from '../keys/errors.js'

/** Whether the frame uses passkeys of an RP ID. */
export type RpIdPolicy = (rpId: string) => boolean

/**
 * The policy of a frame on `frameOrigin`: its host name, a parent domain of it (`example.com` for
 * `wallet.example.com`), or one of `configured` (the frame config's `passkeyRpIds`, for an RP ID on another domain
 * through related origins).
 */
export function createRpIdPolicy(frameOrigin: string, configured: readonly string[] = []): RpIdPolicy {
  const host = new URL(frameOrigin).hostname.toLowerCase()
  const named = new Set(configured.map((rpId) => rpId.toLowerCase()))
  return (rpId) => {
    const asked = rpId.toLowerCase()
    if (named.has(asked)) return true
    // A parent domain, on a label boundary, never a bare top-level label (the browser refuses those anyway).
    return asked === host || (asked.includes('.') && host.endsWith(`.${asked}`))
  }
}

/**
 * `rpId` when the policy takes it.
 * @throws {PasskeyError} `unavailable`, naming the RP ID, when it does not: the frame makes and asks no passkey there.
 */
export function requireAcceptedRpId(policy: RpIdPolicy, rpId: unknown): string {
  if (typeof rpId === 'string' && policy(rpId)) return rpId
  throw new PasskeyError('unavailable', {
    details: `The server named the RP ID ${JSON.stringify(rpId)}, which this frame does not use for passkeys: only its own host, a parent domain of it, or an RP ID in its config's passkeyRpIds.`,
  })
}
