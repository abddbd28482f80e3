import { BadRequestError, type ServerError } from '../../errors.js'
import { type OnrampOptions, type PurchaseNetwork, USDC_ID } from '../catalog.js'
import { formatDecimal, parseDecimal } from '../decimal.js'
import type { QuoteRequest } from '../quote.js'
import {
  OnrampAmountOutOfRangeError,
  type OnrampProviderId,
  OnrampUnsupportedCurrencyError,
  OnrampUpstreamError,
} from './types.js'

/** One currency on one network as a provider names it (`usdc_polygon`, `USDC` on `polygon`…). */
export type ProviderCurrency = {
  /** The provider's code for it. */
  code: string
  /** The provider's network name, where it names networks apart from the code. */
  network?: string
  /** Kit's currency id (the options' `purchaseCurrencies[].id`). */
  currencyId: string
  symbol: 'USDC' | 'SOL'
  /** The chain id in the options' `chain_id` (EVM chain id, Solana genesis hash prefix). */
  chainId: string
  /** The network entry in full, for a chain Kit does not name itself (a devnet chain and its token). */
  purchaseNetwork?: PurchaseNetwork
}

/** Payment limits by fiat currency and Kit payment method id. */
export type ProviderLimits = Record<string, Record<string, { min: string; max: string }>>

const NETWORKS: Record<string, Omit<PurchaseNetwork, 'contract_address'>> = {
  '1': { name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1' },
  '137': { name: 'polygon-mainnet', display_name: 'Polygon', chain_id: '137' },
  '8453': { name: 'base-mainnet', display_name: 'Base', chain_id: '8453' },
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': {
    name: 'solana-mainnet',
    display_name: 'Solana',
    chain_id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  },
}
const USDC_CONTRACTS: Record<string, string> = {
  '1': '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  '137': '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
  '8453': '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
}
const NAMES = { USDC: 'USD Coin', SOL: 'Solana' } as const

const networkOf = (currency: ProviderCurrency): PurchaseNetwork =>
  currency.purchaseNetwork ?? {
    ...(NETWORKS[currency.chainId] ?? {
      name: currency.network ?? currency.code,
      display_name: currency.network ?? currency.code,
      chain_id: currency.chainId,
    }),
    contract_address: currency.symbol === 'USDC' ? (USDC_CONTRACTS[currency.chainId] ?? '') : '',
  }

/**
 * A provider's currencies with the devnet's in front (development through the stand-ins only): USDC stand-ins on
 * the devnet chains, which a stand-in really delivers on anvil, first so that a request naming no network gets one.
 * `code` names each for the provider.
 */
export function withDevnetCurrencies(
  currencies: readonly ProviderCurrency[],
  devnetNetworks: readonly PurchaseNetwork[] | undefined,
  code: (network: PurchaseNetwork) => Pick<ProviderCurrency, 'code' | 'network'>,
): readonly ProviderCurrency[] {
  if (!devnetNetworks?.length) return currencies
  return [
    ...devnetNetworks.map(
      (network): ProviderCurrency => ({
        ...code(network),
        currencyId: USDC_ID,
        symbol: 'USDC',
        chainId: network.chain_id,
        purchaseNetwork: network,
      }),
    ),
    ...currencies,
  ]
}

/** A provider's catalogue in the spec's options shape. */
export function providerOptions(
  currencies: readonly ProviderCurrency[],
  limits: ProviderLimits,
): OnrampOptions {
  const byId = new Map<string, OnrampOptions['purchaseCurrencies'][number]>()
  for (const currency of currencies) {
    const entry = byId.get(currency.currencyId) ?? {
      id: currency.currencyId,
      name: NAMES[currency.symbol],
      symbol: currency.symbol,
      networks: [],
    }
    entry.networks.push(networkOf(currency))
    byId.set(currency.currencyId, entry)
  }
  return {
    purchaseCurrencies: [...byId.values()],
    paymentCurrencies: Object.entries(limits).map(([id, methods]) => ({
      id,
      payment_method_limits: Object.entries(methods).map(([method, limit]) => ({ id: method, ...limit })),
    })),
  }
}

const refKey = (ref: QuoteRequest['purchaseCurrency']) =>
  (typeof ref === 'string' ? ref : (ref.id ?? ref.symbol ?? '')).toLowerCase()

/**
 * The provider's currency for a request, its payment currency and the amount (2 decimals), checked against the
 * provider's catalogue and limits before any call, as the spec's errors.
 * @throws {OnrampUnsupportedCurrencyError} for a currency, network or payment currency the provider does not take.
 * @throws {OnrampAmountOutOfRangeError} for an amount outside its limits.
 */
export function resolveCurrency(
  provider: OnrampProviderId,
  currencies: readonly ProviderCurrency[],
  limits: ProviderLimits,
  request: QuoteRequest,
): { currency: ProviderCurrency; paymentCurrency: string; amount: string } {
  const wanted = refKey(request.purchaseCurrency)
  const candidates = currencies.filter(
    (entry) => entry.currencyId.toLowerCase() === wanted || entry.symbol.toLowerCase() === wanted,
  )
  const network = request.network?.toLowerCase()
  const currency =
    network === undefined ||
    network === wanted ||
    candidates.some((entry) => entry.symbol.toLowerCase() === network)
      ? candidates[0]
      : candidates.find((entry) => {
          const { name, display_name, chain_id } = networkOf(entry)
          return [name, display_name, chain_id].some((value) => value.toLowerCase() === network)
        })
  if (!currency)
    throw new OnrampUnsupportedCurrencyError(provider, `${wanted}${network ? ` on ${network}` : ''}`)
  const paymentCurrency = refKey(request.paymentCurrency).toUpperCase()
  const methods = limits[paymentCurrency]
  if (!methods) throw new OnrampUnsupportedCurrencyError(provider, `payment in ${paymentCurrency}`)
  const method = request.paymentMethod ?? 'card'
  const limit = methods[method]
  if (!limit) throw new OnrampUnsupportedCurrencyError(provider, `payment by ${method}`)
  const cents = parseDecimal(request.amount, 2)
  if (cents === undefined)
    throw new BadRequestError(
      'InvalidAmount',
      'Amount must be a decimal string with at most 2 decimals, such as "100.00"',
    )
  if (cents < (parseDecimal(limit.min, 2) ?? 0n) || cents > (parseDecimal(limit.max, 2) ?? 0n))
    throw new OnrampAmountOutOfRangeError(
      provider,
      `amount must be between ${limit.min} and ${limit.max} ${paymentCurrency} for ${method}`,
    )
  return { currency, paymentCurrency, amount: formatDecimal(cents, 2, 2) }
}

/**
 * A provider API's refusal as the spec's error: 4xx naming a currency → `UnsupportedCurrency`, naming an amount
 * or limit → `AmountOutOfRange`; anything else (bad keys, 5xx) → 502 `ProviderError`, the visitor cannot fix it.
 */
export function mapProviderRefusal(provider: OnrampProviderId, status: number, message: string): ServerError {
  if (status >= 400 && status < 500 && status !== 401 && status !== 403) {
    if (/amount|limit|minimum|maximum/i.test(message))
      return new OnrampAmountOutOfRangeError(provider, message)
    if (/currency|network|not supported|unsupported/i.test(message))
      return new OnrampUnsupportedCurrencyError(provider, message)
  }
  return new OnrampUpstreamError(provider, `${status} ${message}`)
}
