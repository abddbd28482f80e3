import { randomUUID, generateKeyPairSync, sign } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameHeaders, lastApprovalLink, lastCode } from '../../testing/auth.js'
import { call } from '../../testing/http.js'
import { startTestServer, type TestServer } from '../../testing/testServer.js'
import { claimsOf } from './localOidc.js'

// An issuer that asserts whatever the test says, `email_verified: true` included, as a lax bridge (or Google) would.
const key = generateKeyPairSync('rsa', { modulusLength: 2048 })
let issuer = ''
let idp: Server
let nextClaims: Record<string, unknown> = {}
let lastNonce = ''
let lastClientId = ''

function jwt(claims: Record<string, unknown>): string {
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'k' })).toString('base64url')
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), key.privateKey)
  return `${header}.${payload}.${signature.toString('base64url')}`
}

let server: TestServer
beforeAll(async () => {
  idp = createServer((request, response) => {
    response.setHeader('content-type', 'application/json')
    const url = new URL(request.url ?? '/', issuer)
    if (url.pathname === '/.well-known/openid-configuration')
      return response.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
        }),
      )
    if (url.pathname === '/jwks')
      return response.end(
        JSON.stringify({
          keys: [{ ...key.publicKey.export({ format: 'jwk' }), kid: 'k', alg: 'RS256', use: 'sig' }],
        }),
      )
    if (url.pathname === '/token') {
      const now = Math.floor(Date.now() / 1000)
      const claims = {
        iss: issuer,
        aud: lastClientId,
        nonce: lastNonce,
        iat: now,
        exp: now + 300,
        ...nextClaims,
      }
      return response.end(JSON.stringify({ id_token: jwt(claims) }))
    }
    response.statusCode = 404
    response.end('{}')
  })
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`
  const client = (id: string) => ({ issuer, clientId: id, clientSecret: 'secret' })
  server = await startTestServer({
    auth: {
      social: { google: client('google-client'), github: client('github-client') },
      emailLinkingProviders: ['google'],
    },
  })
})
afterAll(async () => {
  await server?.close()
  await new Promise<void>((resolve) => idp.close(() => resolve()))
})

const post = (path: string, json: unknown) => call(`${server.url}${path}`, { json, headers: frameHeaders })

/** An account made by e-mail login, as its owner would. */
async function emailAccount(email: string): Promise<string> {
  const deviceId = randomUUID()
  await post('/v1/auth/email/connect', { email, deviceId })
  const token = new URL(lastApprovalLink(server.outbox, email)).searchParams.get('token') ?? ''
  await call(`${server.url}/auth/device/approve`, { method: 'POST', body: new URLSearchParams({ token }) })
  const login = await post('/v1/auth/email/verify', { email, deviceId, otp: lastCode(server.outbox, email) })
  expect(login.status).toBe(200)
  return login.body.user.id
}

/** A social login where the issuer says `claims`; returns the login answer. */
async function socialLogin(provider: 'google' | 'github', claims: Record<string, unknown>) {
  const started = await post('/v1/auth/social/start', { provider, returnTo: 'http://frame.test/done' })
  const uri = new URL(started.body.uri)
  lastNonce = uri.searchParams.get('nonce') ?? ''
  lastClientId = uri.searchParams.get('client_id') ?? ''
  nextClaims = claims
  const back = await fetch(
    `${server.url}/auth/social/callback?state=${uri.searchParams.get('state')}&code=c`,
    { redirect: 'manual' },
  )
  const result = new URL(back.headers.get('location') ?? '').searchParams.get('result') ?? ''
  const login = await post('/v1/auth/social/connect', { result })
  expect(login.status).toBe(200)
  return login.body
}

describe('linking a social login to an e-mail account', () => {
  it('links a verified e-mail from a provider the operator trusts for it', async () => {
    const owner = await emailAccount('olga@example.test')
    const login = await socialLogin('google', {
      sub: 'g-olga',
      email: 'olga@example.test',
      email_verified: true,
    })
    expect(login.user.id).toBe(owner)
    expect(login.user.email).toBe('olga@example.test')
  })

  it('gives a verified e-mail from any other provider an account of its own, without that e-mail', async () => {
    const owner = await emailAccount('pia@example.test')
    const login = await socialLogin('github', {
      sub: 'gh-attacker',
      email: 'pia@example.test',
      email_verified: true,
      preferred_username: 'attacker',
    })
    expect(login.user.id).not.toBe(owner)
    expect(login.user.email).toBeNull()
    expect(login.user.identities).toEqual([
      { provider: 'github', username: 'attacker', email: 'pia@example.test' },
    ])
  })

  it('does not let an untrusted provider reserve an address: its owner signs in by e-mail to an account of their own', async () => {
    const social = await socialLogin('github', {
      sub: 'gh-early',
      email: 'quinn@example.test',
      email_verified: true,
    })
    expect(await emailAccount('quinn@example.test')).not.toBe(social.user.id)
  })

  it('does not link an unverified e-mail, even from a trusted provider', async () => {
    const owner = await emailAccount('rita@example.test')
    const login = await socialLogin('google', { sub: 'g-rita', email: 'rita@example.test' })
    expect(login.user.id).not.toBe(owner)
    expect(login.user.email).toBeNull()
  })
})

describe('the local OIDC stand-in', () => {
  it('never asserts email_verified for what was typed into it', () => {
    expect(claimsOf('victim@gmail.com')).toMatchObject({ email: 'victim@gmail.com', email_verified: false })
    expect(claimsOf('dev')).toMatchObject({ email: 'dev@example.test', email_verified: false })
  })
})
