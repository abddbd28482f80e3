import type { Network, RpcUrls } from './types.js'

/**
 * Finds a network in a list by CAIP-2 id (`eip155:1`), EVM chain id (`1` or `'1'`) or Solana reference.
 * Returns `undefined` when the list has no such network.
 */
export function findNetwork<network extends Network>(
  networks: readonly network[],
  id: string | number,
): network | undefined {
  const key = String(id)
  return networks.find((network) => network.caipNetworkId === key || String(network.id) === key)
}

/** True for EVM networks. */
export function isEvmNetwork(network: Network): network is Extract<Network, { chainNamespace: 'eip155' }> {
  return network.chainNamespace === 'eip155'
}

/** True for Solana clusters. */
export function isSolanaNetwork(network: Network): network is Extract<Network, { chainNamespace: 'solana' }> {
  return network.chainNamespace === 'solana'
}

/** A copy of `network` whose default RPC endpoints are replaced, e.g. to point a chain at a local node. */
export function withRpcUrls<network extends Network>(
  network: network,
  urls: { http: string | readonly string[]; webSocket?: string | readonly string[] },
): network {
  const toList = (value: string | readonly string[]) => (typeof value === 'string' ? [value] : [...value])
  const rpcUrls: RpcUrls = {
    default: { http: toList(urls.http), ...(urls.webSocket ? { webSocket: toList(urls.webSocket) } : {}) },
  }
  return { ...network, rpcUrls }
}
