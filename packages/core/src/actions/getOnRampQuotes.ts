import type { OnRampQuote, QuoteAmount } from '../api/types.js'
import type { PaymentCurrency, PurchaseCurrency } from '../constants.js'
import { OnRampProviderError } from '../errors/onramp.js'
import type { Kit } from '../kit.js'
import { defineTask } from '../state/tasks.js'

/** What a visitor wants to buy: the spec's quote request. */
export type GetOnRampQuotesParameters = {
  /** The crypto to buy (the option object or its id/symbol). */
  readonly purchaseCurrency: PurchaseCurrency | string
  /** The fiat to pay with (the option object or its id, e.g. `USD`). */
  readonly paymentCurrency: PaymentCurrency | string
  /** The amount to pay, a decimal string in the payment currency (e.g. `"100"`). */
  readonly amount: string
  /** The network to receive on; default the purchase currency's symbol, as the spec's single quote sends. */
  readonly network?: string | undefined
  /** The payment method to quote for (e.g. `card`); default the server's. */
  readonly paymentMethod?: string | undefined
  /** Cancels the request; it then rejects with `ApiAbortedError`. */
  readonly signal?: AbortSignal | undefined
}

/** A payment method's limits in the payment currency (decimal strings), as the on-ramp options give them. */
export type OnRampPaymentMethodLimit = { readonly id: string; readonly min: string; readonly max: string }

/** One provider's quote, in the terms a visitor compares them by. */
export type OnRampProviderQuote = {
  /** The provider's id on the server (what checkout takes), e.g. `moonpay`. */
  readonly provider: string
  /** The provider's name to show. */
  readonly label: string
  /** What the visitor gets, in the purchase currency. */
  readonly purchaseAmount: QuoteAmount
  /** What the visitor pays in all, when the provider says. */
  readonly paymentTotal: QuoteAmount | undefined
  /** The provider's fee, when it says. */
  readonly providerFee: QuoteAmount | undefined
  /** The network fee, when it says. */
  readonly networkFee: QuoteAmount | undefined
  /** The payment methods and their limits for the payment currency (empty when the provider does not say). */
  readonly paymentMethods: readonly OnRampPaymentMethodLimit[]
  /** The quote in the spec's single-quote shape. */
  readonly quote: OnRampQuote
}

/** A provider left out of the list, and why. */
export type OnRampUnavailableProvider = {
  readonly provider: string
  readonly label: string
  readonly error: OnRampProviderError
}

/** Every enabled provider's quote, best first, and the providers that could not quote. */
export type OnRampQuotes = {
  /** Sorted by what the visitor gets, most first. */
  readonly quotes: readonly OnRampProviderQuote[]
  readonly unavailable: readonly OnRampUnavailableProvider[]
}

/** The state of the quotes a view asked for last (`kit.tasks.run(onRampQuotesTask, …)` supersedes an older ask). */
export const onRampQuotesTask = defineTask<OnRampQuotes>('onramp:quotes')

/** Names of the providers Kit's server knows, for servers that send only ids. */
const PROVIDER_LABELS: Record<string, string> = {
  sandbox: 'Kit Sandbox',
  moonpay: 'MoonPay',
  transak: 'Transak',
  coinbase: 'Coinbase',
  stripe: 'Stripe',
  meld: 'Meld',
}

/** The name to show for a provider: the server's, a known one, or the id capitalised. */
export function onRampProviderLabel(provider: string, label?: string): string {
  return label || PROVIDER_LABELS[provider] || provider.charAt(0).toUpperCase() + provider.slice(1)
}

const currencyId = (currency: PurchaseCurrency | PaymentCurrency | string) =>
  typeof currency === 'string' ? currency : currency.id

/**
 * Asks every on-ramp provider the server has enabled for a quote at once (`POST /v1/onramp/quotes`) and returns
 * them sorted by what the visitor gets, most first, with each one's fees and payment-method limits. A provider that
 * fails or refuses (unsupported currency, amount outside its limits, outage) is left out and named in `unavailable`
 * with an `OnRampProviderError`; it does not fail the list. Limits a quote line does not carry are read from that
 * provider's options. For the spec's single quote use `kit.onramp.getQuote()`.
 * @throws {OnRampNotConfiguredError} when the server offers no on-ramp.
 * @throws {ApiError} when the quotes cannot be fetched at all (network, timeout, HTTP error, bad shape).
 * @example
 * const { quotes } = await getOnRampQuotes(kit, { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100' })
 */
export async function getOnRampQuotes(
  kit: Kit,
  parameters: GetOnRampQuotesParameters,
): Promise<OnRampQuotes> {
  const [{ requestOnRampRoute, quotesSchema }, { onRampOptionsSchema }] = await Promise.all([
    import('../onramp/providerRoutes.js'),
    import('../api/schemas.js'),
  ])
  const { purchaseCurrency, paymentCurrency, amount, signal } = parameters
  const purchase =
    typeof purchaseCurrency === 'string'
      ? purchaseCurrency
      : { id: purchaseCurrency.id, symbol: purchaseCurrency.symbol }
  const answer = await requestOnRampRoute(kit, quotesSchema, {
    method: 'POST',
    path: '/quotes',
    signal,
    body: {
      purchaseCurrency: purchase,
      paymentCurrency: currencyId(paymentCurrency),
      amount,
      network:
        parameters.network ??
        (typeof purchaseCurrency === 'string' ? purchaseCurrency : purchaseCurrency.symbol),
      paymentMethod: parameters.paymentMethod,
    },
  })
  const payment = currencyId(paymentCurrency).toUpperCase()
  // Limits for providers whose quote line does not carry them; a provider whose options fail shows none.
  const limitsOf = async (provider: string): Promise<OnRampPaymentMethodLimit[]> => {
    try {
      const options = await requestOnRampRoute(kit, onRampOptionsSchema, {
        method: 'GET',
        path: '/options',
        query: { provider },
        signal,
      })
      const match = options.paymentCurrencies.find((entry) => entry.id.toUpperCase() === payment)
      return match ? match.payment_method_limits.map(({ id, min, max }) => ({ id, min, max })) : []
    } catch {
      return []
    }
  }
  const quotes: OnRampProviderQuote[] = []
  const unavailable: OnRampUnavailableProvider[] = []
  await Promise.all(
    answer.quotes.map(async (line) => {
      const label = onRampProviderLabel(line.provider, line.label ?? line.name)
      if (!line.quote) {
        const reason = line.error?.name ?? 'ProviderError'
        const description = line.error?.description ?? `${label} could not quote`
        unavailable.push({
          provider: line.provider,
          label,
          error: new OnRampProviderError(line.provider, reason, description),
        })
        return
      }
      const paymentMethods = line.paymentMethods
        ? line.paymentMethods.map(({ id, min, max }) => ({ id, min, max }))
        : await limitsOf(line.provider)
      quotes.push({
        provider: line.provider,
        label,
        purchaseAmount: line.quote.purchaseAmount,
        paymentTotal: line.quote.paymentTotal,
        providerFee: line.quote.coinbaseFee,
        networkFee: line.quote.networkFee,
        paymentMethods,
        quote: line.quote,
      })
    }),
  )
  quotes.sort((a, b) => Number(b.purchaseAmount.amount) - Number(a.purchaseAmount.amount))
  unavailable.sort((a, b) => a.label.localeCompare(b.label))
  return { quotes, unavailable }
}
