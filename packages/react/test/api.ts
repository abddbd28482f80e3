// The blockchain API for view tests: core's msw mock, with `onUnhandledRequest: 'error'`.
import { createBlockchainApiMock } from '@kit/core/testing'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { TEST_API } from './kit.js'

/** Starts the mock API for the current test file and returns it (for seeding names, or `server.use`). */
export function startApiMock() {
  const mock = createBlockchainApiMock({ apiUrl: TEST_API })
  // The test networks' RPC nodes (core reads balances after connecting): 5 of the native currency, a
  // 30 gwei gas price, else 0x0.
  const rpc = http.post(/^http:\/\/127\.0\.0\.1:\d+(\/\w*)?$/, async ({ request }) => {
    const body = (await request.json()) as { id?: unknown; method?: string }
    const result =
      body.method === 'eth_getBalance'
        ? '0x4563918244f40000'
        : body.method === 'eth_gasPrice'
          ? '0x6fc23ac00'
          : body.method === 'getBalance'
            ? { context: { slot: 1 }, value: 5_000_000_000 }
            : '0x0'
    return HttpResponse.json({ jsonrpc: '2.0', id: body.id ?? 1, result })
  })
  const server = setupServer(...mock.handlers, rpc)
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    mock.names.clear()
  })
  afterAll(() => server.close())
  return { mock, server }
}
