// The header of an embedded wallet's key share, read by the secure frame (which makes and combines shares) and by
// the server (which checks the auth share it is given, never its secret part).
// Layout: [version: 1 byte][role: 1 byte][split id: 16 bytes][Shamir share: secret length + 1 bytes].

/** The share format this code writes and reads. */
export const SHARE_FORMAT_VERSION = 1
/** The length of a split's random id, in bytes. */
export const SHARE_SPLIT_ID_BYTES = 16
/** Version, role and split id. */
export const SHARE_HEADER_BYTES = 2 + SHARE_SPLIT_ID_BYTES
/** The Shamir part is the secret's bytes plus one x coordinate, so at least two bytes. */
export const SHARE_MIN_SHAMIR_BYTES = 2
/** Far above a wallet's 65 bytes; bounds the work a hostile share can cause. */
export const SHARE_MAX_SECRET_BYTES = 1024

/** Who holds a share: a device, the server (auth), or a recovery method. */
export type ShareRole = 'device' | 'auth' | 'recovery'

/** The role byte of each holder. */
export const SHARE_ROLE_CODES: Readonly<Record<ShareRole, number>> = { device: 1, auth: 2, recovery: 3 }

/** What reading a share's header found: its parts, or why it cannot be read. */
export type ShareHeaderReading =
  | { ok: true; role: ShareRole; splitId: Uint8Array }
  | { ok: false; problem: 'empty' | 'version' | 'tooShort' | 'tooLong' | 'role'; version?: number }

/**
 * Reads a share's header from its bytes, checking the version first (a later format may lay out the rest
 * differently), then the length bounds and the role. Never throws: each side maps a problem to its own error.
 */
export function readShareHeader(bytes: Uint8Array): ShareHeaderReading {
  const version = bytes[0]
  if (version === undefined) return { ok: false, problem: 'empty' }
  if (version !== SHARE_FORMAT_VERSION) return { ok: false, problem: 'version', version }
  if (bytes.length < SHARE_HEADER_BYTES + SHARE_MIN_SHAMIR_BYTES) return { ok: false, problem: 'tooShort' }
  if (bytes.length > SHARE_HEADER_BYTES + SHARE_MAX_SECRET_BYTES + 1) return { ok: false, problem: 'tooLong' }
  const role = (Object.keys(SHARE_ROLE_CODES) as ShareRole[]).find(
    (name) => SHARE_ROLE_CODES[name] === bytes[1],
  )
  if (!role) return { ok: false, problem: 'role' }
  return { ok: true, role, splitId: bytes.slice(2, SHARE_HEADER_BYTES) }
}
