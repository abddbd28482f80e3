import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  AssetCheckFailedError,
  AssetDecimalsMismatchError,
  AssetNotTokenError,
  InvalidAssetParamsError,
  UnsupportedAssetTypeError,
  WatchedAssetsLimitError,
} from '../errors/assets.js'
import { createMemoryStorage } from '../services/memoryStorage.js'
import { connectFake, createTestKit, TEST_API, TEST_RPC } from '../test-utils.js'
import { createBlockchainApiMock } from '../testing/index.js'
import { FAKE_EVM_ADDRESS } from '../testing/fakes.js'
import type { KitStorageBackend } from '../types.js'
import { ProviderChainDisconnectedError, ProviderUnauthorizedError } from './errors.js'
import { loadWatchedAssets } from './loadWatchedAssets.js'
import { selectWatchedAssets } from './selectors.js'
import { WATCHED_ASSETS_LIMIT, type WatchAssetParameters, watchAsset } from './watchAsset.js'
import { type FakeToken, fakeErc20Rpc } from './watchedAssets.test.helpers.js'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const OWNER = `eip155:80002:${FAKE_EVM_ADDRESS}`
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

/** The contracts on the test chains for this test. */
function useTokens(next: Record<string, FakeToken>) {
  for (const [address, token] of Object.entries(next)) tokens[address.toLowerCase()] = token
}

const usdc = (options: Partial<WatchAssetParameters['options']> = {}): WatchAssetParameters => ({
  type: 'ERC20',
  options: { address: USDC, symbol: 'USDC', decimals: 6, ...options },
})

async function connectedKit(storage: KitStorageBackend = createMemoryStorage()) {
  const kit = createTestKit({ storage })
  const connector = await connectFake(kit)
  return { kit, connector }
}

