import { createHash, createPublicKey, type JsonWebKey, verify as verifySignature } from 'node:crypto'
import type { OidcIssuerConfig } from '../../config.js'
import { UnauthorizedError, UpstreamError } from '../../errors.js'

/** The fields of an issuer's discovery document that the login uses. */
type Discovery = {
  issuer: string
  authorization_endpoint: string
  token_endpoint: string
  userinfo_endpoint?: string
  jwks_uri: string
}

/** Claims Kit reads from an ID token or userinfo. */
export type OidcClaims = {
  sub: string
  email?: string
  email_verified?: boolean
  preferred_username?: string
  name?: string
  [claim: string]: unknown
}

const CACHE_MS = 10 * 60_000
const LEEWAY_SECONDS = 60

/** PKCE S256 challenge of a verifier. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url')
}

/** Each accepted algorithm, with the key type (and curve) a key must have to verify it. */
const ALGORITHMS: Record<
  string,
  { hash: string | null; kty: string; crv?: string[]; options?: Record<string, unknown> }
> = {
  RS256: { hash: 'sha256', kty: 'RSA' },
  RS384: { hash: 'sha384', kty: 'RSA' },
  RS512: { hash: 'sha512', kty: 'RSA' },
  PS256: { hash: 'sha256', kty: 'RSA', options: { padding: 6, saltLength: 32 } },
  ES256: { hash: 'sha256', kty: 'EC', crv: ['P-256'], options: { dsaEncoding: 'ieee-p1363' } },
  ES384: { hash: 'sha384', kty: 'EC', crv: ['P-384'], options: { dsaEncoding: 'ieee-p1363' } },
  EdDSA: { hash: null, kty: 'OKP', crv: ['Ed25519'] },
}

type PublishedKey = JsonWebKey & { kid?: string; alg?: string; use?: string }

/**
 * A published key may verify a token only when it is a signing key of the type the token's algorithm needs, and
 * names that algorithm if it names one: an RSA key must not be read as an EC key, nor an encryption key used.
 */
function keyFits(key: PublishedKey, alg: string): boolean {
  const algorithm = ALGORITHMS[alg]
  if (!algorithm || key.kty !== algorithm.kty) return false
  if (algorithm.crv && !algorithm.crv.includes(String(key.crv))) return false
  if (key.alg !== undefined && key.alg !== alg) return false
  return key.use === undefined || key.use === 'sig'
}

/** Issuer URLs compare without a trailing slash: discovery may add or drop one. */
const sameIssuer = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '')

/**
 * A small OpenID Connect relying party: discovery and JWKS (cached per instance), the authorization URL with
 * PKCE, the code exchange, and ID-token verification (signature, issuer, audience, expiry, nonce) with
 * node:crypto only.
 */
