import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A random opaque token (session, approval link, login result): 32 bytes, base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** How tokens are stored: SHA-256, hex. A leaked table does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A 6-digit one-time code, uniformly random, with leading zeros. */
export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/**
 * The stored form of a one-time code: an HMAC keyed by the server secret and bound to the code's row id,
 * so 6 digits cannot be brute-forced offline from a database dump.
 */
export function hashCode(secret: Buffer, codeId: string, code: string): string {
  return createHmac('sha256', secret).update(`${codeId}:${code}`).digest('hex')
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
