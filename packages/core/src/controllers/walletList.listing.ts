// The wallet list's options, and the catalogue check as core reports it. The listing type and the rule itself are
// written once in `@kit/chains/wallets`, which Kit's server applies to its operator's file too.
import { readWalletListings, type WalletListing } from '@kit/chains/wallets'
import { KitValidationError } from '../errors/kit.js'

export type { WalletLinks, WalletListing } from '@kit/chains/wallets'
export { walletListingProblems } from '@kit/chains/wallets'

/** Options of the wallet list (`createKit({ walletList })`). */
export type WalletListOptions = {
  /** The catalogue, e.g. `wallets` from `@kit/walletconnect`, extended or replaced. */
  wallets?: readonly WalletListing[]
  /** A registry answering `GET` with `{ wallets: [...] }` (such as `apps/server`'s `/v1/wallets`); tried first. */
  registryUrl?: string
  /** Whether this device is a phone; default: detected (coarse pointer and a mobile user agent). */
  phone?: boolean
  /** Opens a wallet's link; default `location.assign`. A WebView host may route links its own way. */
  openLink?: (url: string) => void
}

/**
 * Reads a catalogue (a host's list or a registry's answer): an array of listings, or `{ wallets: [...] }`.
 * Ids must be unique. Returns a frozen copy.
 * @throws {KitValidationError} listing every problem found.
 */
export function parseWalletListings(value: unknown): readonly WalletListing[] {
  const { listings, problems } = readWalletListings(value)
  if (problems.length > 0)
    throw new KitValidationError('Invalid wallet list', { details: problems.slice(0, 20).join('; ') })
  return listings
}
