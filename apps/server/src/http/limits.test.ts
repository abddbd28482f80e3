import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameHeaders } from '../testing/auth.js'
import { call, json } from '../testing/http.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

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
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      projects: [
        { id: 'busy', name: 'Busy', allowedOrigins: [] },
        { id: 'quiet', name: 'Quiet', allowedOrigins: [] },
      ],
      limits: { perIp: { max: 8, windowMs: 60_000 }, perProject: { max: 3, windowMs: 60_000 } },
    })
  })
  afterAll(() => server.close())

  it('limits one project without touching another, and says when to retry', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++)
      statuses.push((await fetch(`${server.url}/v1/identity/0x${'1'.repeat(40)}?projectId=busy`)).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    const limited = await fetch(`${server.url}/v1/identity/0x${'1'.repeat(40)}?projectId=busy`)
    expect(limited.headers.get('retry-after')).toBe('60')
    const body = await json(limited)
    expect(body.reasons[0]).toEqual({
      name: 'ProjectRateLimited',
      description: 'Too many requests for project busy. Please try again after 60 seconds',
    })
    expect((await fetch(`${server.url}/v1/identity/0x${'1'.repeat(40)}?projectId=quiet`)).status).toBe(200)
  })

  it('limits one IP across projects, but never /health', async () => {
    // 6 requests so far from this IP; two more are allowed, then 429.
    expect((await fetch(`${server.url}/v1/projects/busy/config`)).status).toBe(200)
    expect((await fetch(`${server.url}/v1/projects/busy/config`)).status).toBe(200)
    const limited = await fetch(`${server.url}/v1/projects/busy/config`)
    expect(limited.status).toBe(429)
    expect((await json(limited)).reasons[0].name).toBe('RateLimited')
    expect((await fetch(`${server.url}/health`)).status).toBe(200)
  })

  it('opens again once the window has passed', async () => {
    server.advance(61_000)
    expect((await fetch(`${server.url}/v1/projects/busy/config`)).status).toBe(200)
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
