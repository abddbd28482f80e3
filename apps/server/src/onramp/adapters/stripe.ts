import { createHmac, timingSafeEqual } from 'node:crypto'
import type { StripeConfig } from '../../config/onramp.js'
import { SOL_ID, USDC_ID } from '../catalog.js'
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

/** What Stripe's onramp sells that Kit offers: its currency and network names. */
export const STRIPE_CURRENCIES: readonly ProviderCurrency[] = [
  { code: 'usdc', network: 'ethereum', currencyId: USDC_ID, symbol: 'USDC', chainId: '1' },
  { code: 'usdc', network: 'polygon', currencyId: USDC_ID, symbol: 'USDC', chainId: '137' },
  { code: 'usdc', network: 'base', currencyId: USDC_ID, symbol: 'USDC', chainId: '8453' },
  {
    code: 'sol',
    network: 'solana',
    currencyId: SOL_ID,
    symbol: 'SOL',
    chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  },
]
/** Stripe quotes and sells in USD only; its card limits per transaction. */
const STRIPE_LIMITS = { USD: { card: { min: '1.00', max: '10000.00' } } }
const API = 'https://api.stripe.com'
const HOSTED_ORIGIN = 'https://crypto.link.com'
/** The session's metadata key that names Kit's order (Stripe sends the session back in its webhooks). */
const ORDER_KEY = 'kit_order_id'

/** Stripe's onramp session statuses → Kit's order states. */
function orderState(status: string): OnrampOrderState {
  if (status === 'fulfillment_complete') return 'completed'
  if (status === 'rejected') return 'failed'
  return 'pending'
}

type StripeSession = {
  id?: unknown
  status?: unknown
  metadata?: Record<string, unknown> | null
  transaction_details?: { transaction_id?: unknown; destination_amount?: unknown } | null
}

function toOrderStatus(session: StripeSession): OnrampOrderStatus {
  const orderId = session.metadata?.[ORDER_KEY]
  if (typeof orderId !== 'string' || typeof session.status !== 'string')
    throw new OnrampUpstreamError('stripe', `a session without metadata.${ORDER_KEY} or status`)
  const details = session.transaction_details ?? {}
  const amount = details.destination_amount
  return {
    orderId,
    ...(typeof session.id === 'string' ? { providerOrderId: session.id } : {}),
    state: orderState(session.status),
    providerStatus: session.status,
    ...(typeof details.transaction_id === 'string' && details.transaction_id
      ? { txHash: details.transaction_id }
      : {}),
    ...(typeof amount === 'string' && /^\d+(\.\d+)?$/.test(amount) ? { purchaseAmount: amount } : {}),
  }
}

/** The `t` and every `v1` of a `Stripe-Signature` header (`t=<unix seconds>,v1=<hex>,v1=…,v0=…`). */
function readStripeSignature(header: string | null): { t: string; v1: string[] } | undefined {
  if (!header) return undefined
  let t: string | undefined
  const v1: string[] = []
  for (const part of header.split(',')) {
    const at = part.indexOf('=')
    const [key, value] = [part.slice(0, at).trim(), part.slice(at + 1).trim()]
    if (key === 't') t = value
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) v1.push(value)
  }
  return t && /^\d{1,12}$/.test(t) && v1.length > 0 ? { t, v1 } : undefined
}

/** Signs a webhook payload as Stripe does: HMAC-SHA256 with the endpoint secret over `<t>.<raw body>`, hex. */
export function signStripePayload(webhookSecret: string, t: string, body: string): string {
  return createHmac('sha256', webhookSecret).update(`${t}.${body}`).digest('hex')
}

const decimal = (value: unknown, optional = false) => providerAmount('stripe', value, optional)

/**
 * Stripe's fiat-to-crypto onramp (https://docs.stripe.com/crypto/onramp): quotes from `GET
 * /v1/crypto/onramp/quotes`, the checkout is the hosted onramp's `redirect_url` of a session minted with `POST
 * /v1/crypto/onramp_sessions` (the wallet locked in it, Kit's order id in its metadata), status from the session,
 * webhooks (`crypto.onramp_session_updated`) checked against `Stripe-Signature`.
 */
