import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import type { MoonPayConfig } from '../../config/onramp.js'
import { type OnrampOptions, SOL_ID, USDC_ID } from '../catalog.js'
import type { Quote, QuoteRequest } from '../quote.js'
import {
  type AdapterEnvironment,
  callProvider,
  errorMessage,
  providerAmount,
  providerOrigins,
  providerUrl,
} from './http.js'
import {
  mapProviderRefusal,
  type ProviderCurrency,
  providerOptions,
  resolveCurrency,
  withDevnetCurrencies,
} from './providerCatalog.js'
import {
  type OnrampAdapter,
  type OnrampOrderState,
  type OnrampOrderStatus,
  OnrampUpstreamError,
  OnrampWebhookRejectedError,
} from './types.js'

/** What MoonPay sells that Kit offers, by MoonPay's currency code (`GET /v3/currencies`). */
export const MOONPAY_CURRENCIES: readonly ProviderCurrency[] = [
  { code: 'usdc', currencyId: USDC_ID, symbol: 'USDC', chainId: '1' },
  { code: 'usdc_polygon', currencyId: USDC_ID, symbol: 'USDC', chainId: '137' },
  { code: 'usdc_base', currencyId: USDC_ID, symbol: 'USDC', chainId: '8453' },
  { code: 'sol', currencyId: SOL_ID, symbol: 'SOL', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
]
/** MoonPay's card limits in USD and EUR (its `baseCurrency.minBuyAmount`/`maxBuyAmount` for cards). */
const MOONPAY_LIMITS = { card: { min: '20.00', max: '30000.00' } }
/** Kit's payment method ids → MoonPay's. */
const PAYMENT_METHODS: Record<string, string> = {
  card: 'credit_debit_card',
  ach_bank_account: 'ach_bank_transfer',
}

/**
 * Signs a widget URL as MoonPay documents it: HMAC-SHA256 over the URL's query string (`?` included) keyed with
 * the secret key, base64, appended last as `signature` (URL-encoded).
 */
export function signMoonPayUrl(url: string, secretKey: string): string {
  const signature = createHmac('sha256', secretKey).update(new URL(url).search).digest('base64')
  return `${url}&signature=${encodeURIComponent(signature)}`
}

/** The `t` and `s` of a `Moonpay-Signature-V2` header (`t=<unix seconds>,s=<hex HMAC>`). */
function readSignatureHeader(header: string | null): { t: string; s: string } | undefined {
  if (!header) return undefined
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const at = part.indexOf('=')
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()]
    }),
  )
  const { t, s } = parts
  return t && s && /^\d{1,12}$/.test(t) && /^[0-9a-f]{64}$/.test(s) ? { t, s } : undefined
}

/** MoonPay's transaction statuses → Kit's order states. */
function orderState(status: string): OnrampOrderState {
  if (status === 'completed') return 'completed'
  if (status === 'failed') return 'failed'
  return 'pending'
}

type MoonPayTransaction = {
  id?: unknown
  status?: unknown
  externalTransactionId?: unknown
  cryptoTransactionId?: unknown
  quoteCurrencyAmount?: unknown
}

function toOrderStatus(transaction: MoonPayTransaction): OnrampOrderStatus {
  if (typeof transaction.externalTransactionId !== 'string' || typeof transaction.status !== 'string')
    throw new OnrampUpstreamError('moonpay', 'a transaction without externalTransactionId or status')
  return {
    orderId: transaction.externalTransactionId,
    ...(typeof transaction.id === 'string' ? { providerOrderId: transaction.id } : {}),
    state: orderState(transaction.status),
    providerStatus: transaction.status,
    ...(typeof transaction.cryptoTransactionId === 'string'
      ? { txHash: transaction.cryptoTransactionId }
      : {}),
    ...(typeof transaction.quoteCurrencyAmount === 'number' && transaction.quoteCurrencyAmount >= 0
      ? { purchaseAmount: String(transaction.quoteCurrencyAmount) }
      : {}),
  }
}

const decimal = (value: unknown, optional = false) => providerAmount('moonpay', value, optional)

/**
 * MoonPay (https://dev.moonpay.com): quotes from `GET /v3/currencies/{code}/buy_quote`, a widget URL on
 * buy.moonpay.com signed with the secret key, order status from `GET /v1/transactions/ext/{id}`, webhooks checked
 * against `Moonpay-Signature-V2` with the webhook key.
 */
