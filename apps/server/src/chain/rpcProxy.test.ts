import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerConfig } from '../config/index.js'
import { fromAddress } from '../testing/fromAddress.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

/**
 * A stand-in chain node on a real socket: answers every call with a small result, except `eth_getBlockReceipts`,
 * whose answer never ends (it streams until the reader hangs up).
 */
type Node = { url: string; calls: string[]; hungUp: Promise<number>; close(): Promise<void> }

async function startNode(): Promise<Node> {
  const calls: string[] = []
  let hangUp: (bytes: number) => void = () => {}
  const hungUp = new Promise<number>((resolve) => {
    hangUp = resolve
  })
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      const items: Array<{ id: number; method: string }> = Array.isArray(body) ? body : [body]
      for (const item of items) calls.push(item.method)
      if (items.some((item) => item.method === 'eth_getBlockReceipts')) {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.write('{"jsonrpc":"2.0","id":0,"result":["')
        const chunk = 'a'.repeat(64 * 1024)
        let sent = 0
        const pump = () => {
          while (!response.destroyed && response.write(chunk)) sent += chunk.length
          if (!response.destroyed) response.once('drain', pump)
        }
        response.on('close', () => hangUp(sent))
        pump()
        return
      }
      if (items.some((item) => item.method === 'eth_getProof')) {
        // Starts an answer and never finishes it.
        response.writeHead(200, { 'content-type': 'application/json' })
        response.write('{"jsonrpc":"2.0","id":0,"result":')
        return
      }
      const answer = items.map((item) => ({ jsonrpc: '2.0', id: item.id, result: '0x10' }))
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(Array.isArray(body) ? answer : answer[0]))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    hungUp,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

const call = (method: string, params: unknown[] = [], id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})

let node: Node
const servers: TestServer[] = []
beforeAll(async () => {
  node = await startNode()
})
afterAll(async () => {
  for (const server of servers) await server.close()
  await node.close()
})

async function start(limits: NonNullable<ServerConfig['limits']>): Promise<TestServer> {
  const server = await startTestServer({
    chains: [
      { caipNetworkId: 'eip155:80002', rpcUrl: node.url },
      { caipNetworkId: 'solana:localnet', rpcUrl: node.url },
    ],
    limits,
  })
  servers.push(server)
  return server
}

