// zod schemas for every validation rule of spec §5. zod/mini keeps them tree-shakable: a host that imports
// one schema pays for that schema only.
import * as z from 'zod/mini'
import {
  ACCOUNT_TYPES,
  MAX_NAME_CHAIN_ID_EXCLUSIVE,
  NAME_MIN_LENGTH,
  SOCIAL_PROVIDERS,
  THEME_MODES,
} from '../constants.js'
import { MESSAGES } from '../errors.js'
import { matching, numberWhere, oneOf } from './zodKinds.js'

// The length rule comes first: a 3-letter name is "too short" even when it also has a bad character.
/** Account name: letters, digits and hyphens only, at least 4 characters (spec §5). */
export const accountNameSchema = z.string({ error: MESSAGES.nameTooShort }).check(
  z.refine((value) => value.length >= NAME_MIN_LENGTH, { error: MESSAGES.nameTooShort, abort: true }),
  z.refine((value) => /^[a-zA-Z0-9-]+$/.test(value), { error: MESSAGES.nameInvalidCharacters }),
)

// Dot-separated atoms, an @, and a domain whose last label has at least two letters.
const EMAIL =
  /^[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/

/** A valid e-mail address (spec §5). */
export const emailSchema = matching((value) => EMAIL.test(value), 'Invalid email')

/** A transaction hash: 0x plus 64 hex characters (spec §5). */
export const txHashSchema = matching((value) => /^0x[0-9a-fA-F]{64}$/.test(value), 'Invalid transaction hash')

/** A signed message (signature): 0x plus at least 62 hex characters (spec §5). */
export const signedMessageSchema = matching(
  (value) => /^0x[0-9a-fA-F]{62,}$/.test(value),
  'Invalid signed message',
)

/** An EVM chain id usable for name registration: an integer below 2^31 (spec §5). */
export const nameChainIdSchema = numberWhere(
  (value) => Number.isInteger(value) && value >= 0 && value < MAX_NAME_CHAIN_ID_EXCLUSIVE,
  MESSAGES.invalidChainId,
)

/** Theme mode: light or dark (spec §5). */
export const themeModeSchema = oneOf(THEME_MODES, 'Theme mode must be "light" or "dark"')

/** Social providers: google, github, apple, facebook, x, discord (spec §5). Farcaster is separate. */
export const socialProviderSchema = oneOf(
  SOCIAL_PROVIDERS,
  `Social provider must be one of ${SOCIAL_PROVIDERS.join(', ')}`,
)

/** Account types: eoa and smartAccount (spec §6). */
export const accountTypeSchema = oneOf(ACCOUNT_TYPES, 'Account type must be "eoa" or "smartAccount"')

const hex = matching((value) => /^0x[0-9a-fA-F]*$/.test(value), 'must be 0x-prefixed hex')

/** One call of `wallet_sendCalls`: `to` must start with 0x (spec §5). */
export const walletSendCallSchema = z.looseObject({
  to: matching((value) => value.startsWith('0x'), 'to must start with 0x'),
  data: z.optional(hex),
  value: z.optional(hex),
})

/** The first parameter of `wallet_sendCalls`: a batch of calls (EIP-5792). */
export const walletSendCallsParamsSchema = z.looseObject({
  version: z.optional(z.string()),
  chainId: z.optional(hex),
  from: z.optional(hex),
  calls: z
    .array(walletSendCallSchema)
    .check(z.refine((calls) => calls.length > 0, { error: 'calls must not be empty' })),
})

/** Why a name is not acceptable, in the UI's words; `undefined` when it is fine (spec §5). */
export function validateAccountName(name: string): string | undefined {
  const result = accountNameSchema.safeParse(name)
  return result.success ? undefined : result.error.issues[0]?.message
}

/** True for a valid e-mail address (spec §5). */
export function isEmail(value: string): boolean {
  return emailSchema.safeParse(value).success
}

/** True for 0x plus 64 hex characters (spec §5). */
export function isTxHash(value: string): boolean {
  return txHashSchema.safeParse(value).success
}

/** True for 0x plus at least 62 hex characters (spec §5). */
export function isSignedMessage(value: string): boolean {
  return signedMessageSchema.safeParse(value).success
}

/** True for google, github, apple, facebook, x and discord; false for farcaster and anything else (spec §5). */
export function isSocialProvider(value: string): value is (typeof SOCIAL_PROVIDERS)[number] {
  return socialProviderSchema.safeParse(value).success
}
