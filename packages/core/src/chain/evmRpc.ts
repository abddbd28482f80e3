// Reads over an EVM network's own RPC URL with a viem public client. Only reached through import().
import type { EvmNetwork } from '@kit/chains'
import { createPublicClient, http } from 'viem'
import { rpcUrl } from './rpcUrl.js'

/** How long an RPC call may take. */
export const RPC_TIMEOUT_MS = 10_000

/** A viem public client over the network's first RPC URL. */
export function evmPublicClient(network: EvmNetwork) {
  return createPublicClient({
    chain: network,
    transport: http(rpcUrl(network), { timeout: RPC_TIMEOUT_MS, retryCount: 1 }),
  })
}

/** The native balance of `address`, in wei. */
export function evmBalance(network: EvmNetwork, address: string): Promise<bigint> {
  return evmPublicClient(network).getBalance({ address: address as `0x${string}` })
}

/** The network's current gas price, in wei. */
export function evmGasPrice(network: EvmNetwork): Promise<bigint> {
  return evmPublicClient(network).getGasPrice()
}
