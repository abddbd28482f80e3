// @kit/walletconnect/connector: what a host adds to createKit. It loads nothing of the Sign client up front (the
// client comes with import() on the first connect or restore), so it has its own entry: the package root exports the
// client itself, and a bundler that splits by reachability would put every root export a lazy chunk also uses into
// the host's first load. Every name here is locked by the snapshot test.
export {
  WALLET_CONNECT_EVENTS,
  WALLET_CONNECT_ID,
  WALLET_CONNECT_METHODS,
  WALLET_CONNECT_PAIRING_EXPIRY_MS,
  WALLET_CONNECT_SOLANA_ID,
  WALLET_CONNECT_SOLANA_METHODS,
} from './constants.js'
export { walletConnectDeepLink } from './deepLink.js'
export type { RelayStatus } from '../engine/types.js'
export { type WalletConnectConnector, type WalletConnectParameters, walletConnect } from './walletConnect.js'
