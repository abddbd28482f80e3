import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameHeaders } from '../testing/auth.js'
import { fromAddress } from '../testing/fromAddress.js'
import { call } from '../testing/http.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

/** A request from 127.0.0.1 with the given headers (node:http, so `Host` can be set as a tunnel sets it). */
const get = (server: TestServer, path: string, headers: Record<string, string>) =>
  fromAddress('127.0.0.1', `${server.url}${path}`, { headers })

describe('development mode behind a tunnel or proxy', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  it('answers requests addressed to this machine: 127.0.0.1, localhost, a .localhost name, ::1', async () => {
    const port = new URL(server.url).port
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `demo.localhost:${port}`, `[::1]:${port}`])
      expect((await get(server, '/v1/projects/test/config', { host })).status).toBe(200)
  })

  it('refuses a request addressed to a public name, as ngrok and cloudflared forward them, naming KIT_DEV', async () => {
    const answer = await get(server, '/v1/projects/test/config', { host: 'abc123.ngrok-free.app' })
    expect(answer.status).toBe(403)
    expect(answer.body.reasons[0]).toEqual({
      name: 'DevelopmentModeLocalOnly',
      description:
        'Development mode (KIT_DEV=1) answers only requests addressed to this machine (localhost, 127.0.0.1 or ::1), not to abc123.ngrok-free.app. Unset KIT_DEV and configure the server for production to serve it under another name',
    })
    // The stand-ins and the auth API are behind the same refusal, not only the project routes.
    const standIn = await get(server, '/onramp?publicKey=k', { host: 'kit.example.com' })
    expect(standIn.status).toBe(403)
    const auth = await get(server, '/v1/auth/session', { ...frameHeaders, host: '192.168.1.20:8787' })
    expect(auth.status).toBe(403)
  })

  it('refuses a loopback Host that came through a proxy (X-Forwarded-*, Forwarded, X-Real-IP)', async () => {
    const host = new URL(server.url).host
    for (const [header, value] of [
      ['x-forwarded-for', '203.0.113.9'],
      ['x-forwarded-host', 'kit.example.com'],
      ['x-forwarded-proto', 'https'],
      ['forwarded', 'for=203.0.113.9;proto=https'],
      ['x-real-ip', '203.0.113.9'],
      ['cf-connecting-ip', '203.0.113.9'],
    ] as const) {
      const answer = await get(server, '/health', { host, [header]: value })
      expect(answer.status, header).toBe(403)
      expect(answer.body.reasons[0].description).toContain(
        `came through a proxy or tunnel (it carries ${header})`,
      )
      expect(answer.body.reasons[0].description).toContain('KIT_DEV=1')
    }
  })

  it('leaves the local stack alone: fetch from this machine, with CORS preflights', async () => {
    expect((await call(`${server.url}/health`)).status).toBe(200)
    const preflight = await call(`${server.url}/v1/auth/email/connect`, {
      method: 'OPTIONS',
      headers: { ...frameHeaders, 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
  })
})

describe('production mode behind a proxy', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ development: false, trustedProxies: ['127.0.0.1'] })
  })
  afterAll(() => server.close())

  it('answers proxied requests under a public name', async () => {
    const answer = await get(server, '/v1/projects/test/config', {
      host: 'kit.example.com',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
    })
    expect(answer.status).toBe(200)
  })
})
