import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import type { PaymasterProvider } from '../config/paymaster.js'
import { externalProviderOf, forwardPaymasterCall } from './externalPaymaster.js'
import { PaymasterRpcError } from './paymasterRpcError.js'

// A small HTTP server plays the other service; the on-chain case (paymasterOnChain.test.ts) uses a real one.
let server: Server | undefined
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
  server = undefined
})

async function service(answer: (body: { method: string; params: unknown[] }) => string): Promise<string> {
  const listening = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk) => {
      text += chunk
    })
    request.on('end', () => response.end(answer(JSON.parse(text))))
  })
  server = listening
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}/rpc`
}

const provider = (url: string): PaymasterProvider => ({ projectId: 'shop', url, chains: ['eip155:8453'] })
const params = (chain: string) => [
  { sender: '0x1' },
  '0x4337084d9e255ff0702461cf8895ce9e3b5ff108',
  chain,
  null,
]
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )

describe('another ERC-7677 service', () => {
  it('is chosen by the project, its own policy first, then *', () => {
    const project = { id: 'shop', name: 'Shop', allowedOrigins: [] }
    const star = { projectId: '*', url: 'https://a.example', chains: ['eip155:1'] }
    const config = { policies: [], providers: [star] }
    expect(externalProviderOf(config, project)).toBe(star)
    expect(
      externalProviderOf({ ...config, policies: [{ projectId: 'shop', chains: {} }] }, project),
    ).toBeUndefined()
  })

  it("forwards the call and returns the service's result", async () => {
    const url = await service((body) =>
      JSON.stringify({ jsonrpc: '2.0', id: 1, result: { paymaster: '0xpm', seen: body.method } }),
    )
    expect(await forwardPaymasterCall(provider(url), 'pm_getPaymasterStubData', params('0x2105'))).toEqual({
      paymaster: '0xpm',
      seen: 'pm_getPaymasterStubData',
    })
  })

  it('refuses a chain not named for it before forwarding, and passes its refusal on with its code', async () => {
    let calls = 0
    const url = await service(() => {
      calls++
      return JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'budget spent' } })
    })
    const other = await refusal(forwardPaymasterCall(provider(url), 'pm_getPaymasterData', params('0x1')))
    expect(other).toMatchObject({ code: -32003, reason: 'ChainNotSponsored' })
    expect(calls).toBe(0)
    const refused = await refusal(
      forwardPaymasterCall(provider(url), 'pm_getPaymasterData', params('0x2105')),
    )
    expect(refused).toBeInstanceOf(PaymasterRpcError)
    expect(refused).toMatchObject({ code: -32005, reason: 'ProviderRefused' })
    expect((refused as PaymasterRpcError).shortMessage).toBe('The paymaster service refused: budget spent')
  })

  it('refuses as unavailable a service that answers nonsense or nothing at all, never passing it through', async () => {
    const url = await service(() => '<html>bad gateway</html>')
    expect(
      await refusal(forwardPaymasterCall(provider(url), 'pm_getPaymasterData', params('0x2105'))),
    ).toMatchObject({ code: -32004, reason: 'ProviderUnavailable' })
    const closed = provider('http://127.0.0.1:9/rpc')
    expect(
      await refusal(forwardPaymasterCall(closed, 'pm_getPaymasterData', params('0x2105'))),
    ).toMatchObject({ reason: 'ProviderUnavailable' })
    expect(
      await refusal(forwardPaymasterCall(closed, 'pm_getPaymasterData', [{}, '0x', 'base', null])),
    ).toMatchObject({ code: -32602, reason: 'InvalidParams' })
  })
})
