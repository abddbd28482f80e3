import { createRemoteJWKSet, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SocialStandIns, startSocialStandIns } from '../standIns.js'
import { basicAuth, consent, pkce, postForm, redirectParams } from '../testing.js'

const REDIRECT_URI = 'http://127.0.0.1:3999/auth/social/callback'
let standIns: SocialStandIns
let discovery: Record<string, string>

beforeAll(async () => {
  standIns = await startSocialStandIns({ port: 0, redirectUris: [REDIRECT_URI] })
  const response = await fetch(`${standIns.url}/accounts.google.com/.well-known/openid-configuration`)
  discovery = (await response.json()) as Record<string, string>
})
afterAll(() => standIns?.stop())

function authorizeUrl(params: Record<string, string> = {}): string {
  const url = new URL(discovery.authorization_endpoint ?? '')
  const search = {
    client_id: standIns.clients.google.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid email profile',
    state: 'state-1',
    nonce: 'nonce-1',
    ...params,
  }
  for (const [name, value] of Object.entries(search)) url.searchParams.set(name, value)
  return url.href
}

async function codeFor(challenge: string): Promise<string> {
  const params = redirectParams(
    await consent(authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' })),
    REDIRECT_URI,
  )
  return params.get('code') ?? ''
}

function redeem(code: string, verifier: string, overrides: Record<string, string> = {}) {
  return postForm(discovery.token_endpoint ?? '', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
    client_id: standIns.clients.google.clientId,
    client_secret: standIns.clients.google.clientSecret,
    ...overrides,
  })
}

