import { z } from 'zod'

/** `0x` followed by any number of hex digits (calldata, signatures, quantities). */
export const hexSchema = z.string().regex(/^0x[0-9a-fA-F]*$/, 'Expected a 0x-prefixed hex string')

/** A 32-byte hash: `0x` plus 64 hex characters (spec §5: transaction hash). */
export const hash32Schema = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Expected 0x plus 64 hex characters')

/** A signed message: `0x` plus at least 62 hex characters (spec §5). */
export const signatureHexSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{62,}$/, 'Expected 0x plus at least 62 hex characters')

/** An EVM address: `0x` plus 40 hex characters. */
export const evmAddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an EVM address')

/** Base58 text (Solana public keys, signatures, serialized transactions). */
export const base58Schema = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'Expected base58 text')

/** A Solana public key in base58 (32 to 44 characters). */
export const solanaAddressSchema = z
  .string()
  .regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Expected a base58 Solana address')

/** An account address on either supported namespace. */
export const accountAddressSchema = z.union([evmAddressSchema, solanaAddressSchema])

/**
 * A chain id as the frame protocol carries it: a positive integer, a decimal string or a CAIP-2 id
 * such as `eip155:80002` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`.
 */
export const chainIdSchema = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z.string().regex(/^(?:[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}|[1-9][0-9]{0,15})$/, 'Expected a chain id'),
])

/** An e-mail address (spec §5: e-mail fields must be valid e-mail addresses). */
export const emailSchema = z.email()

/** The two account types (spec §6). */
export const accountTypeSchema = z.enum(['eoa', 'smartAccount'])

/** The six social providers (spec §5); Farcaster has its own requests. */
export const socialProviderSchema = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord'])

/** Theme mode (spec §5). */
export const themeModeSchema = z.enum(['light', 'dark'])

/** A one-time code as typed by the user; its format is the auth service's business. */
export const otpSchema = z.string().trim().min(1).max(64)

/** An http(s) URL. */
export const httpUrlSchema = z.url({ protocol: /^https?$/ })

/** A user account as the frame reports it. */
export const accountSchema = z.object({ address: accountAddressSchema, type: accountTypeSchema })

/**
 * The auth user (spec §3): email (optional, nullable), address, chainId, accounts, smartAccountDeployed,
 * preferredAccountType, userName.
 */
export const authUserSchema = z.object({
  email: emailSchema.nullable().optional(),
  address: accountAddressSchema,
  chainId: chainIdSchema,
  accounts: z.array(accountSchema).max(100).optional(),
  smartAccountDeployed: z.boolean().optional(),
  preferredAccountType: accountTypeSchema.optional(),
  userName: z.string().max(256).optional(),
})

/** A chain id accepted by the protocol. */
export type ChainIdValue = z.infer<typeof chainIdSchema>
/** `eoa` or `smartAccount`. */
export type AccountType = z.infer<typeof accountTypeSchema>
/** One of the six social providers. */
export type SocialProvider = z.infer<typeof socialProviderSchema>
/** `light` or `dark`. */
export type ThemeMode = z.infer<typeof themeModeSchema>
/** The auth user of spec §3. */
export type AuthUser = z.infer<typeof authUserSchema>

/** Short, single-line summary of a zod error for logs and error details. */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.map(String).join('.') : '(root)'}: ${issue.message}`)
    .join('; ')
}
