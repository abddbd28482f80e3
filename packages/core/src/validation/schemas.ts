// zod schemas for every input rule of `rules.ts`, for hosts that validate their own forms with zod. zod/mini
// keeps them tree-shakable: a host that imports one schema pays for that schema only. Kit's own code uses the
// plain functions of `rules.ts` instead, so zod never reaches the first load (README, Size).
import * as z from 'zod/mini'
import { ACCOUNT_TYPES, NAME_MIN_LENGTH, SOCIAL_PROVIDERS, THEME_MODES } from '../constants.js'
import { MESSAGES } from '../errors/kit.js'
import { isEmail, isHex, isNameChainId, isSignedMessage, isTxHash } from './rules.js'
import { matching, numberWhere, oneOf } from './zodKinds.js'

// The length rule comes first: a 3-letter name is "too short" even when it also has a bad character.
/** Account name: letters, digits and hyphens only, at least 4 characters. */
export const accountNameSchema = z.string({ error: MESSAGES.nameTooShort }).check(
  z.refine((value) => value.length >= NAME_MIN_LENGTH, { error: MESSAGES.nameTooShort, abort: true }),
  z.refine((value) => /^[a-zA-Z0-9-]+$/.test(value), { error: MESSAGES.nameInvalidCharacters }),
)

/** A valid e-mail address. */
export const emailSchema = matching(isEmail, 'Invalid email')

/** A transaction hash: 0x plus 64 hex characters. */
export const txHashSchema = matching(isTxHash, 'Invalid transaction hash')

/** A signed message (signature): 0x plus at least 62 hex characters. */
export const signedMessageSchema = matching(isSignedMessage, 'Invalid signed message')

/** An EVM chain id usable for name registration: an integer below 2^31. */
export const nameChainIdSchema = numberWhere(isNameChainId, MESSAGES.invalidChainId)

/** Theme mode: light or dark. */
export const themeModeSchema = oneOf(THEME_MODES, 'Theme mode must be "light" or "dark"')

/** Social providers: google, github, apple, facebook, x, discord. Farcaster is separate. */
export const socialProviderSchema = oneOf(
  SOCIAL_PROVIDERS,
  `Social provider must be one of ${SOCIAL_PROVIDERS.join(', ')}`,
)

/** Account types: eoa and smartAccount. */
export const accountTypeSchema = oneOf(ACCOUNT_TYPES, 'Account type must be "eoa" or "smartAccount"')

const hex = matching(isHex, 'must be 0x-prefixed hex')

/** One call of `wallet_sendCalls`: `to` must start with 0x. */
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

export {
  isEmail,
  isSignedMessage,
  isSocialProvider,
  isTxHash,
  validateAccountName,
} from './rules.js'
