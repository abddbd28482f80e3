// The on-ramp server's provider routes (`/v1/onramp/providers`, `/quotes`, `/checkout`, `/orders`): their shapes and
// one request helper. Loaded with the first action that calls them, never in the first load.
import * as z from 'zod/mini'
import { parseResponse, requestJson } from '../api/request.js'
import { ApiError } from '../errors/api.js'
import { OnRampNotConfiguredError } from '../errors/onramp.js'
import type { Kit } from '../kit.js'

const decimal = z
  .string()
  .check(
    z.refine((value) => value.trim() !== '' && Number.isFinite(Number(value)), { error: 'not a number' }),
  )
const money = z.looseObject({ amount: decimal, currency: z.string() })
const paymentMethod = z.looseObject({ id: z.string(), min: z.string(), max: z.string() })
const reason = z.looseObject({ name: z.optional(z.string()), description: z.optional(z.string()) })

export const quotesSchema = z.looseObject({
  quotes: z.array(
    z.looseObject({
      provider: z.string(),
      label: z.optional(z.string()),
      name: z.optional(z.string()),
      quote: z.optional(
        z.looseObject({
          purchaseAmount: money,
          paymentTotal: z.optional(money),
          paymentSubtotal: z.optional(money),
          coinbaseFee: z.optional(money),
          networkFee: z.optional(money),
          quoteId: z.optional(z.string()),
        }),
      ),
      paymentMethods: z.optional(z.array(paymentMethod)),
      error: z.optional(reason),
    }),
  ),
})

const orderStatus = z.enum(['started', 'pending', 'completed', 'failed'])

/** An order as the server lists it; another visit's completed order comes without its id and fiat amount. */
export const orderSchema = z.looseObject({
  orderId: z.optional(z.string()),
  provider: z.string(),
  status: orderStatus,
  providerStatus: z.optional(z.nullable(z.string())),
  walletAddress: z.optional(z.string()),
  network: z.optional(z.nullable(z.string())),
  purchaseCurrency: z.optional(z.nullable(z.string())),
  paymentAmount: z.optional(z.nullable(money)),
  purchaseAmount: z.optional(z.nullable(money)),
  txHash: z.optional(z.nullable(z.string())),
  createdAt: z.optional(z.nullable(z.string())),
  updatedAt: z.optional(z.nullable(z.string())),
})

export const checkoutSchema = z.looseObject({
  provider: z.string(),
  orderId: z.string(),
  url: z.string(),
  order: z.optional(orderSchema),
})

export const ordersSchema = z.looseObject({ orders: z.array(orderSchema) })

type Route = {
  method: 'GET' | 'POST'
  path: string
  query?: Record<string, string | undefined>
  body?: unknown
  signal?: AbortSignal | undefined
}

/**
 * Calls one on-ramp route of the kit's API with the kit's fetch, timeout and lifetime, and checks the answer.
 * @throws {OnRampNotConfiguredError} when the server offers no on-ramp (503 `NotConfigured`).
 * @throws {ApiError} for any other failure (timeout, network, HTTP error with the server's reasons, bad shape).
 */
export async function requestOnRampRoute<schema extends z.ZodMiniType>(
  kit: Kit,
  schema: schema,
  route: Route,
): Promise<z.output<schema>> {
  const url = new URL(`${kit.api.apiUrl}/v1/onramp${route.path}`)
  url.searchParams.set('projectId', kit.api.projectId)
  for (const [key, value] of Object.entries(route.query ?? {}))
    if (value !== undefined) url.searchParams.set(key, value)
  const target = url.toString()
  try {
    const json = await requestJson({
      fetch: kit._internal.fetch ?? globalThis.fetch,
      url: target,
      method: route.method,
      body: route.body,
      timeoutMs: kit.options.apiTimeoutMs,
      signals: [kit.signal, route.signal],
    })
    return parseResponse(schema, json, target)
  } catch (error) {
    if (error instanceof ApiError && error.status === 503 && error.reasons[0]?.name === 'NotConfigured')
      throw new OnRampNotConfiguredError(error)
    throw error
  }
}
