import { describe, expect, it } from 'vitest'
import { answerPaymasterRpc } from './paymasterRpc.js'
import { PaymasterRpcError, RPC_CODES } from './paymasterRpcError.js'
import type { PaymasterService } from './paymasterService.js'

const project = { id: 'p', name: 'P', allowedOrigins: [] }
const calls: unknown[][] = []
const service: Pick<PaymasterService, 'call'> = {
  call: async (...args: unknown[]) => {
    calls.push(args)
    if (args[2] === 'pm_getPaymasterData') throw new Error('an untyped failure')
    // biome-ignore lint/suspicious/noExplicitAny: the envelope passes the result through untouched.
    return { ok: true } as any
  },
}
const answer = (body: unknown) =>
  answerPaymasterRpc(typeof body === 'string' ? body : JSON.stringify(body), project, '10.0.0.1', service)

describe('the JSON-RPC envelope', () => {
  it("passes a request to the service with the client's key, and echoes its id", async () => {
    const result = await answer({ jsonrpc: '2.0', id: 'a', method: 'pm_getPaymasterStubData', params: [1] })
    expect(result).toEqual({ jsonrpc: '2.0', id: 'a', result: { ok: true } })
    expect(calls.at(-1)).toEqual([project, '10.0.0.1', 'pm_getPaymasterStubData', [1]])
  })

  it('answers what is not a request with the JSON-RPC codes, never reaching the service', async () => {
    const before = calls.length
    expect(await answer('{')).toMatchObject({ id: null, error: { code: RPC_CODES.parseError } })
    expect(await answer([])).toMatchObject({ error: { code: RPC_CODES.invalidRequest, message: /Batches/ } })
    expect(await answer({ jsonrpc: '1.0', id: 1, method: 'pm_getPaymasterData' })).toMatchObject({
      id: 1,
      error: { code: RPC_CODES.invalidRequest },
    })
    expect(await answer({ jsonrpc: '2.0', id: { no: 1 }, method: 'x' })).toMatchObject({
      id: null,
      error: { code: RPC_CODES.invalidRequest },
    })
    expect(await answer({ jsonrpc: '2.0', id: 2, method: 'eth_chainId' })).toMatchObject({
      id: 2,
      error: { code: RPC_CODES.methodNotFound, data: { reason: 'MethodNotFound' } },
    })
    expect(calls.length).toBe(before)
  })

  it("answers the service's typed refusals, and lets an untyped failure through to the route's 5xx", async () => {
    const refusing: Pick<PaymasterService, 'call'> = {
      call: async () => {
        throw new PaymasterRpcError(RPC_CODES.rejected, 'ChainNotSponsored', 'No (rule: chains)')
      },
    }
    expect(
      await answerPaymasterRpc(
        JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'pm_getPaymasterData', params: [] }),
        project,
        '10.0.0.1',
        refusing,
      ),
    ).toEqual({
      jsonrpc: '2.0',
      id: 3,
      error: { code: -32003, message: 'No (rule: chains)', data: { reason: 'ChainNotSponsored' } },
    })
    await expect(
      answer({ jsonrpc: '2.0', id: 4, method: 'pm_getPaymasterData', params: [] }),
    ).rejects.toThrow('an untyped failure')
  })
})
