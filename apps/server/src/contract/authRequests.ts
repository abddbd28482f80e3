import { SOCIAL_PROVIDERS, type SocialProvider } from '@kit/chains'
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  EVM_ADDRESS_PATTERN,
  SHARE_HEADER_BYTES,
  SHARE_MAX_SECRET_BYTES,
  SOLANA_ADDRESS_PATTERN,
} from '@kit/chains/wire'
import * as z from 'zod/mini'

/** The identity providers the server speaks to (`auth/social/providers/`): Kit's one list. */
export const socialProviders = SOCIAL_PROVIDERS
export type { SocialProvider }

/** The longest auth share (hex of the share header, the secret and a byte of slack) a route accepts. */
export const MAX_AUTH_SHARE_CHARS = 2 * (SHARE_HEADER_BYTES + SHARE_MAX_SECRET_BYTES + 1)
/** A sealed recovery record is a small JSON object (salt, parameters, iv, ciphertext). */
const MAX_SEALED_CHARS = 4096

/** E-mail addresses: Kit's one e-mail rule (`@kit/chains/wire`), at most 254 characters, compared in lower case. */
export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH)),
  z.pipe(
    z.email({ pattern: EMAIL_PATTERN, message: 'Invalid email' }),
    z.transform((email: string) => email.toLowerCase()),
  ),
)

/** A device id the secure frame keeps for this browser: 16–128 URL-safe characters. */
export const deviceIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16–128 URL-safe characters'))

const otp = z.string().check(z.maxLength(12))

/**
 * The visitor's language (a BCP 47 tag, the frame's) for the e-mails a request makes the server send and the pages it
 * leads to; the server writes in it when it has it, else in English (a page: the browser's language first).
 */
const mailLocale = z.optional(z.string().check(z.maxLength(35)))

export const emailConnectBody = z.object({ email: emailSchema, deviceId: deviceIdSchema, locale: mailLocale })
export const emailVerifyBody = z.object({ email: emailSchema, deviceId: deviceIdSchema, otp })
export const emailUpdateBody = z.object({ email: emailSchema, locale: mailLocale })
export const otpBody = z.object({ otp })
/** A code that, once right, makes the server send another e-mail (the new address's code). */
export const otpThenMailBody = z.object({ otp, locale: mailLocale })
/** A request whose only field is the language of the e-mail it sends. */
export const mailLocaleBody = z.object({ locale: mailLocale })

export const endSessionsBody = z.union([
  z.strictObject({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be a session id')) }),
  z.strictObject({ others: z.literal(true) }),
])

const splitId = z.string().check(z.regex(/^[0-9a-f]{32}$/, 'must be 32 lower-case hex characters'))
/** One holder's half of a split as the frame sends it: the split id and the server's share of that split. */
export const holderBody = z.object({
  splitId,
  authShare: z.string().check(z.maxLength(MAX_AUTH_SHARE_CHARS)),
})
/** A recovery method: its split's auth share and its record, sealed by a passkey's PRF output or a password. */
export const recoveryMethodSchema = z
  .extend(holderBody, {
    kind: z.enum(['passkey', 'password']),
    credentialId: z.optional(
      z.string().check(z.regex(/^[A-Za-z0-9_-]{16,1366}$/, 'must be a base64url WebAuthn credential id')),
    ),
    sealed: z.string().check(z.maxLength(MAX_SEALED_CHARS)),
  })
  .check(
    z.superRefine((value, issues) => {
      if ((value.kind === 'passkey') !== (value.credentialId !== undefined))
        issues.addIssue({
          code: 'custom',
          message: 'a passkey record names its credential id; a password record none',
        })
      let sealed: unknown
      try {
        sealed = JSON.parse(value.sealed)
      } catch {
        sealed = undefined
      }
      const method = (sealed as { method?: unknown } | undefined)?.method
      if (
        typeof sealed !== 'object' ||
        sealed === null ||
        method !== (value.kind === 'passkey' ? 'passkey-prf' : 'password')
      )
        issues.addIssue({
          code: 'custom',
          message: `sealed must be a recovery record sealed by ${value.kind}`,
        })
    }),
  )
export const storeSharesBody = z.object({
  evmAddress: z.string().check(z.regex(EVM_ADDRESS_PATTERN, 'must be an EVM address')),
  solanaAddress: z.string().check(z.regex(SOLANA_ADDRESS_PATTERN, 'must be a Solana address')),
  device: holderBody,
  recovery: recoveryMethodSchema,
})
export const addRecoveryBody = z.object({ recovery: recoveryMethodSchema })
export const openWalletBody = z.object({ splitId: z.optional(splitId) })
/** Which records a recovery asks for: the passkeys', the password's, or (no kind) all of them. */
export const recoveryRecordsBody = z.object({ kind: z.optional(z.enum(['passkey', 'password'])) })
export const recoveryShareBody = z.object({ recordId: z.string().check(z.minLength(1), z.maxLength(100)) })
export const recoveryMethodParams = z.object({ id: z.string() })

const resultChallenge = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'resultChallenge must be 43 base64url characters'))
export const socialStartBody = z.object({
  provider: z.enum(socialProviders),
  /** The secure frame's page the popup returns to. */
  returnTo: z.string().check(z.maxLength(2000)),
  /** base64url(SHA-256(verifier)); the frame keeps the verifier and sends it to redeem the result. */
  resultChallenge,
  mode: z._default(z.enum(['popup', 'redirect']), 'popup'),
  /** The language of the pages the login may show on the way back. */
  locale: mailLocale,
})
/** The form the secure frame posts, as a top-level navigation, to start a redirect login. */
export const socialRedirectForm = z.object({
  provider: z.enum(socialProviders),
  projectId: z.string().check(z.minLength(1), z.maxLength(200)),
  /** The host page the tab returns to: one of the project's allowed origins. */
  returnTo: z.string().check(z.maxLength(2000)),
  resultChallenge,
  /** The language of the pages the login may show. */
  locale: mailLocale,
})
export const socialConnectBody = z.object({
  result: z.string().check(z.minLength(20), z.maxLength(200)),
  resultVerifier: z
    .string()
    .check(z.regex(/^[A-Za-z0-9._~-]{43,128}$/, 'resultVerifier must be 43 to 128 URL-safe characters')),
})
export const farcasterStatusBody = z.object({
  channelToken: z.string().check(z.maxLength(100)),
  pollSecret: z.string().check(z.maxLength(100)),
})
