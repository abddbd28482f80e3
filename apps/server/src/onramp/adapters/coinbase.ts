import { createHmac, createPrivateKey, type KeyObject, randomBytes, sign, timingSafeEqual } from 'node:crypto'
import type { CoinbaseConfig } from '../../config/onramp.js'
import { ServerConfigError } from '../../errors.js'
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

/** What Coinbase sells that Kit offers: its asset symbol and network name. */
export const COINBASE_CURRENCIES: readonly ProviderCurrency[] = [
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
/** Coinbase's guest-checkout card limits (weekly 500 USD); signed-in Coinbase users may buy more on its page. */
const COINBASE_LIMITS = { card: { min: '2.00', max: '500.00' } }
const PAYMENT_METHODS: Record<string, string> = { card: 'CARD', ach_bank_account: 'ACH_BANK_ACCOUNT' }
const API_HOST = 'api.developer.coinbase.com'
const PAY_ORIGIN = 'https://pay.coinbase.com'

/** A CDP Secret API key's signing key: an EC P-256 PEM (ES256) or a base64 Ed25519 key, seed first (EdDSA). */
export function cdpSigningKey(secret: string): { key: KeyObject; alg: 'ES256' | 'EdDSA' } {
  try {
    if (secret.includes('BEGIN')) return { key: createPrivateKey(secret), alg: 'ES256' }
    const bytes = Buffer.from(secret, 'base64')
    if (bytes.length !== 64 && bytes.length !== 32) throw new Error('not 32 or 64 bytes')
    // PKCS#8 wrapping of an Ed25519 seed (RFC 8410).
    const der = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), bytes.subarray(0, 32)])
    return { key: createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }), alg: 'EdDSA' }
  } catch {
    throw new ServerConfigError(
      'KIT_ONRAMP_COINBASE_API_KEY_SECRET must be a CDP Secret API key: an EC PEM or a base64 Ed25519 key',
    )
  }
}

/**
 * The JWT that authenticates one CDP API call, as Coinbase documents it: header `{alg, kid, typ, nonce}`, claims
 * `{iss: 'cdp', sub: <key id>, nbf, exp: nbf + 120, uri: '<METHOD> <host><path>'}`, signed with the key secret.
 */
export function cdpJwt(
  keyId: string,
  signingKey: { key: KeyObject; alg: 'ES256' | 'EdDSA' },
  request: { method: string; host: string; path: string },
  nowSeconds: number,
): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const header = { alg: signingKey.alg, kid: keyId, typ: 'JWT', nonce: randomBytes(16).toString('hex') }
  const claims = {
    iss: 'cdp',
    sub: keyId,
    nbf: nowSeconds,
    exp: nowSeconds + 120,
    uri: `${request.method} ${request.host}${request.path}`,
  }
  const unsigned = `${part(header)}.${part(claims)}`
  const signature =
    signingKey.alg === 'ES256'
      ? sign('sha256', Buffer.from(unsigned), { key: signingKey.key, dsaEncoding: 'ieee-p1363' })
      : sign(null, Buffer.from(unsigned), signingKey.key)
  return `${unsigned}.${signature.toString('base64url')}`
}

/** Coinbase's transaction statuses → Kit's order states. */
function orderState(status: string): OnrampOrderState {
  if (status === 'ONRAMP_TRANSACTION_STATUS_SUCCESS') return 'completed'
  if (status === 'ONRAMP_TRANSACTION_STATUS_FAILED') return 'failed'
  return 'pending'
}

type CoinbaseTransaction = {
  status?: unknown
  partner_user_ref?: unknown
  partnerUserRef?: unknown
  transaction_id?: unknown
  transactionId?: unknown
  tx_hash?: unknown
  txHash?: unknown
  purchase_amount?: unknown
  purchaseAmount?: unknown
}

const text = (...values: unknown[]) => values.find((value): value is string => typeof value === 'string')

