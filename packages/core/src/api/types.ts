import type { CaipNetworkId } from '@kit/chains'
import type { PaymentCurrency, PurchaseCurrency } from '../constants.js'
import type { ApiCallOptions } from './request.js'

export type { ApiCallOptions } from './request.js'

/** `GET /v1/identity/{address}`. */
export type Identity = { readonly name: string | null; readonly avatar: string | null }

/** One entry of `GET /v1/account/{address}/balance`. */
export type Balance = {
  readonly name: string
  readonly symbol: string
  /** CAIP-2 id of the chain. */
  readonly chainId: string
  /** CAIP-10 address of the token; absent for the native currency. */
  readonly address?: string | undefined
  /** Value in USD. */
  readonly value?: number | undefined
  readonly price: number
  readonly quantity: { readonly decimals: string; readonly numeric: string }
  readonly iconUrl: string
}

/** `GET /v1/convert/gas-price`: wei amounts as decimal strings. */
export type GasPrice = { readonly standard: string; readonly fast: string; readonly instant: string }

/** A name-service record: `addresses` is keyed by ENSIP-11 coin type. */
export type NameProfile = {
  readonly name: string
  readonly registered?: unknown
  readonly updated?: unknown
  readonly addresses: Readonly<Record<string, { readonly address: string; readonly created?: unknown }>>
  readonly attributes?: unknown
}

/** `GET /v1/profile/suggestions/{name}`. */
export type NameSuggestionsResponse = {
  readonly suggestions: readonly { readonly name: string; readonly registered: boolean }[]
}

/** Body of `POST /v1/profile/account`. */
export type RegisterNameRequest = {
  readonly coinType: number
  readonly address: string
  /** JSON `{name, attributes: {}, timestamp}` with the timestamp in seconds. */
  readonly message: string
  readonly signature: string
}

/** `GET /v1/onramp/options`. */
export type OnRampOptions = {
  readonly paymentCurrencies: readonly PaymentCurrency[]
  readonly purchaseCurrencies: readonly PurchaseCurrency[]
}

/** Body of `POST /v1/onramp/quote`: `amount` is a decimal string, `network` the purchase symbol. */
export type OnRampQuoteRequest = {
  readonly purchaseCurrency: PurchaseCurrency
  readonly paymentCurrency: PaymentCurrency
  readonly amount: string
  readonly network: string
}

export type QuoteAmount = { readonly amount: string; readonly currency: string }

/** `POST /v1/onramp/quote`: Kit reads `purchaseAmount.amount`. */
export type OnRampQuote = {
  readonly paymentTotal?: QuoteAmount | undefined
  readonly paymentSubtotal?: QuoteAmount | undefined
  readonly purchaseAmount: QuoteAmount
  readonly coinbaseFee?: QuoteAmount | undefined
  readonly networkFee?: QuoteAmount | undefined
  readonly quoteId?: string | undefined
}

/** Where a blockchain-API client sends its calls. */
export type BlockchainApiConfig = {
  /** Base URL, e.g. `http://127.0.0.1:8787`. */
  apiUrl: string
  projectId: string
  /** Default: the global fetch, looked up at call time. */
  fetch?: typeof fetch | undefined
  /** Default 10 000 ms. */
  timeoutMs?: number | undefined
  /** Aborts every call of this client (the kit passes its lifetime signal). */
  signal?: AbortSignal | undefined
}

/**
 * The blockchain API: identity, balance, gas price, names, on-ramp and the RPC URL.
 * Every call validates the response, has a timeout and accepts an AbortSignal; failures are `ApiError`s.
 */
export type BlockchainApi = {
  readonly apiUrl: string
  readonly projectId: string
  fetchIdentity(parameters: { address: string; sender?: string }, options?: ApiCallOptions): Promise<Identity>
  getBalance(
    parameters: { address: string; caipNetworkId?: CaipNetworkId; forceUpdate?: readonly string[] },
    options?: ApiCallOptions,
  ): Promise<{ balances: Balance[] }>
  fetchGasPrice(parameters: { caipNetworkId: CaipNetworkId }, options?: ApiCallOptions): Promise<GasPrice>
  /** Looks a full name (with suffix) up; a missing name rejects with `ApiError` (status 404 from the service). */
  lookupName(name: string, options?: ApiCallOptions): Promise<NameProfile>
  reverseLookupName(
    parameters: { address: string; sender?: string },
    options?: ApiCallOptions,
  ): Promise<NameProfile[]>
  getNameSuggestions(name: string, options?: ApiCallOptions): Promise<NameSuggestionsResponse>
  registerName(request: RegisterNameRequest, options?: ApiCallOptions): Promise<void>
  getOnRampOptions(options?: ApiCallOptions): Promise<OnRampOptions>
  getOnRampQuote(request: OnRampQuoteRequest, options?: ApiCallOptions): Promise<OnRampQuote>
  /** The JSON-RPC proxy URL of a network: `<apiUrl>/v1/?chainId=<caip>&projectId=<id>`. */
  rpcUrl(caipNetworkId: CaipNetworkId): string
}

/** The members of `BlockchainApi` that call the service (the part that loads lazily with its schemas). */
export type BlockchainApiCalls = Omit<BlockchainApi, 'apiUrl' | 'projectId' | 'rpcUrl'>
