// @kit/chains/wallets: the wallet catalogue, written once: the listing's type and the rule that reads one, the
// curated list and its monogram icons. Data and pure functions only: Kit's server publishes the list from here,
// `@kit/walletconnect` re-exports it for hosts, and core checks a host's or a registry's list with the same rule.
export { wallets } from '../wallets/catalogue.js'
export {
  readWalletListings,
  type WalletLinks,
  type WalletListing,
  type WalletListReading,
  walletListingProblems,
} from '../wallets/listing.js'
export { monogram } from '../wallets/monogram.js'