describe('Google stand-in', () => {
  it('publishes discovery with every endpoint in the rewritten form', () => {
    const base = standIns.url
    expect(discovery).toMatchObject({
      issuer: `${base}/accounts.google.com`,
      authorization_endpoint: `${base}/accounts.google.com/o/oauth2/v2/auth`,
      token_endpoint: `${base}/oauth2.googleapis.com/token`,
      userinfo_endpoint: `${base}/openidconnect.googleapis.com/v1/userinfo`,
      jwks_uri: `${base}/www.googleapis.com/oauth2/v3/certs`,
    })
  })

  it('full flow: consent → code → token (PKCE, client_secret_post) → ID token verified against the JWKS → userinfo', async () => {
    const { verifier, challenge } = pkce()
    const page = await fetch(authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' }))
    const html = await page.text()
    expect(html).toContain('<h1>Sign in with Google (local stand-in)</h1>')
    expect(html).toContain('<label for="name">Name</label>')
    expect(html).toContain('<label for="email">E-mail</label>')
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")

    const params = redirectParams(
      await consent(authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' }), {
        name: 'Grace Hopper',
        email: 'Grace@Example.test',
      }),
      REDIRECT_URI,
    )
    expect(params.get('state')).toBe('state-1')
    expect(params.get('iss')).toBe(discovery.issuer)
    const response = await redeem(params.get('code') ?? '', verifier)
    const tokens = (await response.json()) as Record<string, string>
    expect(response.status, JSON.stringify(tokens)).toBe(200)
    expect(tokens).toMatchObject({ token_type: 'Bearer', scope: 'openid email profile' })

    const jwks = createRemoteJWKSet(new URL(discovery.jwks_uri ?? ''))
    const { payload, protectedHeader } = await jwtVerify(tokens.id_token ?? '', jwks, {
      issuer: discovery.issuer ?? '',
      audience: standIns.clients.google.clientId,
      algorithms: ['RS256'],
    })
    expect(protectedHeader.alg).toBe('RS256')
    expect(payload).toMatchObject({
      nonce: 'nonce-1',
      email: 'Grace@Example.test',
      email_verified: true,
      name: 'Grace Hopper',
      given_name: 'Grace',
      family_name: 'Hopper',
      azp: standIns.clients.google.clientId,
    })
    expect(payload.sub).toMatch(/^\d{21}$/)

    const userinfo = await fetch(discovery.userinfo_endpoint ?? '', {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    })
    expect(await userinfo.json()).toEqual({
      sub: payload.sub,
      email: 'Grace@Example.test',
      email_verified: true,
      name: 'Grace Hopper',
      given_name: 'Grace',
      family_name: 'Hopper',
    })
  })

  it('the same e-mail gives the same subject, case-insensitively; another e-mail another one', async () => {
    const subjectFor = async (email: string) => {
      const { verifier, challenge } = pkce()
      const params = redirectParams(
        await consent(authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' }), { email }),
        REDIRECT_URI,
      )
      const tokens = (await (await redeem(params.get('code') ?? '', verifier)).json()) as { id_token: string }
      return JSON.parse(Buffer.from(tokens.id_token.split('.')[1] ?? '', 'base64url').toString()).sub
    }
    const first = await subjectFor('ada@example.test')
    expect(await subjectFor('ADA@example.test')).toBe(first)
    expect(await subjectFor('other@example.test')).not.toBe(first)
  })

  it('takes client_secret_basic too', async () => {
    const { verifier, challenge } = pkce()
    const code = await codeFor(challenge)
    const {
      client_id: _id,
      client_secret: _secret,
      ...rest
    } = {
      client_id: '',
      client_secret: '',
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    }
    const response = await postForm(discovery.token_endpoint ?? '', rest, {
      authorization: basicAuth(standIns.clients.google.clientId, standIns.clients.google.clientSecret),
    })
    expect(response.status).toBe(200)
  })

  it('an unregistered redirect URI or an unknown client gets an error page and no redirect', async () => {
    const wrongRedirect = await fetch(authorizeUrl({ redirect_uri: 'http://127.0.0.1:3999/elsewhere' }), {
      redirect: 'manual',
    })
    expect(wrongRedirect.status).toBe(400)
    expect(wrongRedirect.headers.get('location')).toBeNull()
    expect(await wrongRedirect.text()).toContain('redirect_uri_mismatch')

    const unknownClient = await fetch(authorizeUrl({ client_id: 'someone-else' }), { redirect: 'manual' })
    expect(unknownClient.status).toBe(401)
    expect(unknownClient.headers.get('location')).toBeNull()
  })

  it('Cancel redirects with error=access_denied and the state', async () => {
    const params = redirectParams(await consent(authorizeUrl(), { decision: 'cancel' }), REDIRECT_URI)
    expect(Object.fromEntries(params)).toEqual({ error: 'access_denied', state: 'state-1' })
  })

  it('refuses a reused code, a wrong redirect_uri, a bad PKCE verifier and a wrong client secret', async () => {
    const { verifier, challenge } = pkce()

    const code = await codeFor(challenge)
    expect((await redeem(code, verifier)).status).toBe(200)
    const reused = await redeem(code, verifier)
    expect(reused.status).toBe(400)
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' })

    const mismatch = await redeem(await codeFor(challenge), verifier, {
      redirect_uri: 'http://127.0.0.1:3999/auth/social/other',
    })
    expect(mismatch.status).toBe(400)
    expect(await mismatch.json()).toMatchObject({ error: 'redirect_uri_mismatch' })

    const badVerifier = await redeem(await codeFor(challenge), pkce().verifier)
    expect(badVerifier.status).toBe(400)
    expect(await badVerifier.json()).toMatchObject({ error: 'invalid_grant' })

    const missingVerifier = await redeem(await codeFor(challenge), '', { code_verifier: '' })
    expect(missingVerifier.status).toBe(400)

    const wrongSecret = await redeem(await codeFor(challenge), verifier, { client_secret: 'GOCSPX-wrong' })
    expect(wrongSecret.status).toBe(401)
    expect(await wrongSecret.json()).toMatchObject({ error: 'invalid_client' })
  })

  it('userinfo answers 401 to a missing or unknown access token', async () => {
    for (const headers of [{}, { authorization: 'Bearer ya29.forged' }] as Record<string, string>[]) {
      const response = await fetch(discovery.userinfo_endpoint ?? '', { headers })
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toContain('invalid_token')
    }
  })
})
