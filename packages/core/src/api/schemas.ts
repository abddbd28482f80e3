// Response shapes of the blockchain API (reference §5.1). Extra fields are allowed; the fields Kit reads are
// required and typed.
import * as z from 'zod/mini'

const numericString = z
  .string()
  .check(
    z.refine((value) => value.trim() !== '' && Number.isFinite(Number(value)), { error: 'not a number' }),
  )

export const identitySchema = z.looseObject({
  name: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
})

export const balanceSchema = z.looseObject({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.optional(z.string()),
  value: z.optional(z.number()),
  price: z.number(),
  quantity: z.looseObject({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})

export const balancesSchema = z.looseObject({ balances: z.array(balanceSchema) })

export const gasPriceSchema = z.looseObject({
  standard: numericString,
  fast: numericString,
  instant: numericString,
})

export const nameProfileSchema = z.looseObject({
  name: z.string(),
  registered: z.optional(z.unknown()),
  updated: z.optional(z.unknown()),
  addresses: z.record(z.string(), z.looseObject({ address: z.string(), created: z.optional(z.unknown()) })),
  attributes: z.optional(z.unknown()),
})

export const reverseLookupSchema = z.array(nameProfileSchema)

export const suggestionsSchema = z.looseObject({
  suggestions: z.array(z.looseObject({ name: z.string(), registered: z.boolean() })),
})

export const onRampOptionsSchema = z.looseObject({
  paymentCurrencies: z.array(
    z.looseObject({
      id: z.string(),
      payment_method_limits: z.array(z.looseObject({ id: z.string(), min: z.string(), max: z.string() })),
    }),
  ),
  purchaseCurrencies: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      networks: z.array(
        z.looseObject({
          name: z.string(),
          display_name: z.string(),
          chain_id: z.string(),
          contract_address: z.string(),
        }),
      ),
    }),
  ),
})

const amountSchema = z.looseObject({ amount: numericString, currency: z.string() })

export const onRampQuoteSchema = z.looseObject({
  paymentTotal: z.optional(amountSchema),
  paymentSubtotal: z.optional(amountSchema),
  purchaseAmount: amountSchema,
  coinbaseFee: z.optional(amountSchema),
  networkFee: z.optional(amountSchema),
  quoteId: z.optional(z.string()),
})

export const anyJsonSchema = z.unknown()
