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
import type { OnrampOrderStatus } from './adapters/types.js'
import { buildCatalog, type CatalogCurrency, sandboxChainIds } from './catalog.js'
import { applyOrderStatus, findOrder, isOrderId, walletKey } from './orders.js'
import { priceQuote } from './quote.js'
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

  /** Which daily limit this purchase would pass, if any (one query over the last 24 hours). */
  async function limitReached(walletAddress: string, ip: string): Promise<string | undefined> {
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
    if (Number(counts?.wallet) >= limits.perWalletPerDay)
      return `This wallet has reached the sandbox limit of ${limits.perWalletPerDay} purchases a day.`
    if (Number(counts?.ip) >= limits.perIpPerDay)
      return `This address has reached the sandbox limit of ${limits.perIpPerDay} purchases a day.`
    if (Number(counts?.total) >= limits.perDay)
      return `The sandbox has reached its limit of ${limits.perDay} purchases a day.`
    return undefined
  }

  const errorPage = (c: Context<AppEnv>, status: number, message: string) =>
    sendPage(
      c,
      status,
      'Purchase not possible',
      `<h1>Purchase not possible</h1><p class="error" role="alert">${escapeHtml(message)}</p>`,
    )

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

  /** Validates the provider query; returns an error message or the checkout. */
  function readCheckout(query: Record<string, string | undefined>): Checkout | string {
    const code = (query.destinationCurrencyCode ?? '').toUpperCase()
    const walletAddress = (query.walletAddress ?? '').trim()
    const publicKey = (query.publicKey ?? '').trim()
    if (!publicKey) return 'The publicKey parameter is missing.'
    if (ctx.config.onramp.publicKey && publicKey !== ctx.config.onramp.publicKey)
      return 'This publicKey is not accepted by this sandbox.'
    if (!(CODES as readonly string[]).includes(code)) return 'destinationCurrencyCode must be SOL or USDC.'
    if (code === 'USDC' && !isAddress(walletAddress, { strict: false }))
      return 'walletAddress must be an EVM address to receive USDC.'
    if (code === 'SOL' && !isSolanaAddress(walletAddress))
      return 'walletAddress must be a Solana address to receive SOL.'
    return { code: code as DestinationCode, walletAddress, publicKey }
  }

  const currencyOf = (code: DestinationCode): CatalogCurrency | undefined =>
    catalog.find((currency) => currency.symbol === code)

  app.get('/', (c) => {
    const checkout = readCheckout(c.req.query())
    if (typeof checkout === 'string') return errorPage(c, 400, checkout)
    const currency = currencyOf(checkout.code)
    const networks = currency?.networks.filter((network) => network.delivery) ?? []
    if (!currency || networks.length === 0)
      return errorPage(
        c,
        503,
        `The sandbox cannot deliver ${checkout.code}: no devnet chain is configured for it.`,
      )
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
    return sendPage(
      c,
      200,
      `Buy ${checkout.code} (sandbox)`,
      `<h1>Buy ${checkout.code}</h1>
      <p class="note">Sandbox: no real payment is taken. The ${checkout.code === 'USDC' ? 'test token' : 'SOL'} is sent on the local devnet.</p>
      <form method="post" action="/onramp/purchase">
        <input type="hidden" name="formToken" value="${escapeHtml(formToken)}">
        <input type="hidden" name="destinationCurrencyCode" value="${checkout.code}">
        <input type="hidden" name="walletAddress" value="${escapeHtml(checkout.walletAddress)}">
        <input type="hidden" name="publicKey" value="${escapeHtml(checkout.publicKey)}">
        <input type="hidden" name="orderId" value="${orderId}">
        <p>To wallet <code>${escapeHtml(checkout.walletAddress)}</code></p>
        <label for="amount">Amount in USD</label>
        <input id="amount" name="amount" type="number" inputmode="decimal" min="10" max="7500" step="0.01" value="100" required>
        <label for="network">Network</label>
        <select id="network" name="network">${options}</select>
        <label for="paymentMethod">Payment method</label>
        <select id="paymentMethod" name="paymentMethod"><option value="card">Card</option><option value="ach_bank_account">Bank account (ACH)</option></select>
        <button type="submit">Complete purchase</button>
      </form>`,
    )
  })

  app.post('/purchase', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '')
    const checkout = readCheckout({
      destinationCurrencyCode: field('destinationCurrencyCode'),
      walletAddress: field('walletAddress'),
      publicKey: field('publicKey'),
    })
    if (typeof checkout === 'string') return errorPage(c, 400, checkout)
    const [expiresText = '', mac = ''] = field('formToken').split('.')
    const expires = Number(expiresText)
    const orderId = field('orderId')
    const payload = `${checkout.code}|${checkout.walletAddress}|${checkout.publicKey}|${expiresText}|${orderId}`
    if (!mac || !validMac(mac, payload))
      return errorPage(c, 400, 'This form is not valid. Open the purchase page again.')
    if (!(expires > ctx.now()))
      return errorPage(c, 400, 'This form has expired. Open the purchase page again.')

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
      return errorPage(
        c,
        400,
        error instanceof ServerError ? error.shortMessage : 'The purchase is not valid.',
      )
    }
    const delivery = resolved.network.delivery
    if (!delivery) return errorPage(c, 400, `The sandbox cannot deliver on ${resolved.network.display_name}.`)

    if ((await treasury.queued()) >= limits.queueLength)
      return errorPage(c, 429, 'The sandbox is busy paying out other purchases. Try again in a minute.')
    const ip = c.get('clientIp')
    const limit = await limitReached(checkout.walletAddress, ip)
    if (limit) return errorPage(c, 429, limit)

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
    if (inserted.length === 0) return errorPage(c, 409, 'This purchase was already submitted.')
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
      return sendPage(
        c,
        200,
        'Purchase complete',
        `<h1>Purchase complete</h1>
        <p role="status">${escapeHtml(resolved.quote.purchaseAmount.amount)} ${checkout.code} sent to <code>${escapeHtml(checkout.walletAddress)}</code> on ${escapeHtml(resolved.network.display_name)}.</p>
        <p>Paid ${escapeHtml(resolved.quote.paymentTotal.amount)} USD (sandbox, nothing charged).</p>
        <p class="note">Transaction <code data-tx="${escapeHtml(payout.txHash)}">${escapeHtml(payout.txHash)}</code></p>
        <p>You can close this window.</p>`,
      )
    } catch (error) {
      const message = error instanceof ServerError ? error.shortMessage : 'The payout failed.'
      await ctx.db.query(`update onramp_purchases set status = 'failed', error = $2 where id = $1`, [
        purchaseId,
        message,
      ])
      await settleOrder(orderId, checkout.walletAddress, { state: 'failed', providerStatus: 'failed' })
      return errorPage(c, error instanceof ServerError ? error.status : 502, message)
    }
  })
  return app
}