/** A transaction as the API (snake_case) or a webhook (camelCase) reports it. */
function toOrderStatus(transaction: CoinbaseTransaction): OnrampOrderStatus {
  const orderId = text(transaction.partner_user_ref, transaction.partnerUserRef)
  const status = text(transaction.status)
  if (!orderId || !status)
    throw new OnrampUpstreamError('coinbase', 'a transaction without partner_user_ref or status')
  const providerOrderId = text(transaction.transaction_id, transaction.transactionId)
  const txHash = text(transaction.tx_hash, transaction.txHash)
  const amount = (transaction.purchase_amount ?? transaction.purchaseAmount) as
    | { value?: unknown }
    | undefined
  const purchaseAmount = typeof amount?.value === 'string' ? amount.value : undefined
  return {
    orderId,
    ...(providerOrderId ? { providerOrderId } : {}),
    state: orderState(status),
    providerStatus: status,
    ...(txHash ? { txHash } : {}),
    ...(purchaseAmount && /^\d+(\.\d+)?$/.test(purchaseAmount) ? { purchaseAmount } : {}),
  }
}

/** The parts of an `X-Hook0-Signature` header: `t=<unix seconds>,h=<header names>,v1=<hex HMAC>`. */
function readHook0Signature(header: string | null): { t: string; h: string; v1: string } | undefined {
  if (!header) return undefined
  const parts = new Map<string, string>()
  for (const part of header.split(',')) {
    const at = part.indexOf('=')
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim())
  }
  const t = parts.get('t')
  const v1 = parts.get('v1')
  const h = parts.get('h') ?? ''
  return t && /^\d{1,12}$/.test(t) && v1 && /^[0-9a-f]{64}$/.test(v1) && /^[a-z0-9 -]{0,200}$/.test(h)
    ? { t, h, v1 }
    : undefined
}

/**
 * Signs a webhook as Coinbase's webhooks (Hook0) do: HMAC-SHA256 with the subscription's secret over
 * `<t>.<header names>.<their values, joined by '.'>.<raw body>`, hex.
 */
export function signCoinbaseWebhook(
  secret: string,
  t: string,
  headerNames: readonly string[],
  headers: Headers,
  body: string,
): string {
  const values = headerNames.map((name) => headers.get(name) ?? '').join('.')
  return createHmac('sha256', secret)
    .update(`${t}.${headerNames.join(' ')}.${values}.${body}`)
    .digest('hex')
}

const decimal = (value: unknown, optional = false) => providerAmount('coinbase', value, optional)

/**
 * Coinbase Onramp (https://docs.cdp.coinbase.com/onramp): every API call carries a JWT signed with the CDP Secret
 * API key; quotes from `POST /onramp/v1/buy/quote`, the checkout is a one-click-buy URL on pay.coinbase.com with a
 * single-use session token from `POST /onramp/v1/token` (the wallet goes in the token, not the URL), order status
 * from the user's transactions (Kit's order id is the `partnerUserId`), webhooks checked against `X-Hook0-Signature`.
 */
