import { parseWalletListings, walletListingProblems, walletPairingLink } from '@kit/core/utils'
import { describe, expect, it } from 'vitest'
import { wallets } from './wallets.js'

describe('the built-in wallet list', () => {
  it('passes the wallet-list schema, with unique ids', () => {
    for (const [index, wallet] of wallets.entries())
      expect(walletListingProblems(wallet, `wallets[${index}]`)).toEqual([])
    expect(parseWalletListings(wallets)).toHaveLength(wallets.length)
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
      expect(walletPairingLink(wallet, 'wc:t@2?relay-protocol=irn&symKey=00'), wallet.id).toMatch(
        /wc\?uri=wc%3At%402/,
      )
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
