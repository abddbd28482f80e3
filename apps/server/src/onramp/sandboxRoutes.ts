import { createHmac, timingSafeEqual } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { isAddress } from 'viem'
import { isSolanaAddress } from '../chain/addresses.js'
import type { ServerContext } from '../context.js'
import { ServerError } from '../errors.js'
import { escapeHtml, sendPage } from '../http/page.js'
import type { Guards } from '../http/guards.js'
import type { AppEnv } from '../http/types.js'
import { hashToken } from '../auth/secrets.js'
import {
  formatHtml,
  formatText,
  pageLanguage,
  pageLocale,
  type ServerLocale,
} from '../locales/serverLocales.js'
import type { OnrampOrderStatus } from './adapters/types.js'
import { buildCatalog, type CatalogCurrency, sandboxChainIds } from './catalog.js'
import { applyOrderStatus, findOrder, isOrderId, walletKey } from './orders.js'
import { priceQuote } from './quote.js'
import { type SandboxPageMessages, sandboxPageTables } from './sandboxPages.js'
import { createTreasury } from './treasury.js'

const FORM_TTL_MS = 30 * 60_000
const DAY_MS = 24 * 3600_000
const CODES = ['USDC', 'SOL'] as const
type DestinationCode = (typeof CODES)[number]

type Checkout = { code: DestinationCode; walletAddress: string; publicKey: string }

/**
 * The on-ramp sandbox provider page (query `publicKey`, `destinationCurrencyCode` SOL or USDC,
 * `walletAddress`): a small form where a purchase is "paid" with no real money and then really delivered on the
 * devnet from the treasury dev account: the test token for USDC, native SOL for SOL.
 * - `GET /onramp?publicKey=&destinationCurrencyCode=&walletAddress=` → the form;
 * - `POST /onramp/purchase` (the form) → pays out, waits for the chain, and shows the transaction.
 * Each form carries a signed, single-use token, so a reload or a forged post cannot pay twice. `publicKey` is not a
 * secret (it is in the URL the app opens), so tokens are limited instead: purchases per receiving wallet, per
 * client IP and in total per day (counted in the database, failed attempts included), and a bounded payout queue.
 * Payouts go only to chains marked `sandbox`. Development mode only: `routes.ts` does not mount it otherwise.
 * The pages speak the visitor's language (`locale` in the query or form, else `Accept-Language`, else English), except
 * a quote's or a payout's own error, which other modules word in English.
 * Mounted at `/onramp`.
 */
