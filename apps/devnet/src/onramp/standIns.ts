import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { assertPort, closeServer, DEVNET_HOST, listen } from '../net.js'
import { type CoinbaseStandInKeys, createCoinbaseStandIn } from './coinbaseStandIn.js'
import { createDevnetDelivery, type DevnetDelivery, type DevnetDeliveryOptions } from './devnetDelivery.js'
import { type Answer, escapeHtml, html, json, readBody, round, safeEqual } from './standInHttp.js'
import { createStripeStandIn, type StripeStandInKeys } from './stripeStandIn.js'

/** The providers the stand-ins play. */
export type OnrampStandInProvider = 'moonpay' | 'transak' | 'coinbase' | 'stripe'

/** Default port of the on-ramp stand-ins. */
export const DEFAULT_ONRAMP_PORT = 8558

/** The keys each stand-in provider accepts (generated at start, like a provider's dashboard). */
export type OnrampStandInKeys = {
  moonpay: { apiKey: string; secretKey: string; webhookKey: string }
  transak: { apiKey: string; apiSecret: string }
  coinbase: CoinbaseStandInKeys
  stripe: StripeStandInKeys
}

/** A webhook a stand-in sent, and what the receiver answered. */
export type OnrampWebhookDelivery = {
  provider: OnrampStandInProvider
  url: string
  headers: Record<string, string>
  body: string
  status: number
}

/** Options of {@link startOnrampStandIns}. */
export type OnrampStandInsOptions = {
  /** Port on 127.0.0.1; 0 picks a free one. Default 8558. */
  port?: number
  /** Where each provider sends its webhooks (as registered in its dashboard); settable later. */
  webhookUrls?: Partial<Record<OnrampStandInProvider, string>>
  /**
   * The devnet chains to sell on, with the account that pays: each provider then also sells the chain's test token
   * (MoonPay `usdc_devnet_<chainId>`, Transak `USDC` on `devnet-<chainId>`) and a completed purchase really
   * transfers it to the wallet before the webhook says so.
   */
  devnet?: DevnetDeliveryOptions
}

/** The running stand-ins for MoonPay, Transak, Coinbase Onramp and Stripe's onramp. */
export type OnrampStandIns = {
  /** `http://127.0.0.1:<port>`: each real URL `https://<host><path>` is served at `<url>/<host><path>`. */
  url: string
  port: number
  keys: OnrampStandInKeys
  /** Registers the webhook URL of a provider. */
  setWebhookUrl(provider: OnrampStandInProvider, url: string): void
  /** Every webhook sent so far, oldest first. */
  deliveries: OnrampWebhookDelivery[]
  stop(): Promise<void>
}

/** USD per unit of the fiat the stand-ins take, and USD per coin. */
const FIAT_USD: Record<string, number> = { USD: 1, EUR: 1.08 }
const COIN_USD: Record<string, number> = { USDC: 1, SOL: 150 }

type MoonPayCode = { coin: string; minUsd: number; networkFeeUsd: number; devnetChainId?: number }
/** MoonPay's codes the stand-in sells, with its per-currency minimum in USD and network fee in USD. */
const MOONPAY_CODES: Record<string, MoonPayCode> = {
  usdc: { coin: 'USDC', minUsd: 20, networkFeeUsd: 2.5 },
  usdc_polygon: { coin: 'USDC', minUsd: 20, networkFeeUsd: 0.1 },
  usdc_base: { coin: 'USDC', minUsd: 20, networkFeeUsd: 0.1 },
  sol: { coin: 'SOL', minUsd: 30, networkFeeUsd: 0.01 },
}
const MOONPAY_MAX_USD = 30_000
/** Transak's pairs the stand-in sells. */
const TRANSAK_PAIRS = new Set(['USDC/ethereum', 'USDC/polygon', 'USDC/base', 'SOL/solana'])
const TRANSAK_MIN_USD = 30
const TRANSAK_MAX_USD = 3_000

/** The devnet chain id a provider's code or network names (`usdc_devnet_31337`, `devnet-31337`), if any. */
const devnetChainId = (name: string, pattern: RegExp): number | undefined => {
  const match = pattern.exec(name)
  return match ? Number(match[1]) : undefined
}

