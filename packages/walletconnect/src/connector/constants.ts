// What Kit asks WalletConnect wallets for, per namespace, and how long a pairing URI is shown.

/** The connector id of WalletConnect for EVM networks (the id stored connections of earlier Kit versions use). */
export const WALLET_CONNECT_ID = 'walletConnect'

/** The connector id of WalletConnect for Solana networks. */
export const WALLET_CONNECT_SOLANA_ID = 'walletConnectSolana'

/** How long a pairing URI is offered (240 000 ms), after which the QR code needs a new one. */
export const WALLET_CONNECT_PAIRING_EXPIRY_MS = 240_000

/** The EVM methods Kit asks WalletConnect wallets for. */
export const WALLET_CONNECT_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_sendCalls',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
] as const

/**
 * EIP-5792's methods: a wallet has them only when the session approved them. Otherwise the provider says so
 * (4200), and Kit answers them itself.
 */
export const WALLET_CONNECT_CALLS_METHODS: ReadonlySet<string> = new Set([
  'wallet_sendCalls',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
])

/** The EVM events Kit listens to. */
export const WALLET_CONNECT_EVENTS = ['chainChanged', 'accountsChanged'] as const

/** The Solana methods Kit asks for, as WalletConnect's Solana JSON-RPC reference defines them. */
export const WALLET_CONNECT_SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
] as const
