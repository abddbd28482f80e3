import { DEFAULT_API_TIMEOUT_MS } from '../constants.js'
import { type ApiCallOptions, parseResponse, requestJson } from './request.js'
import {
  anyJsonSchema,
  balancesSchema,
  gasPriceSchema,
  identitySchema,
  nameProfileSchema,
  onRampOptionsSchema,
  onRampQuoteSchema,
  reverseLookupSchema,
  suggestionsSchema,
} from './schemas.js'
import type { BlockchainApiCalls, BlockchainApiConfig } from './types.js'

/**
 * Creates the calls of a blockchain-API client with the paths and fields of WalletConnect's blockchain API.
 * `projectId` goes in the query of every call, including name registration. `createLazyBlockchainApi` adds the
 * members that need no request (`apiUrl`, `projectId`, `rpcUrl`).
 */
export function createBlockchainApiClient(config: BlockchainApiConfig): BlockchainApiCalls {
  const apiUrl = config.apiUrl.replace(/\/+$/, '')
  const timeout = config.timeoutMs ?? DEFAULT_API_TIMEOUT_MS

  const url = (path: string, query: Record<string, string | undefined> = {}) => {
    const target = new URL(`${apiUrl}${path}`)
    target.searchParams.set('projectId', config.projectId)
    for (const [key, value] of Object.entries(query)) if (value) target.searchParams.set(key, value)
    return target.toString()
  }

  const call = async <schema extends Parameters<typeof parseResponse>[0]>(
    schema: schema,
    method: 'GET' | 'POST',
    target: string,
    options: ApiCallOptions = {},
    body?: unknown,
  ) => {
    const json = await requestJson({
      fetch: config.fetch ?? globalThis.fetch,
      url: target,
      method,
      body,
      timeoutMs: options.timeoutMs ?? timeout,
      signals: [config.signal, options.signal],
    })
    return parseResponse(schema, json, target)
  }

  const segment = (value: string) => encodeURIComponent(value)

  return {
    fetchIdentity: ({ address, sender }, options) =>
      call(identitySchema, 'GET', url(`/v1/identity/${segment(address)}`, { sender }), options),
    getBalance: ({ address, caipNetworkId, forceUpdate }, options) =>
      call(
        balancesSchema,
        'GET',
        url(`/v1/account/${segment(address)}/balance`, {
          currency: 'usd',
          chainId: caipNetworkId,
          forceUpdate: forceUpdate?.join(','),
        }),
        options,
      ),
    fetchGasPrice: ({ caipNetworkId }, options) =>
      call(gasPriceSchema, 'GET', url('/v1/convert/gas-price', { chainId: caipNetworkId }), options),
    lookupName: (name, options) =>
      call(
        nameProfileSchema,
        'GET',
        url(`/v1/profile/account/${segment(name)}`, { apiVersion: '2' }),
        options,
      ),
    reverseLookupName: ({ address, sender }, options) =>
      call(
        reverseLookupSchema,
        'GET',
        url(`/v1/profile/reverse/${segment(address)}`, { sender, apiVersion: '2' }),
        options,
      ),
    getNameSuggestions: (name, options) =>
      call(suggestionsSchema, 'GET', url(`/v1/profile/suggestions/${segment(name)}`), options),
    registerName: async (request, options) => {
      await call(anyJsonSchema, 'POST', url('/v1/profile/account'), options, {
        coin_type: request.coinType,
        address: request.address,
        message: request.message,
        signature: request.signature,
      })
    },
    getOnRampOptions: (options) => call(onRampOptionsSchema, 'GET', url('/v1/onramp/options'), options),
    getOnRampQuote: (request, options) =>
      call(onRampQuoteSchema, 'POST', url('/v1/onramp/quote'), options, {
        purchaseCurrency: request.purchaseCurrency,
        paymentCurrency: request.paymentCurrency,
        amount: request.amount,
        network: request.network,
      }),
  }
}