export function sandboxApp(ctx: ServerContext, guards: Guards): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use(guards.limit.api, guards.body.api)
  const catalog = buildCatalog(ctx.chains, ctx.config.nativePricesUsd, sandboxChainIds(ctx.config.chains))
  const limits = ctx.config.onramp.sandboxLimits
  const treasury = createTreasury({
    db: ctx.db,
    now: ctx.now,
    chains: ctx.chains,
    evmPrivateKey: ctx.config.onramp.treasury?.evmPrivateKey,
    solanaSecretKey: ctx.config.onramp.treasury?.solanaSecretKey,
    timeoutMs: ctx.config.limits.upstreamTimeoutMs,
    maxQueue: limits.queueLength,
  })
  const formKey = createHmac('sha256', ctx.config.masterKey).update('kit onramp form v1').digest()
  const sign = (text: string) => createHmac('sha256', formKey).update(text).digest()
  /** Compares a form's MAC in constant time (a base64url string of any length, from the client). */
  const validMac = (mac: string, payload: string) => {
    const given = Buffer.from(mac, 'base64url')
    const expected = sign(payload)
    return given.length === expected.length && timingSafeEqual(given, expected)
  }

  /** Which daily limit this purchase would pass, if any (one query over the last 24 hours), said in `t`'s language. */
  async function limitReached(
    walletAddress: string,
    ip: string,
    t: SandboxPageMessages,
  ): Promise<string | undefined> {
    const [counts] = await ctx.db.query<{
      wallet: number | string
      ip: number | string
      total: number | string
    }>(
      `select count(*) filter (where lower(wallet_address) = lower($1)) as wallet,
              count(*) filter (where client_ip = $2) as ip,
              count(*) as total
       from onramp_purchases where created_at > $3`,
      [walletAddress, ip, new Date(ctx.now() - DAY_MS)],
    )
    const limit = (message: string, count: number) => formatText(message, { count: String(count) })
    if (Number(counts?.wallet) >= limits.perWalletPerDay) return limit(t.walletLimit, limits.perWalletPerDay)
    if (Number(counts?.ip) >= limits.perIpPerDay) return limit(t.ipLimit, limits.perIpPerDay)
    if (Number(counts?.total) >= limits.perDay) return limit(t.totalLimit, limits.perDay)
    return undefined
  }

  /** The page's language: the `locale` the page was opened or posted with, else the browser's, else English. */
  const localeOf = (c: Context<AppEnv>, tag: string | undefined): ServerLocale =>
    pageLocale(c.req.header('accept-language'), tag)

  const errorPage = (c: Context<AppEnv>, status: number, message: string, locale: ServerLocale) => {
    const t = sandboxPageTables[locale]
    return sendPage(
      c,
      status,
      t.notPossible,
      `<h1>${escapeHtml(t.notPossible)}</h1><p class="error" role="alert">${escapeHtml(message)}</p>`,
      pageLanguage(locale),
    )
  }

  /**
   * Moves the sandbox order this page was opened for (if any) to the purchase's outcome; only when the order is for
   * this very wallet, so a page whose address was edited cannot complete someone's order with another delivery.
   */
  async function settleOrder(
    orderId: string,
    walletAddress: string,
    outcome: Omit<OnrampOrderStatus, 'orderId'>,
  ): Promise<void> {
    if (!orderId) return
    const order = await findOrder(ctx.db, 'sandbox', orderId)
    if (!order || walletKey(order.walletAddress) !== walletKey(walletAddress)) return
    await applyOrderStatus(ctx.db, 'sandbox', { orderId, ...outcome }, ctx.now())
  }

  /** Validates the provider query; returns an error message (in `t`'s language) or the checkout. */
  function readCheckout(
    query: Record<string, string | undefined>,
    t: SandboxPageMessages,
  ): Checkout | string {
    const code = (query.destinationCurrencyCode ?? '').toUpperCase()
    const walletAddress = (query.walletAddress ?? '').trim()
    const publicKey = (query.publicKey ?? '').trim()
    if (!publicKey) return t.missingPublicKey
    if (ctx.config.onramp.publicKey && publicKey !== ctx.config.onramp.publicKey) return t.publicKeyRefused
    if (!(CODES as readonly string[]).includes(code)) return t.badCurrency
    if (code === 'USDC' && !isAddress(walletAddress, { strict: false })) return t.usdcAddress
    if (code === 'SOL' && !isSolanaAddress(walletAddress)) return t.solAddress
    return { code: code as DestinationCode, walletAddress, publicKey }
  }

  const currencyOf = (code: DestinationCode): CatalogCurrency | undefined =>
    catalog.find((currency) => currency.symbol === code)

  app.get('/', (c) => {
    const locale = localeOf(c, c.req.query('locale'))
    const t = sandboxPageTables[locale]
    const checkout = readCheckout(c.req.query(), t)
    if (typeof checkout === 'string') return errorPage(c, 400, checkout, locale)
    const currency = currencyOf(checkout.code)
    const networks = currency?.networks.filter((network) => network.delivery) ?? []
    if (!currency || networks.length === 0)
      return errorPage(c, 503, formatText(t.noChain, { currency: checkout.code }), locale)
    const expires = ctx.now() + FORM_TTL_MS
    // Kit's order id, when /v1/onramp/checkout opened this page: the purchase then completes that order.
    const orderId = isOrderId(c.req.query('orderId') ?? '') ? (c.req.query('orderId') as string) : ''
    const payload = `${checkout.code}|${checkout.walletAddress}|${checkout.publicKey}|${expires}|${orderId}`
    const formToken = `${expires}.${sign(payload).toString('base64url')}`
    const options = networks
      .map(
        (network) =>
          `<option value="${escapeHtml(network.name)}">${escapeHtml(network.display_name)}</option>`,
      )
      .join('')
    const address = { html: `<code>${escapeHtml(checkout.walletAddress)}</code>` }
    return sendPage(
      c,
      200,
      formatText(t.buyTitle, { currency: checkout.code }),
      `<h1>${formatHtml(t.buyHeading, { currency: checkout.code })}</h1>
      <p class="note">${escapeHtml(checkout.code === 'USDC' ? t.noteTestToken : t.noteSol)}</p>
      <form method="post" action="/onramp/purchase">
        <input type="hidden" name="locale" value="${locale}">
        <input type="hidden" name="formToken" value="${escapeHtml(formToken)}">
        <input type="hidden" name="destinationCurrencyCode" value="${checkout.code}">
        <input type="hidden" name="walletAddress" value="${escapeHtml(checkout.walletAddress)}">
        <input type="hidden" name="publicKey" value="${escapeHtml(checkout.publicKey)}">
        <input type="hidden" name="orderId" value="${orderId}">
        <p>${formatHtml(t.toWallet, { address })}</p>
        <label for="amount">${escapeHtml(t.amountUsd)}</label>
        <input id="amount" name="amount" type="number" inputmode="decimal" min="10" max="7500" step="0.01" value="100" required>
        <label for="network">${escapeHtml(t.network)}</label>
        <select id="network" name="network">${options}</select>
        <label for="paymentMethod">${escapeHtml(t.paymentMethod)}</label>
        <select id="paymentMethod" name="paymentMethod"><option value="card">${escapeHtml(t.card)}</option><option value="ach_bank_account">${escapeHtml(t.bankAccount)}</option></select>
        <button type="submit">${escapeHtml(t.completePurchase)}</button>
      </form>`,
      pageLanguage(locale),
    )
  })

  app.post('/purchase', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '')
    const locale = localeOf(c, field('locale'))
    const t = sandboxPageTables[locale]
    const refuse = (status: number, message: string) => errorPage(c, status, message, locale)
    const checkout = readCheckout(
      {
        destinationCurrencyCode: field('destinationCurrencyCode'),
        walletAddress: field('walletAddress'),
        publicKey: field('publicKey'),
      },
      t,
    )
    if (typeof checkout === 'string') return refuse(400, checkout)
    const [expiresText = '', mac = ''] = field('formToken').split('.')
    const expires = Number(expiresText)
    const orderId = field('orderId')
    const payload = `${checkout.code}|${checkout.walletAddress}|${checkout.publicKey}|${expiresText}|${orderId}`
    if (!mac || !validMac(mac, payload)) return refuse(400, t.formInvalid)
    if (!(expires > ctx.now())) return refuse(400, t.formExpired)

    let resolved: ReturnType<typeof priceQuote>
    try {
      resolved = priceQuote(
        {
          purchaseCurrency: checkout.code,
          paymentCurrency: 'USD',
          amount: field('amount'),
          network: field('network'),
          paymentMethod: field('paymentMethod') || 'card',
        },
        catalog,
      )
    } catch (error) {
      return refuse(400, error instanceof ServerError ? error.shortMessage : t.purchaseInvalid)
    }
    const delivery = resolved.network.delivery
    if (!delivery)
      return refuse(400, formatText(t.cannotDeliverOn, { network: resolved.network.display_name }))

    if ((await treasury.queued()) >= limits.queueLength) return refuse(429, t.busy)
    const ip = c.get('clientIp')
    const limit = await limitReached(checkout.walletAddress, ip, t)
    if (limit) return refuse(429, limit)

    // The form token is single-use: its hash is the purchase id.
    const purchaseId = hashToken(field('formToken'))
    const inserted = await ctx.db.query(
      `insert into onramp_purchases (id, wallet_address, currency, network, payment_amount, payment_currency,
         purchase_amount, status, created_at, client_ip)
       values ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9) on conflict (id) do nothing returning id`,
      [
        purchaseId,
        checkout.walletAddress,
        checkout.code,
        resolved.network.name,
        resolved.quote.paymentTotal.amount,
        'USD',
        resolved.quote.purchaseAmount.amount,
        new Date(ctx.now()),
        ip,
      ],
    )
    if (inserted.length === 0) return refuse(409, t.alreadySubmitted)
    try {
      const payout = await treasury.pay(delivery, checkout.walletAddress, resolved.purchaseUnits)
      await ctx.db.query(`update onramp_purchases set status = 'completed', tx_hash = $2 where id = $1`, [
        purchaseId,
        payout.txHash,
      ])
      await settleOrder(orderId, checkout.walletAddress, {
        state: 'completed',
        providerStatus: 'completed',
        txHash: payout.txHash,
        purchaseAmount: resolved.quote.purchaseAmount.amount,
      })
      const sent = {
        amount: resolved.quote.purchaseAmount.amount,
        currency: checkout.code,
        address: { html: `<code>${escapeHtml(checkout.walletAddress)}</code>` },
        network: resolved.network.display_name,
      }
      const hash = {
        html: `<code data-tx="${escapeHtml(payout.txHash)}">${escapeHtml(payout.txHash)}</code>`,
      }
      return sendPage(
        c,
        200,
        t.complete,
        `<h1>${escapeHtml(t.complete)}</h1>
        <p role="status">${formatHtml(t.sent, sent)}</p>
        <p>${formatHtml(t.paid, { amount: resolved.quote.paymentTotal.amount })}</p>
        <p class="note">${formatHtml(t.transaction, { hash })}</p>
        <p>${escapeHtml(t.canClose)}</p>`,
        pageLanguage(locale),
      )
    } catch (error) {
      const message = error instanceof ServerError ? error.shortMessage : t.payoutFailed
      await ctx.db.query(`update onramp_purchases set status = 'failed', error = $2 where id = $1`, [
        purchaseId,
        message,
      ])
      await settleOrder(orderId, checkout.walletAddress, { state: 'failed', providerStatus: 'failed' })
      return refuse(error instanceof ServerError ? error.status : 502, message)
    }
  })
  return app
}
