import { describe, expect, it } from 'vitest'
import { wallets } from './catalogue.js'
import { readWalletListings, walletListingProblems } from './listing.js'

describe('the built-in wallet list', () => {
  it('passes the wallet-list schema, with unique ids', () => {
    for (const [index, wallet] of wallets.entries())
      expect(walletListingProblems(wallet, `wallets[${index}]`)).toEqual([])
    expect(readWalletListings(wallets)).toEqual({ listings: wallets, problems: [] })
  })

  it('holds the most used wallets, EVM and Solana, each reachable from a phone and a store', () => {
    expect(wallets.length).toBeGreaterThanOrEqual(15)
    expect(wallets.length).toBeLessThanOrEqual(25)
    for (const id of [
      'metamask',
      'trust',
      'coinbase',
      'rainbow',
      'okx',
      'binance',
      'uniswap',
      'zerion',
      'ledger',
    ])
      expect(wallets.map((wallet) => wallet.id)).toContain(id)
    expect(wallets.some((wallet) => wallet.chains.includes('solana'))).toBe(true)
    for (const wallet of wallets) {
      expect(wallet.mobile?.universal ?? wallet.mobile?.native, wallet.id).toBeDefined()
      expect(wallet.appStore, wallet.id).toMatch(/^https:\/\/apps\.apple\.com\/app\/id\d+$/)
      expect(wallet.playStore, wallet.id).toMatch(
        /^https:\/\/play\.google\.com\/store\/apps\/details\?id=[\w.]+$/,
      )
    }
  })

  it('draws icons inline (no network fetch) and small', () => {
    for (const wallet of wallets) {
      expect(wallet.icon.startsWith('data:image/svg+xml,'), wallet.id).toBe(true)
      expect(wallet.icon.length, wallet.id).toBeLessThan(1_000)
    }
  })
})
