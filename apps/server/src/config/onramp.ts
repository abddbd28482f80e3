import { z } from 'zod'
import { positive } from './checks.js'
import { ServerConfigError } from '../errors.js'
import { type EnvField, integer, text, url } from './envFields.js'

const privateKey = z.custom<`0x${string}`>((value) => typeof value === 'string', 'must be a 0x hex string')

/** Sandbox payout limits of the development on-ramp (counted from the `onramp_purchases` table). */
const sandboxLimitsSchema = z
  .object({
    /** Purchases per receiving wallet per day. Default 10. */
    perWalletPerDay: positive(10, 'onramp.sandboxLimits.perWalletPerDay'),
    /** Purchases per client IP per day. Default 20. */
    perIpPerDay: positive(20, 'onramp.sandboxLimits.perIpPerDay'),
    /** Purchases per day on this server, all clients together. Default 500. */
    perDay: positive(500, 'onramp.sandboxLimits.perDay'),
    /** Payouts waiting in this process's queue; more are refused at once. Default 20. */
    queueLength: positive(20, 'onramp.sandboxLimits.queueLength'),
  })
  .prefault({})
export type OnrampSandboxLimits = z.input<typeof sandboxLimitsSchema>

/** MoonPay (https://dev.moonpay.com): the publishable key, the secret key that signs widget URLs, the webhook key. */
const moonpaySchema = z.object({
  /** `KIT_ONRAMP_MOONPAY_API_KEY`: the publishable key (`pk_live_…`, `pk_test_…`), public in the widget URL. */
  apiKey: z.string().min(1),
  /** `KIT_ONRAMP_MOONPAY_SECRET_KEY`: signs the widget URL and authenticates API calls. Server only. */
  secretKey: z.string().min(1),
  /** `KIT_ONRAMP_MOONPAY_WEBHOOK_KEY`: checks the `Moonpay-Signature-V2` header of webhooks. Server only. */
  webhookKey: z.string().min(1),
  /** `KIT_ONRAMP_MOONPAY_SANDBOX`: 1 uses MoonPay's sandbox widget (buy-sandbox.moonpay.com). Default 0. */
  sandbox: z.boolean().default(false),
})
export type MoonPayConfig = z.input<typeof moonpaySchema>

/** Transak (https://docs.transak.com): the partner API key and secret; the access token signs webhooks. */
const transakSchema = z.object({
  /** `KIT_ONRAMP_TRANSAK_API_KEY`: the partner API key, public in the widget URL. */
  apiKey: z.string().min(1),
  /** `KIT_ONRAMP_TRANSAK_API_SECRET`: exchanged for the access token that verifies webhooks. Server only. */
  apiSecret: z.string().min(1),
  /** `KIT_ONRAMP_TRANSAK_STAGING`: 1 uses Transak's staging environment. Default 0. */
  staging: z.boolean().default(false),
})
export type TransakConfig = z.input<typeof transakSchema>

/** Coinbase Onramp (https://docs.cdp.coinbase.com/onramp): a CDP Secret API key and the webhook subscription's secret. */
const coinbaseSchema = z.object({
  /** `KIT_ONRAMP_COINBASE_API_KEY_ID`: the CDP Secret API key's id (its name, `organizations/…/apiKeys/…` or a UUID). */
  apiKeyId: z.string().min(1),
  /**
   * `KIT_ONRAMP_COINBASE_API_KEY_SECRET`: the key's secret, an EC P-256 PEM (ES256) or a base64 Ed25519 key
   * (EdDSA); signs the JWT of every API call (session tokens, quotes, transactions). Server only.
   */
  apiKeySecret: z.string().min(1),
  /** `KIT_ONRAMP_COINBASE_WEBHOOK_SECRET`: the webhook subscription's `secret`, checks `X-Hook0-Signature`. */
  webhookSecret: z.string().min(1),
})
export type CoinbaseConfig = z.input<typeof coinbaseSchema>

/** Stripe's fiat-to-crypto onramp (https://docs.stripe.com/crypto/onramp): the secret key and the webhook secret. */
const stripeSchema = z.object({
  /** `KIT_ONRAMP_STRIPE_SECRET_KEY`: `sk_live_…`/`sk_test_…` (or a restricted key), creates onramp sessions. */
  secretKey: z.string().min(1),
  /** `KIT_ONRAMP_STRIPE_WEBHOOK_SECRET`: the endpoint's `whsec_…`, checks the `Stripe-Signature` header. */
  webhookSecret: z.string().min(1),
})
export type StripeConfig = z.input<typeof stripeSchema>

/** The real providers an operator has contracts with; each is on when all its keys are set. */
const providersSchema = z
  .object({
    moonpay: moonpaySchema.optional(),
    transak: transakSchema.optional(),
    coinbase: coinbaseSchema.optional(),
    stripe: stripeSchema.optional(),
  })
  .prefault({})

