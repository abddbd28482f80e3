// Bound sessions, the server's side. A session is bound to the thumbprint of a key pair the secure frame
// generated and cannot export; each call to a key-releasing route carries a proof signed with that key, shaped as
// an RFC 9449 (DPoP) proof. This module checks one proof; the routes decide where it is required.
import { createHash, webcrypto } from 'node:crypto'
import { base64urlnopad } from '@scure/base'
import { ServerConfigError, UnauthorizedError } from '../errors.js'

/** Longest proof accepted: a P-256 proof is about 600 characters; this bounds parsing work. */
const MAX_PROOF_CHARS = 4096
const MAX_JTI_CHARS = 128
const DEFAULT_MAX_AGE_SECONDS = 60
/** JWK members that hold private key material, in any key type (RFC 7518 §6). */
const PRIVATE_JWK_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']

/** A session proof was refused (401). `reason` names the check that failed. */
export class SessionProofError extends UnauthorizedError {
  override name = 'SessionProofError'
}

/** What a proof must match: the request as the server received it, and the session it claims. */
export type SessionProofExpectation = {
  /** The request's HTTP method. */
  method: string
  /**
   * The URL the client addressed, as seen from outside (behind a proxy, the public URL, not the one the server
   * listens on). Only scheme, host and path are compared.
   */
  url: string | URL
  /**
   * The access token the request carries; the proof must commit to it (`ath`). `null` only for a request that
   * carries no token, such as the login that creates (and binds) the session.
   */
  accessToken: string | null
  /** The thumbprint the session is bound to; when given, the proof must be signed with that key. */
  thumbprint?: string | undefined
  /** A nonce the server issued; when given, the proof must carry it. */
  nonce?: string | undefined
  /** The time to check `iat` against, milliseconds since the epoch; now by default. */
  now?: number | undefined
  /** How far `iat` may be from now, either way; 60 s by default. */
  maxAgeSeconds?: number | undefined
  /**
   * Records a proof's `jti` and says whether it is new (true) or was seen before (false). It may forget the id
   * after `expiresAt` (milliseconds since the epoch): the proof is refused as too old by then. Called last, only
   * for a proof that passed every other check.
   */
  seenJti: (jti: string, expiresAt: number) => Promise<boolean>
}

const refuse = (reason: string, description: string, details?: string) =>
  new SessionProofError(reason, description, details === undefined ? {} : { details })

const malformed = (details: string) => refuse('InvalidProof', 'The session proof is malformed', details)

const isBase64url = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]+$/.test(value)

/** The bytes of a base64url string, or undefined when it does not decode (a length no encoder produces). */
function decodeBase64url(value: string): Uint8Array | undefined {
  try {
    return base64urlnopad.decode(value)
  } catch {
    return undefined
  }
}

function decodeJsonPart(part: string, what: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(base64urlnopad.decode(part)))
  } catch {
    throw malformed(`The ${what} is not base64url JSON.`)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw malformed(`The ${what} is not a JSON object.`)
  return value as Record<string, unknown>
}

/** The base64url SHA-256 of `text`, as in `ath` and JWK thumbprints. */
function sha256Base64url(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64url')
}

/** A public P-256 JWK with just the members RFC 7638 hashes. */
export type PublicP256Jwk = { kty: 'EC'; crv: 'P-256'; x: string; y: string }

/** The RFC 7638 thumbprint of a P-256 public JWK: base64url SHA-256 of `{crv, kty, x, y}` in that order. */
export function jwkThumbprint(jwk: PublicP256Jwk): string {
  return sha256Base64url(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y }))
}

function readPublicJwk(value: unknown): PublicP256Jwk {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw refuse(
      'ProofKey',
      'The session proof key is not a public P-256 key',
      'The header has no jwk object.',
    )
  const jwk = value as Record<string, unknown>
  if (PRIVATE_JWK_MEMBERS.some((member) => member in jwk))
    throw refuse('ProofPrivateKey', 'The session proof carries a private key')
  const coordinate = (member: unknown) => isBase64url(member) && decodeBase64url(member)?.length === 32
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !coordinate(jwk.x) || !coordinate(jwk.y))
    throw refuse('ProofKey', 'The session proof key is not a public P-256 key')
  return { kty: 'EC', crv: 'P-256', x: jwk.x as string, y: jwk.y as string }
}

