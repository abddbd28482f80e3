import { createHash, generateKeyPairSync } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, importSPKI, jwtVerify, SignJWT } from 'jose'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { frameHeaders } from '../../testing/auth.js'
import { call } from '../../testing/http.js'
import { startTestServer, type TestServer } from '../../testing/testServer.js'

// Apple's token endpoint as Apple documents it: the client secret must be an ES256 JWT signed with the team's key
// (`kid` the key id, `iss` the team, `sub` the Services ID, `aud` Apple's issuer), else `invalid_client`. The
// answer comes back to the server as a form POST (response_mode=form_post), with the name in `user` on first
// consent only.
const teamKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
const signing = await generateKeyPair('RS256')
const apple = {
  clientId: 'com.example.kit',
  teamId: 'TEAM123456',
  keyId: 'KEY1234567',
  privateKey: teamKey.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
}
let idp: Server
let base = ''
const nonces = new Map<string, string>() // code → nonce
const secretsSeen: string[] = []

let server: TestServer
beforeAll(async () => {
  const teamPublic = await importSPKI(
    teamKey.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    'ES256',
  )
  const jwk = { ...(await exportJWK(signing.publicKey)), kid: 'apple-1', alg: 'RS256', use: 'sig' }
  idp = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', base).pathname
    response.setHeader('content-type', 'application/json')
    if (path === '/appleid.apple.com/auth/keys') return response.end(JSON.stringify({ keys: [jwk] }))
    if (path === '/appleid.apple.com/auth/token') {
      let body = ''
      for await (const chunk of request) body += chunk
      const form = new URLSearchParams(body)
      const secret = form.get('client_secret') ?? ''
      secretsSeen.push(secret)
      try {
        await jwtVerify(secret, teamPublic, {
          issuer: apple.teamId,
          subject: apple.clientId,
          audience: `${base}/appleid.apple.com`,
          algorithms: ['ES256'],
        })
      } catch {
        response.statusCode = 400
        return response.end(JSON.stringify({ error: 'invalid_client' }))
      }
      const idToken = await new SignJWT({
        nonce: nonces.get(form.get('code') ?? ''),
        email: 'annie@privaterelay.appleid.com',
        email_verified: 'true',
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'apple-1' })
        .setIssuer(`${base}/appleid.apple.com`)
        .setAudience(apple.clientId)
        .setSubject('001234.apple')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(signing.privateKey)
      return response.end(JSON.stringify({ access_token: 'a', token_type: 'Bearer', id_token: idToken }))
    }
    response.statusCode = 404
    response.end('{}')
  })
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`
  server = await startTestServer({
    auth: { social: { apple }, socialStandInUrl: base, emailLinkingProviders: ['apple'] },
  })
})
afterAll(async () => {
  await server?.close()
  await new Promise<void>((resolve) => idp.close(() => resolve()))
})

const verifier = 'w'.repeat(43)
const challenge = createHash('sha256').update(verifier).digest('base64url')

/** A login whose callback is Apple's form POST, with `user` when given. */
async function login(user?: unknown) {
  const started = await call(`${server.url}/v1/auth/social/start`, {
    json: { provider: 'apple', returnTo: 'http://frame.test/done', resultChallenge: challenge },
    headers: frameHeaders,
  })
  const uri = new URL(started.body.uri)
  expect(`${uri.origin}${uri.pathname}`).toBe(`${base}/appleid.apple.com/auth/authorize`)
  expect(uri.searchParams.get('response_mode')).toBe('form_post')
  const code = `code-${Math.random()}`
  nonces.set(code, uri.searchParams.get('nonce') ?? '')
  const form = new URLSearchParams({ code, state: uri.searchParams.get('state') ?? '' })
  if (user !== undefined) form.set('user', JSON.stringify(user))
  const back = await fetch(`${server.url}/auth/social/callback`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  })
  // See Other: the browser follows the form POST with a GET of the return page.
  expect(back.status).toBe(303)
  const result = new URL(back.headers.get('location') ?? '').searchParams.get('result') ?? ''
  const answer = await call(`${server.url}/v1/auth/social/connect`, {
    json: { result, resultVerifier: verifier },
    headers: frameHeaders,
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}

it('signs in with a client-secret JWT Apple accepts, the ID token verified, the first consent naming the person', async () => {
  const first = await login({
    name: { firstName: 'Annie', lastName: 'Apple' },
    email: 'annie@privaterelay.appleid.com',
  })
  expect(first.user).toMatchObject({
    // email_verified "true" (a string) from an operator-trusted Apple links the address.
    email: 'annie@privaterelay.appleid.com',
    identities: [{ provider: 'apple', username: 'Annie Apple', email: 'annie@privaterelay.appleid.com' }],
  })
  // Later logins have no `user`: the name stays.
  const again = await login()
  expect(again.user.id).toBe(first.user.id)
  expect(again.userName).toBe('Annie Apple')
  // A fresh client secret for each exchange.
  expect(new Set(secretsSeen).size).toBe(secretsSeen.length)
})

it('fails with invalid_client when the configured key is not the team key Apple has', async () => {
  const other = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const wrong = await startTestServer({
    auth: {
      social: {
        apple: { ...apple, privateKey: other.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString() },
      },
      socialStandInUrl: base,
    },
  })
  try {
    const started = await call(`${wrong.url}/v1/auth/social/start`, {
      json: { provider: 'apple', returnTo: 'http://frame.test/done', resultChallenge: challenge },
      headers: frameHeaders,
    })
    const state = new URL(started.body.uri).searchParams.get('state') ?? ''
    const back = await fetch(`${wrong.url}/auth/social/callback`, {
      method: 'POST',
      body: new URLSearchParams({ code: 'c', state }),
      redirect: 'manual',
    })
    expect(new URL(back.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_client')
    const reason = wrong.logs.filter((entry) => entry.msg === 'social login failed').at(-1)?.reason
    expect(reason).toContain('check KIT_SOCIAL_APPLE_CLIENT_ID, _TEAM_ID, _KEY_ID and _PRIVATE_KEY')
  } finally {
    await wrong.close()
  }
})
