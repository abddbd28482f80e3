import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import type { TransakConfig } from '../../config/onramp.js'
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
import { memoryTokenStore, type ProviderToken, type ProviderTokenStore } from './tokenStore.js'
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

/** What Transak sells that Kit offers: its crypto code and network name. */
export const TRANSAK_CURRENCIES: readonly ProviderCurrency[] = [
  { code: 'USDC', network: 'ethereum', currencyId: USDC_ID, symbol: 'USDC', chainId: '1' },
  { code: 'USDC', network: 'polygon', currencyId: USDC_ID, symbol: 'USDC', chainId: '137' },
  { code: 'USDC', network: 'base', currencyId: USDC_ID, symbol: 'USDC', chainId: '8453' },
  {
    code: 'SOL',
    network: 'solana',
    currencyId: SOL_ID,
    symbol: 'SOL',
    chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  },
]
const TRANSAK_LIMITS = { card: { min: '30.00', max: '3000.00' } }
const PAYMENT_METHODS: Record<string, string> = {
  card: 'credit_debit_card',
  ach_bank_account: 'pm_us_wire_bank_transfer',
}

/** Transak's order statuses → Kit's order states. */
function orderState(status: string): OnrampOrderState {
  if (status === 'COMPLETED') return 'completed'
  if (['FAILED', 'CANCELLED', 'EXPIRED', 'REFUNDED'].includes(status)) return 'failed'
  return 'pending'
}

type TransakOrder = {
  id?: unknown
  status?: unknown
  partnerOrderId?: unknown
  transactionHash?: unknown
  cryptoAmount?: unknown
}

function toOrderStatus(order: TransakOrder): OnrampOrderStatus {
  if (typeof order.partnerOrderId !== 'string' || typeof order.status !== 'string')
    throw new OnrampUpstreamError('transak', 'an order without partnerOrderId or status')
  return {
    orderId: order.partnerOrderId,
    ...(typeof order.id === 'string' ? { providerOrderId: order.id } : {}),
    state: orderState(order.status),
    providerStatus: order.status,
    ...(typeof order.transactionHash === 'string' && order.transactionHash
      ? { txHash: order.transactionHash }
      : {}),
    ...(typeof order.cryptoAmount === 'number' && order.cryptoAmount >= 0
      ? { purchaseAmount: String(order.cryptoAmount) }
      : {}),
  }
}

/** Verifies an HS256 JWT with `key`; returns its payload, or undefined when the token or its signature is wrong. */
export function verifyHs256(token: string, key: string): Record<string, unknown> | undefined {
  const [header, payload, signature, ...rest] = token.split('.')
  if (!header || !payload || !signature || rest.length > 0) return undefined
  try {
    if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'HS256') return undefined
    const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest()
    const given = Buffer.from(signature, 'base64url')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    return claims && typeof claims === 'object' ? claims : undefined
  } catch {
    return undefined
  }
}

const amountText = (value: unknown) => providerAmount('transak', value)

/**
 * Transak (https://docs.transak.com): quotes from its public pricing API, the widget URL from the Create Widget
 * URL API (`POST /api/v2/auth/session`, with a partner access token got from the API secret), order status from
 * the partner orders API, webhooks as an HS256 JWT in `data` signed with the partner access token.
 */
