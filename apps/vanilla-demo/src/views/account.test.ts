// @vitest-environment jsdom
// The account view lists the watched tokens (wallet_watchAsset) that core loads, and its remove button removes one.
import { polygonAmoy, withRpcUrls } from '@kit/chains'
import { createKit, createMemoryStorage } from '@kit/core'
import { createFakeConnector, FAKE_EVM_ADDRESS } from '@kit/core/testing'
import { afterEach, expect, it, vi } from 'vitest'
import { accountView } from './account.ts'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const OWNER = `eip155:80002:${FAKE_EVM_ADDRESS}`

afterEach(() => vi.unstubAllGlobals())

it('lists the watched tokens of the account and chain with their balances, and removes one', async () => {
  // The network's RPC: 12.5 USDC for balanceOf, 1 POL for the native balance.
  vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => {
    const { id, method } = JSON.parse(init.body) as { id: number; method: string }
    const result =
      method === 'eth_call' ? `0x${(12_500_000).toString(16).padStart(64, '0')}` : '0xde0b6b3a7640000'
    return new Response(JSON.stringify({ jsonrpc: '2.0', id, result }))
  })
  const kit = createKit({
    projectId: 'vanilla-test',
    networks: [withRpcUrls(polygonAmoy, { http: 'http://127.0.0.1:9/amoy' })],
    storage: createMemoryStorage({
      [`@kit/watched_assets:${OWNER}`]: JSON.stringify([{ address: USDC, symbol: 'USDC', decimals: 6 }]),
    }),
    apiUrl: 'http://127.0.0.1:9',
    logLevel: 'silent',
    connectors: { injected: false, walletConnect: false, solana: false },
  })
  const connector = createFakeConnector()
  kit.connectors.register(connector)
  await kit.connection.connect(connector.id)
  const view = accountView.mount({ kit, state: kit.getState() })
  const unsubscribe = kit.subscribe((state) => view.update?.(state))
  document.body.append(view.body)

  const list = view.body.querySelector('ul[aria-label="Tokens"]') as HTMLUListElement
  await expect.poll(() => list.textContent).toContain('12.5 USDC')
  expect(list.hidden).toBe(false)
  ;(list.querySelector('button[aria-label="Remove USDC"]') as HTMLButtonElement).click()
  await expect.poll(() => list.hidden).toBe(true)
  expect(kit.storage.getWatchedAssets(OWNER)).toEqual([])
  unsubscribe()
  kit.destroy()
})
