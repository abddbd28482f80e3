import { defineSolanaNetwork } from '../define.js'

/** Solana mainnet-beta. */
export const solana = /*#__PURE__*/ defineSolanaNetwork({
  reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  rpcUrl: 'https://api.mainnet-beta.solana.com',
  explorer: { name: 'Solscan', url: 'https://solscan.io' },
  testnet: false,
})

/** Solana testnet. */
export const solanaTestnet = /*#__PURE__*/ defineSolanaNetwork({
  reference: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  rpcUrl: 'https://api.testnet.solana.com',
  explorer: { name: 'Solana Explorer', url: 'https://explorer.solana.com/?cluster=testnet' },
  testnet: true,
})

/** Solana devnet. */
export const solanaDevnet = /*#__PURE__*/ defineSolanaNetwork({
  reference: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  rpcUrl: 'https://api.devnet.solana.com',
  explorer: { name: 'Solana Explorer', url: 'https://explorer.solana.com/?cluster=devnet' },
  testnet: true,
})

/** The local cluster that apps/devnet starts (litesvm behind a JSON-RPC front). */
export const solanaLocalnet = /*#__PURE__*/ defineSolanaNetwork({
  reference: 'localnet',
  name: 'Solana Localnet',
  rpcUrl: 'http://127.0.0.1:8899',
  webSocketUrl: 'ws://127.0.0.1:8900',
  testnet: true,
})