export function createStripeAdapter(config: StripeConfig, environment: AdapterEnvironment): OnrampAdapter {
  const currencies = withDevnetCurrencies(STRIPE_CURRENCIES, environment.devnetNetworks, (network) => ({
    code: 'usdc',
    network: `devnet-${network.chain_id}`,
  }))
  const stripe = (method: 'GET' | 'POST', path: string, form?: URLSearchParams) =>
    callProvider('stripe', environment, `${API}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${config.secretKey}`,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    })

  async function quote(request: QuoteRequest): Promise<Quote> {
    const { currency, paymentCurrency, amount } = resolveCurrency(
      'stripe',
      currencies,
      STRIPE_LIMITS,
      request,
    )
    const query = new URLSearchParams({
      source_amount: amount,
      source_currency: paymentCurrency.toLowerCase(),
      'destination_currencies[]': currency.code,
      'destination_networks[]': currency.network ?? '',
    })
    const answer = await stripe('GET', `/v1/crypto/onramp/quotes?${query}`)
    if (answer.status !== 200) throw mapProviderRefusal('stripe', answer.status, errorMessage(answer.body))
    const byNetwork = ((answer.body as { destination_network_quotes?: unknown } | undefined)
      ?.destination_network_quotes ?? {}) as Record<string, unknown>
    // Stripe's answer names some networks with a suffix (Base's quotes come as `base_network`).
    const lines = byNetwork[currency.network ?? ''] ?? byNetwork[`${currency.network}_network`]
    const line = (Array.isArray(lines) ? lines : []).find(
      (entry: { destination_currency?: unknown }) => entry?.destination_currency === currency.code,
    ) as
      | {
          destination_amount?: unknown
          source_total_amount?: unknown
          fees?: { network_fee_monetary?: unknown; transaction_fee_monetary?: unknown }
        }
      | undefined
    if (!line) throw new OnrampUpstreamError('stripe', `no quote for ${currency.code} on ${currency.network}`)
    // Stripe adds its fees on top of the amount: the visitor pays `source_total_amount`.
    const money = (value: unknown, optional = false) => ({
      amount: decimal(value, optional),
      currency: paymentCurrency,
    })
    return {
      paymentTotal: money(line.source_total_amount),
      paymentSubtotal: money(amount),
      purchaseAmount: { amount: decimal(line.destination_amount), currency: currency.symbol },
      coinbaseFee: money(line.fees?.transaction_fee_monetary, true),
      networkFee: money(line.fees?.network_fee_monetary, true),
      quoteId: `stripe:${text((answer.body as { id?: unknown }).id) ?? environment.now()}`,
    }
  }

  return {
    id: 'stripe',
    origins: providerOrigins([HOSTED_ORIGIN], environment),
    options: async () => providerOptions(currencies, STRIPE_LIMITS),
    quote,
    async checkout(order) {
      const { currency, paymentCurrency, amount } = resolveCurrency(
        'stripe',
        currencies,
        STRIPE_LIMITS,
        order,
      )
      const network = currency.network ?? ''
      const form = new URLSearchParams({
        [`wallet_addresses[${currency.symbol === 'SOL' ? 'solana' : 'ethereum'}]`]: order.walletAddress,
        lock_wallet_address: 'true',
        source_currency: paymentCurrency.toLowerCase(),
        source_amount: amount,
        destination_currency: currency.code,
        destination_network: network,
        'destination_currencies[]': currency.code,
        'destination_networks[]': network,
        customer_ip_address: order.clientIp,
        [`metadata[${ORDER_KEY}]`]: order.orderId,
      })
      const answer = await stripe('POST', '/v1/crypto/onramp_sessions', form)
      const session = answer.body as { id?: unknown; redirect_url?: unknown } | undefined
      if (
        answer.status !== 200 ||
        typeof session?.redirect_url !== 'string' ||
        typeof session.id !== 'string'
      )
        throw mapProviderRefusal('stripe', answer.status, errorMessage(answer.body))
      return {
        url: providerUrl(session.redirect_url, environment),
        chainId: currency.chainId,
        symbol: currency.symbol,
        providerOrderId: session.id,
      }
    },
    async orderStatus(orderId, sessionId) {
      if (!sessionId || !/^cos_[A-Za-z0-9]{1,100}$/.test(sessionId))
        throw new OnrampUpstreamError('stripe', `no session recorded for order ${orderId}`)
      const answer = await stripe('GET', `/v1/crypto/onramp_sessions/${sessionId}`)
      if (answer.status !== 200) throw mapProviderRefusal('stripe', answer.status, errorMessage(answer.body))
      return toOrderStatus(answer.body as StripeSession)
    },
    async verifyWebhook({ body, headers }) {
      const signature = readStripeSignature(headers.get('stripe-signature'))
      if (!signature) throw new OnrampWebhookRejectedError('stripe', 'no valid Stripe-Signature header')
      const expected = Buffer.from(signStripePayload(config.webhookSecret, signature.t, body), 'hex')
      if (!signature.v1.some((given) => timingSafeEqual(expected, Buffer.from(given, 'hex'))))
        throw new OnrampWebhookRejectedError('stripe', 'the signature does not match the body')
      const signedAt = Number(signature.t) * 1000
      if (Math.abs(environment.now() - signedAt) > environment.webhookToleranceSeconds * 1000)
        throw new OnrampWebhookRejectedError('stripe', 'the signature is too old (or from the future)')
      let event: { id?: unknown; type?: unknown; data?: { object?: StripeSession } }
      try {
        event = JSON.parse(body)
      } catch {
        throw new OnrampWebhookRejectedError('stripe', 'the body is not JSON')
      }
      if (typeof event.id !== 'string' || event.type !== 'crypto.onramp_session_updated')
        throw new OnrampWebhookRejectedError('stripe', 'not a crypto.onramp_session_updated event')
      return { eventId: event.id, signedAt, order: toOrderStatus(event.data?.object ?? {}) }
    },
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
