// The public surface of @kit/walletconnect. Every name here is locked by the exports snapshot test.
export {
  type ConnectParameters,
  createSignClient,
  type RequestParameters,
  type SignClient,
  type SignClientOptions,
} from '../engine/signClient.js'
export type {
  Metadata,
  ProposalNamespace,
  ProposalNamespaces,
  RelayStatus,
  SessionNamespace,
  SessionNamespaces,
  SignClientEventName,
  SignClientEvents,
  WcSession,
} from '../engine/types.js'
export {
  ClientClosedError,
  InvalidNamespacesError,
  ProposalExpiredError,
  RelayRequestError,
  RelayUnreachableError,
  RequestTimeoutError,
  SessionNotFoundError,
  WalletConnectAbortedError,
  WalletConnectError,
  WalletConnectInputError,
  WalletConnectRejectedError,
  WalletRequestError,
} from '../errors.js'
export { createMemoryStorage, type WalletConnectStorage } from '../storage/storage.js'
export { type PairingUri, parsePairingUri } from '../uri.js'
export { extendWallets, monogram, selectWallets, wallets } from '../wallets/index.js'