function rpc(server: TestServer, from: string, body: unknown, chainId = 'eip155:80002', projectId = 'test') {
  return fromAddress(from, `${server.url}/v1/?chainId=${chainId}&projectId=${projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

describe('JSON-RPC proxy limits', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await start({ rpcPerIp: { max: 10, windowMs: 60_000 } })
  })

  it('counts every call of a batch, and refuses a batch that does not fit with 429 and a JSON-RPC error per call', async () => {
    const batch = (size: number, first: number) =>
      Array.from({ length: size }, (_, index) => call('eth_blockNumber', [], first + index))
    const before = node.calls.length
    expect((await rpc(server, '127.0.0.2', batch(4, 1))).status).toBe(200)
    expect((await rpc(server, '127.0.0.2', batch(4, 5))).status).toBe(200)
    // 8 of 10 spent: a batch of 4 does not fit, and none of it reaches the node.
    const refused = await rpc(server, '127.0.0.2', batch(4, 9))
    expect(refused.status).toBe(429)
    expect(refused.headers['retry-after']).toBe('60')
    expect(refused.body).toHaveLength(4)
    expect(refused.body[0]).toEqual({
      jsonrpc: '2.0',
      id: 9,
      error: {
        code: -32005,
        message: 'Too many JSON-RPC calls from this address. Please try again after 60 seconds',
        data: { reason: 'RateLimited', retryAfter: 60 },
      },
    })
    expect(node.calls.length - before).toBe(8)
    // What is left still serves single calls; one that does not fit is refused with its own id.
    expect((await rpc(server, '127.0.0.2', call('eth_chainId', [], 'a'))).status).toBe(200)
    const heavy = await rpc(server, '127.0.0.2', call('eth_call', [{}, 'latest'], 'b'))
    expect(heavy.status).toBe(429)
    expect(heavy.body).toMatchObject({ id: 'b', error: { code: -32005 } })
    expect((await rpc(server, '127.0.0.2', call('eth_chainId', [], 'c'))).status).toBe(200)
    // With nothing left, the request is refused before its body is read.
    const spent = await rpc(server, '127.0.0.2', call('eth_chainId', [], 'd'))
    expect(spent.status).toBe(429)
    expect(spent.body).toMatchObject({ id: null, error: { code: -32005, data: { reason: 'RateLimited' } } })
    // Another client is not affected.
    expect((await rpc(server, '127.0.0.3', call('eth_chainId'))).status).toBe(200)
  })

  it('counts heavy methods more', async () => {
    // eth_getLogs weighs 10: one fits in a fresh budget of 10, then nothing more does.
    const logs = call('eth_getLogs', [{ fromBlock: '0x1', toBlock: '0x2' }])
    expect((await rpc(server, '127.0.0.4', logs)).status).toBe(200)
    expect((await rpc(server, '127.0.0.4', call('eth_chainId'))).status).toBe(429)
  })

  it('caps the batch size', async () => {
    const big = Array.from({ length: 21 }, (_, index) => call('eth_chainId', [], index))
    const answer = await rpc(server, '127.0.0.5', big)
    expect(answer.status).toBe(400)
    expect(answer.body.error).toEqual({
      code: -32600,
      message: 'Invalid Request: at most 20 calls per batch; send larger batches in parts',
    })
  })
})

describe("a project's JSON-RPC budget", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await start({
      rpcPerIp: { max: 100, windowMs: 60_000 },
      rpcPerProject: { max: 10, windowMs: 60_000 },
      rpcFloorPerIp: { max: 3, windowMs: 60_000 },
    })
  })

  it("cannot be drained by a stranger to lock the project's visitors out: each keeps a floor", async () => {
    // A stranger on one address spends the whole project budget (10)…
    for (let i = 0; i < 10; i++)
      expect((await rpc(server, '127.0.0.2', call('eth_chainId'))).status).toBe(200)
    const stranger = await rpc(server, '127.0.0.2', call('eth_chainId'))
    expect(stranger.status).toBe(429)
    expect(stranger.body.error).toMatchObject({
      code: -32005,
      message: 'Too many JSON-RPC calls for project test. Please try again after 60 seconds',
      data: { reason: 'ProjectRateLimited' },
    })
    // …and a visitor on another address still gets its floor of 3.
    for (let i = 0; i < 3; i++) expect((await rpc(server, '127.0.0.3', call('eth_chainId'))).status).toBe(200)
    expect((await rpc(server, '127.0.0.3', call('eth_chainId'))).status).toBe(429)
  })
})

describe('JSON-RPC proxy bounds', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await start({
      upstreamResponseBytes: 1024 * 1024,
      rpcLogsBlockRange: 1000,
      upstreamTimeoutMs: 500,
    })
  })

  it('gives up on a node that stops half-way through its answer, within the upstream timeout', async () => {
    const started = Date.now()
    const answer = await rpc(server, '127.0.0.5', call('eth_getProof', [], 8))
    expect(answer.status).toBe(504)
    expect(answer.body.error).toEqual({ code: -32603, message: 'The chain node did not answer in time' })
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('cuts off a node answer larger than the cap, answers a JSON-RPC error, and stays up', async () => {
    const answer = await rpc(server, '127.0.0.2', call('eth_getBlockReceipts', ['latest'], 7))
    expect(answer.status).toBe(502)
    expect(answer.body).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: {
        code: -32603,
        message: "The chain node's answer is larger than 1048576 bytes; ask for less data per call",
      },
    })
    // The proxy hung up on the node long before the stream would have ended (it never does).
    const sent = await node.hungUp
    expect(sent).toBeLessThan(64 * 1024 * 1024)
    expect((await rpc(server, '127.0.0.2', call('eth_chainId'))).body.result).toBe('0x10')
  })

  it('forwards eth_getLogs only over a bounded range of block numbers, or one block', async () => {
    const logs = async (filter: unknown) =>
      (await rpc(server, '127.0.0.3', call('eth_getLogs', [filter]))).body
    expect((await logs({ fromBlock: '0x1', toBlock: '0x3e8' })).result).toBe('0x10')
    expect((await logs({ blockHash: `0x${'ab'.repeat(32)}` })).result).toBe('0x10')
    expect((await logs({ address: `0x${'11'.repeat(20)}` })).result).toBe('0x10')
    expect((await logs({ fromBlock: 'finalized', toBlock: 'finalized' })).result).toBe('0x10')
    expect((await logs({ fromBlock: '0x1', toBlock: '0x3e9' })).error).toEqual({
      code: -32602,
      message: 'Invalid params: eth_getLogs may span at most 1000 blocks; this call asks for 1001',
    })
    const needs =
      'Invalid params: eth_getLogs needs fromBlock and toBlock as block numbers at most 1000 blocks apart, or a blockHash'
    expect((await logs({ fromBlock: '0x0', toBlock: 'latest' })).error.message).toBe(needs)
    expect((await logs({ fromBlock: 'earliest' })).error.message).toBe(needs)
    expect((await logs({ fromBlock: 12, toBlock: 13 })).error.message).toBe(needs)
    expect((await rpc(server, '127.0.0.3', call('eth_getLogs', []))).body.error.message).toBe(needs)
  })

  it('refuses getProgramAccounts and over-long getMultipleAccounts, and forwards the rest of the batch', async () => {
    const before = node.calls.length
    const answer = await rpc(
      server,
      '127.0.0.4',
      [
        call('getProgramAccounts', ['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'], 1),
        call(
          'getMultipleAccounts',
          [Array.from({ length: 101 }, () => '11111111111111111111111111111111')],
          2,
        ),
        call('getSlot', [], 3),
      ],
      'solana:localnet',
    )
    expect(answer.status).toBe(200)
    expect(answer.body[0].error).toEqual({
      code: -32601,
      message:
        'getProgramAccounts scans every account of a program, which this proxy does not forward; use an indexer, or getTokenAccountsByOwner for token accounts',
    })
    expect(answer.body[1].error.message).toBe(
      'Invalid params: getMultipleAccounts takes at most 100 accounts per call',
    )
    expect(answer.body[2]).toEqual({ jsonrpc: '2.0', id: 3, result: '0x10' })
    expect(node.calls.slice(before)).toEqual(['getSlot'])
  })
})
