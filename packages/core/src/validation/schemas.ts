// zod schemas of the input rules, for hosts that validate their own forms with zod. Each schema wraps the plain
// function of `rules.ts` that Kit itself checks with, so a schema and the kit never disagree. zod/mini keeps them
// tree-shakable: a host that imports one schema pays for that schema only.
import * as z from 'zod/mini'
import { ACCOUNT_TYPES, SOCIAL_PROVIDERS, THEME_MODES } from '../constants.js'
import { MESSAGES } from '../errors/kit.js'
import {
  isEmail,
  isNameChainId,
  isSignedMessage,
  isTxHash,
  validateAccountName,
  walletSendCallProblems,
  walletSendCallsProblems,
} from './rules.js'
import { matching, numberWhere, oneOf } from './zodKinds.js'

/** A schema that accepts a value when `problemsOf` finds nothing wrong, and reports its problems in order. */
const checkedBy = <output>(problemsOf: (value: unknown) => readonly string[]) =>
  z.custom<output>().check((payload) => {
    for (const message of problemsOf(payload.value))
      payload.issues.push({ code: 'custom', message, input: payload.value })
  })

/** Account name: letters, digits and hyphens only, at least 4 characters (the length rule is reported first). */
export const accountNameSchema = z.string({ error: MESSAGES.nameTooShort }).check((payload) => {
  const message = validateAccountName(payload.value)
  if (message) payload.issues.push({ code: 'custom', message, input: payload.value })
})

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

/** One call of `wallet_sendCalls` (EIP-5792); other fields pass through. */
export type WalletSendCall = {
  to: `0x${string}`
  data?: `0x${string}` | undefined
  value?: `0x${string}` | undefined
  [key: string]: unknown
}

/** The first parameter of `wallet_sendCalls` (EIP-5792); other fields pass through. */
export type WalletSendCallsParams = {
  version?: string | undefined
  chainId?: `0x${string}` | undefined
  from?: `0x${string}` | undefined
  calls: WalletSendCall[]
  [key: string]: unknown
}

/** One call of `wallet_sendCalls`: `to` must start with 0x; `data` and `value`, when present, are 0x hex. */
export const walletSendCallSchema = checkedBy<WalletSendCall>(walletSendCallProblems)

/** The first parameter of `wallet_sendCalls`: a non-empty batch of calls (EIP-5792). */
export const walletSendCallsParamsSchema = checkedBy<WalletSendCallsParams>(walletSendCallsProblems)
