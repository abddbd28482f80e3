import * as z from 'zod/mini'

/** A user as the auth service describes it (never with key material). */
export const userSchema = z.object({
  id: z.string(),
  email: z.nullable(z.string()),
  userName: z.nullable(z.string()),
  identities: z.array(
    z.object({ provider: z.string(), username: z.nullable(z.string()), email: z.nullable(z.string()) }),
  ),
  wallet: z.nullable(z.object({ evmAddress: z.string(), solanaAddress: z.string() })),
  createdAt: z.optional(z.string()),
})

/** Every successful login: the session's bearer token, when it ends, and the user. */
export const loginSchema = z.object({ token: z.string(), expiresAt: z.string(), user: userSchema })

const addressesShape = { evmAddress: z.string(), solanaAddress: z.string() }
/** A kind of recovery record: sealed under a passkey's PRF output, or under the recovery password. */
export const recoveryKindSchema = z.enum(['passkey', 'password'])
/**
 * Which wallet the user has (never with key material): none yet, or split keys and their recovery methods. There is
 * no other state: the whole-key `legacy` wallets of old are gone.
 */
export const walletStateSchema = z.union([
  z.object({ state: z.literal('none') }),
  z.object({
    state: z.literal('split'),
    ...addressesShape,
    recovery: z.array(
      z.object({
        id: z.string(),
        kind: recoveryKindSchema,
        credentialId: z.nullable(z.string()),
        /**
         * The WebAuthn RP ID a passkey's sealed record names (null for the password and for records that name none),
         * read from the record as stored: the frame asks the passkey under it when it has no records at hand (a
         * step-up), and binds it into the record's encryption, so a wrong one only makes that ceremony fail.
         * Absent from a server older than the field.
         */
        rpId: z.optional(z.nullable(z.string())),
      }),
    ),
  }),
])

const sessionInfoSchema = z.object({ id: z.string(), expiresAt: z.string() })
/** The session behind a bearer token: the user, how they signed in, and the session. */
export const sessionAnswer = z.object({ user: userSchema, method: z.string(), session: sessionInfoSchema })
/**
 * The one answer a reload needs: who the session is, the wallet's state, and the server's share when the frame said
 * it holds a share of the same split. `passkeyRpId` is the server's WebAuthn RP ID (`passkeys.rpId`, the operator's
 * domain), `null` when passkeys are off: the frame makes new recovery passkeys under it and knows where the login
 * passkeys are. The server always sends it; absent only from a server older than the field (read as `null`).
 */
export const walletOpenAnswer = z.object({
  ...sessionAnswer.shape,
  wallet: walletStateSchema,
  authShare: z.optional(z.string()),
  passkeyRpId: z.optional(z.nullable(z.string())),
})

/** The user's live sessions (signed-in devices), most recently used first; `current` is the caller's. */
export const signedInDevicesAnswer = z.object({
  sessions: z.array(
    z.object({
      id: z.string(),
      method: z.string(),
      device: z.nullable(z.string()),
      createdAt: z.string(),
      lastUsedAt: z.string(),
      expiresAt: z.string(),
      current: z.boolean(),
    }),
  ),
})

/** The sealed recovery records of a wallet, for a device without its share. */
export const recoveryRecordsAnswer = z.object({
  ...addressesShape,
  records: z.array(
    z.object({
      id: z.string(),
      kind: recoveryKindSchema,
      credentialId: z.nullable(z.string()),
      sealed: z.string(),
      /** The split of the record's share: each method has its own with the server. */
      splitId: z.string(),
    }),
  ),
})

/** A Farcaster sign-in's state; once `completed`, the login (collected once). */
export const farcasterStatusAnswer = z.union([
  z.object({ state: z.enum(['pending', 'expired']) }),
  z.object({
    state: z.literal('completed'),
    ...loginSchema.shape,
    userName: z.nullable(z.string()),
  }),
])

/** A channel of a Farcaster sign-in: `url` goes in the QR code, `pollSecret` only to the frame that opened it. */
export const farcasterChannelAnswer = z.object({
  channelToken: z.string(),
  pollSecret: z.string(),
  url: z.string(),
  expiresAt: z.string(),
  appName: z.optional(z.string()),
})

/** The next step of an e-mail flow. */
export const actionAnswer = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.object({ action: z.enum(values) })
