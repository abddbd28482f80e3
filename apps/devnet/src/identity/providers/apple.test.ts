import { generateKeyPairSync } from 'node:crypto'
import { createRemoteJWKSet, importPKCS8, jwtVerify, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SocialStandIns, startSocialStandIns } from '../standIns.js'
import { consent, formPostFields, pkce, postForm } from '../testing.js'

const REDIRECT_URI = 'http://127.0.0.1:3999/auth/social/callback'
let standIns: SocialStandIns
let discovery: Record<string, string>

beforeAll(async () => {
  standIns = await startSocialStandIns({ port: 0, redirectUris: [REDIRECT_URI] })
  discovery = (await (
    await fetch(`${standIns.url}/appleid.apple.com/.well-known/openid-configuration`)
  ).json()) as Record<string, string>
})
afterAll(() => standIns?.stop())

function authorizeUrl(params: Record<string, string> = {}): string {
  const url = new URL(`${standIns.url}/appleid.apple.com/auth/authorize`)
  const search = {
    client_id: standIns.clients.apple.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    response_mode: 'form_post',
    scope: 'name email',
    state: 'apple-state',
    nonce: 'apple-nonce',
    ...params,
  }
  for (const [name, value] of Object.entries(search)) url.searchParams.set(name, value)
  return url.href
}

type SecretClaims = { iss?: string; sub?: string; aud?: string; exp?: number; kid?: string; pem?: string }

/** The client secret as the server makes it: ES256 JWT, kid = key id, iss = team, sub = Services ID, aud = issuer. */
async function clientSecret(overrides: SecretClaims = {}): Promise<string> {
  const apple = standIns.clients.apple
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: overrides.kid ?? apple.keyId })
    .setIssuer(overrides.iss ?? apple.teamId)
    .setSubject(overrides.sub ?? apple.clientId)
    .setAudience(overrides.aud ?? `${standIns.url}/appleid.apple.com`)
    .setIssuedAt(now - 10)
    .setExpirationTime(overrides.exp ?? now + 300)
    .sign(await importPKCS8(overrides.pem ?? apple.privateKey, 'ES256'))
}

async function codeFor(params: Record<string, string> = {}): Promise<string> {
  const { fields } = await formPostFields(await consent(authorizeUrl(params)))
  return fields.code ?? ''
}

async function redeem(code: string, overrides: Record<string, string> = {}) {
  return postForm(discovery.token_endpoint ?? '', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    client_id: standIns.clients.apple.clientId,
    client_secret: await clientSecret(),
    ...overrides,
  })
}

describe('Apple stand-in', () => {
  it('full flow: consent → form_post (user JSON on first consent only) → token with an ES256 client secret → ID token', async () => {
    const { verifier, challenge } = pkce()
    const response = await consent(
      authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' }),
      { name: 'Ada King Lovelace', email: 'ada.apple@example.test' },
    )
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'nonce-[^']+'/)
    const { action, fields } = await formPostFields(response)
    expect(action).toBe(REDIRECT_URI)
    expect(fields.state).toBe('apple-state')
    expect(JSON.parse(fields.user ?? '')).toEqual({
      name: { firstName: 'Ada King', lastName: 'Lovelace' },
      email: 'ada.apple@example.test',
    })

    const tokens = (await (await redeem(fields.code ?? '', { code_verifier: verifier })).json()) as Record<
      string,
      string
    >
    expect(tokens.token_type).toBe('Bearer')
    const { payload, protectedHeader } = await jwtVerify(
      tokens.id_token ?? '',
      createRemoteJWKSet(new URL(discovery.jwks_uri ?? '')),
      { issuer: `${standIns.url}/appleid.apple.com`, audience: standIns.clients.apple.clientId },
    )
    expect(protectedHeader.alg).toBe('RS256')
    expect(payload).toMatchObject({
      nonce: 'apple-nonce',
      email: 'ada.apple@example.test',
      email_verified: true,
      is_private_email: false,
    })
    expect(payload.sub).toMatch(/^\d{6}\.[0-9a-f]{32}\.\d{4}$/)

    // The same person again: no name this time, as Apple does.
    const again = await formPostFields(
      await consent(authorizeUrl(), { name: 'Ada King Lovelace', email: 'ada.apple@example.test' }),
    )
    expect(again.fields.code).toBeTruthy()
    expect(again.fields.user).toBeUndefined()
  })

  it('refuses a name/email request that is not form_post, and Cancel posts user_cancelled_authorize', async () => {
    const query = await fetch(authorizeUrl({ response_mode: 'query' }), { redirect: 'manual' })
    const { fields } = await formPostFields(query)
    expect(fields.error).toBe('invalid_request')

    const cancelled = await formPostFields(await consent(authorizeUrl(), { decision: 'cancel' }))
    expect(cancelled.fields).toEqual({ error: 'user_cancelled_authorize', state: 'apple-state' })
  })

  it('refuses a wrong client-secret JWT: other key, wrong kid, wrong team, wrong client, wrong audience, expired, too long', async () => {
    const otherKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString()
    const now = Math.floor(Date.now() / 1000)
    const wrong: SecretClaims[] = [
      { pem: otherKey },
      { kid: 'ABCDEFGHIJ' },
      { iss: 'ABCDEFGHIJ' },
      { sub: 'test.someone.else' },
      { aud: 'https://example.test' },
      { exp: now - 60 },
      { exp: now + 200 * 24 * 3600 },
    ]
    for (const claims of wrong) {
      const response = await redeem(await codeFor(), { client_secret: await clientSecret(claims) })
      expect(response.status, JSON.stringify(claims)).toBe(400)
      expect(await response.json()).toEqual({ error: 'invalid_client' })
    }
    const notJwt = await redeem(await codeFor(), { client_secret: 'not-a-jwt' })
    expect(await notJwt.json()).toEqual({ error: 'invalid_client' })
    // The real audience is accepted too (the server may sign for https://appleid.apple.com).
    expect(
      (
        await redeem(await codeFor(), {
          client_secret: await clientSecret({ aud: 'https://appleid.apple.com' }),
        })
      ).status,
    ).toBe(200)
  })

  it('refuses a reused code, a wrong redirect_uri and a bad PKCE verifier with invalid_grant', async () => {
    const code = await codeFor()
    expect((await redeem(code)).status).toBe(200)
    const reused = await redeem(code)
    expect(reused.status).toBe(400)
    expect(await reused.json()).toEqual({ error: 'invalid_grant' })

    const mismatch = await redeem(await codeFor(), { redirect_uri: `${REDIRECT_URI}/other` })
    expect(await mismatch.json()).toEqual({ error: 'invalid_grant' })

    const { challenge } = pkce()
    const badVerifier = await redeem(
      await codeFor({ code_challenge: challenge, code_challenge_method: 'S256' }),
      {
        code_verifier: pkce().verifier,
      },
    )
    expect(await badVerifier.json()).toEqual({ error: 'invalid_grant' })
  })

  it('an unregistered redirect URI gets an error page, never a form_post', async () => {
    const response = await fetch(authorizeUrl({ redirect_uri: 'https://attacker.test/cb' }))
    expect(response.status).toBe(400)
    expect(await response.text()).not.toContain('<form')
  })
})
