import type { z } from 'zod'
import { jsonSchemaOf } from '../openapi/openApiDocument.js'
import { checkoutSchema, onrampAnswers, singleQuoteSchema } from './onrampContract.js'

const projectId = {
  name: 'projectId',
  in: 'query',
  required: true,
  description: 'The project (its allowed origins may call)',
  schema: { type: 'string' },
}
const query = (name: string, description: string, required = false) => ({
  name,
  in: 'query',
  required,
  description,
  schema: { type: 'string' },
})
const path = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
})
const refusal = { $ref: '#/components/responses/Refusal' }
const answer = (schema: z.ZodType, description = 'Success') => ({
  '200': { description, content: { 'application/json': { schema: jsonSchemaOf(schema) } } },
  '4XX': refusal,
  '5XX': refusal,
})
const body = (schema: z.ZodType, description: string) => ({
  required: true,
  description,
  content: { 'application/json': { schema: jsonSchemaOf(schema) } },
})

/**
 * The on-ramp routes (`onramp/onrampRoutes.ts`) for the OpenAPI document: the spec's options and quote, quotes side
 * by side, the checkout, orders and the providers' webhooks. With no provider (production without keys) every route
 * but `/providers` answers 503 `NotConfigured`.
 */
export function onrampPaths() {
  const tags = ['onramp']
  return {
    '/v1/onramp/providers': {
      get: {
        operationId: 'onrampProviders',
        tags,
        summary: 'The enabled on-ramp providers, in order, with the origins their pages need in a CSP',
        parameters: [projectId],
        responses: answer(onrampAnswers.providers),
      },
    },
    '/v1/onramp/options': {
      get: {
        operationId: 'onrampOptions',
        tags,
        summary:
          "The spec's options: purchase currencies with their networks, payment currencies with limits",
        parameters: [projectId, query('provider', 'A provider id; the default one when absent')],
        responses: answer(onrampAnswers.options),
      },
    },
    '/v1/onramp/quote': {
      post: {
        operationId: 'onrampQuote',
        tags,
        summary: "The spec's single quote, from the default provider or `provider`",
        parameters: [projectId],
        requestBody: body(singleQuoteSchema, 'What to buy, with what, for how much'),
        responses: answer(onrampAnswers.quote),
      },
    },
    '/v1/onramp/quotes': {
      post: {
        operationId: 'onrampQuotes',
        tags,
        summary: "Every enabled provider's quote side by side, the most received per amount paid first",
        description:
          'A provider that refuses or fails keeps its line with `error` (`UnsupportedCurrency`, `AmountOutOfRange`, `ProviderError`), after the quotes.',
        parameters: [projectId],
        requestBody: body(singleQuoteSchema, 'What to buy, with what, for how much (`provider` is ignored)'),
        responses: answer(onrampAnswers.quotes),
      },
    },
    '/v1/onramp/checkout': {
      post: {
        operationId: 'onrampCheckout',
        tags,
        summary:
          "The provider's page for a purchase (a signed URL or a session), and the order, recorded as started",
        description:
          'The order id is a random UUID only this caller learns: it is what lists the order in full later. Secrets stay on the server.',
        parameters: [projectId],
        requestBody: body(checkoutSchema, 'The purchase and the receiving wallet'),
        responses: answer(onrampAnswers.checkout),
      },
    },
    '/v1/onramp/orders/{provider}/{orderId}': {
      get: {
        operationId: 'onrampOrder',
        tags,
        summary: 'An order, asked of its provider first while it is not completed or failed',
        parameters: [
          projectId,
          path('provider', 'The provider id'),
          path('orderId', 'The id /checkout returned'),
        ],
        responses: answer(onrampAnswers.order),
      },
    },
    '/v1/onramp/orders': {
      get: {
        operationId: 'onrampOrders',
        tags,
        summary:
          "A wallet's orders in the project: in full by the ids its owner holds, else only completed deliveries",
        description:
          'Of orders not named in `orderIds`, only completed ones are listed, without their id or fiat amount: what the chain shows anyway. At most 50 ids.',
        parameters: [
          projectId,
          query('address', 'The wallet address', true),
          query('orderIds', 'Comma-separated order ids from /checkout'),
        ],
        responses: answer(onrampAnswers.orders),
      },
    },
    '/v1/onramp/webhooks/{provider}': {
      post: {
        operationId: 'onrampWebhook',
        tags,
        summary:
          "A provider's webhook: its signature and age checked, a replay refused, the order moved forward",
        description:
          'For the providers only (register `<publicUrl>/v1/onramp/webhooks/<provider>` with each). MoonPay: `Moonpay-Signature-V2`; Transak: a JWT signed with the partner access token; Coinbase: `X-Hook0-Signature`; Stripe: `Stripe-Signature`. A refused webhook is 401 `InvalidWebhookSignature`.',
        parameters: [path('provider', 'moonpay, transak, coinbase or stripe')],
        responses: answer(onrampAnswers.webhook),
      },
    },
  }
}