describe('watchAsset: the request is checked before anything else', () => {
  const invalid: [string, unknown, string][] = [
    ['no object', 'ERC20', 'params'],
    ['no options', { type: 'ERC20' }, 'params'],
    ['a short address', usdc({ address: '0x1234' }), 'address'],
    ['an address that is not hex', usdc({ address: `0x${'g'.repeat(40)}` }), 'address'],
    ['an address that is not a string', usdc({ address: 42 as unknown as string }), 'address'],
    ['an empty symbol', usdc({ symbol: '' }), 'symbol'],
    ['a 12-character symbol', usdc({ symbol: 'ABCDEFGHIJKL' }), 'symbol'],
    ['a symbol with a right-to-left override', usdc({ symbol: 'US\u202EDC' }), 'symbol'],
    ['a symbol with a bidi isolate', usdc({ symbol: '\u2066USDC' }), 'symbol'],
    ['a symbol with a control character', usdc({ symbol: 'USD\u0000' }), 'symbol'],
    ['a symbol with a zero-width space', usdc({ symbol: 'US\u200BDC' }), 'symbol'],
    ['a symbol with a line break', usdc({ symbol: 'US\nDC' }), 'symbol'],
    ['a symbol with a space at the end', usdc({ symbol: 'USDC ' }), 'symbol'],
    ['a symbol that is not a string', usdc({ symbol: 5 as unknown as string }), 'symbol'],
    ['37 decimals', usdc({ decimals: 37 }), 'decimals'],
    ['negative decimals', usdc({ decimals: -1 }), 'decimals'],
    ['fractional decimals', usdc({ decimals: 1.5 }), 'decimals'],
    ['decimals that are not a number', usdc({ decimals: '6x' as unknown as number }), 'decimals'],
    ['no decimals', { type: 'ERC20', options: { address: USDC, symbol: 'USDC' } }, 'decimals'],
    ['an http: image', usdc({ image: 'http://icons.example/usdc.png' }), 'image'],
    ['a javascript: image', usdc({ image: 'javascript:alert(1)' }), 'image'],
    ['a data: URL that is not an image', usdc({ image: 'data:text/html,<script>x</script>' }), 'image'],
    ['an https: image with credentials', usdc({ image: 'https://user:pw@icons.example/a.png' }), 'image'],
    [
      'an https: image of 2,049 characters',
      usdc({ image: `https://icons.example/${'a'.repeat(2027)}` }),
      'image',
    ],
    [
      'a data:image of 8,193 characters',
      usdc({ image: `data:image/png;base64,${'A'.repeat(8171)}` }),
      'image',
    ],
    ['an image that is not a string', usdc({ image: {} as unknown as string }), 'image'],
  ]

  it.each(invalid)(
    'refuses %s with InvalidAssetParamsError (-32602), storing nothing',
    async (_, params, field) => {
      useTokens({ [USDC]: { decimals: 6, symbol: 'USDC' } })
      const { kit } = await connectedKit()
      const error = await watchAsset(kit, params as WatchAssetParameters).catch((thrown: unknown) => thrown)
      expect(error).toBeInstanceOf(InvalidAssetParamsError)
      expect(error).toMatchObject({ code: -32602, field })
      expect(kit.storage.getWatchedAssets(OWNER.toLowerCase())).toEqual([])
      expect(log.filter((entry) => entry.method === 'eth_call' || entry.method === 'eth_getCode')).toEqual([])
    },
  )

  it('refuses a mixed-case address whose case is not its EIP-55 checksum', async () => {
    useTokens({ [USDC]: { decimals: 6, symbol: 'USDC' } })
    const { kit } = await connectedKit()
    await expect(
      watchAsset(kit, usdc({ address: '0xa0B86991c6218b36c1d19D4a2e9Eb0cE3606eB48' })),
    ).rejects.toMatchObject({ name: 'InvalidAssetParamsError', code: -32602, field: 'address' })
    expect(kit.storage.getWatchedAssets(OWNER.toLowerCase())).toEqual([])
  })

  it('refuses another asset type with UnsupportedAssetTypeError (-32602: an invalid parameter, not an unsupported method)', async () => {
    const { kit } = await connectedKit()
    const error = await watchAsset(kit, { ...usdc(), type: 'ERC721' as 'ERC20' }).catch(
      (thrown: unknown) => thrown,
    )
    expect(error).toBeInstanceOf(UnsupportedAssetTypeError)
    expect(error).toMatchObject({ code: -32602, shortMessage: 'Unsupported asset type' })
  })

  it('accepts a lowercase address (stored checksummed), decimals as a string, and https: and data:image logos', async () => {
    useTokens({ [USDC]: { decimals: 6, symbol: 'USDC' }, [DAI]: { decimals: 18, symbol: 'DAI' } })
    const { kit } = await connectedKit()
    const image = 'https://icons.example/usdc.png'
    expect(
      await watchAsset(kit, usdc({ address: USDC.toLowerCase(), decimals: '6' as unknown as number, image })),
    ).toBe(true)
    const logo = 'data:image/svg+xml;base64,PHN2Zy8+'
    expect(
      await watchAsset(kit, {
        type: 'ERC20',
        options: { address: DAI, symbol: 'DAI', decimals: 18, image: logo },
      }),
    ).toBe(true)
    expect(kit.storage.getWatchedAssets(OWNER.toLowerCase())).toEqual([
      { address: USDC, symbol: 'USDC', decimals: 6, image },
      { address: DAI, symbol: 'DAI', decimals: 18, image: logo },
    ])
  })
})

describe('watchAsset: the account', () => {
  it('needs a connected account: 4100 with nothing connected', async () => {
    useTokens({ [USDC]: { decimals: 6 } })
    const kit = createTestKit()
    const error = await watchAsset(kit, usdc()).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(ProviderUnauthorizedError)
    expect(error).toMatchObject({ code: 4100 })
    expect(log).toEqual([])
  })

  it('needs an EVM account: 4100 with a Solana account', async () => {
    const kit = createTestKit()
    await connectFake(kit, { namespace: 'solana', address: '11111111111111111111111111111111' })
    await expect(watchAsset(kit, usdc())).rejects.toMatchObject({
      name: 'ProviderUnauthorizedError',
      code: 4100,
    })
  })

  it('refuses with 4901 while the wallet is on a chain the app did not configure', async () => {
    useTokens({ [USDC]: { decimals: 6 } })
    const { kit, connector } = await connectedKit()
    connector.emit({ type: 'chainChanged', caipNetworkId: 'eip155:424242' })
    await expect.poll(() => kit.getState().network.unsupported).toBe(true)
    const error = await watchAsset(kit, usdc()).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(ProviderChainDisconnectedError)
    expect(error).toMatchObject({ code: 4901 })
  })
})

