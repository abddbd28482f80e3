import { wallets } from '@kit/chains/wallets'
import { describe, expect, it } from 'vitest'
import { KitValidationError } from '../errors/kit.js'
import { parseWalletListings } from './walletList.listing.js'

const valid = {
  id: 'metamask',
  name: 'MetaMask',
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  chains: ['eip155'],
  mobile: { native: 'metamask://', universal: 'https://metamask.app.link/' },
}

// The rule itself is tested in @kit/chains (wallets/listing.test.ts); here, how core reports it.
describe('parseWalletListings', () => {
  it('returns the frozen listings of a valid list, the built-in catalogue included', () => {
    expect(parseWalletListings({ wallets: [valid] })[0]?.mobile?.universal).toBe('https://metamask.app.link')
    expect(parseWalletListings(wallets)).toEqual(wallets)
  })

  it('throws one KitValidationError naming every problem', () => {
    const error = (() => {
      try {
        parseWalletListings([valid, valid, { ...valid, id: 'Bad' }])
      } catch (caught) {
        return caught
      }
      return undefined
    })()
    expect(error).toBeInstanceOf(KitValidationError)
    expect((error as KitValidationError).shortMessage).toBe('Invalid wallet list')
    expect((error as KitValidationError).details).toBe(
      'wallets[1].id "metamask" is listed twice; wallets[2].id must be a lowercase id',
    )
    expect(() => parseWalletListings('nope')).toThrow(KitValidationError)
  })
})
