// Public surface of @kit/core/adapters: Kit's connection for code that talks to wallets itself (viem, ethers,
// wagmi, Solana libraries), and the actions hosts run most. A separate entry, so `createKit`'s first load never
// carries viem's wallet client. Every name here is locked by the adapters snapshot test.
export { disconnect } from '../actions/disconnect.js'
export type { KitEip1193Events, KitEip1193Provider, ProviderConnectInfo } from '../actions/eip1193Provider.js'
export {
  InvalidProviderRequestError,
  ProviderChainDisconnectedError,
  ProviderDisconnectedError,
  ProviderUnauthorizedError,
  UnrecognizedChainError,
} from '../actions/errors.js'
export { getProvider, type ProviderNamespace, type ProviderOf } from '../actions/getProvider.js'
export type { ProviderPermission } from '../actions/providerPermissions.js'
export { ProviderRpcError } from '../actions/providerRpcError.js'
export { getWalletClient, type KitWalletClient } from '../actions/getWalletClient.js'
export {
  createMutation,
  type Mutation,
  type MutationOptions,
  type MutationState,
  type MutationStatus,
} from '../actions/mutation.js'
export {
  type EvmTransactionParameters,
  type SendTransactionParameters,
  type SolanaTransactionParameters,
  sendTransaction,
} from '../actions/sendTransaction.js'
export { type SignMessageParameters, signMessage } from '../actions/signMessage.js'
export type { KitSolanaEvents, KitSolanaProvider, SolanaSendOptions } from '../actions/solanaProvider.js'
