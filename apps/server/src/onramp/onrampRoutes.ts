import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import type { ServerContext } from '../context.js'
import { BadRequestError, ServerError } from '../errors.js'
import type { Guards } from '../http/guards.js'
import { parseWith, readJson } from '../http/readJson.js'
import type { AppEnv } from '../http/types.js'
import { createOnrampAdapters } from './adapters/index.js'
import {
  type OnrampAdapter,
  type OnrampOrderStatus,
  type OnrampProviderId,
  OnrampProviderError,
  OnrampUnknownProviderError,
} from './adapters/types.js'
import { recordWebhookEvent } from './adapters/webhookEvents.js'
import {
  applyOrderStatus,
  findOrder,
  isFinal,
  isOrderId,
  listOrders,
  MAX_LISTED_ORDER_IDS,
  type Order,
  recordOrder,
} from './orders.js'
import type { Quote, QuoteRequest } from './quote.js'
import { checkoutSchema, singleQuoteSchema } from './onrampContract.js'

/** The providers' names as a visitor knows them. */
const PROVIDER_NAMES: Record<OnrampProviderId, string> = {
  sandbox: 'Kit sandbox',
  moonpay: 'MoonPay',
  transak: 'Transak',
  coinbase: 'Coinbase',
  stripe: 'Stripe',
}

/** `GET /orders`: the wallet, and the ids of its orders the caller holds (comma-separated). */
const ordersQuerySchema = z.object({
  address: z.string().min(1).max(100),
  orderIds: z
    .string()
    .max(MAX_LISTED_ORDER_IDS * 37)
    .optional()
    .transform((ids) => (ids ? ids.split(',').filter(Boolean) : []))
    .pipe(z.array(z.string()).max(MAX_LISTED_ORDER_IDS)),
})

/** How many in-flight orders one `GET /orders` asks their providers about. */
const REFRESHED_PER_LIST = 10

const refText = (ref: QuoteRequest['paymentCurrency']) =>
  typeof ref === 'string' ? ref : (ref.id ?? ref.symbol ?? '')

/** The host of an `Origin` header, or undefined for none, `null` or garbage. */
function hostOf(origin: string | undefined): string | undefined {
  if (!origin) return undefined
  try {
    return new URL(origin).host || undefined
  } catch {
    return undefined
  }
}

/** 503 `NotConfigured`: this server offers no on-ramp (production without provider keys). */
class OnrampNotConfiguredError extends OnrampProviderError {
  override name = 'OnrampNotConfiguredError'
  constructor() {
    super(503, 'NotConfigured', 'No on-ramp provider is configured on this server')
  }
}

/** 404 `UnknownOrder`: no order with this id from this provider. */
class OnrampUnknownOrderError extends OnrampProviderError {
  override name = 'OnrampUnknownOrderError'
  constructor() {
    super(404, 'UnknownOrder', 'There is no on-ramp order with this id from this provider')
  }
}

/** One provider's line in `POST /v1/onramp/quotes`: its quote, or why it has none. */
export type ProviderQuote =
  | { provider: OnrampProviderId; quote: Quote }
  | { provider: OnrampProviderId; error: { name: string; description: string } }

/**
 * The on-ramp API, over every enabled provider's adapter (`adapters/`):
 * - `GET /options`, `POST /quote`: the spec's shapes, from the default provider (the sandbox in development, else
 *   the first configured one) or `provider` (query or body);
 * - `GET /providers`: the enabled providers, in order;
 * - `POST /quotes`: every enabled provider's quote side by side, the most received per amount paid first, errors
 *   kept per line;
 * - `POST /checkout`: the provider page for a purchase (a signed URL; secrets stay here) and Kit's order id, the
 *   order recorded as `started`;
 * - `GET /orders/:provider/:orderId`: the stored order, first asked of the provider while it is not final;
 * - `GET /orders?address=&orderIds=`: a wallet's orders in the project: in full those whose ids the caller holds,
 *   of the others only completed ones in their public form (what the chain shows anyway);
 * - `POST /webhooks/:provider`: provider webhooks, signature checked, replays refused across instances; each moves
 *   its order forward.
 * With no provider (production without keys) every route but `/providers` answers 503 `NotConfigured`.
 */
