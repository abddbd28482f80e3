import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UpstreamError } from '../errors.js'
import { callJsonRpc, postJsonRpc } from './jsonRpc.js'

// A real HTTP node whose answer each test chooses.
let node: Server
let url = ''
let answer: (request: IncomingMessage, response: ServerResponse, body: string) => void = () => {}
beforeAll(async () => {
  node = createServer(async (request, response) => {
    let body = ''
    for await (const chunk of request) body += String(chunk)
    answer(request, response, body)
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(node.address() as AddressInfo).port}/rpc`
})
afterAll(() => {
  node.closeAllConnections()
  return new Promise((resolve) => node.close(resolve))
})

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure')
    },
    (error: unknown) => error as UpstreamError,
  )

describe('postJsonRpc', () => {
  it('posts the payload as JSON and returns the parsed answer, a JSON-RPC error included', async () => {
    let seen: { method?: string | undefined; type?: string | undefined; body?: string } = {}
    answer = (request, response, body) => {
      seen = { method: request.method, type: request.headers['content-type'], body }
      response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'nope' } }))
    }
    const payload = { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }
    expect(await postJsonRpc(url, payload, 1_000)).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32000, message: 'nope' },
    })
    expect(seen).toEqual({ method: 'POST', type: 'application/json', body: JSON.stringify(payload) })
  })

  it('refuses an answer over the size cap, declared or streamed', async () => {
    const message = "The chain node's answer is larger than 100 bytes; ask for less data per call"
    answer = (_request, response) => {
      response.setHeader('content-length', '101')
      response.end('x'.repeat(101))
    }
    const declared = await failure(postJsonRpc(url, {}, 1_000, 100))
    expect(declared).toBeInstanceOf(UpstreamError)
    expect(declared.shortMessage).toBe(message)
    answer = (_request, response) => {
      response.write('x'.repeat(60))
      setTimeout(() => response.end('x'.repeat(60)), 20)
    }
    expect((await failure(postJsonRpc(url, {}, 1_000, 100))).shortMessage).toBe(message)
  })

  it('says so when the node answers without JSON', async () => {
    answer = (_request, response) => {
      response.statusCode = 503
      response.end('<html>busy</html>')
    }
    const error = await failure(postJsonRpc(url, {}, 1_000))
    expect(error.shortMessage).toBe('The chain node answered 503 without JSON')
    expect(error.status).toBe(502)
  })

  it('gives up on a node that does not answer in time: 504', async () => {
    answer = () => {}
    const started = performance.now()
    const error = await failure(postJsonRpc(url, {}, 300))
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(error.shortMessage).toBe('The chain node did not answer in time')
    expect(error.status).toBe(504)
  })

  it('names an unreachable node: 502', async () => {
    const error = await failure(postJsonRpc('http://127.0.0.1:9/', {}, 1_000))
    expect(error.shortMessage).toBe('The chain node is unreachable')
    expect(error.status).toBe(502)
    expect((await failure(postJsonRpc('not a url', {}, 1_000))).shortMessage).toBe(
      'The chain node is unreachable',
    )
  })
})

describe('callJsonRpc', () => {
  it("returns the result, or throws the node's refusal", async () => {
    answer = (_request, response, body) => {
      const { id, method } = JSON.parse(body)
      response.end(
        JSON.stringify(
          method === 'eth_chainId'
            ? { jsonrpc: '2.0', id, result: '0x1' }
            : { jsonrpc: '2.0', id, error: { code: -32601, message: 'method not found' } },
        ),
      )
    }
    expect(await callJsonRpc(url, 'eth_chainId', [], 1_000)).toBe('0x1')
    expect((await failure(callJsonRpc(url, 'eth_foo', [], 1_000))).shortMessage).toBe(
      'The chain node refused eth_foo: method not found',
    )
  })
})
