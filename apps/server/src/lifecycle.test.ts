import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateMasterKey, type LogEntry, type MailMessage, type ServerConfig } from './config/index.js'

import { createKitServer, createServer } from './server.js'
import { json } from './testing/http.js'

const projects = [{ id: 'test', name: 'Test', allowedOrigins: ['http://app.test'] }]

/** A chain node that answers `eth_blockNumber` after `delayMs`, or never when `delayMs` is Infinity. */
let node: Server
let nodeUrl = ''
let delayMs = 0
beforeAll(async () => {
  node = createHttpServer(async (request, response) => {
    let text = ''
    for await (const chunk of request) text += String(chunk)
    if (!Number.isFinite(delayMs)) return
    const body = JSON.parse(text)
    const reply = (call: { id: unknown }) => ({ jsonrpc: '2.0', id: call.id, result: '0x10' })
    setTimeout(() => {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(Array.isArray(body) ? body.map(reply) : reply(body)))
    }, delayMs)
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  nodeUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
})
afterAll(() => {
  node.closeAllConnections()
  return new Promise<void>((resolve) => node.close(() => resolve()))
})

function base(logs: LogEntry[] = []): ServerConfig {
  return {
    development: true,
    port: 0,
    masterKey: generateMasterKey(),
    projects,
    frameOrigins: ['http://frame.test'],
    chains: [{ caipNetworkId: 'eip155:1', rpcUrl: nodeUrl }],
    log: (entry) => logs.push(entry),
  }
}

const rpcCall = (url: string) =>
  fetch(`${url}/v1/?chainId=eip155:1&projectId=test`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
  })

describe('createKitServer: a fetch handler', () => {
  it('answers requests without listening, taking the client IP from the host', async () => {
    const logs: LogEntry[] = []
    // Production, as a host's server mounts it: development mode answers only Host names of this machine.
    const kit = await createKitServer({ ...base(logs), development: false })
    try {
      const health = await kit.fetch(new Request('http://kit.test/health'))
      expect(health.status).toBe(200)
      const config = await kit.fetch(new Request('http://kit.test/v1/projects/test/config'), {
        clientIp: '203.0.113.7',
      })
      expect(await config.json()).toMatchObject({ projectId: 'test' })
      expect(logs.find((entry) => entry.path === '/v1/projects/test/config')).toMatchObject({
        ip: '203.0.113.7',
        status: 200,
      })
    } finally {
      await kit.close()
    }
  })

  it('mounts in a server of the host', async () => {
    const kit = await createKitServer(base())
    const host = createHttpServer(async (request, response) => {
      const answer = await kit.fetch(new Request(`http://127.0.0.1${request.url}`))
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(await answer.text())
    })
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
    try {
      const port = (host.address() as AddressInfo).port
      const response = await fetch(`http://127.0.0.1:${port}/ready`)
      expect(response.status).toBe(200)
    } finally {
      host.closeAllConnections()
      await new Promise((resolve) => host.close(resolve))
      await kit.close()
    }
  })
})

describe('createKitServer: links in e-mails', () => {
  const sendApprovalMail = (kit: { fetch: (request: Request) => Promise<Response> }, host: string) =>
    kit.fetch(
      new Request(`http://${host}/v1/auth/email/connect`, {
        method: 'POST',
        headers: { origin: 'http://frame.test', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'visitor@example.com', deviceId: 'device-0123456789abcdef' }),
      }),
    )
  const withOutbox = (config: Partial<ServerConfig>) => {
    const outbox: MailMessage[] = []
    const kit = createKitServer({
      ...base(),
      mail: { mailer: { send: async (message) => void outbox.push(message) } },
      ...config,
    })
    return { kit, outbox }
  }

  it('outside development, a handler without publicUrl sends no link built from a forged Host header', async () => {
    const { kit: pending, outbox } = withOutbox({ development: false })
    const kit = await pending
    try {
      const answer = await sendApprovalMail(kit, 'attacker.example')
      expect(answer.status).toBe(500)
      expect(JSON.stringify(await answer.json())).not.toContain('attacker.example')
      expect(outbox).toEqual([])
    } finally {
      await kit.close()
    }
  })

  it('with publicUrl, the link names publicUrl whatever Host the request carries', async () => {
    const { kit: pending, outbox } = withOutbox({ development: false, publicUrl: 'https://kit.example' })
    const kit = await pending
    try {
      const answer = await sendApprovalMail(kit, 'attacker.example')
      expect(await answer.json()).toEqual({ action: 'VERIFY_DEVICE' })
      const link = new URL(/https?:\/\/\S+approve\S+/.exec(outbox[0]?.text ?? '')?.[0] ?? 'about:blank')
      expect(link.origin).toBe('https://kit.example')
      expect(outbox[0]?.text).not.toContain('attacker.example')
    } finally {
      await kit.close()
    }
  })
})

