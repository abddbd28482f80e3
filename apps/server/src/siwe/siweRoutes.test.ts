import { createSiweMessage } from 'viem/siwe'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../testing/http.js'
import { devnetServerConfig, startTestStack, type TestStack } from '../testing/stack.js'
import { startTestServer } from '../testing/testServer.js'

// A contract account whose ERC-1271 isValidSignature answers the magic value for any signature
// (PUSH4 0x1626ba7e PUSH1 0xe0 SHL PUSH1 0 MSTORE PUSH1 0x20 PUSH1 0 RETURN).
const ACCEPTS_ALL = '0x631626ba7e60e01b60005260206000f3'
const ORIGIN = 'http://app.test'

let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack({
    projects: [
      { id: 'test', name: 'Test', allowedOrigins: [ORIGIN] },
      { id: 'elsewhere', name: 'Elsewhere', allowedOrigins: ['http://elsewhere.test'] },
    ],
  })
}, 60_000)
afterAll(() => stack?.stop())

const url = (path: string, projectId = 'test') => `${stack.server.url}/v1/siwe/${path}?projectId=${projectId}`

async function nonce(): Promise<string> {
  const answer = await call(url('nonce'), { headers: { origin: ORIGIN } })
  expect(answer.status).toBe(200)
  return answer.body.nonce
}

type Signer = ReturnType<typeof privateKeyToAccount>

function message(
  address: `0x${string}`,
  fields: { nonce: string; domain?: string; chainId?: number; expirationTime?: Date },
) {
  return createSiweMessage({
    address,
    chainId: fields.chainId ?? 80002,
    domain: fields.domain ?? 'app.test',
    uri: ORIGIN,
    version: '1',
    nonce: fields.nonce,
    ...(fields.expirationTime ? { expirationTime: fields.expirationTime } : {}),
  })
}

async function verify(text: string, signature: string, origin = ORIGIN, extra: Record<string, unknown> = {}) {
  return call(url('verify'), {
    method: 'POST',
    // text/plain, as the demo sends it: a simple request without a CORS preflight.
    headers: { origin, 'content-type': 'text/plain' },
    body: JSON.stringify({ message: text, signature, ...extra }),
  })
}

async function signIn(
  signer: Signer,
  fields: Parameters<typeof message>[1],
  extra: Record<string, unknown> = {},
) {
  const text = message(signer.address, fields)
  return verify(text, await signer.signMessage({ message: text }), ORIGIN, extra)
}

function sessionCookie(headers: Headers): string {
  const cookie = headers.get('set-cookie') ?? ''
  const match = /^(kit_siwe_test=[^;]+)/.exec(cookie)
  if (!match?.[1]) throw new Error(`no session cookie in "${cookie}"`)
  return match[1]
}

