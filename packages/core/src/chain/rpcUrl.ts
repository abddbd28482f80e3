import type { Network } from '@kit/chains'
import { NetworkNotFoundError } from '../errors/kit.js'

/** The network's first HTTP RPC URL. */
export function rpcUrl(network: Network): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new NetworkNotFoundError({ details: `${network.name} has no RPC URL.` })
  return url
}