export function createTransakAdapter(
  config: TransakConfig,
  environment: AdapterEnvironment,
  tokens: ProviderTokenStore = memoryTokenStore(environment.now),
): OnrampAdapter {
  const stg = config.staging ? '-stg' : ''
  const api = `https://api${stg}.transak.com`
  const gateway = `https://api-gateway${stg}.transak.com`
  const limits = { USD: TRANSAK_LIMITS, EUR: TRANSAK_LIMITS }
  const currencies = withDevnetCurrencies(TRANSAK_CURRENCIES, environment.devnetNetworks, (network) => ({
    code: 'USDC',
    network: `devnet-${network.chain_id}`,
  }))
  const widgetOrigin = `https://global${stg}.transak.com`

  /** Asks Transak for a new partner access token (which invalidates the previous one). */
  async function refreshToken(): Promise<ProviderToken> {
    const answer = await callProvider('transak', environment, `${api}/partners/api/v2/refresh-token`, {
      method: 'POST',
      headers: {
        'api-secret': config.apiSecret,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ apiKey: config.apiKey }),
    })
    const data = (answer.body as { data?: { accessToken?: unknown; expiresAt?: unknown } } | undefined)?.data
    if (answer.status !== 200 || typeof data?.accessToken !== 'string' || typeof data.expiresAt !== 'number')
      throw new OnrampUpstreamError('transak', `refresh-token ${answer.status} ${errorMessage(answer.body)}`)
    return { value: data.accessToken, expiresAt: data.expiresAt * 1000 }
  }
  /** The partner access token all instances share, refreshed a minute before it expires. */
  const accessToken = async () => (await tokens.get(refreshToken, 60_000)).value

  async function quote(request: QuoteRequest): Promise<Quote> {
    const { currency, paymentCurrency, amount } = resolveCurrency('transak', currencies, limits, request)
    const query = new URLSearchParams({
      partnerApiKey: config.apiKey,
      fiatCurrency: paymentCurrency,
      cryptoCurrency: currency.code,
      isBuyOrSell: 'BUY',
      network: currency.network ?? '',
      paymentMethod: PAYMENT_METHODS[request.paymentMethod ?? 'card'] ?? 'credit_debit_card',
      fiatAmount: amount,
    })
    const answer = await callProvider('transak', environment, `${api}/api/v1/pricing/public/quotes?${query}`)
    if (answer.status !== 200) throw mapProviderRefusal('transak', answer.status, errorMessage(answer.body))
    const body = ((answer.body as { response?: unknown } | undefined)?.response ?? {}) as Record<
      string,
      unknown
    >
    const breakdown = Array.isArray(body.feeBreakdown)
      ? (body.feeBreakdown as Array<Record<string, unknown>>)
      : []
    const networkFee = breakdown
      .filter((fee) => fee.id === 'network_fee')
      .reduce((sum, fee) => sum + Number(amountText(fee.value)), 0)
    const total = Number(amountText(body.fiatAmount))
    const totalFee = Number(amountText(body.totalFee))
    const money = (value: number) => ({ amount: value.toFixed(2), currency: paymentCurrency })
    return {
      paymentTotal: money(total),
      paymentSubtotal: money(total - totalFee),
      purchaseAmount: { amount: amountText(body.cryptoAmount), currency: currency.symbol },
      coinbaseFee: money(totalFee - networkFee),
      networkFee: money(networkFee),
      quoteId: typeof body.quoteId === 'string' ? body.quoteId : `transak:${randomUUID()}`,
    }
  }

  return {
    id: 'transak',
    origins: providerOrigins([widgetOrigin], environment),
    options: async () => providerOptions(currencies, limits),
    quote,
    async checkout(order) {
      const { currency, paymentCurrency, amount } = resolveCurrency('transak', currencies, limits, order)
      const answer = await callProvider('transak', environment, `${gateway}/api/v2/auth/session`, {
        method: 'POST',
        headers: {
          'access-token': await accessToken(),
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          widgetParams: {
            apiKey: config.apiKey,
            referrerDomain: order.referrerDomain,
            productsAvailed: 'BUY',
            cryptoCurrencyCode: currency.code,
            network: currency.network,
            walletAddress: order.walletAddress,
            fiatCurrency: paymentCurrency,
            fiatAmount: amount,
            partnerOrderId: order.orderId,
            disableWalletAddressForm: true,
          },
        }),
      })
      const widgetUrl = (answer.body as { data?: { widgetUrl?: unknown } } | undefined)?.data?.widgetUrl
      if (answer.status !== 200 || typeof widgetUrl !== 'string')
        throw mapProviderRefusal('transak', answer.status, errorMessage(answer.body))
      // The stand-in answers with real Transak URLs; the development rewrite sends the browser to it.
      return {
        url: providerUrl(widgetUrl, environment),
        chainId: currency.chainId,
        symbol: currency.symbol,
      }
    },
    async orderStatus(orderId) {
      const query = new URLSearchParams({ 'filter[partnerOrderId]': orderId })
      const answer = await callProvider('transak', environment, `${api}/partners/api/v2/orders?${query}`, {
        headers: { 'access-token': await accessToken(), accept: 'application/json' },
      })
      if (answer.status !== 200) throw mapProviderRefusal('transak', answer.status, errorMessage(answer.body))
      const orders = (answer.body as { data?: unknown } | undefined)?.data
      const latest = Array.isArray(orders) ? (orders.at(-1) as TransakOrder | undefined) : undefined
      if (!latest) throw new OnrampUpstreamError('transak', `no order for ${orderId}`)
      return toOrderStatus(latest)
    },
    async verifyWebhook({ body }) {
      let jwt: unknown
      try {
        jwt = (JSON.parse(body) as { data?: unknown }).data
      } catch {
        throw new OnrampWebhookRejectedError('transak', 'the body is not JSON')
      }
      if (typeof jwt !== 'string') throw new OnrampWebhookRejectedError('transak', 'no signed data')
      // The token in use: Transak signs with it; one refreshed since invalidates what it signed before.
      const current = (await tokens.current()) ?? (await tokens.get(refreshToken, 60_000))
      const claims = verifyHs256(jwt, current.value)
      if (!claims)
        throw new OnrampWebhookRejectedError('transak', 'the signature does not match the access token')
      const signedAt = typeof claims.iat === 'number' ? claims.iat * 1000 : Number.NaN
      if (!(Math.abs(environment.now() - signedAt) <= environment.webhookToleranceSeconds * 1000))
        throw new OnrampWebhookRejectedError('transak', 'the token is too old, from the future, or undated')
      const order = toOrderStatus((claims.webhookData ?? {}) as TransakOrder)
      const eventId = `${String(claims.eventID ?? '')}:${order.providerOrderId ?? order.orderId}:${claims.iat}`
      return { eventId, signedAt, order }
    },
  }
}