export function createOidcClient(timeoutMs: number, now: () => number) {
  const discoveries = new Map<string, { at: number; value: Discovery }>()
  const keySets = new Map<string, { at: number; keys: PublishedKey[] }>()

  async function getJson(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
    let response: Response
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    } catch (error) {
      throw new UpstreamError('The identity provider did not answer', { cause: error })
    }
    const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined
    if (!response.ok || !body)
      throw new UpstreamError(
        `The identity provider answered ${response.status}${body?.error ? ` (${String(body.error)})` : ''}`,
      )
    return body
  }

  async function discover(issuer: string): Promise<Discovery> {
    const cached = discoveries.get(issuer)
    if (cached && now() - cached.at < CACHE_MS) return cached.value
    const body = await getJson(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`)
    for (const field of ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'])
      if (typeof body[field] !== 'string') throw new UpstreamError(`The issuer's discovery has no ${field}`)
    // A discovery document that names another issuer would make tokens of that issuer acceptable here.
    if (!sameIssuer(body.issuer as string, issuer))
      throw new UpstreamError("The issuer's discovery names another issuer", {
        details: `configured ${issuer}, discovery says ${String(body.issuer)}`,
      })
    const value = body as unknown as Discovery
    discoveries.set(issuer, { at: now(), value })
    return value
  }

  async function keys(discovery: Discovery, refresh: boolean) {
    const cached = keySets.get(discovery.jwks_uri)
    if (cached && !refresh && now() - cached.at < CACHE_MS) return cached.keys
    const body = await getJson(discovery.jwks_uri)
    const list = Array.isArray(body.keys) ? (body.keys as PublishedKey[]) : []
    keySets.set(discovery.jwks_uri, { at: now(), keys: list })
    return list
  }

  async function verifyIdToken(
    config: OidcIssuerConfig,
    idToken: string,
    nonce: string,
  ): Promise<OidcClaims> {
    const invalid = (why: string) =>
      new UnauthorizedError('InvalidIdToken', `The identity provider's token is invalid: ${why}`)
    const parts = idToken.split('.')
    if (parts.length !== 3) throw invalid('not a JWT')
    const [headerPart = '', payloadPart = '', signaturePart = ''] = parts
    let header: { alg?: string; kid?: string }
    let claims: OidcClaims & {
      iss?: string
      aud?: string | string[]
      exp?: number
      iat?: number
      nonce?: string
    }
    try {
      header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8'))
      claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'))
    } catch {
      throw invalid('not a JWT')
    }
    const algorithm = header.alg ? ALGORITHMS[header.alg] : undefined
    if (!algorithm) throw invalid(`unsupported algorithm ${String(header.alg)}`)
    const discovery = await discover(config.issuer)
    const alg = header.alg as string
    const pick = (list: PublishedKey[]) => {
      const usable = list.filter((key) => keyFits(key, alg))
      return header.kid
        ? usable.find((key) => key.kid === header.kid)
        : usable.length === 1
          ? usable[0]
          : undefined
    }
    // A key id we do not know may mean the issuer rotated its keys: fetch them once more.
    const jwk = pick(await keys(discovery, false)) ?? pick(await keys(discovery, true))
    if (!jwk) throw invalid('signed by an unknown key')
    const key = createPublicKey({ key: jwk, format: 'jwk' })
    const signed = Buffer.from(`${headerPart}.${payloadPart}`)
    const ok = verifySignature(
      algorithm.hash,
      signed,
      { key, ...algorithm.options } as never,
      Buffer.from(signaturePart, 'base64url'),
    )
    if (!ok) throw invalid('bad signature')
    const nowSeconds = Math.floor(now() / 1000)
    if (claims.iss !== discovery.issuer) throw invalid('wrong issuer')
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud]
    if (!audiences.includes(config.clientId)) throw invalid('issued for another client')
    // With several audiences the token must say it was issued to this client (the authorized party).
    const azp = (claims as { azp?: unknown }).azp
    if ((audiences.length > 1 || azp !== undefined) && azp !== config.clientId)
      throw invalid('issued to another party')
    if (typeof claims.exp !== 'number' || claims.exp + LEEWAY_SECONDS < nowSeconds) throw invalid('expired')
    if (typeof claims.iat === 'number' && claims.iat - LEEWAY_SECONDS > nowSeconds)
      throw invalid('issued in the future')
    if (claims.nonce !== nonce) throw invalid('nonce mismatch')
    if (typeof claims.sub !== 'string' || claims.sub === '') throw invalid('no subject')
    return claims
  }

  return {
    async authorizationUrl(
      config: OidcIssuerConfig,
      request: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
    ): Promise<string> {
      const discovery = await discover(config.issuer)
      const url = new URL(discovery.authorization_endpoint)
      url.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: request.redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state: request.state,
        nonce: request.nonce,
        code_challenge: pkceChallenge(request.codeVerifier),
        code_challenge_method: 'S256',
      }).toString()
      return url.toString()
    },

    /** Exchanges the code, verifies the ID token, and adds userinfo claims when the issuer has the endpoint. */
    async login(
      config: OidcIssuerConfig,
      request: { code: string; redirectUri: string; codeVerifier: string; nonce: string },
    ): Promise<OidcClaims> {
      const discovery = await discover(config.issuer)
      const tokens = await getJson(discovery.token_endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(
            `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`,
          ).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: request.code,
          redirect_uri: request.redirectUri,
          code_verifier: request.codeVerifier,
        }),
      })
      if (typeof tokens.id_token !== 'string')
        throw new UnauthorizedError('InvalidIdToken', 'The identity provider returned no ID token')
      const claims = await verifyIdToken(config, tokens.id_token, request.nonce)
      if (discovery.userinfo_endpoint && typeof tokens.access_token === 'string') {
        const info = await getJson(discovery.userinfo_endpoint, {
          headers: { authorization: `Bearer ${tokens.access_token}` },
        }).catch(() => undefined)
        // userinfo adds claims but may not change who the user is.
        if (info && info.sub === claims.sub) return { ...info, ...claims } as OidcClaims
      }
      return claims
    },
  }
}

export type OidcClient = ReturnType<typeof createOidcClient>
