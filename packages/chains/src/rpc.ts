import { parseCaipNetworkId } from './caip.js'
import type { CaipNetworkId } from './types.js'

/** Where the blockchain API lives and which project asks. */
export type BlockchainApiRpcParameters = {
  /** Base URL of the blockchain API, e.g. `http://127.0.0.1:8787` or a hosted service. */
  apiUrl: string
  /** The CAIP-2 id of the network to proxy. */
  caipNetworkId: CaipNetworkId
  projectId: string
}

/**
 * The blockchain API's JSON-RPC proxy URL for one network: `<apiUrl>/v1/?chainId=<caip>&projectId=<id>`,
 * with both parameters URL-encoded.
 */
export function blockchainApiRpcUrl({
  apiUrl,
  caipNetworkId,
  projectId,
}: BlockchainApiRpcParameters): string {
  parseCaipNetworkId(caipNetworkId)
  const base = apiUrl.replace(/\/+$/, '')
  return `${base}/v1/?chainId=${encodeURIComponent(caipNetworkId)}&projectId=${encodeURIComponent(projectId)}`
}
