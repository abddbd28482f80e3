// @kit/core/connectors: the connector factories, for hosts that register wallets themselves (createKit finds
// injected and Solana wallets, and registers the secure-frame auth connector, on its own), and what connector
// packages such as @kit/walletconnect build on. A separate entry keeps them out of the first load of
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
export { isPairingConnector } from '../connectors/pairing.js'
export { isUserRejection, toWalletError } from '../connectors/walletError.js'
export {
  createWalletStandardConnector,
  isSolanaWallet,
  type WalletStandardConnectorParameters,
  walletStandardConnectorId,
} from '../connectors/walletStandard.js'
export { formatAmount } from '../send/formatAmount.js'
