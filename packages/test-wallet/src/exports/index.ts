// Public surface of @kit/test-wallet. Every name here is locked by the exports snapshot test.
export type { ApprovalEvents, ApprovalPolicy, ApprovalRequest, PendingRequest } from '../approvals.js'
export { createTestWallet, type TestWallet, type TestWalletOptions } from '../createTestWallet.js'
export {
  DEFAULT_EVM_CHAINS,
  DEFAULT_EVM_PRIVATE_KEYS,
  DEFAULT_SOLANA_RPC_URL,
  DEFAULT_SOLANA_WS_URL,
  SOLANA_LOCALNET_CHAIN,
  type TestWalletChain,
} from '../defaults.js'
export {
  InvalidParamsError,
  InvalidTestWalletOptionError,
  PROVIDER_ERROR_CODES,
  ProviderRpcError,
  UnauthorizedError,
  UnrecognizedChainError,
  UnsupportedMethodError,
  UserRejectedRequestError,
} from '../errors.js'
export type { AnnounceTarget, Eip6963ProviderInfo } from '../evm/eip6963.js'
export type { EvmController, ProviderEvents, RequestArguments, TestWalletProvider } from '../evm/provider.js'
export { testWalletIcon } from '../icon.js'
export type { ConsentStore } from '../memory.js'
export { solanaDevKeypair } from '../solana/devKeys.js'
export type { SolanaController, TestSolanaWallet, TestSolanaWalletFeatures } from '../solana/wallet.js'
