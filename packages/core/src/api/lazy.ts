import { blockchainApiRpcUrl } from '@kit/chains'
import type { BlockchainApi, BlockchainApiConfig } from './types.js'

/**
 * Creates a blockchain-API client (reference §5.1 paths and fields; `projectId` in the query of every call).
 * Every call validates the response with zod, has a timeout and accepts an AbortSignal; failures are typed
 * `ApiError`s. The implementation and its schemas load on the first call, so importing Kit stays small.
 */
export function createLazyBlockchainApi(config: BlockchainApiConfig): BlockchainApi {
  let client: Promise<BlockchainApi> | undefined
  const load = () => {
    client ??= import('./client.js').then((module) => module.createBlockchainApiClient(config))
    return client
  }
  const apiUrl = config.apiUrl.replace(/\/+$/, '')
  return {
    apiUrl,
    projectId: config.projectId,
    fetchIdentity: async (...args) => (await load()).fetchIdentity(...args),
    getBalance: async (...args) => (await load()).getBalance(...args),
    fetchGasPrice: async (...args) => (await load()).fetchGasPrice(...args),
    lookupName: async (...args) => (await load()).lookupName(...args),
    reverseLookupName: async (...args) => (await load()).reverseLookupName(...args),
    getNameSuggestions: async (...args) => (await load()).getNameSuggestions(...args),
    registerName: async (...args) => (await load()).registerName(...args),
    getOnRampOptions: async (...args) => (await load()).getOnRampOptions(...args),
    getOnRampQuote: async (...args) => (await load()).getOnRampQuote(...args),
    rpcUrl: (caipNetworkId) => blockchainApiRpcUrl({ apiUrl, caipNetworkId, projectId: config.projectId }),
  }
}
