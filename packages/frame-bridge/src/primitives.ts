// zod/mini, as in @kit/core: schemas tree-shake, and the host page pays a few KiB instead of all of zod.
import { SOCIAL_PROVIDERS } from '@kit/chains'
import {
  BASE58_PATTERN,
  EVM_ADDRESS_PATTERN,
  HASH32_PATTERN,
  isEmailAddress,
  SIGNATURE_PATTERN,
  SOLANA_ADDRESS_PATTERN,
} from '@kit/chains/wire'
import * as z from 'zod/mini'

/** A string matching `pattern`, with a readable message when it does not. */
function matching(pattern: RegExp, message: string) {
  return z.string({ error: message }).check(z.regex(pattern, { error: message }))
}

/** A string that passes `test` (a rule shared through `@kit/chains`), with a readable message when it does not. */
function satisfying(test: (value: string) => boolean, message: string) {
  return z.string({ error: message }).check(z.refine(test, { error: message }))
}

/** A string of at most `max` characters (bounds what untrusted messages can make us hold). */
export function boundedString(max: number, min = 0) {
  return z.string().check(z.minLength(min), z.maxLength(max))
}

/** `0x` followed by any number of hex digits (calldata, signatures, quantities). */
export const hexSchema = matching(/^0x[0-9a-fA-F]*$/, 'Expected a 0x-prefixed hex string')

/** A 32-byte hash, such as a transaction hash: `0x` plus 64 hex characters. */
export const hash32Schema = matching(HASH32_PATTERN, 'Expected 0x plus 64 hex characters')

/** A signed message: `0x` plus at least 62 hex characters. */
export const signatureHexSchema = matching(SIGNATURE_PATTERN, 'Expected 0x plus at least 62 hex characters')

/** An EVM address: `0x` plus 40 hex characters. */
export const evmAddressSchema = matching(EVM_ADDRESS_PATTERN, 'Expected an EVM address')

/** Base58 text (Solana public keys, signatures, serialized transactions). */
export const base58Schema = matching(BASE58_PATTERN, 'Expected base58 text')

/** A Solana public key in base58 (32 to 44 characters). */
export const solanaAddressSchema = matching(SOLANA_ADDRESS_PATTERN, 'Expected a base58 Solana address')

/** An account address on either supported namespace. */
export const accountAddressSchema = satisfying(
  (value) => EVM_ADDRESS_PATTERN.test(value) || SOLANA_ADDRESS_PATTERN.test(value),
  'Expected an EVM or Solana address',
)

/** A positive safe integer. */
export const positiveIntegerSchema = z.int().check(z.positive())

/**
 * A chain id as the frame protocol carries it: a positive integer, a decimal string or a CAIP-2 id
 * such as `eip155:80002` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`.
 */
export const chainIdSchema = z.union([
  positiveIntegerSchema,
  matching(/^(?:[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}|[1-9][0-9]{0,15})$/, 'Expected a chain id'),
])

/** An e-mail address: every e-mail field must hold a valid one. */
export const emailSchema = satisfying(isEmailAddress, 'Invalid email')

/** The two account types. */
export const accountTypeSchema = z.enum(['eoa', 'smartAccount'])

/** The six social providers; Farcaster has its own requests. */
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS)

/** Theme mode: light or dark. */
export const themeModeSchema = z.enum(['light', 'dark'])

/** A one-time code as typed by the user; its format is the auth service's business. */
export const otpSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(64))

/** An http(s) URL. */
export const httpUrlSchema = z.url({ protocol: /^https?$/, error: 'Expected an http(s) URL' })

/** A user account as the frame reports it. */
export const accountSchema = z.object({ address: accountAddressSchema, type: accountTypeSchema })

/**
 * The auth user: email (optional, nullable), address, chainId, accounts, smartAccountDeployed,
 * preferredAccountType, userName.
 */
export const authUserSchema = z.object({
  email: z.optional(z.nullable(emailSchema)),
  address: accountAddressSchema,
  chainId: chainIdSchema,
  accounts: z.optional(z.array(accountSchema).check(z.maxLength(100))),
  smartAccountDeployed: z.optional(z.boolean()),
  preferredAccountType: z.optional(accountTypeSchema),
  userName: z.optional(boundedString(256)),
})

/** A chain id accepted by the protocol. */
export type ChainIdValue = z.infer<typeof chainIdSchema>
/** `eoa` or `smartAccount`. */
export type AccountType = z.infer<typeof accountTypeSchema>
/** One of the six social providers. */
export type SocialProvider = z.infer<typeof socialProviderSchema>
/** `light` or `dark`. */
export type ThemeMode = z.infer<typeof themeModeSchema>
/** The auth user: address, chain, accounts, account type and optional e-mail and user name. */
export type AuthUser = z.infer<typeof authUserSchema>

/** Short, single-line summary of a zod error for logs and error details. */
export function describeZodError(error: { readonly issues: readonly z.core.$ZodIssue[] }): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.map(String).join('.') : '(root)'}: ${issue.message}`)
    .join('; ')
}
