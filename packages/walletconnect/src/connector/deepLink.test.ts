import { expect, it } from 'vitest'
import { walletConnectDeepLink } from './deepLink.js'

const URI = 'wc:abc@2?relay-protocol=irn&symKey=def&expiryTimestamp=1'

it('builds deep links for native schemes and universal links, with the pairing URI encoded', () => {
  const encoded = encodeURIComponent(URI)
  expect(walletConnectDeepLink('metamask:', URI)).toBe(`metamask://wc?uri=${encoded}`)
  expect(walletConnectDeepLink('metamask://', URI)).toBe(`metamask://wc?uri=${encoded}`)
  expect(walletConnectDeepLink('https://link.trustwallet.com', URI)).toBe(
    `https://link.trustwallet.com/wc?uri=${encoded}`,
  )
  expect(walletConnectDeepLink('https://rnbwapp.com/', URI)).toBe(`https://rnbwapp.com/wc?uri=${encoded}`)
})
