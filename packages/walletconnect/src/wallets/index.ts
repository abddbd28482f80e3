export { extendWallets, selectWallets } from './customize.js'
export { monogram } from './monogram.js'
export { wallets } from './wallets.js'
