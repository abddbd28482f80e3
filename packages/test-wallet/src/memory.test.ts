import { describe, expect, it } from 'vitest'
import { createTestWallet } from './exports/index.js'

/** A Storage-like map, so each test starts from nothing. */
function memoryStore() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  }
}

describe('remembered consent (consentStore)', () => {
  it('a site connected before a reload stays connected, on the same chain, without a prompt', async () => {
    const store = memoryStore()
    const first = createTestWallet({ consentStore: store, solana: false })
    await first.provider.request({ method: 'eth_requestAccounts' })
    await first.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    const reloaded = createTestWallet({ consentStore: store, solana: false, policy: 'reject' })
    expect(await reloaded.provider.request({ method: 'eth_accounts' })).toEqual(first.evm.addresses)
    expect(await reloaded.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('a disconnect is remembered too', async () => {
    const store = memoryStore()
    const first = createTestWallet({ consentStore: store, solana: false })
    await first.provider.request({ method: 'eth_requestAccounts' })
    first.disconnect()
    const reloaded = createTestWallet({ consentStore: store, solana: false })
    expect(await reloaded.provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('remembers nothing without a store, and survives a corrupt one', async () => {
    const first = createTestWallet({ solana: false })
    await first.provider.request({ method: 'eth_requestAccounts' })
    expect(await createTestWallet({ solana: false }).provider.request({ method: 'eth_accounts' })).toEqual([])
    const corrupt = memoryStore()
    corrupt.items.set('kit-test-wallet:evm', '{not json')
    const wallet = createTestWallet({ consentStore: corrupt, solana: false })
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('the Solana side answers a silent connect after a reload', async () => {
    const store = memoryStore()
    const first = createTestWallet({ consentStore: store })
    const connect = first.solana?.wallet.features['standard:connect'] as {
      connect(input?: { silent?: boolean }): Promise<{ accounts: readonly unknown[] }>
    }
    await connect.connect()
    const reloaded = createTestWallet({ consentStore: store })
    const silent = reloaded.solana?.wallet.features['standard:connect'] as typeof connect
    expect((await silent.connect({ silent: true })).accounts.length).toBeGreaterThan(0)
  })
})
