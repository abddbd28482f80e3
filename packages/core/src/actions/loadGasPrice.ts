import type { KitContext } from '../context.js'
import { UnsupportedChainError } from '../errors/send.js'

/**
 * Loads the gas price of the active EVM network from its RPC (`eth_gasPrice`), or from the blockchain API when the
 * RPC cannot answer, and keeps it in `state.send.gasPrice`. Loaded with the first call (`kit.send.loadGasPrice`).
 */
export async function loadGasPrice(ctx: KitContext): Promise<bigint> {
  const network = ctx.controllers.network.getActiveNetwork()
  let gasPrice: bigint
  try {
    if (network.chainNamespace !== 'eip155')
      throw new UnsupportedChainError('Gas prices are for EVM networks.')
    gasPrice = await (await import('../chain/jsonRpc.js')).evmGasPrice(network)
  } catch (error) {
    // The blockchain API answers for networks whose RPC cannot (CORS, rate limits).
    ctx.logger.info('The network RPC gave no gas price; asking the blockchain API', error)
    const price = await ctx.api.fetchGasPrice({ caipNetworkId: network.caipNetworkId })
    gasPrice = BigInt(Math.round(Number(price.standard)))
  }
  ctx.controllers.send.setGasPrice(gasPrice)
  return gasPrice
}
