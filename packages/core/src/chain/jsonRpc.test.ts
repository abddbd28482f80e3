import { polygonAmoy, solanaDevnet, withRpcUrls } from '@kit/chains'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { evmBalance, evmGasPrice, jsonRpc, RpcRequestError, solanaBalance } from './jsonRpc.js'

const RPC = 'http://127.0.0.1:9/json-rpc'
const API_RPC = 'http://127.0.0.1:9/v1/'
// Routes to the network's own RPC only, as rpc: 'network' gives.
const evm = { network: withRpcUrls(polygonAmoy, { http: RPC }), urls: [RPC] }
const sol = { network: withRpcUrls(solanaDevnet, { http: RPC }), urls: [RPC] }
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** Answers every call with `answer(body)` and records the bodies. */
function node(answer: (body: { method: string; params: unknown[] }) => Response | Promise<Response>) {
  const calls: { method: string; params: unknown[] }[] = []
  server.use(
    http.post(RPC, async ({ request }) => {
      const body = (await request.json()) as { method: string; params: unknown[] }
      calls.push(body)
      return answer(body)
    }),
  )
  return calls
}
const result = (value: unknown) => HttpResponse.json({ jsonrpc: '2.0', id: 1, result: value })

describe('JSON-RPC reads from the network RPC', () => {
  it('reads an EVM balance (eth_getBalance at latest) and the gas price, as bigints', async () => {
    const calls = node(({ method }) =>
      result(method === 'eth_getBalance' ? '0xde0b6b3a7640000' : '0x5d21dba00'),
    )
    expect(await evmBalance(evm, '0xabc')).toBe(10n ** 18n)
    expect(await evmGasPrice(evm)).toBe(25_000_000_000n)
    expect(calls).toEqual([
      { method: 'eth_getBalance', params: ['0xabc', 'latest'], jsonrpc: '2.0', id: 1 },
      { method: 'eth_gasPrice', params: [], jsonrpc: '2.0', id: 1 },
    ])
  })

  it('reads a Solana balance in lamports at the confirmed commitment', async () => {
    const calls = node(() => result({ context: { slot: 1 }, value: 2_000_000_001 }))
    expect(await solanaBalance(sol, '11111111111111111111111111111111')).toBe(2_000_000_001n)
    expect(calls[0]?.params).toEqual(['11111111111111111111111111111111', { commitment: 'confirmed' }])
  })

  it('tries a call that failed on the way once more', async () => {
    let attempt = 0
    const calls = node(() => (++attempt === 1 ? HttpResponse.error() : result('0x1')))
    expect(await evmGasPrice(evm)).toBe(1n)
    expect(calls).toHaveLength(2)
    node(() => new HttpResponse(null, { status: 503 }))
    await expect(evmGasPrice(evm)).rejects.toBeInstanceOf(RpcRequestError)
  })

  it('does not retry a refusal by the node, and keeps its code and message', async () => {
    const calls = node(() =>
      HttpResponse.json({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'method not found' } }),
    )
    const error = await evmGasPrice(evm).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RpcRequestError)
    expect(error).toMatchObject({ code: -32601, details: 'method not found' })
    expect(calls).toHaveLength(1)
  })

  it('refuses answers it cannot use: no result, not a hex quantity, no lamports', async () => {
    node(() => HttpResponse.json({ jsonrpc: '2.0', id: 1 }))
    await expect(evmGasPrice(evm)).rejects.toBeInstanceOf(RpcRequestError)
    node(() => result('12'))
    await expect(evmBalance(evm, '0xabc')).rejects.toThrow('eth_getBalance')
    node(() => result({ value: -1 }))
    await expect(solanaBalance(sol, '1')).rejects.toBeInstanceOf(RpcRequestError)
  })
})

describe('the route: the blockchain API first, the network RPC as the fallback', () => {
  const route = { network: evm.network, urls: [`${API_RPC}?chainId=eip155%3A80002&projectId=p`, RPC] }
  /** The API proxy answering with `answer`, recording the methods it was asked. */
  function proxy(answer: () => Response) {
    const asked: string[] = []
    server.use(
      http.post(API_RPC, async ({ request }) => {
        asked.push(((await request.json()) as { method: string }).method)
        return answer()
      }),
    )
    return asked
  }

  it('asks the API first and leaves the network RPC alone when it answers', async () => {
    const asked = proxy(() => result('0x2'))
    const direct = node(() => result('0x1'))
    expect(await evmGasPrice(route)).toBe(2n)
    expect(asked).toEqual(['eth_gasPrice'])
    expect(direct).toEqual([])
  })

  it('falls back to the network RPC when the API fails on the way: no answer, or an HTTP error', async () => {
    for (const failure of [
      () => HttpResponse.error(),
      () => new HttpResponse(null, { status: 502 }),
      () => HttpResponse.json({ status: 400, reasons: [{ name: 'UnsupportedChain' }] }, { status: 400 }),
    ]) {
      server.resetHandlers()
      const asked = proxy(failure)
      const direct = node(() => result('0x1'))
      expect(await jsonRpc(route, 'eth_blockNumber', [])).toBe('0x1')
      expect(asked).toEqual(['eth_blockNumber'])
      expect(direct.map((call) => call.method)).toEqual(['eth_blockNumber'])
    }
  })

  it("keeps a node's refusal through the API: another node would refuse the same call", async () => {
    proxy(() =>
      HttpResponse.json({ jsonrpc: '2.0', id: 1, error: { code: 3, message: 'execution reverted' } }),
    )
    const direct = node(() => result('0x1'))
    await expect(jsonRpc(route, 'eth_call', [])).rejects.toMatchObject({ code: 3 })
    expect(direct).toEqual([])
  })
})
