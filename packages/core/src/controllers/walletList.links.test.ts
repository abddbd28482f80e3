import { wallets } from '@kit/chains/wallets'
import { describe, expect, it } from 'vitest'
import { isPhoneDevice } from './walletList.device.js'
import { walletPairingLink, walletRequestLink } from './walletList.links.js'
import type { WalletListing } from './walletList.listing.js'

const base: WalletListing = { id: 'w', name: 'W', icon: 'data:image/png;base64,AA', chains: ['eip155'] }
const uri = 'wc:abc@2?relay-protocol=irn&symKey=00'

describe('wallet links', () => {
  it('prefers the universal link and carries the encoded pairing URI', () => {
    const listing = { ...base, mobile: { native: 'w://', universal: 'https://w.app.link' } }
    expect(walletPairingLink(listing, uri)).toBe(`https://w.app.link/wc?uri=${encodeURIComponent(uri)}`)
    expect(walletRequestLink(listing)).toBe('https://w.app.link/wc')
  })

  it('falls back to the native scheme, and to nothing without links', () => {
    expect(walletPairingLink({ ...base, mobile: { native: 'w://' } }, uri)).toBe(
      `w://wc?uri=${encodeURIComponent(uri)}`,
    )
    expect(walletPairingLink(base, uri)).toBeUndefined()
    expect(walletRequestLink(base)).toBeUndefined()
  })

  it('opens every wallet of the built-in catalogue with a pairing link', () => {
    for (const wallet of wallets)
      expect(walletPairingLink(wallet, uri), wallet.id).toMatch(/wc\?uri=wc%3Aabc%402/)
  })

  it('a phone has a coarse pointer and a mobile agent (or is an iPad calling itself a Mac)', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)'
    expect(isPhoneDevice({ userAgent: iphone, coarsePointer: true })).toBe(true)
    expect(isPhoneDevice({ userAgent: iphone, coarsePointer: false })).toBe(false)
    expect(isPhoneDevice({ userAgent: mac, coarsePointer: true, maxTouchPoints: 5 })).toBe(true)
    expect(isPhoneDevice({ userAgent: mac, coarsePointer: true, maxTouchPoints: 0 })).toBe(false)
    expect(isPhoneDevice({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', coarsePointer: true })).toBe(false)
  })
})
