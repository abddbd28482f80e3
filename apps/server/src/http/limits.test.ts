import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameHeaders } from '../testing/auth.js'
import { fromAddress } from '../testing/fromAddress.js'
import { call, json } from '../testing/http.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'
import { ipBucketKey } from './rateLimit.js'

describe('body limits', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ limits: { bodyBytes: 1024, rpcBodyBytes: 4096 } })
  })
  afterAll(() => server.close())

  it('refuses an API body over the limit with 413 and keeps serving', async () => {
    const response = await fetch(`${server.url}/v1/profile/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(2000) }),
    })
    expect(response.status).toBe(413)
    expect(await json(response)).toEqual({
      status: 413,
      reasons: [{ name: 'PayloadTooLarge', description: 'Request body is larger than 1024 bytes' }],
    })
    expect((await fetch(`${server.url}/health`)).status).toBe(200)
  })

  it('refuses an oversized chunked body (no Content-Length) too', async () => {
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 8; i++) controller.enqueue(new TextEncoder().encode('y'.repeat(512)))
        controller.close()
      },
    })
    const response = await fetch(`${server.url}/v1/profile/account`, {
      method: 'POST',
      body: chunks,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
  })

  it('gives the JSON-RPC proxy its own, larger limit', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: ['z'.repeat(2000)] })
    const ok = await fetch(`${server.url}/v1/?chainId=eip155:80002&projectId=test`, { method: 'POST', body })
    expect(ok.status).not.toBe(413)
    const tooBig = await fetch(`${server.url}/v1/?chainId=eip155:80002&projectId=test`, {
      method: 'POST',
      body: 'z'.repeat(5000),
    })
    expect(tooBig.status).toBe(413)
  })
})

describe('rate limits', () => {
  const token = 'frame-server-token-0123456789abcdef'
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      projects: [
        { id: 'busy', name: 'Busy', allowedOrigins: ['http://busy.test'] },
        { id: 'quiet', name: 'Quiet', allowedOrigins: [] },
      ],
      limits: {
        perIp: { max: 4, windowMs: 60_000 },
        authPerIp: { max: 2, windowMs: 60_000 },
        frameServerToken: token,
      },
    })
  })
  afterAll(() => server.close())

  const identity = (project: string) => `${server.url}/v1/identity/0x${'1'.repeat(40)}?projectId=${project}`

  it("lets a stranger flooding a project, even with a forged allowed Origin, spend only its own address's budget", async () => {
    const forged = { origin: 'http://busy.test' }
    const statuses: number[] = []
    for (let i = 0; i < 5; i++)
      statuses.push((await fromAddress('127.0.0.2', identity('busy'), { headers: forged })).status)
    expect(statuses).toEqual([200, 200, 200, 200, 429])
    const limited = await fromAddress('127.0.0.2', identity('busy'), { headers: forged })
    expect(limited.headers['retry-after']).toBe('60')
    expect(limited.body.reasons[0]).toEqual({
      name: 'RateLimited',
      description: 'Too many requests from this address. Please try again after 60 seconds',
    })
    // The project's visitors, on other addresses, are not locked out, with or without an Origin.
    expect((await fromAddress('127.0.0.3', identity('busy'), { headers: forged })).status).toBe(200)
    expect((await fromAddress('127.0.0.4', identity('busy'))).status).toBe(200)
    // The stranger's budget is its own across projects too.
    expect((await fromAddress('127.0.0.2', identity('quiet'))).status).toBe(429)
  })

  it("gives the secure frame's auth API a budget of its own, so API traffic cannot starve sign-in", async () => {
    const session = () => fromAddress('127.0.0.2', `${server.url}/v1/auth/session`, { headers: frameHeaders })
    // 127.0.0.2 spent its API budget above; its auth calls still get an answer (401: no session).
    expect((await session()).status).toBe(401)
    expect((await session()).status).toBe(401)
    expect((await session()).status).toBe(429)
  })

  it("does not limit the frame server's project-config reads that carry the operator's token", async () => {
    const config = (headers: Record<string, string>) =>
      fromAddress('127.0.0.2', `${server.url}/v1/projects/busy/config`, { headers })
    for (let i = 0; i < 6; i++) expect((await config({ 'x-kit-frame-server-token': token })).status).toBe(200)
    expect((await config({ 'x-kit-frame-server-token': `${token}x` })).status).toBe(429)
    expect((await config({})).status).toBe(429)
    // The token opens that route only.
    expect(
      (await fromAddress('127.0.0.2', identity('busy'), { headers: { 'x-kit-frame-server-token': token } }))
        .status,
    ).toBe(429)
  })

  it('never limits /health, and opens again once the window has passed', async () => {
    expect((await fromAddress('127.0.0.2', `${server.url}/health`)).status).toBe(200)
    server.advance(61_000)
    expect((await fromAddress('127.0.0.2', identity('busy'))).status).toBe(200)
  })
})

describe('client keys', () => {
  it('count an IPv6 client by its /64 and an IPv4 one by its address', () => {
    expect(ipBucketKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64')
    expect(ipBucketKey('2001:db8:1:2::ffff')).toBe('2001:db8:1:2::/64')
    expect(ipBucketKey('2001:0db8:0001:0002:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(ipBucketKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(ipBucketKey('::1')).toBe('0:0:0:0::/64')
    expect(ipBucketKey('::ffff:192.0.2.7')).toBe('192.0.2.7')
    expect(ipBucketKey('192.0.2.7')).toBe('192.0.2.7')
    expect(ipBucketKey('unknown')).toBe('unknown')
  })
})

describe('e-mail rate limit', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ limits: { mailPerIp: { max: 2, windowMs: 600_000 } } })
  })
  afterAll(() => server.close())

  it('limits how many e-mails one client can trigger, across addresses', async () => {
    const connect = (email: string) =>
      call(`${server.url}/v1/auth/email/connect`, {
        json: { email, deviceId: 'device-id-0123456789' },
        headers: frameHeaders,
      })
    expect((await connect('one@example.test')).status).toBe(200)
    expect((await connect('two@example.test')).status).toBe(200)
    const third = await connect('three@example.test')
    expect(third.status).toBe(429)
    expect(third.body.reasons[0].name).toBe('MailRateLimited')
    expect(server.outbox).toHaveLength(2)
  })
})

describe('rate-limit answers in a browser', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ limits: { perIp: { max: 1, windowMs: 60_000 } } })
  })
  afterAll(() => server.close())

  it('carry the CORS headers, so the page can read the reason', async () => {
    const headers = { origin: 'http://app.test' }
    await fetch(`${server.url}/v1/onramp/options?projectId=test`, { headers })
    const limited = await fetch(`${server.url}/v1/onramp/options?projectId=test`, { headers })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('access-control-allow-origin')).toBe('http://app.test')
    expect(limited.headers.get('access-control-expose-headers')).toContain('retry-after')
  })
})
