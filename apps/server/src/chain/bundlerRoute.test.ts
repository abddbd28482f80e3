import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configFromEnv } from '../config/fromEnv.js'
import { resolveConfig } from '../config/index.js'
import { fromAddress } from '../testing/fromAddress.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

/** A JSON-RPC upstream on a real socket that answers every call with its own name, and records the methods. */
type Upstream = { url: string; calls: string[]; close(): Promise<void> }

async function startUpstream(name: string): Promise<Upstream> {
  const calls: string[] = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      const items: Array<{ id: number; method: string }> = Array.isArray(body) ? body : [body]
      for (const item of items) calls.push(item.method)
      const answer = items.map((item) => ({ jsonrpc: '2.0', id: item.id, result: name }))
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(Array.isArray(body) ? answer : answer[0]))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

const FRAME_ORIGIN = 'http://frame.localhost:5174'
const ENTRY_POINT = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
const HASH = `0x${'ab'.repeat(32)}`
const userOperation = { sender: `0x${'11'.repeat(20)}`, nonce: '0x0', callData: '0x' }
const authorization = {
  chainId: '0x13882',
  address: `0x${'44'.repeat(20)}`,
  nonce: '0x0',
  r: `0x${'aa'.repeat(32)}`,
  s: `0x${'bb'.repeat(32)}`,
  yParity: '0x1',
}
const call = (method: string, params: unknown[] = [], id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})

let node: Upstream
let bundler: Upstream
let server: TestServer
beforeAll(async () => {
  node = await startUpstream('node')
  bundler = await startUpstream('bundler')
  server = await startTestServer({
    chains: [
      { caipNetworkId: 'eip155:80002', rpcUrl: node.url },
      { caipNetworkId: 'eip155:31337', rpcUrl: node.url },
    ],
    bundlers: { 'eip155:80002': bundler.url },
    frameOrigins: [FRAME_ORIGIN],
  })
})
afterAll(async () => {
  await server?.close()
  await node?.close()
  await bundler?.close()
})

function rpc(body: unknown, chainId = 'eip155:80002') {
  return fromAddress('127.0.0.9', `${server.url}/v1/?chainId=${chainId}&projectId=test`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

describe('the blockchain API routes the ERC-4337 methods to the chain’s bundler', () => {
  it('sends each user-operation method to the bundler and never to the node', async () => {
    const nodeBefore = node.calls.length
    const calls = [
      call('eth_supportedEntryPoints', [], 1),
      call('eth_estimateUserOperationGas', [userOperation, ENTRY_POINT], 2),
      call('eth_sendUserOperation', [userOperation, ENTRY_POINT], 3),
      call('eth_getUserOperationReceipt', [HASH], 4),
      call('eth_getUserOperationByHash', [HASH], 5),
      call('eth_sendUserOperation', [{ ...userOperation, eip7702Auth: authorization }, ENTRY_POINT], 6),
    ]
    for (const single of calls) {
      const answer = await rpc(single)
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ jsonrpc: '2.0', id: single.id, result: 'bundler' })
    }
    expect(bundler.calls.slice(-6)).toEqual(calls.map((entry) => entry.method))
    expect(node.calls.length).toBe(nodeBefore)
  })

  it('splits a batch between the node and the bundler, keeping its order and ids', async () => {
    const answer = await rpc([
      call('eth_chainId', [], 'a'),
      call('eth_getUserOperationReceipt', [HASH], 'b'),
      call('eth_blockNumber', [], 'c'),
    ])
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual([
      { jsonrpc: '2.0', id: 'a', result: 'node' },
      { jsonrpc: '2.0', id: 'b', result: 'bundler' },
      { jsonrpc: '2.0', id: 'c', result: 'node' },
    ])
  })

  it('answers a clear JSON-RPC error on a chain without a bundler, reaching neither upstream', async () => {
    const nodeBefore = node.calls.length
    const bundlerBefore = bundler.calls.length
    const answer = await rpc(call('eth_sendUserOperation', [userOperation, ENTRY_POINT], 7), 'eip155:31337')
    expect(answer.body).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: {
        code: -32601,
        message: 'eth_sendUserOperation needs an ERC-4337 bundler, and this server has none for eip155:31337',
      },
    })
    expect(node.calls.length).toBe(nodeBefore)
    expect(bundler.calls.length).toBe(bundlerBefore)
  })

  it('checks the params before the bundler sees them, and forwards none of the bundler’s own methods', async () => {
    const bundlerBefore = bundler.calls.length
    const refused = await rpc([
      call('eth_sendUserOperation', [userOperation], 1),
      call('eth_sendUserOperation', [userOperation, 'entry point'], 2),
      call(
        'eth_sendUserOperation',
        [{ ...userOperation, callData: `0x${'00'.repeat(70_000)}` }, ENTRY_POINT],
        3,
      ),
      call('eth_getUserOperationReceipt', ['0x1234'], 4),
      call('eth_sendUserOperation', [{ ...userOperation, eip7702Auth: ['0x1'] }, ENTRY_POINT], 8),
      call('eth_supportedEntryPoints', ['extra'], 5),
      call('debug_bundler_clearState', [], 6),
      call('pimlico_getUserOperationGasPrice', [], 7),
    ])
    expect(refused.body.map((entry: { error: { code: number } }) => entry.error.code)).toEqual([
      -32602, -32602, -32602, -32602, -32602, -32602, -32601, -32601,
    ])
    expect(refused.body[0].error.message).toBe(
      'Invalid params: eth_sendUserOperation needs [userOperation, entryPoint address]',
    )
    expect(bundler.calls.length).toBe(bundlerBefore)
  })
})

