import type { WalletListing } from '@kit/core'
import { KitValidationError } from '@kit/core/errors'
import { describe, expect, it } from 'vitest'
import { extendWallets, selectWallets } from './customize.js'
import { monogram, wallets } from '@kit/chains/wallets'

const mine: WalletListing = {
  id: 'mywallet',
  name: 'My Wallet',
  icon: monogram('MW', '#123456'),
  chains: ['eip155'],
  mobile: { native: 'mywallet://' },
}

describe('customising the wallet list', () => {
  it('extends: a new wallet is appended, one with a listed id replaces it in place', () => {
    const renamed = { ...wallets[1], name: 'Trust' } as WalletListing
    const list = extendWallets([mine, renamed])
    expect(list.at(-1)).toEqual(mine)
    expect(list[1]?.name).toBe('Trust')
    expect(list).toHaveLength(wallets.length + 1)
  })

  it('refuses an invalid addition with a typed error', () => {
    expect(() => extendWallets([{ ...mine, mobile: { native: 'javascript://x' } }])).toThrow(
      KitValidationError,
    )
  })

  it('selects by ids in the order given, or by a predicate', () => {
    expect(selectWallets(['rainbow', 'metamask', 'nope']).map((wallet) => wallet.id)).toEqual([
      'rainbow',
      'metamask',
    ])
    expect(
      selectWallets((wallet) => wallet.chains.includes('solana')).every((w) => w.chains.includes('solana')),
    ).toBe(true)
  })
})