/** MoonPay's buy quote for `total` of `fiat`, fees included, or the refusal MoonPay words. */
function moonpayQuote(currency: MoonPayCode, fiat: string, total: number) {
  const rate = FIAT_USD[fiat]
  if (!rate) return { refusal: 'Unsupported base currency code' } as const
  const min = round(currency.minUsd / rate, 2)
  const max = round(MOONPAY_MAX_USD / rate, 2)
  if (!(total >= min && total <= max))
    return {
      refusal: `Invalid amount: baseCurrencyAmount must be between ${min} and ${max} ${fiat}`,
    } as const
  const fee = round(Math.max(3.99, total * 0.045), 2)
  const networkFee = round(currency.networkFeeUsd / rate, 2)
  const base = round(total - fee - networkFee, 2)
  const price = round((COIN_USD[currency.coin] ?? 1) / rate, 4)
  const crypto = round(base / price, currency.coin === 'SOL' ? 6 : 2)
  return { min, max, fee, networkFee, base, price, crypto } as const
}

/** Transak's quote for `amount` of `fiat`, or the refusal Transak words. */
function transakQuote(coin: string, network: string, fiat: string, amount: number) {
  const rate = FIAT_USD[fiat]
  if (!rate) return { refusal: `Invalid fiatCurrency: ${fiat} is not supported` } as const
  const min = round(TRANSAK_MIN_USD / rate, 2)
  const max = round(TRANSAK_MAX_USD / rate, 2)
  if (!(amount >= min && amount <= max))
    return { refusal: `Order amount must be between the minimum ${min} and maximum ${max} ${fiat}` } as const
  const transakFee = round(amount * 0.0099 + 0.3, 2)
  const networkFee = round((coin === 'SOL' ? 0.01 : network === 'ethereum' ? 2 : 0.05) / rate, 2)
  const price = (COIN_USD[coin] ?? 1) / rate
  const totalFee = round(transakFee + networkFee, 2)
  const crypto = round((amount - totalFee) / price, coin === 'SOL' ? 6 : 2)
  return { transakFee, networkFee, price, totalFee, crypto } as const
}

/** An HS256 JWT, as Transak signs webhook payloads with the partner access token. */
function signHs256(claims: Record<string, unknown>, key: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`
  return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`
}

/**
 * Starts one HTTP server on 127.0.0.1 that stands in for MoonPay, Transak, Coinbase Onramp (coinbaseStandIn.ts) and
 * Stripe's crypto onramp (stripeStandIn.ts) at their real paths under
 * `/<real host>` (so a server pointed at `url` by its development rewrite runs the same adapter code it runs
 * against the real providers). They check what the real ones check (API keys, MoonPay's URL signature, Transak's
 * access token), refuse what they refuse (unsupported currency, amount outside limits) with their error shapes,
 * and on a paid purchase send webhooks signed as the real ones sign them (pending, then completed or failed). With
 * `devnet`, they also sell the devnet chains' test token and a completed purchase has really been delivered on anvil
 * from a funded account first, as a provider's hot wallet would. No money moves. For development and tests only.
 */
