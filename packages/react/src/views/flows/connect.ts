'use client'
// Connecting a wallet: the wallet list, the catalogue, the browser and WalletConnect wallets, the explainers.
// Every flow is in the modal's chunk (modal/viewImports): moving from step to step never waits on the network.
export { default as ConnectView } from '../ConnectView.js'
export { default as WalletsView } from '../WalletsView.js'
export { default as ConnectingExternalView } from '../ConnectingExternalView.js'
export { default as ConnectingWalletConnectView } from '../ConnectingWalletConnectView.js'
export { default as ExplainerView } from '../ExplainerView.js'
