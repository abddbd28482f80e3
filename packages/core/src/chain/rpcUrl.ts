import type { Network } from '@kit/chains'
import type { KitContext } from '../context.js'
import { NetworkNotFoundError } from '../errors/kit.js'

/**
 * Where one network's JSON-RPC calls go, in order of preference: the blockchain API's proxy for the network
 * (`<apiUrl>/v1/?chainId=…&projectId=…`, the spec's RPC URL per chain), then the network's own RPC URLs as the
 * fallback, as the reference's fallback transport does.
 */
export type RpcRoute = { readonly network: Network; readonly urls: readonly string[] }

/**
 * The route of `network`'s calls for this kit: through the blockchain API first unless the host chose `rpc: 'network'`.
 * @throws {NetworkNotFoundError} when no URL is left.
 */
export function rpcRoute(ctx: Pick<KitContext, 'options' | 'api'>, network: Network): RpcRoute {
  const own = network.rpcUrls.default.http
  const urls = ctx.options.rpc === 'network' ? [...own] : [ctx.api.rpcUrl(network.caipNetworkId), ...own]
  if (urls.length === 0) throw new NetworkNotFoundError({ details: `${network.name} has no RPC URL.` })
  return { network, urls }
}
