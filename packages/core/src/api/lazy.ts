import { blockchainApiRpcUrl, type CaipNetworkId } from '@kit/chains'
import type { BlockchainApi, BlockchainApiCalls, BlockchainApiConfig } from './types.js'

/** The calls of `BlockchainApi`: every member that talks to the service (client.test.ts checks none is missing). */
export const CALLS = [
  'fetchIdentity',
  'getBalance',
  'fetchGasPrice',
  'lookupName',
  'reverseLookupName',
  'getNameSuggestions',
  'registerName',
  'getOnRampOptions',
  'getOnRampQuote',
] as const satisfies readonly (keyof BlockchainApiCalls)[]

/**
 * Creates a blockchain-API client with the paths and fields of WalletConnect's blockchain API (`projectId` in
 * the query of every call).
 * Every call validates the response with zod, has a timeout and accepts an AbortSignal; failures are typed
 * `ApiError`s. The implementation and its schemas load on the first call, so importing Kit stays small.
 */
export function createLazyBlockchainApi(config: BlockchainApiConfig): BlockchainApi {
  let client: Promise<BlockchainApiCalls> | undefined
  const load = () => {
    client ??= import('./client.js').then((module) => module.createBlockchainApiClient(config))
    return client
  }
  const apiUrl = config.apiUrl.replace(/\/+$/, '')
  type Call = (...args: unknown[]) => Promise<unknown>
  const api: Record<string, unknown> = {
    apiUrl,
    projectId: config.projectId,
    rpcUrl: (caipNetworkId: CaipNetworkId) =>
      blockchainApiRpcUrl({ apiUrl, caipNetworkId, projectId: config.projectId }),
  }
  // Each call forwards to the real client once it has loaded.
  for (const name of CALLS) api[name] = async (...args: unknown[]) => ((await load())[name] as Call)(...args)
  return api as BlockchainApi
}
