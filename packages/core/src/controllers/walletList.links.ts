// Where tapping a wallet leads on a phone, and whether this device is a phone.
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

/** What phone detection reads; a browser's `navigator` and `matchMedia` fit. */
export type DeviceProbe = {
  readonly userAgent?: string | undefined
  readonly maxTouchPoints?: number | undefined
  readonly coarsePointer?: boolean | undefined
}

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobi|Windows Phone|Opera Mini|IEMobile/i

/**
 * True on a phone or tablet: a coarse pointer (a finger) and a mobile user agent, or an iPad that calls itself a
 * Mac but has a touch screen. A touch laptop has a fine pointer too (mouse or trackpad), so it stays a desktop.
 */
export function isPhoneDevice(probe: DeviceProbe): boolean {
  const agent = probe.userAgent ?? ''
  if (!probe.coarsePointer) return false
  if (MOBILE_AGENT.test(agent)) return true
  return /Macintosh/.test(agent) && (probe.maxTouchPoints ?? 0) > 1
}

/** Reads the current browser (false outside one). */
export function probeBrowser(): DeviceProbe {
  const nav = (globalThis as { navigator?: { userAgent?: string; maxTouchPoints?: number } }).navigator
  const media = (globalThis as { matchMedia?: (query: string) => { matches: boolean } }).matchMedia
  return {
    userAgent: nav?.userAgent,
    maxTouchPoints: nav?.maxTouchPoints,
    coarsePointer: typeof media === 'function' && media('(pointer: coarse)').matches,
  }
}
