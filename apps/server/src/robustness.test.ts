import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameHeaders } from './testing/auth.js'
import { call } from './testing/http.js'
import { startTestServer, type TestServer } from './testing/testServer.js'

// Every JSON route, fed garbage: each answer must be a 4xx JSON error in the {status, reasons} shape (or a
// JSON-RPC error for the proxy), and the server must keep serving.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    auth: { social: { github: { clientId: 'id', clientSecret: 'secret' } } },
    chains: [{ caipNetworkId: 'eip155:80002', rpcUrl: 'http://127.0.0.1:9' }],
    limits: { perIp: { max: 100_000, windowMs: 60_000 }, mailPerIp: { max: 100_000, windowMs: 60_000 } },
  })
})
afterAll(() => server.close())

const routes = [
  '/v1/profile/account?projectId=test',
  '/v1/onramp/quote?projectId=test',
  '/v1/auth/email/connect',
  '/v1/auth/email/verify',
  '/v1/auth/device/wait',
  '/v1/auth/email/update',
  '/v1/auth/email/update/primary',
  '/v1/auth/email/update/secondary',
  '/v1/auth/social/start',
  '/v1/auth/social/connect',
  '/v1/auth/farcaster/status',
]

const bodies: Array<[string, string]> = [
  ['empty', ''],
  ['bad JSON', '{"a":'],
  ['a string', '"hello"'],
  ['null', 'null'],
  ['an array', '[1,2,3]'],
  [
    'wrong types',
    JSON.stringify({ email: 5, otp: [], coin_type: {}, amount: null, provider: true, result: 1 }),
  ],
  ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['odd unicode', JSON.stringify({ email: '\u0000\ud800@x', name: '💥'.repeat(100) })],
]

describe.each(routes)('POST %s', (route) => {
  it.each(bodies)('answers %s with a JSON 4xx', async (_label, body) => {
    const answer = await call(`${server.url}${route}`, {
      method: 'POST',
      body,
      headers: { ...frameHeaders, 'content-type': 'application/json' },
    })
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    expect(answer.body).toMatchObject({ status: answer.status, reasons: [{ name: expect.any(String) }] })
    expect(answer.body.reasons[0].description).toBeTruthy()
  })
})

it('answers garbage to the RPC proxy with JSON-RPC errors and unknown methods with 404s', async () => {
  for (const [, body] of bodies) {
    const answer = await call(`${server.url}/v1/?chainId=eip155:80002&projectId=test`, {
      method: 'POST',
      body,
    })
    expect(answer.status).toBeLessThan(500)
    expect(JSON.stringify(answer.body)).toContain('"error"')
  }
  expect((await call(`${server.url}/v1/profile/account`, { method: 'DELETE' })).status).toBe(404)
  expect((await call(`${server.url}/${'x'.repeat(5000)}`)).status).toBe(404)
})

it('is still healthy and logged no unhandled error', async () => {
  expect((await call(`${server.url}/health`)).status).toBe(200)
  expect(server.logs.filter((entry) => entry.msg === 'unhandled error')).toEqual([])
})

it('answers 502 with a JSON-RPC error when the chain node is down, and a JSON 502 for reads', async () => {
  const rpc = await call(`${server.url}/v1/?chainId=eip155:80002&projectId=test`, {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
  })
  expect(rpc.status).toBe(502)
  expect(rpc.body).toEqual({
    jsonrpc: '2.0',
    id: 1,
    error: { code: -32603, message: 'The chain node is unreachable' },
  })
  const gas = await call(`${server.url}/v1/convert/gas-price?projectId=test&chainId=eip155:80002`)
  expect(gas.status).toBe(502)
  expect(gas.body.reasons[0].name).toBe('UpstreamError')
})
