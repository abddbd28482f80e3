// Text formats that cross a boundary (host ↔ core ↔ frame ↔ server): each written once, here, and imported by
// every side that checks it, so two sides cannot disagree about what is valid.

/** An EVM address: `0x` and 40 hex digits, any case. */
export const EVM_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/

/** A 32-byte hash such as a transaction hash: `0x` and 64 hex digits. */
export const HASH32_PATTERN = /^0x[0-9a-fA-F]{64}$/

/** A signed message as wallets answer it: `0x` and at least 62 hex digits. */
export const SIGNATURE_PATTERN = /^0x[0-9a-fA-F]{62,}$/

/** Base58 text (Solana keys, signatures, serialized transactions). */
export const BASE58_PATTERN = /^[1-9A-HJ-NP-Za-km-z]+$/

/** A Solana address: base58, 32 to 44 characters. */
export const SOLANA_ADDRESS_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** The longest e-mail address a mail system can route (RFC 5321's path limit less its brackets). */
export const EMAIL_MAX_LENGTH = 254

/** An e-mail address: dot-separated atoms, an @, and a domain whose last label has at least two letters. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/

/** True for an EVM address (`0x` and 40 hex digits). */
export function isEvmAddress(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && EVM_ADDRESS_PATTERN.test(value)
}

/**
 * True for a valid e-mail address, as typed: no surrounding spaces, at most {@link EMAIL_MAX_LENGTH} characters.
 * The one rule for every e-mail field (spec: "Email fields must be valid e-mail addresses").
 */
export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)
}