export function createMoonPayAdapter(config: MoonPayConfig, environment: AdapterEnvironment): OnrampAdapter {
  const widgetOrigin = config.sandbox ? 'https://buy-sandbox.moonpay.com' : 'https://buy.moonpay.com'
  const api = 'https://api.moonpay.com'
  const limits = { USD: MOONPAY_LIMITS, EUR: MOONPAY_LIMITS }
  const currencies = withDevnetCurrencies(MOONPAY_CURRENCIES, environment.devnetNetworks, (network) => ({
    code: `usdc_devnet_${network.chain_id}`,
  }))
  const options = (): OnrampOptions => providerOptions(currencies, limits)

  async function quote(request: QuoteRequest): Promise<Quote> {
    const { currency, paymentCurrency, amount } = resolveCurrency('moonpay', currencies, limits, request)
    const query = new URLSearchParams({
      apiKey: config.apiKey,
      baseCurrencyCode: paymentCurrency.toLowerCase(),
      baseCurrencyAmount: amount,
      paymentMethod: PAYMENT_METHODS[request.paymentMethod ?? 'card'] ?? 'credit_debit_card',
      areFeesIncluded: 'true',
    })
    const answer = await callProvider(
      'moonpay',
      environment,
      `${api}/v3/currencies/${currency.code}/buy_quote?${query}`,
    )
    if (answer.status !== 200) throw mapProviderRefusal('moonpay', answer.status, errorMessage(answer.body))
    const body = (answer.body ?? {}) as Record<string, unknown>
    const fiat = paymentCurrency.toUpperCase()
    // MoonPay's fee plus the partner's extra fee: both go to providers, neither to the wallet.
    const fees = Number(decimal(body.feeAmount, true)) + Number(decimal(body.extraFeeAmount, true))
    const money = (value: unknown) => ({ amount: decimal(value), currency: fiat })
    return {
      paymentTotal: money(body.totalAmount),
      paymentSubtotal: money(body.baseCurrencyAmount),
      purchaseAmount: { amount: decimal(body.quoteCurrencyAmount), currency: currency.symbol },
      coinbaseFee: { amount: fees.toFixed(2), currency: fiat },
      networkFee: { amount: decimal(body.networkFeeAmount, true), currency: fiat },
      quoteId: `moonpay:${randomUUID()}`,
    }
  }

  return {
    id: 'moonpay',
    origins: providerOrigins([widgetOrigin], environment),
    options: async () => options(),
    quote,
    async checkout(order) {
      const { currency, paymentCurrency, amount } = resolveCurrency('moonpay', currencies, limits, order)
      const query = new URLSearchParams({
        apiKey: config.apiKey,
        currencyCode: currency.code,
        walletAddress: order.walletAddress,
        baseCurrencyCode: paymentCurrency.toLowerCase(),
        baseCurrencyAmount: amount,
        externalTransactionId: order.orderId,
      })
      // Signed over the real URL's query; the stand-in checks the same bytes under its own prefix.
      const signed = signMoonPayUrl(`${widgetOrigin}/?${query}`, config.secretKey)
      return { url: providerUrl(signed, environment), chainId: currency.chainId, symbol: currency.symbol }
    },
    async orderStatus(orderId) {
      const answer = await callProvider(
        'moonpay',
        environment,
        `${api}/v1/transactions/ext/${encodeURIComponent(orderId)}?apiKey=${encodeURIComponent(config.apiKey)}`,
        { headers: { authorization: `Api-Key ${config.secretKey}` } },
      )
      if (answer.status !== 200) throw mapProviderRefusal('moonpay', answer.status, errorMessage(answer.body))
      const transactions = Array.isArray(answer.body) ? (answer.body as MoonPayTransaction[]) : []
      const latest = transactions.at(-1)
      if (!latest) throw new OnrampUpstreamError('moonpay', `no transaction for order ${orderId}`)
      return toOrderStatus(latest)
    },
    async verifyWebhook({ body, headers }) {
      const signature = readSignatureHeader(headers.get('moonpay-signature-v2'))
      if (!signature) throw new OnrampWebhookRejectedError('moonpay', 'no valid Moonpay-Signature-V2 header')
      const expected = createHmac('sha256', config.webhookKey).update(`${signature.t}.${body}`).digest()
      if (!timingSafeEqual(expected, Buffer.from(signature.s, 'hex')))
        throw new OnrampWebhookRejectedError('moonpay', 'the signature does not match the body')
      const signedAt = Number(signature.t) * 1000
      if (Math.abs(environment.now() - signedAt) > environment.webhookToleranceSeconds * 1000)
        throw new OnrampWebhookRejectedError('moonpay', 'the signature is too old (or from the future)')
      let event: { data?: MoonPayTransaction }
      try {
        event = JSON.parse(body)
      } catch {
        throw new OnrampWebhookRejectedError('moonpay', 'the body is not JSON')
      }
      // MoonPay's webhooks carry no event id: the signature (over time and body) names this delivery.
      return { eventId: signature.s, signedAt, order: toOrderStatus(event.data ?? {}) }
    },
  }
}