export function createCoinbaseAdapter(
  config: CoinbaseConfig,
  environment: AdapterEnvironment,
): OnrampAdapter {
  const signingKey = cdpSigningKey(config.apiKeySecret)
  const limits = { USD: COINBASE_LIMITS, EUR: COINBASE_LIMITS }
  const currencies = withDevnetCurrencies(COINBASE_CURRENCIES, environment.devnetNetworks, (network) => ({
    code: 'USDC',
    network: `devnet-${network.chain_id}`,
  }))

  /** Calls the CDP API with a fresh JWT for exactly this method and path. */
  const cdp = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    callProvider('coinbase', environment, `https://${API_HOST}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${cdpJwt(config.apiKeyId, signingKey, { method, host: API_HOST, path: path.split('?')[0] ?? path }, Math.floor(environment.now() / 1000))}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })

  async function quote(request: QuoteRequest): Promise<Quote> {
    const { currency, paymentCurrency, amount } = resolveCurrency('coinbase', currencies, limits, request)
    const answer = await cdp('POST', '/onramp/v1/buy/quote', {
      purchase_currency: currency.code,
      purchase_network: currency.network,
      payment_amount: amount,
      payment_currency: paymentCurrency,
      payment_method: PAYMENT_METHODS[request.paymentMethod ?? 'card'] ?? 'CARD',
      country: paymentCurrency === 'EUR' ? 'DE' : 'US',
      ...(paymentCurrency === 'EUR' ? {} : { subdivision: 'NY' }),
    })
    if (answer.status !== 200) throw mapProviderRefusal('coinbase', answer.status, errorMessage(answer.body))
    const body = (answer.body ?? {}) as Record<string, { value?: unknown; currency?: unknown } | undefined>
    const money = (field: string, optional = false) => ({
      amount: decimal(body[field]?.value, optional),
      currency: text(body[field]?.currency) ?? paymentCurrency,
    })
    return {
      paymentTotal: money('payment_total'),
      paymentSubtotal: money('payment_subtotal'),
      purchaseAmount: { amount: decimal(body.purchase_amount?.value), currency: currency.symbol },
      coinbaseFee: money('coinbase_fee', true),
      networkFee: money('network_fee', true),
      quoteId: text((answer.body as { quote_id?: unknown }).quote_id) ?? `coinbase:${environment.now()}`,
    }
  }

  return {
    id: 'coinbase',
    origins: providerOrigins([PAY_ORIGIN], environment),
    options: async () => providerOptions(currencies, limits),
    quote,
    async checkout(order) {
      const { currency, paymentCurrency, amount } = resolveCurrency('coinbase', currencies, limits, order)
      const answer = await cdp('POST', '/onramp/v1/token', {
        addresses: [{ address: order.walletAddress, blockchains: [currency.network] }],
        assets: [currency.code],
        clientIp: order.clientIp,
      })
      const token = text((answer.body as { token?: unknown } | undefined)?.token)
      if (answer.status !== 200 || !token)
        throw mapProviderRefusal('coinbase', answer.status, errorMessage(answer.body))
      const query = new URLSearchParams({
        sessionToken: token,
        defaultAsset: currency.code,
        defaultNetwork: currency.network ?? '',
        presetFiatAmount: amount,
        fiatCurrency: paymentCurrency,
        partnerUserId: order.orderId,
      })
      return {
        url: providerUrl(`${PAY_ORIGIN}/buy/select-asset?${query}`, environment),
        chainId: currency.chainId,
        symbol: currency.symbol,
      }
    },
    async orderStatus(orderId) {
      const answer = await cdp(
        'GET',
        `/onramp/v1/buy/user/${encodeURIComponent(orderId)}/transactions?page_size=5`,
      )
      if (answer.status !== 200)
        throw mapProviderRefusal('coinbase', answer.status, errorMessage(answer.body))
      const transactions = (answer.body as { transactions?: unknown } | undefined)?.transactions
      const latest = Array.isArray(transactions)
        ? (transactions[0] as CoinbaseTransaction | undefined)
        : undefined
      if (!latest) throw new OnrampUpstreamError('coinbase', `no transaction for order ${orderId}`)
      return toOrderStatus(latest)
    },
    async verifyWebhook({ body, headers }) {
      const signature = readHook0Signature(headers.get('x-hook0-signature'))
      if (!signature) throw new OnrampWebhookRejectedError('coinbase', 'no valid X-Hook0-Signature header')
      const names = signature.h ? signature.h.split(' ') : []
      const expected = signCoinbaseWebhook(config.webhookSecret, signature.t, names, headers, body)
      if (!timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(signature.v1, 'hex')))
        throw new OnrampWebhookRejectedError('coinbase', 'the signature does not match the body')
      const signedAt = Number(signature.t) * 1000
      if (Math.abs(environment.now() - signedAt) > environment.webhookToleranceSeconds * 1000)
        throw new OnrampWebhookRejectedError('coinbase', 'the signature is too old (or from the future)')
      let event: CoinbaseTransaction & { eventType?: unknown }
      try {
        event = JSON.parse(body)
      } catch {
        throw new OnrampWebhookRejectedError('coinbase', 'the body is not JSON')
      }
      // Hook0 names each delivery of an event in `X-Hook0-Id` when it is signed; else the signature names it.
      const signedId = names.includes('x-hook0-id') ? headers.get('x-hook0-id') : undefined
      return { eventId: signedId || signature.v1, signedAt, order: toOrderStatus(event) }
    },
  }
}
