// A wallet of the catalogue and the rule for reading one: data only, so a host, a registry or Kit's server can
// supply it, and each layer turns the problems into its own error. Checked by hand (no zod): a registry's answer
// is untrusted input, and the browser's copy of this check loads with the wallet list.
import type { ChainNamespace } from '../types.js'

/** Links that open a wallet app, each taking `wc?uri=<pairing URI>` after it. */
export type WalletLinks = {
  /** The app's own scheme, e.g. `metamask://`. */
  readonly native?: string | undefined
  /** An https link the operating system hands to the app when it is installed, e.g. `https://metamask.app.link`. */
  readonly universal?: string | undefined
}

/** One wallet of the catalogue (the curated list, a host's list, or a registry's answer). */
export type WalletListing = {
  /** Stable, lowercase id: `metamask`, `trust`, … */
  readonly id: string
  readonly name: string
  /** A `data:image/…` URI or an https URL. */
  readonly icon: string
  /** The namespaces the wallet serves over WalletConnect. */
  readonly chains: readonly ChainNamespace[]
  /** How a phone opens it. */
  readonly mobile?: WalletLinks | undefined
  /** How a desktop app of the wallet is opened, when it has one. */
  readonly desktop?: WalletLinks | undefined
  /** App Store page (iOS). */
  readonly appStore?: string | undefined
  /** Google Play page (Android). */
  readonly playStore?: string | undefined
  /** The EIP-6963 reverse-DNS id of its browser extension: an announced wallet with it is the same wallet. */
  readonly rdns?: string | undefined
}

const ID = /^[a-z0-9][a-z0-9-]{0,39}$/
const SCHEME = /^([a-z][a-z0-9+.-]*):\/\/[^\s?#%]*$/
// Schemes a page must never be sent to as a "wallet app": script, local files, or the web itself.
const UNSAFE_SCHEMES = new Set([
  'javascript',
  'vbscript',
  'data',
  'file',
  'blob',
  'about',
  'http',
  'https',
  'ws',
  'wss',
  'ftp',
])
const isAppScheme = (value: string) => {
  const scheme = SCHEME.exec(value)?.[1]
  return scheme !== undefined && !UNSAFE_SCHEMES.has(scheme)
}
const HTTPS = /^https:\/\/[^\s/?#]+(\/[^\s?#]*)?$/
const ICON = /^(data:image\/(svg\+xml|png|webp|jpeg)[;,][^\s]+|https:\/\/\S+)$/
const RDNS = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/
const MAX_ICON = 8_192

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function links(value: unknown, path: string, problems: string[]): WalletLinks | undefined {
  if (value === undefined) return undefined
  if (!isRecord(value)) {
    problems.push(`${path} must be an object`)
    return undefined
  }
  const { native, universal } = value
  if (native !== undefined && (typeof native !== 'string' || !isAppScheme(native)))
    problems.push(`${path}.native must be an app scheme such as "wallet://" (an optional path, no query)`)
  if (universal !== undefined && (typeof universal !== 'string' || !HTTPS.test(universal)))
    problems.push(`${path}.universal must be an https link without query or fragment`)
  return Object.freeze({
    ...(typeof native === 'string' ? { native } : {}),
    ...(typeof universal === 'string' ? { universal: universal.replace(/\/+$/, '') } : {}),
  })
}

/**
 * Checks one untrusted catalogue entry; returns the problems found (empty when it is a valid listing).
 * Unknown fields are ignored, so a newer registry stays readable.
 */
export function walletListingProblems(value: unknown, path = 'wallet'): string[] {
  const problems: string[] = []
  readListing(value, path, problems)
  return problems
}

function readListing(value: unknown, path: string, problems: string[]): WalletListing | undefined {
  if (!isRecord(value)) {
    problems.push(`${path} must be an object`)
    return undefined
  }
  const { id, name, icon, chains, appStore, playStore, rdns } = value
  if (typeof id !== 'string' || !ID.test(id)) problems.push(`${path}.id must be a lowercase id`)
  if (typeof name !== 'string' || name.trim() === '' || name.length > 64)
    problems.push(`${path}.name must be a name of 1 to 64 characters`)
  if (typeof icon !== 'string' || icon.length > MAX_ICON || !ICON.test(icon))
    problems.push(`${path}.icon must be a data:image URI or an https URL of at most ${MAX_ICON} characters`)
  if (
    !Array.isArray(chains) ||
    chains.length === 0 ||
    !chains.every((chain) => chain === 'eip155' || chain === 'solana')
  )
    problems.push(`${path}.chains must list "eip155" and/or "solana"`)
  for (const [key, store] of [
    ['appStore', appStore],
    ['playStore', playStore],
  ] as const)
    if (store !== undefined && (typeof store !== 'string' || !/^https:\/\/\S+$/.test(store)))
      problems.push(`${path}.${key} must be an https URL`)
  if (rdns !== undefined && (typeof rdns !== 'string' || !RDNS.test(rdns)))
    problems.push(`${path}.rdns must be a reverse-DNS id such as "io.metamask"`)
  const mobile = links(value.mobile, `${path}.mobile`, problems)
  const desktop = links(value.desktop, `${path}.desktop`, problems)
  if (problems.length > 0) return undefined
  return Object.freeze({
    id: id as string,
    name: (name as string).trim(),
    icon: icon as string,
    chains: Object.freeze([...new Set(chains as ChainNamespace[])]),
    ...(mobile ? { mobile } : {}),
    ...(desktop ? { desktop } : {}),
    ...(typeof appStore === 'string' ? { appStore } : {}),
    ...(typeof playStore === 'string' ? { playStore } : {}),
    ...(typeof rdns === 'string' ? { rdns } : {}),
  })
}

/** What reading a catalogue found: the valid listings, frozen, and every problem (empty when the list is valid). */
export type WalletListReading = {
  readonly listings: readonly WalletListing[]
  readonly problems: readonly string[]
}

/**
 * Reads a catalogue (a host's list, a registry's answer, an operator's file): an array of listings, or
 * `{ wallets: [...] }`. Ids must be unique. Never throws: the caller decides what an invalid list means.
 */
export function readWalletListings(value: unknown): WalletListReading {
  const entries = isRecord(value) && Array.isArray(value.wallets) ? value.wallets : value
  const problems: string[] = []
  if (!Array.isArray(entries)) problems.push('a wallet list must be an array or { wallets: [...] }')
  const listings: WalletListing[] = []
  const seen = new Set<string>()
  for (const [index, entry] of (Array.isArray(entries) ? entries : []).entries()) {
    const listing = readListing(entry, `wallets[${index}]`, problems)
    if (!listing) continue
    if (seen.has(listing.id)) problems.push(`wallets[${index}].id "${listing.id}" is listed twice`)
    seen.add(listing.id)
    listings.push(listing)
  }
  return { listings: Object.freeze(listings), problems }
}
