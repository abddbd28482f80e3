// Reads over a Solana network's own RPC URL with web3.js v1. Only reached through import().
import type { SolanaNetwork } from '@kit/chains'
import { Connection, PublicKey } from '@solana/web3.js'
import { rpcUrl } from './rpcUrl.js'

/** A connection over the network's RPC URL, with its WebSocket URL for confirmations when it has one. */
export function solanaConnection(network: SolanaNetwork): Connection {
  const wsEndpoint = network.rpcUrls.default.webSocket?.[0]
  return new Connection(rpcUrl(network), {
    commitment: 'confirmed',
    ...(wsEndpoint ? { wsEndpoint } : {}),
  })
}

/** The SOL balance of `address`, in lamports. */
export async function solanaBalance(network: SolanaNetwork, address: string): Promise<bigint> {
  return BigInt(await solanaConnection(network).getBalance(new PublicKey(address)))
}