/** Scheme, host (lower case, default port dropped) and path; query and fragment ignored. */
function normalisedUrl(url: string | URL): string | undefined {
  try {
    const parsed = new URL(url)
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`
  } catch {
    return undefined
  }
}

/**
 * Verifies a session proof (the `DPoP` header of a request) and returns the thumbprint of the key that signed it.
 * Checks, in order: a compact JWS of three base64url parts; header `typ` 'dpop+jwt' and `alg` exactly 'ES256';
 * a public P-256 `jwk` without private members; the ES256 signature (64 bytes, r || s); `htm` and `htu` against
 * the request; `iat` within ±`maxAgeSeconds`; `ath` against the access token; `nonce`; the session's bound
 * thumbprint; and last, that `jti` was not seen before.
 *
 * @throws {SessionProofError} (401) naming the failed check in `reason`.
 */
export async function verifySessionProof(proof: string, expected: SessionProofExpectation): Promise<string> {
  if (typeof proof !== 'string' || proof.length === 0) throw malformed('No proof was sent.')
  if (proof.length > MAX_PROOF_CHARS) throw malformed('The proof is too long.')
  const parts = proof.split('.')
  const [headerPart, payloadPart, signaturePart] = parts
  if (
    parts.length !== 3 ||
    !isBase64url(headerPart) ||
    !isBase64url(payloadPart) ||
    !isBase64url(signaturePart)
  )
    throw malformed('The proof is not a compact JWS of three base64url parts.')
  const header = decodeJsonPart(headerPart, 'header')
  const payload = decodeJsonPart(payloadPart, 'payload')

  if (header.typ !== 'dpop+jwt') throw refuse('ProofType', 'The session proof is not a DPoP proof')
  // Exactly ES256: never 'none', never an HMAC keyed with the public key, never another curve.
  if (header.alg !== 'ES256') throw refuse('ProofAlgorithm', 'The session proof must be signed with ES256')
  if ('crit' in header) throw malformed('The header names critical extensions this server does not know.')
  const jwk = readPublicJwk(header.jwk)

  let key: webcrypto.CryptoKey
  try {
    key = await webcrypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'verify',
    ])
  } catch {
    throw refuse(
      'ProofKey',
      'The session proof key is not a public P-256 key',
      'The point is not on the curve.',
    )
  }
  const signature = decodeBase64url(signaturePart)
  const valid =
    signature?.length === 64 &&
    (await webcrypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      key,
      signature,
      new TextEncoder().encode(`${headerPart}.${payloadPart}`),
    ))
  if (!valid) throw refuse('ProofSignature', 'The session proof signature is invalid')

  const { jti, htm, htu, iat, ath, nonce } = payload
  if (typeof jti !== 'string' || jti.length === 0 || jti.length > MAX_JTI_CHARS)
    throw malformed('The proof has no usable jti.')
  if (typeof htm !== 'string' || typeof htu !== 'string') throw malformed('The proof has no htm or htu.')
  if (typeof iat !== 'number' || !Number.isFinite(iat)) throw malformed('The proof has no iat.')

  if (htm !== expected.method.toUpperCase())
    throw refuse('ProofMethod', 'The session proof is for another method')
  const target = normalisedUrl(expected.url)
  if (target === undefined || normalisedUrl(htu) !== target)
    throw refuse('ProofUrl', 'The session proof is for another URL')

  const maxAgeSeconds = expected.maxAgeSeconds ?? DEFAULT_MAX_AGE_SECONDS
  const nowSeconds = (expected.now ?? Date.now()) / 1000
  // A NaN here would make both time checks pass: a caller's mistake must not open the gate.
  if (!(maxAgeSeconds > 0) || !Number.isFinite(maxAgeSeconds) || !Number.isFinite(nowSeconds))
    throw new ServerConfigError('The session proof check needs a finite time and a positive maximum age')
  if (nowSeconds - iat > maxAgeSeconds) throw refuse('ProofExpired', 'The session proof is too old')
  if (iat - nowSeconds > maxAgeSeconds)
    throw refuse('ProofNotYetValid', 'The session proof is dated in the future')

  if (expected.accessToken !== null && ath !== sha256Base64url(expected.accessToken))
    throw refuse('ProofTokenMismatch', 'The session proof is for another access token')
  if (expected.nonce !== undefined && nonce !== expected.nonce)
    throw refuse('ProofNonce', 'The session proof does not carry the expected nonce')

  const thumbprint = jwkThumbprint(jwk)
  if (expected.thumbprint !== undefined && thumbprint !== expected.thumbprint)
    throw refuse('ProofKeyMismatch', "The session proof is signed with another key than the session's")

  // Last, so that refused proofs never fill the replay store.
  if (!(await expected.seenJti(jti, Math.ceil((iat + maxAgeSeconds) * 1000))))
    throw refuse('ProofReplayed', 'The session proof was already used')
  return thumbprint
}