export async function startOnrampStandIns(options: OnrampStandInsOptions = {}): Promise<OnrampStandIns> {
  const port = options.port ?? DEFAULT_ONRAMP_PORT
  assertPort('port', port)
  const token = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`
  // Coinbase's and Stripe's stand-ins deliver and send webhooks through this server (called once it runs).
  const contextFor = (provider: OnrampStandInProvider) => ({
    sellsOnDevnet: (chainId: number) => delivery?.has(chainId) === true,
    deliver: (chainId: number, to: unknown, amount: number) => deliver(chainId, to, amount),
    sendWebhook: (body: string, headers: Record<string, string>) => sendWebhook(provider, body, headers),
  })
  const coinbase = createCoinbaseStandIn(contextFor('coinbase'))
  const stripe = createStripeStandIn(contextFor('stripe'))
  const keys: OnrampStandInKeys = {
    moonpay: { apiKey: token('pk_test_'), secretKey: token('sk_test_'), webhookKey: token('wk_test_') },
    transak: { apiKey: randomUUID(), apiSecret: token('') },
    coinbase: coinbase.keys,
    stripe: stripe.keys,
  }
  const webhookUrls = { ...options.webhookUrls }
  const deliveries: OnrampWebhookDelivery[] = []
  /** Transactions by Kit's external id, as each provider records them. */
  const moonpayTransactions = new Map<string, Record<string, unknown>[]>()
  const transakOrders = new Map<string, Record<string, unknown>[]>()
  /** Transak: the one valid access token (a refresh invalidates the previous one) and widget sessions. */
  let transakAccessToken: string | undefined
  const transakSessions = new Map<string, Record<string, unknown>>()
  const delivery: DevnetDelivery | undefined = options.devnet
    ? createDevnetDelivery(options.devnet)
    : undefined
  /** MoonPay's code, the devnet's included. */
  const moonpayCode = (code: string): MoonPayCode | undefined => {
    const chainId = devnetChainId(code, /^usdc_devnet_(\d{1,10})$/)
    if (chainId !== undefined)
      return delivery?.has(chainId)
        ? { coin: 'USDC', minUsd: 20, networkFeeUsd: 0.05, devnetChainId: chainId }
        : undefined
    return MOONPAY_CODES[code]
  }
  /** Whether Transak sells `coin` on `network`, the devnet's included. */
  const transakSells = (coin: string, network: string) => {
    const chainId = devnetChainId(network, /^devnet-(\d{1,10})$/)
    if (chainId !== undefined) return coin === 'USDC' && delivery?.has(chainId) === true
    return TRANSAK_PAIRS.has(`${coin}/${network}`)
  }
  /** Delivers on the devnet; the transaction hash, or undefined when it failed (the purchase then fails). */
  const deliver = async (chainId: number | undefined, to: unknown, amount: number) => {
    if (chainId === undefined || !delivery) return undefined
    try {
      return await delivery.deliver(chainId, String(to), amount.toFixed(2))
    } catch {
      return undefined
    }
  }

  async function sendWebhook(provider: OnrampStandInProvider, body: string, headers: Record<string, string>) {
    const url = webhookUrls[provider]
    if (!url) return
    let status = 0
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      })
      status = response.status
    } catch {
      status = 0
    }
    deliveries.push({ provider, url, headers, body, status })
  }

  function moonpayWebhook(transaction: Record<string, unknown>) {
    const body = JSON.stringify({ data: transaction, type: 'transaction_updated', externalCustomerId: null })
    const t = String(Math.floor(Date.now() / 1000))
    const s = createHmac('sha256', keys.moonpay.webhookKey).update(`${t}.${body}`).digest('hex')
    return sendWebhook('moonpay', body, { 'Moonpay-Signature-V2': `t=${t},s=${s}` })
  }

  function transakWebhook(order: Record<string, unknown>) {
    if (!transakAccessToken) return
    const claims = {
      webhookData: order,
      eventID:
        order.status === 'COMPLETED'
          ? 'ORDER_COMPLETED'
          : order.status === 'PROCESSING'
            ? 'ORDER_PROCESSING'
            : 'ORDER_FAILED',
      createdAt: new Date().toISOString(),
      iat: Math.floor(Date.now() / 1000),
    }
    return sendWebhook('transak', JSON.stringify({ data: signHs256(claims, transakAccessToken) }), {})
  }

  /** MoonPay's API and widget. Errors as MoonPay words them: `{message, type}`. */
  async function moonpay(method: string, url: URL, path: string, request: IncomingMessage): Promise<Answer> {
    const query = url.searchParams
    const quoteMatch = /^\/v3\/currencies\/([a-z0-9_]+)\/buy_quote$/.exec(path)
    if (
      url.host !== 'buy.moonpay.com' &&
      url.host !== 'buy-sandbox.moonpay.com' &&
      quoteMatch &&
      method === 'GET'
    ) {
      if (query.get('apiKey') !== keys.moonpay.apiKey)
        return json(401, { message: 'Invalid API key', type: 'UnauthorizedError' })
      const currency = moonpayCode(quoteMatch[1] ?? '')
      if (!currency) return json(400, { message: 'Unsupported currency code', type: 'BadRequestError' })
      const fiat = (query.get('baseCurrencyCode') ?? '').toUpperCase()
      const total = Number(query.get('baseCurrencyAmount'))
      const priced = moonpayQuote(currency, fiat, total)
      if ('refusal' in priced) return json(400, { message: priced.refusal, type: 'BadRequestError' })
      const { min, max, fee, networkFee, base, price } = priced
      return json(200, {
        baseCurrencyCode: fiat.toLowerCase(),
        baseCurrencyAmount: base,
        quoteCurrencyCode: quoteMatch[1],
        quoteCurrencyAmount: priced.crypto,
        quoteCurrencyPrice: price,
        feeAmount: fee,
        extraFeeAmount: 0,
        networkFeeAmount: networkFee,
        totalAmount: total,
        paymentMethod: query.get('paymentMethod') ?? 'credit_debit_card',
        baseCurrency: { code: fiat.toLowerCase(), minBuyAmount: min, maxBuyAmount: max },
      })
    }
    const transactionMatch = /^\/v1\/transactions\/ext\/([^/]+)$/.exec(path)
    if (url.host === 'api.moonpay.com' && transactionMatch && method === 'GET') {
      if (request.headers.authorization !== `Api-Key ${keys.moonpay.secretKey}`)
        return json(401, { message: 'Invalid API key', type: 'UnauthorizedError' })
      return json(200, moonpayTransactions.get(decodeURIComponent(transactionMatch[1] ?? '')) ?? [])
    }
    if (url.host !== 'api.moonpay.com' && path === '/' && method === 'GET') {
      // The widget: the signature is HMAC-SHA256 (secret key) over the query before `&signature=`, base64.
      const search = url.search
      const at = search.lastIndexOf('&signature=')
      const signature = at < 0 ? '' : decodeURIComponent(search.slice(at + '&signature='.length))
      const expected = createHmac('sha256', keys.moonpay.secretKey)
        .update(at < 0 ? search : search.slice(0, at))
        .digest('base64')
      if (query.get('apiKey') !== keys.moonpay.apiKey)
        return html(401, 'MoonPay', '<p role="alert">Invalid API key.</p>')
      if (query.get('walletAddress') && !safeEqual(signature, expected))
        return html(403, 'MoonPay', '<p role="alert">Invalid signature.</p>')
      const code = query.get('currencyCode') ?? ''
      if (!moonpayCode(code)) return html(400, 'MoonPay', '<p role="alert">Unsupported currency.</p>')
      const fields = [
        'currencyCode',
        'walletAddress',
        'baseCurrencyCode',
        'baseCurrencyAmount',
        'externalTransactionId',
      ]
      const hidden = fields
        .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query.get(name) ?? '')}">`)
        .join('')
      return html(
        200,
        'Buy with MoonPay (stand-in)',
        `<h1>Buy ${escapeHtml(code.toUpperCase())}</h1><p>To <code>${escapeHtml(query.get('walletAddress') ?? '')}</code></p>
        <form method="post" action="complete">${hidden}<button type="submit" name="outcome" value="completed">Complete purchase</button>
        <button type="submit" name="outcome" value="failed">Decline payment</button></form>`,
      )
    }
    if (url.host !== 'api.moonpay.com' && path === '/complete' && method === 'POST') {
      const form = new URLSearchParams(await readBody(request))
      const externalTransactionId = form.get('externalTransactionId') ?? ''
      const currency = moonpayCode(form.get('currencyCode') ?? '')
      const priced = currency
        ? moonpayQuote(
            currency,
            (form.get('baseCurrencyCode') ?? '').toUpperCase(),
            Number(form.get('baseCurrencyAmount')),
          )
        : undefined
      const crypto = priced && !('refusal' in priced) ? priced.crypto : undefined
      const paid = form.get('outcome') !== 'failed' && crypto !== undefined
      const record = (transaction: Record<string, unknown>) =>
        moonpayTransactions.set(externalTransactionId, [
          ...(moonpayTransactions.get(externalTransactionId) ?? []),
          transaction,
        ])
      const transaction = {
        id: randomUUID(),
        status: paid ? 'pending' : 'failed',
        externalTransactionId,
        walletAddress: form.get('walletAddress'),
        currencyCode: form.get('currencyCode'),
        baseCurrencyAmount: Number(form.get('baseCurrencyAmount')),
        quoteCurrencyAmount: crypto ?? null,
        cryptoTransactionId: null as string | null,
        createdAt: new Date().toISOString(),
      }
      record(transaction)
      await moonpayWebhook(transaction)
      if (paid) {
        // Paid: on the devnet the crypto really moves before MoonPay says it is completed; elsewhere a made-up hash.
        const hash = currency?.devnetChainId
          ? await deliver(currency.devnetChainId, transaction.walletAddress, crypto)
          : `0x${randomBytes(32).toString('hex')}`
        const settled = {
          ...transaction,
          status: hash ? 'completed' : 'failed',
          cryptoTransactionId: hash ?? null,
        }
        record(settled)
        await moonpayWebhook(settled)
        return html(200, 'MoonPay', `<p role="status">Purchase ${settled.status}.</p>`)
      }
      return html(200, 'MoonPay', `<p role="status">Purchase ${transaction.status}.</p>`)
    }
    return json(404, { message: 'Not found', type: 'NotFoundError' })
  }

  /** Transak's APIs and widget. Errors as Transak words them: `{error: {statusCode, message}}`. */
  async function transak(method: string, url: URL, path: string, request: IncomingMessage): Promise<Answer> {
    const error = (status: number, message: string) =>
      json(status, { error: { statusCode: status, message } })
    const api = url.host === 'api.transak.com' || url.host === 'api-stg.transak.com'
    const gateway = url.host === 'api-gateway.transak.com' || url.host === 'api-gateway-stg.transak.com'
    const accessTokenValid = () => {
      const given = request.headers['access-token']
      return (
        typeof given === 'string' && transakAccessToken !== undefined && safeEqual(given, transakAccessToken)
      )
    }
    if (api && path === '/partners/api/v2/refresh-token' && method === 'POST') {
      let apiKey: unknown
      try {
        apiKey = JSON.parse(await readBody(request)).apiKey
      } catch {
        return error(400, 'Invalid request body')
      }
      const secret = request.headers['api-secret']
      if (
        apiKey !== keys.transak.apiKey ||
        typeof secret !== 'string' ||
        !safeEqual(secret, keys.transak.apiSecret)
      )
        return error(401, 'Invalid API key or secret')
      transakAccessToken = randomBytes(24).toString('base64url')
      return json(200, {
        data: { accessToken: transakAccessToken, expiresAt: Math.floor(Date.now() / 1000) + 7 * 86400 },
      })
    }
    if (api && path === '/api/v1/pricing/public/quotes' && method === 'GET') {
      const query = url.searchParams
      if (query.get('partnerApiKey') !== keys.transak.apiKey) return error(401, 'Invalid partnerApiKey')
      const coin = query.get('cryptoCurrency') ?? ''
      const network = query.get('network') ?? ''
      if (!transakSells(coin, network))
        return error(400, `Invalid cryptoCurrency or network: ${coin} on ${network} is not supported`)
      const fiat = (query.get('fiatCurrency') ?? '').toUpperCase()
      const amount = Number(query.get('fiatAmount'))
      const priced = transakQuote(coin, network, fiat, amount)
      if ('refusal' in priced) return error(400, priced.refusal)
      const { transakFee, networkFee, price, totalFee } = priced
      return json(200, {
        response: {
          quoteId: randomUUID(),
          conversionPrice: 1 / price,
          fiatCurrency: fiat,
          cryptoCurrency: coin,
          network: query.get('network'),
          paymentMethod: query.get('paymentMethod'),
          fiatAmount: amount,
          cryptoAmount: priced.crypto,
          isBuyOrSell: 'BUY',
          totalFee,
          feeBreakdown: [
            { name: 'Transak fee', value: transakFee, id: 'transak_fee', ids: ['transak_fee'] },
            { name: 'Network/Exchange fee', value: networkFee, id: 'network_fee', ids: ['network_fee'] },
          ],
        },
      })
    }
    if (api && path === '/partners/api/v2/orders' && method === 'GET') {
      if (!accessTokenValid()) return error(401, 'Invalid access token')
      return json(200, {
        data: transakOrders.get(url.searchParams.get('filter[partnerOrderId]') ?? '') ?? [],
      })
    }
    if (gateway && path === '/api/v2/auth/session' && method === 'POST') {
      if (!accessTokenValid()) return error(401, 'Invalid access token')
      let params: Record<string, unknown>
      try {
        params = JSON.parse(await readBody(request)).widgetParams
      } catch {
        return error(400, 'Invalid request body')
      }
      if (!params || params.apiKey !== keys.transak.apiKey)
        return error(400, 'widgetParams.apiKey is invalid')
      if (typeof params.referrerDomain !== 'string' || !params.referrerDomain)
        return error(400, 'widgetParams.referrerDomain is required')
      if (!transakSells(String(params.cryptoCurrencyCode), String(params.network)))
        return error(400, 'Invalid cryptoCurrencyCode or network')
      const sessionId = randomUUID()
      transakSessions.set(sessionId, params)
      const widget = url.host.includes('-stg')
        ? 'https://global-stg.transak.com'
        : 'https://global.transak.com'
      return json(200, {
        data: { widgetUrl: `${widget}/?apiKey=${keys.transak.apiKey}&sessionId=${sessionId}` },
      })
    }
    const widget = url.host === 'global.transak.com' || url.host === 'global-stg.transak.com'
    if (widget && path === '/' && method === 'GET') {
      const params = transakSessions.get(url.searchParams.get('sessionId') ?? '')
      if (!params) return html(400, 'Transak', '<p role="alert">This session is invalid or has expired.</p>')
      return html(
        200,
        'Buy with Transak (stand-in)',
        `<h1>Buy ${escapeHtml(String(params.cryptoCurrencyCode))} on ${escapeHtml(String(params.network))}</h1>
        <form method="post" action="complete"><input type="hidden" name="sessionId" value="${escapeHtml(url.searchParams.get('sessionId') ?? '')}">
        <button type="submit" name="outcome" value="COMPLETED">Complete purchase</button>
        <button type="submit" name="outcome" value="FAILED">Decline payment</button></form>`,
      )
    }
    if (widget && path === '/complete' && method === 'POST') {
      const form = new URLSearchParams(await readBody(request))
      const sessionId = form.get('sessionId') ?? ''
      const params = transakSessions.get(sessionId)
      // A widget URL is single-use.
      if (!params) return html(400, 'Transak', '<p role="alert">This session is invalid or has expired.</p>')
      transakSessions.delete(sessionId)
      const network = String(params.network)
      const priced = transakQuote(
        String(params.cryptoCurrencyCode),
        network,
        String(params.fiatCurrency).toUpperCase(),
        Number(params.fiatAmount),
      )
      const crypto = 'refusal' in priced ? undefined : priced.crypto
      const paid = form.get('outcome') !== 'FAILED' && crypto !== undefined
      const id = String(params.partnerOrderId ?? '')
      const record = (order: Record<string, unknown>) =>
        transakOrders.set(id, [...(transakOrders.get(id) ?? []), order])
      const order = {
        id: randomUUID(),
        status: paid ? 'PROCESSING' : 'FAILED',
        partnerOrderId: params.partnerOrderId,
        walletAddress: params.walletAddress,
        cryptoCurrency: params.cryptoCurrencyCode,
        network,
        fiatAmount: Number(params.fiatAmount),
        fiatCurrency: params.fiatCurrency,
        cryptoAmount: crypto ?? 0,
        transactionHash: '',
      }
      record(order)
      await transakWebhook(order)
      if (!paid) return html(200, 'Transak', `<p role="status">Order ${order.status}.</p>`)
      // Paid: on the devnet the crypto really moves before Transak says it is completed; elsewhere a made-up hash.
      const chainId = devnetChainId(network, /^devnet-(\d{1,10})$/)
      const hash =
        chainId !== undefined
          ? await deliver(chainId, params.walletAddress, crypto)
          : `0x${randomBytes(32).toString('hex')}`
      const settled = { ...order, status: hash ? 'COMPLETED' : 'FAILED', transactionHash: hash ?? '' }
      record(settled)
      await transakWebhook(settled)
      return html(200, 'Transak', `<p role="status">Order ${settled.status}.</p>`)
    }
    return error(404, 'Not found')
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const send = (answer: Answer) => {
      response.writeHead(answer.status, {
        'content-type': answer.type === 'json' ? 'application/json' : 'text/html; charset=utf-8',
      })
      response.end(answer.body)
    }
    const incoming = new URL(request.url ?? '/', 'http://stand-in')
    const [, host = '', ...rest] = incoming.pathname.split('/')
    // The real URL this request stands for: https://<host>/<rest>?<query>.
    const real = new URL(`https://${host}/${rest.join('/')}${incoming.search}`)
    const path = real.pathname
    const method = request.method ?? 'GET'
    const handler = host.endsWith('moonpay.com')
      ? moonpay
      : host.endsWith('transak.com')
        ? transak
        : host.endsWith('coinbase.com')
          ? coinbase.handle
          : host === 'api.stripe.com' || host === 'crypto.link.com'
            ? stripe.handle
            : undefined
    if (!handler) return send(json(404, { message: `No stand-in for ${host}` }))
    handler(method, real, path, request).then(send, () => send(json(500, { message: 'Stand-in failure' })))
  })
  const boundPort = await listen(server, port, 'on-ramp stand-ins')
  return {
    url: `http://${DEVNET_HOST}:${boundPort}`,
    port: boundPort,
    keys,
    setWebhookUrl: (provider, url) => {
      webhookUrls[provider] = url
    },
    deliveries,
    stop: () => closeServer(server),
  }
}
