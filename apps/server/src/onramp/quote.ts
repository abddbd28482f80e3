import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { BadRequestError } from '../errors.js'
import { type CatalogCurrency, type CatalogNetwork, fiatUsdRates, paymentCurrencies } from './catalog.js'
import { formatDecimal, parseDecimal } from './decimal.js'

const currencyRef = z.union([
  z.string().max(100),
  z.object({ id: z.string().max(100).optional(), symbol: z.string().max(20).optional() }),
])

/** The body of `POST /v1/onramp/quote`; currencies may be the option objects themselves or their ids. */
export const quoteRequestSchema = z.object({
  purchaseCurrency: currencyRef,
  paymentCurrency: currencyRef,
  amount: z.string().max(32),
  network: z.string().max(100).optional(),
  paymentMethod: z.string().max(40).optional(),
})
export type QuoteRequest = z.infer<typeof quoteRequestSchema>

type Money = { amount: string; currency: string }

/** The answer: totals and fees in the payment currency, the amount bought in the crypto. */
export type Quote = {
  paymentTotal: Money
  paymentSubtotal: Money
  purchaseAmount: Money
  coinbaseFee: Money
  networkFee: Money
  quoteId: string
}

/** A quote with what the sandbox needs to deliver it. */
export type ResolvedQuote = {
  quote: Quote
  currency: CatalogCurrency
  network: CatalogNetwork
  /** The amount bought, in the currency's smallest units. */
  purchaseUnits: bigint
}

/** The sandbox fee: 1.5% (inside the providers' 1–2% range). */
const FEE_BASIS_POINTS = 150n

const refKey = (ref: QuoteRequest['purchaseCurrency']) =>
  (typeof ref === 'string' ? ref : (ref.id ?? ref.symbol ?? '')).toLowerCase()

/** Network fee in payment cents: mainnet gas is dear, devnets and L2s are cheap. */
const networkFeeCents = (network: CatalogNetwork) => (network.chain_id === '1' ? 250n : 10n)

/**
 * Prices a purchase from the sandbox price table. The amount is a decimal string in the payment currency; the
 * network is matched by name, chain id or display name (or the currency symbol, which the reference client
 * sends), and defaults to the first one the sandbox can deliver on.
 * @throws {BadRequestError} for unknown currencies or networks, a malformed amount, or one outside the limits.
 */
export function priceQuote(request: QuoteRequest, catalog: readonly CatalogCurrency[]): ResolvedQuote {
  const wanted = refKey(request.purchaseCurrency)
  const currency = catalog.find(
    (entry) => entry.id.toLowerCase() === wanted || entry.symbol.toLowerCase() === wanted,
  )
  if (!currency)
    throw new BadRequestError(
      'UnknownPurchaseCurrency',
      `Purchase currency "${wanted.slice(0, 100)}" is not offered`,
    )

  const paymentId = refKey(request.paymentCurrency).toUpperCase()
  const payment = paymentCurrencies().find((entry) => entry.id === paymentId)
  const rate = fiatUsdRates[paymentId]
  if (!payment || rate === undefined)
    throw new BadRequestError(
      'UnknownPaymentCurrency',
      `Payment currency "${paymentId.slice(0, 100)}" is not supported; use ${Object.keys(fiatUsdRates).join(' or ')}`,
    )

  const networkKey = request.network?.toLowerCase()
  const network =
    networkKey === undefined || networkKey === currency.symbol.toLowerCase()
      ? (currency.networks.find((entry) => entry.delivery) ?? currency.networks[0])
      : currency.networks.find((entry) =>
          [entry.name, entry.chain_id, entry.display_name].some(
            (value) => value.toLowerCase() === networkKey,
          ),
        )
  if (!network)
    throw new BadRequestError(
      'UnknownNetwork',
      `Network "${(request.network ?? '').slice(0, 100)}" is not offered for ${currency.symbol}`,
    )

  const cents = parseDecimal(request.amount, 2)
  if (cents === undefined)
    throw new BadRequestError(
      'InvalidAmount',
      'Amount must be a decimal string with at most 2 decimals, such as "100.00"',
    )
  const methodId = request.paymentMethod ?? 'card'
  const limit = payment.payment_method_limits.find((entry) => entry.id === methodId)
  if (!limit)
    throw new BadRequestError(
      'UnknownPaymentMethod',
      `Payment method "${methodId.slice(0, 40)}" is not supported; use ${payment.payment_method_limits.map((entry) => entry.id).join(' or ')}`,
    )
  const min = parseDecimal(limit.min, 2) ?? 0n
  const max = parseDecimal(limit.max, 2) ?? 0n
  if (cents < min || cents > max)
    throw new BadRequestError(
      'AmountOutOfRange',
      `Amount must be between ${limit.min} and ${limit.max} ${payment.id} for ${limit.id}`,
    )

  const fee = (cents * FEE_BASIS_POINTS + 5_000n) / 10_000n
  // The network fee is priced in USD cents; convert it to the payment currency.
  const networkFee = BigInt(Math.round(Number(networkFeeCents(network)) / rate))
  const subtotal = cents - fee - networkFee
  // units = subtotal (payment cents) × rate (USD per payment unit) ÷ price (USD per coin), scaled to decimals.
  const rateMicros = BigInt(Math.round(rate * 1e6))
  const priceMicros = BigInt(Math.round(currency.priceUsd * 1e6))
  const purchaseUnits = (subtotal * rateMicros * 10n ** BigInt(currency.decimals)) / (100n * priceMicros)
  const money = (units: bigint): Money => ({ amount: formatDecimal(units, 2, 2), currency: payment.id })
  return {
    quote: {
      paymentTotal: money(cents),
      paymentSubtotal: money(subtotal),
      purchaseAmount: { amount: formatDecimal(purchaseUnits, currency.decimals), currency: currency.symbol },
      coinbaseFee: money(fee),
      networkFee: money(networkFee),
      quoteId: randomUUID(),
    },
    currency,
    network,
    purchaseUnits,
  }
}