describe('watchAsset: the contract on the active chain', () => {
  it('refuses an address without a contract', async () => {
    useTokens({})
    const { kit } = await connectedKit()
    const error = await watchAsset(kit, usdc()).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(AssetNotTokenError)
    expect(error).toMatchObject({ code: -32602 })
    expect(log.map((entry) => entry.params[0])).toContain(USDC)
    expect(kit.storage.getWatchedAssets(OWNER.toLowerCase())).toEqual([])
  })

  it('refuses a contract that does not answer decimals()', async () => {
    useTokens({ [USDC]: { decimals: 'revert' } })
    const { kit } = await connectedKit()
    await expect(watchAsset(kit, usdc())).rejects.toBeInstanceOf(AssetNotTokenError)
    expect(kit.storage.getWatchedAssets(OWNER.toLowerCase())).toEqual([])
  })

  it('refuses decimals that are not the contract’s, so the account view never shows a wrong amount', async () => {
    useTokens({ [USDC]: { decimals: 6, balances: { [FAKE_EVM_ADDRESS]: 1_000_000n } } })
    const { kit } = await connectedKit()
    const error = await watchAsset(kit, usdc({ decimals: 18 })).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(AssetDecimalsMismatchError)
    expect(error).toMatchObject({ code: -32602, requested: 18, actual: 6 })
    expect(kit.storage.getWatchedAssets(OWNER.toLowerCase())).toEqual([])
    expect(selectWatchedAssets(kit.getState())).toEqual([])
  })

  it('keeps the contract’s symbol when it answers a valid one, else the app’s', async () => {
    const other = '0x2222222222222222222222222222222222222222'
    const early = '0xA0a0a0A0A0A0a0a0A0A0a0A0a0A0a0A0A0A0a0a0'
    const spoof = '0xA1A1a1a1A1A1A1A1A1a1a1a1a1a1A1A1a1A1a1a1'
    useTokens({
      [USDC]: { decimals: 6, symbol: 'USDC.e' },
      [other]: { decimals: 6, symbol: 'revert' },
      [early]: { decimals: 18, symbol: { bytes32: 'MKR' } },
      [spoof]: { decimals: 18, symbol: 'DAI\u202Ex' },
    })
    const { kit } = await connectedKit()
    await watchAsset(kit, usdc({ symbol: 'USDC' }))
    await watchAsset(kit, usdc({ address: other, symbol: 'OTHER' }))
    await watchAsset(kit, { type: 'ERC20', options: { address: early, symbol: 'M', decimals: 18 } })
    await watchAsset(kit, { type: 'ERC20', options: { address: spoof, symbol: 'SPF', decimals: 18 } })
    expect(selectWatchedAssets(kit.getState()).map((asset) => asset.symbol)).toEqual([
      'USDC.e',
      'OTHER',
      'MKR',
      'SPF',
    ])
  })

  it('a node that cannot be read is -32603, and nothing is stored', async () => {
    server.use(http.post(`${TEST_RPC}/:chain`, () => new HttpResponse(null, { status: 502 })))
    const { kit } = await connectedKit()
    const error = await watchAsset(kit, usdc()).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(AssetCheckFailedError)
    expect(error).toMatchObject({ code: -32603 })
    expect(kit.storage.getWatchedAssets(OWNER.toLowerCase())).toEqual([])
  })
})

