// @kit/core/connectors: the connector factories, for hosts that register wallets themselves (createKit finds
// injected, WalletConnect and Solana wallets, and registers the secure-frame auth connector, on its own). A separate entry keeps them out of the first load of
// `import { createKit } from '@kit/core'`. Every name here is locked by the snapshot test.
export { createAuthConnector } from '../connectors/auth/authConnector.js'
export { AuthFrameLoadError, SocialLoginWindowError } from '../connectors/auth/errors.js'
export {
  createInjectedConnector,
  type InjectedConnectorParameters,
  type InjectedWalletInfo,
  LEGACY_INJECTED_ID,
} from '../connectors/injected.js'
export { walletStandardChain } from '../connectors/solanaChains.js'
export {
  createWalletConnectConnector,
  WALLET_CONNECT_ID,
  WALLET_CONNECT_METHODS,
  WALLET_CONNECT_PAIRING_EXPIRY_MS,
  type WalletConnectConnector,
  type WalletConnectConnectorParameters,
  walletConnectDeepLink,
} from '../connectors/walletConnect.js'
export { isUserRejection, toWalletError } from '../connectors/walletError.js'
export {
  createWalletStandardConnector,
  isSolanaWallet,
  type WalletStandardConnectorParameters,
  walletStandardConnectorId,
} from '../connectors/walletStandard.js'
export { formatAmount } from '../send/formatAmount.js'
