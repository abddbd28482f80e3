// Response shapes of the blockchain API. Extra fields are allowed; the fields Kit reads are
// required and typed.
import * as z from 'zod/mini'
import { anything, nullableString, numberWhere } from '../validation/zodKinds.js'

const numericString = z
  .string()
  .check(
    z.refine((value) => value.trim() !== '' && Number.isFinite(Number(value)), { error: 'not a number' }),
  )

export const identitySchema = z.looseObject({
  name: nullableString(),
  avatar: nullableString(),
})

export const balanceSchema = z.looseObject({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.optional(z.string()),
  value: z.optional(numberWhere(() => true, 'must be a number')),
  price: numberWhere(() => true, 'must be a number'),
  quantity: z.looseObject({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})

export const balancesSchema = z.looseObject({ balances: z.array(balanceSchema) })

export const gasPriceSchema = z.looseObject({
  standard: numericString,
  fast: numericString,
  instant: numericString,
})

type NameAddresses = Record<string, { address: string; created?: unknown }>

/** `{<coinType>: {address, created?}}`. */
const nameAddresses = z.custom<NameAddresses>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (entry) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as { address?: unknown }).address === 'string',
    ),
  { error: 'must map coin types to {address}' },
)

export const nameProfileSchema = z.looseObject({
  name: z.string(),
  registered: z.optional(anything()),
  updated: z.optional(anything()),
  addresses: nameAddresses,
  attributes: z.optional(anything()),
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

export const anyJsonSchema = anything()
