import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { NotConnectedError } from '../errors/kit.js'
import { createMemoryStorage } from '../services/memoryStorage.js'
import { connectFake, createTestKit, TEST_API } from '../test-utils.js'
import { createBlockchainApiMock } from '../testing/index.js'
import { FAKE_EVM_ADDRESS } from '../testing/fakes.js'
import { loadWatchedAssets } from './loadWatchedAssets.js'
import { removeWatchedAsset } from './removeWatchedAsset.js'
import { selectWatchedAssets } from './selectors.js'
import { type FakeToken, fakeErc20Rpc } from './watchedAssets.test.helpers.js'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const AMOY = `eip155:80002:${FAKE_EVM_ADDRESS}`
const MAINNET = `eip155:1:${FAKE_EVM_ADDRESS}`
const tokens: Record<string, FakeToken> = {}

const server = setupServer(...createBlockchainApiMock({ apiUrl: TEST_API }).handlers, fakeErc20Rpc(tokens))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const usdc = { address: USDC, symbol: 'USDC', decimals: 6 }
const dai = { address: DAI, symbol: 'DAI', decimals: 18 }

describe('removeWatchedAsset', () => {
  it('removes the token (any case) from the storage and the list shown, for this account and chain only', async () => {
    const storage = createMemoryStorage({
      [`@kit/watched_assets:${AMOY}`]: JSON.stringify([usdc, dai]),
      [`@kit/watched_assets:${MAINNET}`]: JSON.stringify([usdc]),
    })
    const kit = createTestKit({ storage })
    await connectFake(kit)
    await loadWatchedAssets(kit)
    expect(removeWatchedAsset(kit, { address: USDC.toLowerCase() })).toBe(true)
    expect(selectWatchedAssets(kit.getState()).map((asset) => asset.symbol)).toEqual(['DAI'])
    expect(kit.storage.getWatchedAssets(AMOY)).toEqual([dai])
    expect(kit.storage.getWatchedAssets(MAINNET)).toEqual([usdc])
    expect(removeWatchedAsset(kit, { address: USDC })).toBe(false)

    // After a reload it is still gone.
    const reloaded = createTestKit({ storage })
    await connectFake(reloaded)
    await loadWatchedAssets(reloaded)
    expect(selectWatchedAssets(reloaded.getState()).map((asset) => asset.symbol)).toEqual(['DAI'])

    // The last one removed removes the key.
    removeWatchedAsset(reloaded, { address: DAI })
    expect(storage.getItem(`@kit/watched_assets:${AMOY}`)).toBeNull()
  })

  it('needs a connected EVM account', () => {
    const kit = createTestKit()
    expect(() => removeWatchedAsset(kit, { address: USDC })).toThrow(NotConnectedError)
  })
})
