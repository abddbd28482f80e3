import { createHash } from 'node:crypto'
import { SignJWT } from 'jose'
import type { Grant, SigningKey } from './provider.js'

/** OpenID Connect's at_hash: the left half of the SHA-256 of the access token, base64url. */
export function accessTokenHash(accessToken: string): string {
  return createHash('sha256').update(accessToken).digest().subarray(0, 16).toString('base64url')
}

/** Signs an ID token (RS256) for `grant`: `iss`, `aud` = client id, `sub`, `iat`, `exp`, `nonce` when sent. */
export function signIdToken(
  key: SigningKey,
  issuer: string,
  grant: Grant,
  claims: Record<string, unknown>,
  lifetimeSeconds: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ ...claims, ...(grant.nonce === null ? {} : { nonce: grant.nonce }) })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(grant.clientId)
    .setSubject(grant.user.subject)
    .setIssuedAt(now)
    .setExpirationTime(now + lifetimeSeconds)
    .sign(key.privateKey)
}

/** Splits "Ada Lovelace" into given and family name (the last word is the family name). */
export function splitName(name: string): { given: string; family: string } {
  const words = name.trim().split(/\s+/)
  if (words.length < 2) return { given: name.trim(), family: '' }
  return { given: words.slice(0, -1).join(' '), family: words.at(-1) ?? '' }
}

/** The scopes of a grant, split on spaces (and commas, GitHub's separator). */
export function scopesOf(grant: Grant): Set<string> {
  return new Set(grant.scope.split(/[\s,]+/).filter(Boolean))
}
