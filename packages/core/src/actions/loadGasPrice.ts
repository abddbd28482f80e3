import type { KitContext } from '../context.js'
import { rpcRoute } from '../chain/rpcUrl.js'
import { UnsupportedChainError } from '../errors/send.js'

/**
 * Loads the gas price of the active EVM network over JSON-RPC (`eth_gasPrice`, through the blockchain API's RPC
 * proxy, then the network's own RPC), or from the blockchain API's gas-price route when neither answers, and keeps it in `state.send.gasPrice`. Loaded with the first call (`kit.send.loadGasPrice`).
 */
export async function loadGasPrice(ctx: KitContext): Promise<bigint> {
  const network = ctx.parts.networkSlice(ctx).getActiveNetwork()
  let gasPrice: bigint
  try {
    if (network.chainNamespace !== 'eip155')
      throw new UnsupportedChainError('Gas prices are for EVM networks.')
    gasPrice = await (await import('../chain/jsonRpc.js')).evmGasPrice(rpcRoute(ctx, network))
  } catch (error) {
    // The blockchain API answers for networks whose RPC cannot (CORS, rate limits).
    ctx.logger.info('The network RPC gave no gas price; asking the blockchain API', error)
    const price = await ctx.api.fetchGasPrice({ caipNetworkId: network.caipNetworkId })
    gasPrice = BigInt(Math.round(Number(price.standard)))
  }
  ctx.parts.sendSetters(ctx).setGasPrice(gasPrice)
  return gasPrice
}