/** The on-ramp and its development sandbox. */
export const onrampSchema = z
  .object({
    /**
     * Dev keys that pay out sandbox purchases on chains marked `sandbox`. Development only: refused otherwise.
     * Without them the sandbox page cannot complete.
     */
    treasury: z
      .object({ evmPrivateKey: privateKey.optional(), solanaSecretKey: z.string().optional() })
      .optional(),
    /** When set, the sandbox page accepts only this `publicKey`. */
    publicKey: z.string().optional(),
    /** Payout limits of the sandbox. */
    sandboxLimits: sandboxLimitsSchema,
    /** Real on-ramp providers. With none set, production offers no on-ramp (the sandbox is development only). */
    providers: providersSchema,
    /**
     * `KIT_ONRAMP_STAND_IN_URL`: development only (refused at start otherwise). Every provider URL
     * `https://<host><path>` becomes `<standInUrl>/<host><path>`, the devnet's on-ramp stand-ins.
     */
    standInUrl: z.string().url().optional(),
    /** `KIT_ONRAMP_WEBHOOK_TOLERANCE_SECONDS`: how old a webhook's signed timestamp may be. Default 300. */
    webhookToleranceSeconds: positive(300, 'onramp.webhookToleranceSeconds'),
  })
  .prefault({})

const treasuryEvmKey: EnvField<`0x${string}`> = {
  variables: ['KIT_TREASURY_EVM_KEY'],
  problems: (env) =>
    env.KIT_TREASURY_EVM_KEY && !/^0x[0-9a-fA-F]{64}$/.test(env.KIT_TREASURY_EVM_KEY)
      ? ['KIT_TREASURY_EVM_KEY must be a 0x-prefixed 32-byte hex private key']
      : [],
  read: (env) => (env.KIT_TREASURY_EVM_KEY || undefined) as `0x${string}` | undefined,
}

/** The variables of each provider's fields: all set turns it on, none leaves it off, some refuses to start. */
const PROVIDER_VARIABLES = {
  moonpay: {
    apiKey: 'KIT_ONRAMP_MOONPAY_API_KEY',
    secretKey: 'KIT_ONRAMP_MOONPAY_SECRET_KEY',
    webhookKey: 'KIT_ONRAMP_MOONPAY_WEBHOOK_KEY',
  },
  transak: { apiKey: 'KIT_ONRAMP_TRANSAK_API_KEY', apiSecret: 'KIT_ONRAMP_TRANSAK_API_SECRET' },
  coinbase: {
    apiKeyId: 'KIT_ONRAMP_COINBASE_API_KEY_ID',
    apiKeySecret: 'KIT_ONRAMP_COINBASE_API_KEY_SECRET',
    webhookSecret: 'KIT_ONRAMP_COINBASE_WEBHOOK_SECRET',
  },
  stripe: { secretKey: 'KIT_ONRAMP_STRIPE_SECRET_KEY', webhookSecret: 'KIT_ONRAMP_STRIPE_WEBHOOK_SECRET' },
} as const
const PROVIDER_FLAGS = {
  moonpay: 'KIT_ONRAMP_MOONPAY_SANDBOX',
  transak: 'KIT_ONRAMP_TRANSAK_STAGING',
} as const

const providers: EnvField<NonNullable<z.input<typeof providersSchema>>> = {
  variables: [
    ...Object.values(PROVIDER_VARIABLES).flatMap((fields) => Object.values(fields)),
    ...Object.values(PROVIDER_FLAGS),
  ],
  read: (env) => {
    const result: Record<string, Record<string, string | boolean>> = {}
    for (const [provider, fields] of Object.entries(PROVIDER_VARIABLES)) {
      const values = Object.entries(fields).map(([field, name]) => ({ field, name, value: env[name] }))
      const missing = values.filter(({ value }) => !value).map(({ name }) => name)
      if (missing.length === values.length) continue
      if (missing.length > 0)
        throw new ServerConfigError(
          `The ${provider} on-ramp is half configured: ${missing.join(', ')} not set`,
          {
            details: `Set all of ${values.map(({ name }) => name).join(', ')}, or none.`,
          },
        )
      const flag = PROVIDER_FLAGS[provider as keyof typeof PROVIDER_FLAGS] as string | undefined
      result[provider] = {
        // A PEM key given in one line keeps its line breaks as `\n`.
        ...Object.fromEntries(values.map(({ field, value }) => [field, String(value).replace(/\\n/g, '\n')])),
        ...(flag ? { [provider === 'moonpay' ? 'sandbox' : 'staging']: env[flag] === '1' } : {}),
      }
    }
    return result
  },
}

export const onrampEnv = {
  treasury: { evmPrivateKey: treasuryEvmKey, solanaSecretKey: text('KIT_TREASURY_SOLANA_KEY') },
  publicKey: text('KIT_ONRAMP_PUBLIC_KEY'),
  providers,
  standInUrl: url('KIT_ONRAMP_STAND_IN_URL', ['http:', 'https:']),
  webhookToleranceSeconds: integer('KIT_ONRAMP_WEBHOOK_TOLERANCE_SECONDS', 1, 3600),
}
