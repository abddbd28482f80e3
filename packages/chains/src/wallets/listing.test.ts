import { describe, expect, it } from 'vitest'
import { readWalletListings, walletListingProblems } from './listing.js'

const valid = {
  id: 'metamask',
  name: 'MetaMask',
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  chains: ['eip155'],
  mobile: { native: 'metamask://', universal: 'https://metamask.app.link/' },
  rdns: 'io.metamask',
}

describe('wallet listings', () => {
  it('accepts a listing and trims the universal link', () => {
    const { listings, problems } = readWalletListings([valid])
    expect(problems).toEqual([])
    const [listing] = listings
    expect(listing).toEqual({
      ...valid,
      mobile: { native: 'metamask://', universal: 'https://metamask.app.link' },
    })
    expect(Object.isFrozen(listing)).toBe(true)
  })

  it('reads a registry answer shaped { wallets: [...] }', () => {
    expect(readWalletListings({ wallets: [valid] }).listings).toHaveLength(1)
  })

  it('refuses links that could run script or carry a query, and names every problem', () => {
    const problems = walletListingProblems({
      ...valid,
      icon: 'javascript:alert(1)',
      mobile: { native: 'javascript:alert(1)//', universal: 'http://evil.example/?x=1' },
      chains: ['cosmos'],
      appStore: 'ftp://x',
    })
    expect(problems).toEqual([
      'wallet.icon must be a data:image URI or an https URL of at most 8192 characters',
      'wallet.chains must list "eip155" and/or "solana"',
      'wallet.appStore must be an https URL',
      'wallet.mobile.native must be an app scheme such as "wallet://" (an optional path, no query)',
      'wallet.mobile.universal must be an https link without query or fragment',
    ])
  })

  it('accepts a scheme with a path, and refuses script or web schemes hidden as app links', () => {
    expect(walletListingProblems({ ...valid, mobile: { native: 'okex://main' } })).toEqual([])
    for (const native of [
      'javascript://%0Aalert(1)',
      'JavaScript://x',
      'https://a.b',
      'data://x',
      'file:///etc',
    ])
      expect(walletListingProblems({ ...valid, mobile: { native } })).toHaveLength(1)
  })

  it('names a duplicate id and a non-list, and never throws', () => {
    expect(readWalletListings([valid, valid]).problems).toEqual(['wallets[1].id "metamask" is listed twice'])
    expect(readWalletListings('nope')).toEqual({
      listings: [],
      problems: ['a wallet list must be an array or { wallets: [...] }'],
    })
    expect(readWalletListings([null]).problems).toEqual(['wallets[0] must be an object'])
  })
})
