// The wallet list on its own (`@kit/walletconnect/wallets`): the catalogue of `@kit/chains/wallets`, the ways to
// change it, and the checks Kit applies to a list.
export { monogram, wallets } from '@kit/chains/wallets'
export { parseWalletListings, type WalletListing, walletListingProblems } from '@kit/core/utils'
export { extendWallets, selectWallets } from './customize.js'
