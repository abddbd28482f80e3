import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json } from './testing/http.js'
import { startTestServer, type TestServer } from './testing/testServer.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    projects: [
      { id: 'test', name: 'Test', allowedOrigins: ['http://app.test'] },
      { id: 'other', name: 'Other', allowedOrigins: ['http://other.test'] },
    ],
  })
})
afterAll(() => server.close())

describe('basics', () => {
  it('answers GET /health', async () => {
    const response = await fetch(`${server.url}/health`)
    expect(response.status).toBe(200)
    expect(await json(response)).toEqual({ status: 'ok' })
  })

  it('answers unknown paths with a JSON 404 in the {status, reasons} shape', async () => {
    const response = await fetch(`${server.url}/v1/nope?projectId=test`)
    expect(response.status).toBe(404)
    expect(await json(response)).toEqual({
      status: 404,
      reasons: [{ name: 'NotFound', description: 'No route for GET /v1/nope' }],
    })
  })

  it('logs one JSON entry per request, without the query string', async () => {
    const before = server.logs.length
    await fetch(`${server.url}/v1/projects/test/config?secret=abc`)
    const entries = server.logs.slice(before).filter((entry) => entry.msg === 'request')
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/v1/projects/test/config',
      status: 200,
      ip: '127.0.0.1',
    })
    expect(JSON.stringify(entries[0])).not.toContain('secret')
    expect(typeof entries[0]?.durationMs).toBe('number')
  })

  it('survives a malformed URL', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${server.url}/v1/profile/account/%E0%A4%A`, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('error', reject)
      req.end()
    })
    expect([400, 404]).toContain(status)
    expect((await fetch(`${server.url}/health`)).status).toBe(200)
  })
})

describe('projects', () => {
  it('serves a project config the secure frame can read', async () => {
    const response = await fetch(`${server.url}/v1/projects/test/config`, {
      headers: { origin: 'http://frame.test' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await json(response)).toEqual({
      projectId: 'test',
      name: 'Test',
      allowedOrigins: ['http://app.test'],
    })
  })

  it('answers 404 for an unknown project config', async () => {
    const response = await fetch(`${server.url}/v1/projects/missing/config`)
    expect(response.status).toBe(404)
    expect((await json(response)).reasons[0].name).toBe('UnknownProject')
  })

  it('refuses an unknown projectId', async () => {
    const response = await fetch(`${server.url}/v1/onramp/options?projectId=missing`)
    expect(response.status).toBe(403)
    expect(await json(response)).toEqual({
      status: 403,
      reasons: [
        { name: 'UnknownProject', description: 'Project "missing" is not registered on this server' },
      ],
    })
  })
})

describe('CORS', () => {
  it("allows a project's own origin and echoes it", async () => {
    const response = await fetch(`${server.url}/v1/nope?projectId=test`, {
      headers: { origin: 'http://app.test' },
    })
    expect(response.headers.get('access-control-allow-origin')).toBe('http://app.test')
    expect(response.headers.get('vary')).toContain('Origin')
  })

  it("refuses another project's origin", async () => {
    const response = await fetch(`${server.url}/v1/nope?projectId=test`, {
      headers: { origin: 'http://other.test' },
    })
    expect(response.status).toBe(403)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect((await json(response)).reasons[0]).toEqual({
      name: 'OriginNotAllowed',
      description: 'Origin http://other.test is not allowed for this project',
    })
  })

  it('answers a preflight for an allowed origin with the methods and the requested known headers', async () => {
    const response = await fetch(`${server.url}/v1/?chainId=eip155:1&projectId=test`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://app.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-evil',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://app.test')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type')
  })

  it('refuses a preflight from an unknown origin', async () => {
    const response = await fetch(`${server.url}/v1/?chainId=eip155:1&projectId=test`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.test', 'access-control-request-method': 'POST' },
    })
    expect(response.status).toBe(403)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('checks calls without a projectId against the origins of all projects', async () => {
    const ok = await fetch(`${server.url}/v1/nope`, { headers: { origin: 'http://other.test' } })
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://other.test')
    const refused = await fetch(`${server.url}/v1/nope`, { headers: { origin: 'http://evil.test' } })
    expect(refused.status).toBe(403)
  })

  it('lets only the secure frame origin call /v1/auth', async () => {
    const fromApp = await fetch(`${server.url}/v1/auth/session`, { headers: { origin: 'http://app.test' } })
    expect(fromApp.status).toBe(403)
    expect((await json(fromApp)).reasons[0].description).toBe(
      "Origin http://app.test is not the secure frame's origin",
    )
    const fromFrame = await fetch(`${server.url}/v1/auth/session`, {
      headers: { origin: 'http://frame.test' },
    })
    expect(fromFrame.headers.get('access-control-allow-origin')).toBe('http://frame.test')
  })
})
