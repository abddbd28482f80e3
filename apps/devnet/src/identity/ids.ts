import { createHash } from 'node:crypto'

/** A number from the SHA-256 of `parts`: the same inputs give the same account, every run. */
function digest(parts: readonly string[]): bigint {
  return BigInt(`0x${createHash('sha256').update(parts.join('\n')).digest('hex')}`)
}

/** A decimal id of exactly `digits` digits (no leading zero) derived from `parts`. */
export function numericId(digits: number, ...parts: string[]): string {
  const low = 10n ** BigInt(digits - 1)
  return (low + (digest(parts) % (9n * low))).toString()
}

/** Hex derived from `parts`, `length` characters long (at most 64). */
export function hexId(length: number, ...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, length)
}

/** A handle from a display name: lowercase letters, digits and `separator`, at most `max` characters. */
export function handleFrom(name: string, separator: string, max: number): string {
  const handle = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .split(separator)
    .filter(Boolean)
    .join(separator)
    .slice(0, max)
  return handle || 'user'
}

/** The key an account is derived from: the e-mail when there is one (case-insensitive), else the name. */
export function accountKey(name: string, email: string | null): string {
  return email ? `email:${email.toLowerCase()}` : `name:${name}`
}
