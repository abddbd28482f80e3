import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameHeaders } from '../../testing/auth.js'
import { call } from '../../testing/http.js'
import { startTestServer, type TestServer } from '../../testing/testServer.js'

// A Google look-alike that issues ID tokens as the test says (a wrong key, a wrong nonce) or never answers: what
// the real stand-in never does. The server must refuse each, so a token is verified, not only read.
const published = await generateKeyPair('RS256')
const forger = await generateKeyPair('RS256')
let idp: Server
let base = ''
let nonce = ''
let mode: { key: 'published' | 'forged'; nonce?: string; hang?: boolean } = { key: 'published' }

async function idToken(clientId: string): Promise<string> {
  return new SignJWT({ nonce: mode.nonce ?? nonce, email: 'ada@example.test', email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(`${base}/accounts.google.com`)
    .setAudience(clientId)
    .setSubject('1081')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign((mode.key === 'published' ? published : forger).privateKey)
}

let server: TestServer
beforeAll(async () => {
  const jwk = { ...(await exportJWK(published.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }
  idp = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', base).pathname
    response.setHeader('content-type', 'application/json')
    if (path === '/www.googleapis.com/oauth2/v3/certs') return response.end(JSON.stringify({ keys: [jwk] }))
    if (path === '/oauth2.googleapis.com/token') {
      if (mode.hang) return undefined // never answers
      let body = ''
      for await (const chunk of request) body += chunk
      const clientId = new URLSearchParams(body).get('client_id') ?? ''
      return response.end(
        JSON.stringify({ access_token: 'at', token_type: 'Bearer', id_token: await idToken(clientId) }),
      )
    }
    if (path === '/openidconnect.googleapis.com/v1/userinfo')
      return response.end(JSON.stringify({ sub: '1081', name: 'Ada' }))
    response.statusCode = 404
    return response.end('{}')
  })
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`
  server = await startTestServer({
    auth: { social: { google: { clientId: 'kit-google', clientSecret: 's' } }, socialStandInUrl: base },
    limits: { upstreamTimeoutMs: 500 },
  })
})
afterAll(async () => {
  await server?.close()
  idp.closeAllConnections()
  await new Promise<void>((resolve) => idp.close(() => resolve()))
})

/** Why the last social login failed, as the operator's log says. */
const lastFailure = () =>
  String(server.logs.filter((entry) => entry.msg === 'social login failed').at(-1)?.reason ?? '')

const verifier = 'v'.repeat(43)
const challenge = createHash('sha256').update(verifier).digest('base64url')

/** Starts a Google login and answers its callback as if the person consented; the frame's answer. */
async function login(): Promise<URLSearchParams> {
  const started = await call(`${server.url}/v1/auth/social/start`, {
    json: { provider: 'google', returnTo: 'http://frame.test/done', resultChallenge: challenge },
    headers: frameHeaders,
  })
  expect(started.status).toBe(200)
  const uri = new URL(started.body.uri)
  nonce = uri.searchParams.get('nonce') ?? ''
  const back = await fetch(
    `${server.url}/auth/social/callback?state=${uri.searchParams.get('state')}&code=c`,
    {
      redirect: 'manual',
    },
  )
  return new URL(back.headers.get('location') ?? '').searchParams
}

describe('ID tokens are verified, not only read', () => {
  it('accepts a token signed with a published key and carrying the nonce', async () => {
    mode = { key: 'published' }
    expect((await login()).get('result')).toBeTruthy()
  })

  it('refuses a token signed with a key the provider does not publish', async () => {
    mode = { key: 'forged' }
    expect((await login()).get('error')).toBe('invalid_token')
    expect(lastFailure()).toMatch(/signature/i)
  })

  it('refuses a token with another nonce', async () => {
    mode = { key: 'published', nonce: 'replayed' }
    expect((await login()).get('error')).toBe('invalid_token')
  })

  it('gives up on a provider that does not answer within the upstream timeout', async () => {
    mode = { key: 'published', hang: true }
    const started = Date.now()
    expect((await login()).get('error')).toBe('temporarily_unavailable')
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(lastFailure()).toContain('Google did not answer in time')
  })
})
