// The on-ramp routes' request and answer shapes: the routes validate requests with them, the OpenAPI document
// shows both (onrampOpenApi.ts).
import { z } from 'zod'
import { quoteRequestSchema } from './quote.js'

const money = z.object({ amount: z.string(), currency: z.string() })
const quote = z.object({
  paymentTotal: money,
  paymentSubtotal: money,
  purchaseAmount: money,
  coinbaseFee: money,
  networkFee: money,
  quoteId: z.string(),
})
const provider = z.enum(['sandbox', 'moonpay', 'transak', 'coinbase', 'stripe'])
const status = z.enum(['started', 'pending', 'completed', 'failed'])
const order = z.object({
  orderId: z.string(),
  provider,
  providerOrderId: z.string().optional(),
  status,
  providerStatus: z.string().optional(),
  walletAddress: z.string(),
  network: z.string(),
  purchaseCurrency: z.string(),
  paymentAmount: money,
  purchaseAmount: money.optional(),
  txHash: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
const publicOrder = order.pick({
  provider: true,
  status: true,
  walletAddress: true,
  network: true,
  purchaseCurrency: true,
  purchaseAmount: true,
  txHash: true,
  updatedAt: true,
})
const options = z.object({
  purchaseCurrencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      networks: z.array(
        z.object({
          name: z.string(),
          display_name: z.string(),
          chain_id: z.string(),
          contract_address: z.string(),
        }),
      ),
    }),
  ),
  paymentCurrencies: z.array(
    z.object({
      id: z.string(),
      payment_method_limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })),
    }),
  ),
})

const providerField = z.string().max(40).optional()
/** `POST /quote` and `/quotes`: the spec's quote request, and for `/quote` the provider to ask. */
export const singleQuoteSchema = quoteRequestSchema.extend({ provider: providerField })
/** `POST /checkout`: a quote request for one provider, and the wallet that receives. */
export const checkoutSchema = quoteRequestSchema.extend({
  provider: providerField,
  walletAddress: z.string().min(1).max(100),
})

/** The answers of the on-ramp routes, as the OpenAPI document shows them. */
export const onrampAnswers = {
  providers: z.object({
    providers: z.array(z.object({ id: provider, name: z.string(), origins: z.array(z.string()) })),
  }),
  options,
  quote,
  quotes: z.object({
    quotes: z.array(
      z.union([
        z.object({ provider, quote }),
        z.object({ provider, error: z.object({ name: z.string(), description: z.string() }) }),
      ]),
    ),
  }),
  checkout: z.object({ provider, orderId: z.string(), url: z.string(), order }),
  order,
  orders: z.object({ orders: z.array(z.union([order, publicOrder])) }),
  webhook: z.object({ received: z.literal(true), orderId: z.string(), state: z.string() }),
}
