import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import type { ServerContext } from '../context.js'
import { BadRequestError, ServerError } from '../errors.js'
import type { Guards } from '../http/guards.js'
import { readJson } from '../http/readJson.js'
import type { AppEnv } from '../http/types.js'
import { createOnrampAdapters } from './adapters/index.js'
import {
  type OnrampAdapter,
  type OnrampProviderId,
  OnrampProviderError,
  OnrampUnknownProviderError,
} from './adapters/types.js'
import { recordWebhookEvent } from './adapters/webhookEvents.js'
import type { Quote } from './quote.js'
import { quoteRequestSchema } from './quote.js'

const providerField = z.string().max(40).optional()
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The host of an `Origin` header, or undefined for none, `null` or garbage. */
function hostOf(origin: string | undefined): string | undefined {
  if (!origin) return undefined
  try {
    return new URL(origin).host || undefined
  } catch {
    return undefined
  }
}
const singleQuoteSchema = quoteRequestSchema.extend({ provider: providerField })
const checkoutSchema = quoteRequestSchema.extend({
  provider: providerField,
  walletAddress: z.string().min(1).max(100),
})

/** 503 `NotConfigured`: this server offers no on-ramp (production without provider keys). */
class OnrampNotConfiguredError extends OnrampProviderError {
  override name = 'OnrampNotConfiguredError'
  constructor() {
    super(503, 'NotConfigured', 'No on-ramp provider is configured on this server')
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
 * - `POST /quotes`: every enabled provider's quote side by side, best `purchaseAmount` first, errors kept per line;
 * - `POST /checkout`: the provider page for a purchase (a signed URL; secrets stay here) and Kit's order id;
 * - `GET /orders/:provider/:orderId`: the order's state, asked of the provider;
 * - `POST /webhooks/:provider`: provider webhooks, signature checked, replays refused across instances.
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
  const app = new Hono<AppEnv>()

  // Providers call the webhook with no project and no browser origin: it has its own guards.
  app.post('/webhooks/:provider', guards.limit.api, guards.body.api, async (c) => {
    const adapter = pick(c.req.param('provider'))
    const event = await adapter.verifyWebhook({ body: await c.req.text(), headers: c.req.raw.headers })
    await recordWebhookEvent(ctx.db, adapter.id, event, ctx.now(), ctx.config.onramp.webhookToleranceSeconds)
    return c.json({ received: true, orderId: event.order.orderId, state: event.order.state })
  })

  const api = new Hono<AppEnv>()
  api.use(guards.cors.project, guards.limit.api, guards.body.api)
  api.get('/providers', (c) => c.json({ providers: [...adapters.keys()].map((id) => ({ id })) }))
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
    const received = (line: ProviderQuote) =>
      'quote' in line ? Number(line.quote.purchaseAmount.amount) : -1
    return c.json({ quotes: lines.sort((a, b) => received(b) - received(a)) })
  })
  api.post('/checkout', async (c) => {
    const { provider, ...order } = await readJson(c, checkoutSchema)
    const orderId = randomUUID()
    const referrerDomain = hostOf(c.req.header('origin')) ?? new URL(ctx.publicUrl()).host
    const checkout = await pick(provider).checkout({ ...order, orderId, referrerDomain })
    return c.json({ provider: pick(provider).id, orderId, url: checkout.url })
  })
  api.get('/orders/:provider/:orderId', async (c) => {
    const adapter = pick(c.req.param('provider'))
    const orderId = c.req.param('orderId')
    // Kit's order ids are UUIDs; anything else never reaches a provider's URL.
    if (!UUID.test(orderId))
      throw new BadRequestError('InvalidOrderId', 'orderId must be the id /checkout returned')
    return c.json(await adapter.orderStatus(orderId))
  })
  app.route('/', api)
  return app
}
