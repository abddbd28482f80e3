// Shared by core's tests only (not exported).
import { mainnet, type Network, polygonAmoy, solanaDevnet } from '@kit/chains'
import { createKit, type Kit } from './kit.js'
import type { KitOptions } from './options.js'
import { createMemoryStorage } from './services/memoryStorage.js'
import { createFakeConnector, type FakeConnector, type FakeConnectorOptions } from './testing/fakes.js'

export const TEST_API = 'http://api.test'

/** The networks most tests use: the spec's test chain first, mainnet, and a Solana cluster. */
export const testNetworks: readonly Network[] = [polygonAmoy, mainnet, solanaDevnet]

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