describe('/health and /ready', () => {
  it('/ready checks the database and the required upstreams; /health only that the process answers', async () => {
    const server = await createServer({
      ...base(),
      chains: [
        { caipNetworkId: 'eip155:1', rpcUrl: nodeUrl },
        { caipNetworkId: 'eip155:2', rpcUrl: 'http://127.0.0.1:9' },
      ],
      ready: { upstreams: ['eip155:1'], timeoutMs: 500 },
    })
    try {
      const ready = await fetch(`${server.url}/ready`)
      expect(ready.status).toBe(200)
      expect(await ready.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', 'eip155:1': 'ok' },
      })
    } finally {
      await server.close()
    }
    const strict = await createServer({
      ...base(),
      chains: [{ caipNetworkId: 'eip155:2', rpcUrl: 'http://127.0.0.1:9' }],
      ready: { upstreams: ['eip155:2'], timeoutMs: 500 },
    })
    try {
      const started = Date.now()
      const notReady = await fetch(`${strict.url}/ready`)
      expect(Date.now() - started).toBeLessThan(2_000)
      expect(notReady.status).toBe(503)
      expect(notReady.headers.get('retry-after')).toBe('5')
      const body = await json(notReady)
      expect(body.reasons[0].name).toBe('NotReady')
      expect(body.reasons[0].description).toContain('eip155:2 unreachable')
      expect(body.checks.database).toBe('ok')
      expect((await fetch(`${strict.url}/health`)).status).toBe(200)
    } finally {
      await strict.close()
    }
  })

  it('refuses to require an upstream that is not configured', async () => {
    await expect(createServer({ ...base(), ready: { upstreams: ['eip155:5'] } })).rejects.toThrow(
      'KIT_READY_UPSTREAMS',
    )
  })
})

describe('graceful shutdown', () => {
  it('lets a request in flight finish, refuses new connections, then closes', async () => {
    delayMs = 600
    const server = await createServer(base())
    const inFlight = rpcCall(server.url)
    await new Promise((resolve) => setTimeout(resolve, 150))
    const closed = server.close()
    const answer = await inFlight
    expect(answer.status).toBe(200)
    const body = await answer.json()
    expect(body, JSON.stringify(body)).toMatchObject({ result: '0x10' })
    await closed
    await expect(fetch(`${server.url}/health`)).rejects.toThrow()
  })

  it('ends a device-approval long poll with its "not yet" answer', async () => {
    const server = await createServer({ ...base(), auth: { deviceWaitSeconds: 20 } })
    const started = Date.now()
    const wait = fetch(`${server.url}/v1/auth/device/wait`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://frame.test' },
      body: JSON.stringify({ email: 'someone@example.com', deviceId: 'd'.repeat(32) }),
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    await server.close()
    const answer = await wait
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ approved: false })
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('gives up on a request that outlives the drain time', async () => {
    delayMs = Number.POSITIVE_INFINITY
    const logs: LogEntry[] = []
    const server = await createServer({ ...base(logs), shutdownTimeoutMs: 300 })
    const hung = rpcCall(server.url).then(
      (response) => response.status,
      () => 'cut',
    )
    await new Promise((resolve) => setTimeout(resolve, 150))
    const started = Date.now()
    await server.close()
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(await hung).toBe('cut')
    expect(logs.some((entry) => String(entry.msg).startsWith('shutdown: requests still running'))).toBe(true)
  })
})
