// Shared by core's tests only (not exported).
import { mainnet, type Network, polygonAmoy, solanaDevnet, withRpcUrls } from '@kit/chains'
import { HttpResponse, http } from 'msw'
import { createKit, type Kit } from './kit.js'
import type { KitOptions } from './options.js'
import { createMemoryStorage } from './services/memoryStorage.js'
import { createFakeConnector, type FakeConnector, type FakeConnectorOptions } from './testing/fakes.js'

export const TEST_API = 'https://api.test'

/**
 * Where the test networks' RPC lives: a closed local port, so a test without msw fails fast (connection
 * refused) and a test with msw answers through `testRpcHandlers`.
 */
export const TEST_RPC = 'http://127.0.0.1:9/rpc'

/** The networks most tests use: the spec's test chain first, mainnet, and a Solana cluster, on `TEST_RPC`. */
export const testNetworks: readonly Network[] = [polygonAmoy, mainnet, solanaDevnet].map((network) =>
  withRpcUrls(network, { http: `${TEST_RPC}/${network.id}` }),
)

/** What the fake RPC answers. */
export type TestRpcAnswers = { balance?: bigint; gasPrice?: bigint; lamports?: number }

/** msw handlers for the test networks' RPC: eth_getBalance, eth_gasPrice, eth_chainId and Solana getBalance. */
export function testRpcHandlers(answers: TestRpcAnswers = {}) {
  return [
    http.post(`${TEST_RPC}/:chain`, async ({ request, params }) => {
      const body = (await request.json()) as { id: number; method: string }
      const results: Record<string, unknown> = {
        eth_getBalance: `0x${(answers.balance ?? 10n ** 18n).toString(16)}`,
        eth_gasPrice: `0x${(answers.gasPrice ?? 25_000_000_000n).toString(16)}`,
        eth_chainId: `0x${Number(params.chain).toString(16)}`,
        getBalance: { context: { slot: 1 }, value: answers.lamports ?? 2_000_000_000 },
      }
      if (!(body.method in results))
        return HttpResponse.json({ jsonrpc: '2.0', id: body.id, error: { code: -32601, message: 'no' } })
      return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: results[body.method] })
    }),
  ]
}

/** A kit with memory storage, the test API URL and silent logs; override anything. */
export function createTestKit(overrides: Partial<KitOptions> = {}): Kit {
  return createKit({
    projectId: 'test-project',
    networks: testNetworks,
    apiUrl: TEST_API,
    storage: createMemoryStorage(),
    logLevel: 'silent',
    ...overrides,
  })
}

/** Registers a fake connector and connects through it. */
export async function connectFake(kit: Kit, options: FakeConnectorOptions = {}): Promise<FakeConnector> {
  const connector = createFakeConnector(options)
  kit.connectors.register(connector)
  await kit.connection.connect(connector.id)
  return connector
}

/** Lets valtio deliver its batched notifications. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
