// Where tapping a wallet leads on a phone (whether this device is a phone: walletList.device.ts).
import type { WalletLinks, WalletListing } from './walletList.listing.js'

/**
 * The base a phone opens for a wallet: its universal link when it has one (the operating system opens the app,
 * or the wallet's page when it is not installed), otherwise its native scheme. `undefined` when it has neither.
 */
export function walletLinkBase(links: WalletLinks | undefined): string | undefined {
  if (links?.universal) return `${links.universal.replace(/\/+$/, '')}/`
  if (links?.native) return links.native.endsWith('/') ? links.native : `${links.native}/`
  return undefined
}

/**
 * The link that hands a pairing URI to a wallet app: `<base>wc?uri=<encoded URI>`, the form wallets register
 * for WalletConnect pairings. `undefined` when the wallet has no phone link.
 */
export function walletPairingLink(listing: WalletListing, uri: string): string | undefined {
  const base = walletLinkBase(listing.mobile)
  return base && `${base}wc?uri=${encodeURIComponent(uri)}`
}

/**
 * The link that brings a paired wallet app to the front for a request: `<base>wc`, with no URI (the wallet
 * already holds the session; it finds the request on the relay).
 */
export function walletRequestLink(listing: WalletListing): string | undefined {
  const base = walletLinkBase(listing.mobile)
  return base && `${base}wc`
}