describe('the secure frame reaches the proxy from its own origin', () => {
  it('answers its CORS preflight and its calls; another origin is refused', async () => {
    const url = `${server.url}/v1/?chainId=eip155:80002&projectId=test`
    const preflight = await fromAddress('127.0.0.9', url, {
      method: 'OPTIONS',
      headers: {
        origin: FRAME_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe(FRAME_ORIGIN)
    const answer = await fromAddress('127.0.0.9', url, {
      method: 'POST',
      headers: { origin: FRAME_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify(call('eth_supportedEntryPoints')),
    })
    expect(answer.body).toEqual({ jsonrpc: '2.0', id: 1, result: 'bundler' })
    const stranger = await fromAddress('127.0.0.9', url, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify(call('eth_supportedEntryPoints')),
    })
    expect(stranger.status).toBe(403)
  })
})

describe('bundlers configuration (KIT_BUNDLER_URLS)', () => {
  const chains = [{ caipNetworkId: 'eip155:8453' as const, rpcUrl: 'https://node.example' }]
  const masterKey = { KIT_MASTER_KEY: '11'.repeat(32) }
  const base = { masterKey: '11'.repeat(32), chains }

  it('reads a chain → URL JSON object and refuses what is not one', () => {
    const env = { KIT_BUNDLER_URLS: '{"eip155:8453":"https://bundler.example/rpc?key=secret"}' }
    expect(configFromEnv({ ...masterKey, ...env }).bundlers).toEqual({
      'eip155:8453': 'https://bundler.example/rpc?key=secret',
    })
    expect(() => configFromEnv({ ...masterKey, KIT_BUNDLER_URLS: '[1]' })).toThrow(
      /KIT_BUNDLER_URLS must be a JSON object/,
    )
    expect(() => configFromEnv({ ...masterKey, KIT_BUNDLER_URLS: '{"8453":"https://b.example"}' })).toThrow(
      /names "8453", which is not an eip155:<chain id>/,
    )
    expect(() =>
      configFromEnv({ ...masterKey, KIT_BUNDLER_URLS: '{"eip155:8453":"ftp://b.example"}' }),
    ).toThrow(/not an http:\/\/ or https:\/\/ URL/)
  })

  it('has none unless configured, and refuses one for a chain the server does not serve', () => {
    expect(resolveConfig(base).bundlers).toEqual({})
    expect(() => resolveConfig({ ...base, bundlers: { 'eip155:10': 'https://bundler.example' } })).toThrow(
      'bundlers (KIT_BUNDLER_URLS) names eip155:10, which is not a configured chain',
    )
  })

  it('in development, stands in the devnet’s bundlers beside the devnet’s nodes only', () => {
    const dev = configFromEnv({ KIT_DEV: '1', KIT_RPC_31337: 'http://127.0.0.1:9999' })
    expect(dev.bundlers).toEqual({ 'eip155:80002': 'http://127.0.0.1:8547' })
  })
})
