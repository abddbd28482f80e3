import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { connectFake, createTestKit, TEST_API, TEST_RPC, testRpcHandlers } from '../test-utils.js'
import { createBlockchainApiMock } from '../testing/index.js'

const server = setupServer(
  ...createBlockchainApiMock({ apiUrl: TEST_API }).handlers,
  ...testRpcHandlers({ balance: 1_500_000_000_000_000_000n, lamports: 2_000_000_001 }),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('native balance from the network RPC', () => {
  it('EVM: eth_getBalance over JSON-RPC, formatted by the native decimals', async () => {
    const kit = createTestKit()
    await connectFake(kit)
    await expect.poll(() => kit.getState().account.balance).toBe('1.5')
    expect(kit.getState().account.balanceSymbol).toBe('POL')
  })

  it('Solana: getBalance over JSON-RPC, in SOL', async () => {
    const kit = createTestKit()
    await connectFake(kit, { namespace: 'solana', address: '11111111111111111111111111111111' })
    await expect.poll(() => kit.getState().account.balance).toBe('2.000000001')
    expect(kit.getState().account.balanceSymbol).toBe('SOL')
  })

  it('an answer for an account that is no longer connected is dropped', async () => {
    let release: () => void = () => undefined
    server.use(
      http.post(`${TEST_RPC}/:chain`, async ({ request }) => {
        const body = (await request.json()) as { id: number }
        await new Promise<void>((resolve) => {
          release = resolve
        })
        return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: '0x1' })
      }),
    )
    const kit = createTestKit()
    await connectFake(kit)
    await expect.poll(() => typeof release).toBe('function')
    await kit.connection.disconnect()
    release()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(kit.getState().account.balance).toBeUndefined()
  })

  it('on an unsupported network the balance is cleared', async () => {
    const kit = createTestKit()
    const connector = await connectFake(kit)
    await expect.poll(() => kit.getState().account.balance).toBe('1.5')
    connector.emit({ type: 'chainChanged', caipNetworkId: 'eip155:424242' })
    await expect.poll(() => kit.getState().account.balance).toBeUndefined()
    await kit.account.syncBalance()
    expect(kit.getState().account.balance).toBeUndefined()
  })
})

describe("Kit's chain reads go through the blockchain API's RPC URL first (spec: RPC URL per chain)", () => {
  const proxyUrl = `${TEST_API}/v1/?chainId=eip155%3A80002&projectId=test-project`
  /** The API's JSON-RPC proxy answering `result`, recording each call's URL and method. */
  function proxyAnswering(result: (method: string) => string) {
    const calls: { url: string; method: string }[] = []
    server.use(
      http.post(`${TEST_API}/v1/`, async ({ request }) => {
        const body = (await request.json()) as { id: number; method: string }
        calls.push({ url: request.url, method: body.method })
        return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: result(body.method) })
      }),
    )
    return calls
  }

  it("the balance read and the send's gas price post to <apiUrl>/v1/?chainId=…&projectId=…", async () => {
    const calls = proxyAnswering((method) =>
      method === 'eth_getBalance' ? '0x29a2241af62c0000' : '0x3b9aca00',
    )
    const kit = createTestKit()
    await connectFake(kit)
    await expect.poll(() => kit.getState().account.balance).toBe('3')
    expect(await kit.send.loadGasPrice()).toBe(1_000_000_000n)
    expect(calls).toEqual([
      { url: proxyUrl, method: 'eth_getBalance' },
      { url: proxyUrl, method: 'eth_gasPrice' },
    ])
  })

  it("falls back to the network's own RPC when the API cannot answer (the mock has no node: 502)", async () => {
    const kit = createTestKit()
    await connectFake(kit)
    await expect.poll(() => kit.getState().account.balance).toBe('1.5')
    // testRpcHandlers' 25 gwei from the network RPC, not the mock API's gas-price route (30 gwei).
    expect(await kit.send.loadGasPrice()).toBe(25_000_000_000n)
  })

  it("with rpc: 'network' the reads skip the API", async () => {
    const calls = proxyAnswering(() => '0x29a2241af62c0000')
    const kit = createTestKit({ rpc: 'network' })
    await connectFake(kit)
    await expect.poll(() => kit.getState().account.balance).toBe('1.5')
    expect(calls).toEqual([])
  })
})
