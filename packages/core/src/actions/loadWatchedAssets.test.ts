import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../services/memoryStorage.js'
import { connectFake, createTestKit, TEST_API, TEST_RPC } from '../test-utils.js'
import { createBlockchainApiMock } from '../testing/index.js'
import { FAKE_EVM_ADDRESS } from '../testing/fakes.js'
import { loadWatchedAssets } from './loadWatchedAssets.js'
import { removeWatchedAsset } from './removeWatchedAsset.js'
import { selectWatchedAssets } from './selectors.js'
import { type FakeToken, fakeErc20Rpc } from './watchedAssets.test.helpers.js'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const KEY = `@kit/watched_assets:eip155:80002:${FAKE_EVM_ADDRESS}`
const log: { method: string; params: unknown[] }[] = []
const tokens: Record<string, FakeToken> = {}

const server = setupServer(
  ...createBlockchainApiMock({ apiUrl: TEST_API }).handlers,
  fakeErc20Rpc(tokens, log),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  log.length = 0
  for (const address of Object.keys(tokens)) delete tokens[address]
})
afterAll(() => server.close())

const stored = [
  { address: USDC, symbol: 'USDC', decimals: 6 },
  { address: DAI, symbol: 'DAI', decimals: 18, image: 'https://icons.example/dai.png' },
]

async function connectedKit(entries: unknown[] = stored) {
  const kit = createTestKit({ storage: createMemoryStorage({ [KEY]: JSON.stringify(entries) }) })
  const connector = await connectFake(kit)
  return { kit, connector }
}

describe('loadWatchedAssets', () => {
  it('lists the stored tokens at once, then each balanceOf of the account through the network RPC', async () => {
    tokens[USDC.toLowerCase()] = { decimals: 6, balances: { [FAKE_EVM_ADDRESS]: 1_234_500n } }
    tokens[DAI.toLowerCase()] = { decimals: 18, balances: { [FAKE_EVM_ADDRESS]: 2n * 10n ** 18n } }
    const { kit } = await connectedKit()
    const loading = loadWatchedAssets(kit)
    expect(selectWatchedAssets(kit.getState()).map((asset) => [asset.symbol, asset.balance])).toEqual([
      ['USDC', undefined],
      ['DAI', undefined],
    ])
    await loading
    expect(selectWatchedAssets(kit.getState())).toEqual([
      { ...stored[0], balance: '1.2345' },
      { ...stored[1], balance: '2' },
    ])
    const calls = log.filter((entry) => entry.method === 'eth_call').map((entry) => entry.params[0])
    expect(calls).toContainEqual({
      to: USDC,
      data: `0x70a08231${FAKE_EVM_ADDRESS.slice(2).padStart(64, '0')}`,
    })
  })

  it('skips stored entries that break the rules (edited storage): never shown, never read', async () => {
    tokens[USDC.toLowerCase()] = { decimals: 6 }
    const { kit } = await connectedKit([
      stored[0],
      { address: DAI, symbol: 'D\u202EAI', decimals: 18 },
      { address: DAI, symbol: 'DAI', decimals: 18, image: 'javascript:alert(1)' },
      { address: DAI, symbol: 'DAI', decimals: 99 },
      { address: '0x12', symbol: 'X', decimals: 1 },
      'USDC',
    ])
    await loadWatchedAssets(kit)
    expect(selectWatchedAssets(kit.getState())).toEqual([{ ...stored[0], balance: '0' }])
  })

  it('a balance that cannot be read stays unknown; the others load', async () => {
    tokens[USDC.toLowerCase()] = { decimals: 6, balances: { [FAKE_EVM_ADDRESS]: 5_000_000n } }
    const { kit } = await connectedKit()
    await loadWatchedAssets(kit)
    expect(selectWatchedAssets(kit.getState()).map((asset) => asset.balance)).toEqual(['5', undefined])
  })

  /** Holds the balance reads of Amoy (80002) until `release()`; they answer 1 unit. Mainnet answers at once. */
  function holdAmoyBalances() {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    server.use(
      http.post(`${TEST_RPC}/:chain`, async ({ request, params }) => {
        const body = (await request.clone().json()) as { id: number; method: string }
        if (body.method !== 'eth_call' || params.chain !== '80002') return undefined
        await held
        return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: `0x${'0'.repeat(63)}1` })
      }),
    )
    return () => release()
  }

  it('a token removed while its balance loads stays removed', async () => {
    const release = holdAmoyBalances()
    const { kit } = await connectedKit()
    const loading = loadWatchedAssets(kit)
    await expect.poll(() => selectWatchedAssets(kit.getState()).length).toBe(2)
    removeWatchedAsset(kit, { address: DAI })
    release()
    await loading
    expect(selectWatchedAssets(kit.getState())).toEqual([{ ...stored[0], balance: '0.000001' }])
  })

  it('balances that arrive after the chain changed never replace the new chain’s list', async () => {
    tokens[DAI.toLowerCase()] = { decimals: 18, balances: { [FAKE_EVM_ADDRESS]: 10n ** 18n } }
    const release = holdAmoyBalances()
    const kit = createTestKit({
      storage: createMemoryStorage({
        [KEY]: JSON.stringify(stored),
        [`@kit/watched_assets:eip155:1:${FAKE_EVM_ADDRESS}`]: JSON.stringify([stored[1]]),
      }),
    })
    const connector = await connectFake(kit)
    const onAmoy = loadWatchedAssets(kit)
    connector.emit({ type: 'chainChanged', caipNetworkId: 'eip155:1' })
    await expect.poll(() => kit.getState().network.active).toBe('eip155:1')
    await loadWatchedAssets(kit)
    release()
    await onAmoy
    expect(selectWatchedAssets(kit.getState())).toEqual([{ ...stored[1], balance: '1' }])
  })

  it('does nothing without a connected EVM account', async () => {
    const kit = createTestKit({ storage: createMemoryStorage({ [KEY]: JSON.stringify(stored) }) })
    await loadWatchedAssets(kit)
    expect(kit.getState().account.watchedAssets).toBeUndefined()
    expect(log.filter((entry) => entry.method === 'eth_call')).toEqual([])
  })

  it('a disconnect clears the list from the state, not from storage', async () => {
    const { kit } = await connectedKit()
    await loadWatchedAssets(kit)
    await kit.connection.disconnect()
    expect(kit.getState().account.watchedAssets).toBeUndefined()
    expect(kit.storage.getWatchedAssets(`eip155:80002:${FAKE_EVM_ADDRESS}`)).toEqual(stored)
  })
})