describe('watchAsset: what is remembered', () => {
  it('resolves true and shows the token with its balance for the account and chain', async () => {
    useTokens({ [USDC]: { decimals: 6, symbol: 'USDC', balances: { [FAKE_EVM_ADDRESS]: 12_500_000n } } })
    const { kit } = await connectedKit()
    expect(await watchAsset(kit, usdc())).toBe(true)
    expect(selectWatchedAssets(kit.getState())).toEqual([
      { address: USDC, symbol: 'USDC', decimals: 6, balance: '12.5' },
    ])
  })

  it('survives a reload: a new kit on the same storage lists it for the same account and chain only', async () => {
    useTokens({ [USDC]: { decimals: 6, symbol: 'USDC', balances: { [FAKE_EVM_ADDRESS]: 3_000_000n } } })
    const storage = createMemoryStorage()
    const first = await connectedKit(storage)
    await watchAsset(first.kit, usdc({ image: 'https://icons.example/usdc.png' }))
    first.kit.destroy()

    const { kit, connector } = await connectedKit(storage)
    await loadWatchedAssets(kit)
    expect(selectWatchedAssets(kit.getState())).toEqual([
      { address: USDC, symbol: 'USDC', decimals: 6, image: 'https://icons.example/usdc.png', balance: '3' },
    ])
    // Another chain of the same account has its own list.
    connector.emit({ type: 'chainChanged', caipNetworkId: 'eip155:1' })
    await expect.poll(() => kit.getState().network.active).toBe('eip155:1')
    expect(selectWatchedAssets(kit.getState())).toEqual([])
    await loadWatchedAssets(kit)
    expect(selectWatchedAssets(kit.getState())).toEqual([])

    // So has another account.
    const someoneElse = createTestKit({ storage })
    await connectFake(someoneElse, { address: '0x3333333333333333333333333333333333333333' })
    await loadWatchedAssets(someoneElse)
    expect(selectWatchedAssets(someoneElse.getState())).toEqual([])
  })

  it('a chain change while the contract is read keeps the token for the chain it was asked on, and leaves the new chain’s list alone', async () => {
    useTokens({ [USDC]: { decimals: 6, symbol: 'USDC' } })
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    server.use(
      http.post(`${TEST_RPC}/:chain`, async ({ request }) => {
        const body = (await request.clone().json()) as { method: string }
        if (body.method === 'eth_getCode') await held
        return undefined
      }),
    )
    const { kit, connector } = await connectedKit()
    const watching = watchAsset(kit, usdc())
    connector.emit({ type: 'chainChanged', caipNetworkId: 'eip155:1' })
    await expect.poll(() => kit.getState().network.active).toBe('eip155:1')
    await loadWatchedAssets(kit)
    release()
    expect(await watching).toBe(true)
    expect(kit.getState().account.watchedAssets).toEqual({
      owner: `eip155:1:${FAKE_EVM_ADDRESS}`,
      assets: [],
    })
    expect(kit.storage.getWatchedAssets(OWNER)).toEqual([{ address: USDC, symbol: 'USDC', decimals: 6 }])
  })

  it('watching the same token again (in any case) changes nothing and still resolves true', async () => {
    useTokens({ [USDC]: { decimals: 6, symbol: 'USDC' } })
    const { kit } = await connectedKit()
    expect(await watchAsset(kit, usdc())).toBe(true)
    expect(
      await watchAsset(kit, usdc({ address: USDC.toLowerCase(), image: 'https://icons.example/x.png' })),
    ).toBe(true)
    expect(kit.storage.getWatchedAssets(OWNER.toLowerCase())).toEqual([
      { address: USDC, symbol: 'USDC', decimals: 6 },
    ])
    expect(selectWatchedAssets(kit.getState())).toHaveLength(1)
  })

  it(`keeps at most ${WATCHED_ASSETS_LIMIT} tokens per account and chain (-32005 beyond), and re-watching one at the limit still works`, async () => {
    useTokens({ [USDC]: { decimals: 6 }, [DAI]: { decimals: 18 } })
    const full = Array.from({ length: WATCHED_ASSETS_LIMIT - 1 }, (_, index) => ({
      address: `0x${(index + 1).toString(16).padStart(40, '0')}`,
      symbol: `T${index}`,
      decimals: 18,
    }))
    const storage = createMemoryStorage({
      [`@kit/watched_assets:${OWNER.toLowerCase()}`]: JSON.stringify(full),
    })
    const { kit } = await connectedKit(storage)
    expect(await watchAsset(kit, usdc())).toBe(true)
    expect(kit.storage.getWatchedAssets(OWNER.toLowerCase())).toHaveLength(WATCHED_ASSETS_LIMIT)
    const error = await watchAsset(kit, {
      type: 'ERC20',
      options: { address: DAI, symbol: 'DAI', decimals: 18 },
    }).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(WatchedAssetsLimitError)
    expect(error).toMatchObject({ code: -32005, limit: WATCHED_ASSETS_LIMIT })
    expect(await watchAsset(kit, usdc())).toBe(true)
    expect(kit.storage.getWatchedAssets(OWNER.toLowerCase())).toHaveLength(WATCHED_ASSETS_LIMIT)
  })
})
