// The wallet list on its own (`@kit/walletconnect/wallets`): data, helpers, and the checks Kit applies to a list.
export { parseWalletListings, type WalletListing, walletListingProblems } from '@kit/core/utils'
export { extendWallets, selectWallets } from './customize.js'
export { monogram } from './monogram.js'
export { wallets } from './wallets.js'