export function onrampApp(ctx: ServerContext, guards: Guards): Hono<AppEnv> {
  const adapters = createOnrampAdapters(ctx)
  const pick = (provider: string | undefined): OnrampAdapter => {
    if (adapters.size === 0) throw new OnrampNotConfiguredError()
    const adapter =
      provider === undefined ? adapters.values().next().value : adapters.get(provider as OnrampProviderId)
    if (!adapter) throw new OnrampUnknownProviderError(provider ?? '')
    return adapter
  }
  /**
   * The order after asking its provider, while it is not final; the stored order when the provider has nothing
   * yet (the visitor has not paid) or cannot be reached.
   */
  const refreshOrder = async (adapter: OnrampAdapter, order: Order): Promise<Order> => {
    if (isFinal(order.status)) return order
    let report: OnrampOrderStatus
    try {
      report = await adapter.orderStatus(order.orderId, order.providerOrderId)
    } catch {
      return order
    }
    return (await applyOrderStatus(ctx.db, adapter.id, report, ctx.now())) ?? order
  }
  const app = new Hono<AppEnv>()

  // Providers call the webhook with no project and no browser origin: it has its own guards.
  app.post('/webhooks/:provider', guards.limit.api, guards.body.api, async (c) => {
    const adapter = pick(c.req.param('provider'))
    const event = await adapter.verifyWebhook({ body: await c.req.text(), headers: c.req.raw.headers })
    await recordWebhookEvent(ctx.db, adapter.id, event, ctx.now(), ctx.config.onramp.webhookToleranceSeconds)
    // An event for an order Kit does not know (made elsewhere with the same keys) is received and changes nothing.
    const order = await applyOrderStatus(ctx.db, adapter.id, event.order, ctx.now())
    return c.json({ received: true, orderId: event.order.orderId, state: order?.status ?? event.order.state })
  })

  const api = new Hono<AppEnv>()
  api.use(guards.cors.project, guards.limit.api, guards.body.api)
  api.get('/providers', (c) =>
    c.json({
      providers: [...adapters.values()].map((adapter) => ({
        id: adapter.id,
        name: PROVIDER_NAMES[adapter.id],
        origins: [...adapter.origins],
      })),
    }),
  )
  api.get('/options', async (c) => c.json(await pick(c.req.query('provider')).options()))
  api.post('/quote', async (c) => {
    const { provider, ...request } = await readJson(c, singleQuoteSchema)
    return c.json(await pick(provider).quote(request))
  })
  api.post('/quotes', async (c) => {
    const { provider: _ignored, ...request } = await readJson(c, singleQuoteSchema)
    if (adapters.size === 0) throw new OnrampNotConfiguredError()
    const lines: ProviderQuote[] = await Promise.all(
      [...adapters.values()].map(async (adapter): Promise<ProviderQuote> => {
        try {
          return { provider: adapter.id, quote: await adapter.quote(request) }
        } catch (error) {
          const known = error instanceof ServerError
          return {
            provider: adapter.id,
            error: {
              name: known ? error.reason : 'ProviderError',
              description: known ? error.shortMessage : `${adapter.id} failed`,
            },
          }
        }
      }),
    )
    // What the visitor gets for what they pay: a provider that adds its fees on top (Stripe) charges more than
    // the amount asked, so the amount received alone would rank it too high.
    const received = (line: ProviderQuote) =>
      'quote' in line
        ? Number(line.quote.purchaseAmount.amount) / Math.max(Number(line.quote.paymentTotal.amount), 0.01)
        : -1
    return c.json({ quotes: lines.sort((a, b) => received(b) - received(a)) })
  })
  api.post('/checkout', async (c) => {
    const { provider, ...order } = await readJson(c, checkoutSchema)
    const adapter = pick(provider)
    const orderId = randomUUID()
    const referrerDomain = hostOf(c.req.header('origin')) ?? new URL(ctx.publicUrl()).host
    // The quote only records what the visitor should get; a checkout does not wait on it failing.
    const [checkout, quote] = await Promise.all([
      adapter.checkout({ ...order, orderId, referrerDomain, clientIp: c.get('clientIp') }),
      adapter.quote(order).catch(() => undefined),
    ])
    const recorded = await recordOrder(
      ctx.db,
      {
        orderId,
        provider: adapter.id,
        projectId: c.get('project')?.id ?? '',
        walletAddress: order.walletAddress,
        network: checkout.chainId,
        purchaseCurrency: checkout.symbol,
        paymentAmount: {
          amount: quote?.paymentTotal.amount ?? order.amount,
          currency: quote?.paymentTotal.currency ?? refText(order.paymentCurrency).toUpperCase(),
        },
        purchaseAmount: quote?.purchaseAmount.amount,
        providerOrderId: checkout.providerOrderId,
      },
      ctx.now(),
    )
    return c.json({ provider: adapter.id, orderId, url: checkout.url, order: recorded })
  })
  api.get('/orders/:provider/:orderId', async (c) => {
    const adapter = pick(c.req.param('provider'))
    const orderId = c.req.param('orderId')
    // Kit's order ids are UUIDs; anything else never reaches the database or a provider's URL.
    if (!isOrderId(orderId))
      throw new BadRequestError('InvalidOrderId', 'orderId must be the id /checkout returned')
    const order = await findOrder(ctx.db, adapter.id, orderId)
    if (!order) throw new OnrampUnknownOrderError()
    return c.json(await refreshOrder(adapter, order))
  })
  api.get('/orders', async (c) => {
    const { address, orderIds } = parseWith(
      ordersQuerySchema,
      {
        address: c.req.query('address'),
        orderIds: c.req.query('orderIds'),
      },
      'query',
    )
    const orders = await listOrders(ctx.db, {
      projectId: c.get('project')?.id ?? '',
      walletAddress: address,
      orderIds,
    })
    // The owner's orders still in flight are asked of their provider (polling, for a late or lost webhook).
    // At most the newest REFRESHED_PER_LIST, so one call cannot fan out into many provider calls.
    const refreshed = await Promise.all(
      orders.map((order, index) => {
        const adapter = 'orderId' in order ? adapters.get(order.provider) : undefined
        return adapter && 'orderId' in order && index < REFRESHED_PER_LIST
          ? refreshOrder(adapter, order)
          : order
      }),
    )
    return c.json({ orders: refreshed })
  })
  app.route('/', api)
  return app
}
