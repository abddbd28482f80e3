// A web3.js v1 connection over a Solana network's own RPC URL, for sends. Only reached through import().
import type { SolanaNetwork } from '@kit/chains'
import { Connection } from '@solana/web3.js'
import { rpcUrl } from './rpcUrl.js'

/** A connection over the network's RPC URL, with its WebSocket URL for confirmations when it has one. */
export function solanaConnection(network: SolanaNetwork): Connection {
  const wsEndpoint = network.rpcUrls.default.webSocket?.[0]
  return new Connection(rpcUrl(network), {
    commitment: 'confirmed',
    ...(wsEndpoint ? { wsEndpoint } : {}),
  })
}