describe('sign-in with wallet', () => {
  it('issues distinct alphanumeric nonces and allows credentials for the project origin', async () => {
    const answer = await call(url('nonce'), { headers: { origin: ORIGIN } })
    expect(answer.body.nonce).toMatch(/^[a-f0-9]{32}$/)
    expect(answer.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true')
    expect(await nonce()).not.toBe(answer.body.nonce)
  })

  it('answers a credentialed JSON preflight from the project origin', async () => {
    const preflight = await fetch(url('verify'), {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')
  })

  it('refuses origins the project does not allow, and calls without a project', async () => {
    const foreign = await call(url('nonce'), { headers: { origin: 'http://evil.test' } })
    expect(foreign.status).toBe(403)
    const noProject = await call(`${stack.server.url}/v1/siwe/nonce`, { headers: { origin: ORIGIN } })
    expect(noProject.status).toBe(400)
    expect(noProject.body.reasons[0].name).toBe('MissingProjectId')
  })

  it('signs in with a valid signature, keeps the session in an HttpOnly cookie, and signs out', async () => {
    const signer = privateKeyToAccount(generatePrivateKey())
    const answer = await signIn(signer, { nonce: await nonce() })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ address: signer.address, chainId: 80002 })
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true')
    const setCookie = answer.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/HttpOnly/)
    // Over http (development) SameSite=None is not allowed: the cookie serves same-site apps only.
    expect(setCookie).toMatch(/SameSite=Lax/)
    expect(setCookie).not.toMatch(/Secure|Partitioned/)
    const cookie = sessionCookie(answer.headers)

    const session = await call(url('session'), { headers: { origin: ORIGIN, cookie } })
    expect(session.body).toEqual({ address: signer.address, chainId: 80002 })
    // Sessions belong to one project.
    const other = await call(`${stack.server.url}/v1/siwe/session?projectId=other`, { headers: { cookie } })
    expect(other.status).toBe(403)
    expect((await call(url('session'), { headers: { origin: ORIGIN } })).body).toBeNull()

    const out = await call(url('signout'), { method: 'POST', headers: { origin: ORIGIN, cookie } })
    expect(out.status).toBe(200)
    expect((await call(url('session'), { headers: { origin: ORIGIN, cookie } })).body).toBeNull()
  })

  it('refuses a replayed nonce', async () => {
    const signer = privateKeyToAccount(generatePrivateKey())
    const text = message(signer.address, { nonce: await nonce() })
    const signature = await signer.signMessage({ message: text })
    expect((await verify(text, signature)).status).toBe(200)
    const replay = await verify(text, signature)
    expect(replay.status).toBe(401)
    expect(replay.body.reasons[0]).toEqual({
      name: 'NonceUsed',
      description: 'The nonce was already used; sign in again for a fresh one',
    })
  })

  it('refuses an unknown nonce and an expired one', async () => {
    const signer = privateKeyToAccount(generatePrivateKey())
    const unknown = await signIn(signer, { nonce: 'abcdef0123456789' })
    expect(unknown.status).toBe(401)
    expect(unknown.body.reasons[0].name).toBe('UnknownNonce')

    const stale = await nonce()
    stack.server.advance(11 * 60_000)
    const expired = await signIn(signer, { nonce: stale })
    expect(expired.status).toBe(401)
    expect(expired.body.reasons[0].name).toBe('NonceExpired')
  })

  it('refuses a message for another domain, or sent from an origin the project does not allow', async () => {
    const signer = privateKeyToAccount(generatePrivateKey())
    const wrongDomain = await signIn(signer, { nonce: await nonce(), domain: 'evil.test' })
    expect(wrongDomain.status).toBe(401)
    expect(wrongDomain.body.reasons[0]).toEqual({
      name: 'DomainMismatch',
      description: 'The message is for evil.test, but the request comes from app.test',
    })
    const text = message(signer.address, { nonce: await nonce() })
    const noOrigin = await call(url('verify'), {
      json: { message: text, signature: await signer.signMessage({ message: text }) },
    })
    expect(noOrigin.status).toBe(403)
    expect(noOrigin.body.reasons[0].name).toBe('OriginNotAllowed')
  })

  it('refuses a wrong signature, and the nonce is spent by the attempt', async () => {
    const signer = privateKeyToAccount(generatePrivateKey())
    const impostor = privateKeyToAccount(generatePrivateKey())
    const text = message(signer.address, { nonce: await nonce() })
    const wrong = await verify(text, await impostor.signMessage({ message: text }))
    expect(wrong.status).toBe(401)
    expect(wrong.body.reasons[0]).toEqual({
      name: 'InvalidSignature',
      description: 'The signature does not match the message and address',
    })
    expect((await verify(text, await signer.signMessage({ message: text }))).body.reasons[0].name).toBe(
      'NonceUsed',
    )
  })

  it('refuses chains the server does not read, expired messages and malformed bodies', async () => {
    const signer = privateKeyToAccount(generatePrivateKey())
    const chain = await signIn(signer, { nonce: await nonce(), chainId: 1 })
    expect(chain.status).toBe(400)
    expect(chain.body.reasons[0].name).toBe('UnsupportedChain')
    const late = await signIn(signer, { nonce: await nonce(), expirationTime: new Date(Date.now() - 1000) })
    expect(late.status).toBe(401)
    expect(late.body.reasons[0].name).toBe('MessageNotValidNow')
    const garbage = await verify('hello', '0x1234')
    expect(garbage.status).toBe(400)
    expect(garbage.body.reasons[0].name).toBe('InvalidMessage')
    const notHex = await verify('hello', 'nope')
    expect(notHex.status).toBe(400)
    expect(notHex.body.reasons[0].name).toBe('InvalidBody')
  })

  it('signs in a contract account through ERC-1271 on the message chain', async () => {
    const contract = privateKeyToAccount(generatePrivateKey()).address
    const rpcUrl = stack.devnet.evm[80002]?.rpcUrl ?? ''
    await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'anvil_setCode',
        params: [contract, ACCEPTS_ALL],
      }),
    })
    const owner = privateKeyToAccount(generatePrivateKey())
    const text = message(contract, { nonce: await nonce() })
    const answer = await verify(text, await owner.signMessage({ message: text }))
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ address: contract, chainId: 80002 })
  })

  it('bearer mode: verify answers a token and sets no cookie; session and signout take the token', async () => {
    const signer = privateKeyToAccount(generatePrivateKey())
    const answer = await signIn(signer, { nonce: await nonce() }, { session: 'bearer' })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('set-cookie')).toBeNull()
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const { token, expiresAt, ...session } = answer.body
    expect(session).toEqual({ address: signer.address, chainId: 80002 })
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // A short life: 4 hours, not the cookie's week.
    const lifetime = Date.parse(expiresAt) - Date.now()
    expect(lifetime).toBeGreaterThan(4 * 3600_000 - 120_000)
    expect(lifetime).toBeLessThanOrEqual(4 * 3600_000 + 24 * 60_000)
    const bearer = { authorization: `Bearer ${token}` }

    // The app's page, cross-site: a preflighted GET with Authorization, no cookie needed.
    const preflight = await fetch(url('session'), {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    })
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization')
    expect((await call(url('session'), { headers: { origin: ORIGIN, ...bearer } })).body).toEqual(session)
    // The host's own backend checks a sign-in the same way, without an Origin.
    expect((await call(url('session'), { headers: bearer })).body).toEqual(session)
    // The token belongs to its project: another project knows no such session.
    expect((await call(url('session', 'elsewhere'), { headers: bearer })).body).toBeNull()
    expect((await call(url('signout', 'elsewhere'), { method: 'POST', headers: bearer })).status).toBe(200)
    expect((await call(url('session'), { headers: bearer })).body).toEqual(session)
    // A malformed or unknown token is no session, and never falls back to a cookie.
    expect((await call(url('session'), { headers: { authorization: 'Bearer nope' } })).body).toBeNull()
    const out = await call(url('signout'), { method: 'POST', headers: { origin: ORIGIN, ...bearer } })
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toBeNull()
    expect((await call(url('session'), { headers: bearer })).body).toBeNull()
  })

  it('bearer sessions end after 4 hours', async () => {
    const signer = privateKeyToAccount(generatePrivateKey())
    const { token } = (await signIn(signer, { nonce: await nonce() }, { session: 'bearer' })).body
    const bearer = { authorization: `Bearer ${token}` }
    stack.server.advance(4 * 3600_000 - 60_000)
    expect((await call(url('session'), { headers: bearer })).body).toEqual({
      address: signer.address,
      chainId: 80002,
    })
    stack.server.advance(2 * 60_000)
    expect((await call(url('session'), { headers: bearer })).body).toBeNull()
  })

  it('refuses an unknown session mode', async () => {
    const signer = privateKeyToAccount(generatePrivateKey())
    const answer = await signIn(signer, { nonce: await nonce() }, { session: 'url' })
    expect(answer.status).toBe(400)
    expect(answer.body.reasons[0].name).toBe('InvalidBody')
  })

  it('charges each signature check (an on-chain call) to the JSON-RPC budget, replays of a spent nonce nothing', async () => {
    // Each check weighs 3 (an eth_call that may run an ERC-6492 factory): two fit in 6, the third is refused.
    const limited = await startTestServer({
      chains: devnetServerConfig(stack.devnet).chains ?? [],
      projects: [{ id: 'test', name: 'Test', allowedOrigins: [ORIGIN] }],
      limits: { rpcPerIp: { max: 6, windowMs: 60_000 } },
    })
    try {
      const base = `${limited.url}/v1/siwe`
      const attempt = async () => {
        const fresh = (await call(`${base}/nonce?projectId=test`, { headers: { origin: ORIGIN } })).body.nonce
        const signer = privateKeyToAccount(generatePrivateKey())
        const text = message(signer.address, { nonce: fresh })
        const body = JSON.stringify({ message: text, signature: await signer.signMessage({ message: text }) })
        const send = () =>
          call(`${base}/verify?projectId=test`, {
            method: 'POST',
            headers: { origin: ORIGIN, 'content-type': 'text/plain' },
            body,
          })
        return { send, answer: await send() }
      }
      const first = await attempt()
      expect(first.answer.status).toBe(200)
      expect((await attempt()).answer.status).toBe(200)
      // A replay is refused for its nonce before it would reach the node: it costs nothing.
      expect((await first.send()).body.reasons[0].name).toBe('NonceUsed')
      const third = await attempt()
      expect(third.answer.status).toBe(429)
      expect(third.answer.body.reasons[0]).toEqual({
        name: 'RateLimited',
        description: expect.stringMatching(
          /^Too many chain calls from this address \(balances, signature checks and JSON-RPC share one budget\)\. Please try again after \d+ seconds$/,
        ),
      })
      // A nonce gets one attempt whatever its outcome; once the window has passed a fresh one signs in.
      limited.advance(61_000)
      expect((await third.send()).body.reasons[0].name).toBe('NonceUsed')
      expect((await attempt()).answer.status).toBe(200)
    } finally {
      await limited.close()
    }
  })

  it('behind an https URL the cookie is SameSite=None; Secure; Partitioned, for apps on another site', async () => {
    // A production configuration: development mode refuses an https public URL.
    const secure = await startTestServer({
      development: false,
      chains: devnetServerConfig(stack.devnet).chains ?? [],
      publicUrl: 'https://api.example',
    })
    try {
      const base = `${secure.url}/v1/siwe`
      const fresh = (await call(`${base}/nonce?projectId=test`, { headers: { origin: ORIGIN } })).body.nonce
      const signer = privateKeyToAccount(generatePrivateKey())
      const text = message(signer.address, { nonce: fresh })
      const answer = await call(`${base}/verify?projectId=test`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'text/plain' },
        body: JSON.stringify({ message: text, signature: await signer.signMessage({ message: text }) }),
      })
      expect(answer.status).toBe(200)
      const setCookie = answer.headers.get('set-cookie') ?? ''
      for (const attribute of [/HttpOnly/, /SameSite=None/, /Secure/, /Partitioned/, /Path=\/v1\/siwe/])
        expect(setCookie).toMatch(attribute)
      const cookie = sessionCookie(answer.headers)
      expect((await call(`${base}/session?projectId=test`, { headers: { cookie } })).body).toEqual({
        address: signer.address,
        chainId: 80002,
      })
      // Clearing the cookie repeats its attributes: a browser deletes a partitioned cookie only so.
      const out = await call(`${base}/signout?projectId=test`, {
        method: 'POST',
        headers: { origin: ORIGIN, cookie },
      })
      const cleared = out.headers.get('set-cookie') ?? ''
      for (const attribute of [/Max-Age=0/, /SameSite=None/, /Secure/, /Partitioned/])
        expect(cleared).toMatch(attribute)
      expect((await call(`${base}/session?projectId=test`, { headers: { cookie } })).body).toBeNull()
    } finally {
      await secure.close()
    }
  })
})
