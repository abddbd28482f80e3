import { z } from 'zod'
import { positive } from './checks.js'
import { type EnvField, text } from './envFields.js'

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

export const onrampEnv = {
  treasury: { evmPrivateKey: treasuryEvmKey, solanaSecretKey: text('KIT_TREASURY_SOLANA_KEY') },
  publicKey: text('KIT_ONRAMP_PUBLIC_KEY'),
}
