import * as z from 'zod/mini'
import { loginSchema } from '../../contract/authAnswers.js'
import { defineEndpoints } from '../../contract/route.js'

/**
 * The WebAuthn options of a ceremony, as `PublicKeyCredential.parseCreationOptionsFromJSON` /
 * `parseRequestOptionsFromJSON` take them (base64url strings). The PRF extension is not in them: the frame adds it
 * from `prfSalt`, so the options stay plain JSON.
 */
const optionsSchema = z.looseObject({ challenge: z.string() })

/**
 * The PRF salt the frame evaluates the passkey with, for the wallet's recovery share: random, one per user and
 * purpose, stored by the server (base64url, 32 bytes). The output stays in the frame.
 */
const prfSaltSchema = z.string()

/** A ceremony's options, and the PRF salt when the server knows whose passkey it is. */
export const passkeyOptionsAnswer = z.object({ options: optionsSchema, prfSalt: z.optional(prfSaltSchema) })

/** A passkey login: the session (as every login), the passkey that signed in and its user's PRF salt. */
export const passkeyLoginAnswer = z.object({
  ...loginSchema.shape,
  credentialId: z.string(),
  prfSalt: prfSaltSchema,
})

/** One of the user's passkeys, as the account's list shows it (never its key). */
export const passkeySummarySchema = z.object({
  credentialId: z.string(),
  /** `multiDevice` (synced, e.g. iCloud Keychain, Google Password Manager) or `singleDevice` (a security key). */
  deviceType: z.enum(['singleDevice', 'multiDevice']),
  backedUp: z.boolean(),
  transports: z.array(z.string()),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
})

/**
 * The passkey login API (`/v1/auth/passkey`, from the frame's origins, on the auth budget): where each route is and
 * what it answers. The server's README describes the flows and the trust model; the bodies are in
 * `passkeyRequests.ts`, the handlers in `passkeyRoutes.ts`.
 */
export const passkeyEndpoints = defineEndpoints({
  passkeyRegisterOptions: {
    method: 'POST',
    path: '/v1/auth/passkey/register/options',
    answer: passkeyOptionsAnswer,
  },
  passkeyRegisterVerify: {
    method: 'POST',
    path: '/v1/auth/passkey/register/verify',
    answer: passkeyLoginAnswer,
  },
  passkeyLoginOptions: {
    method: 'POST',
    path: '/v1/auth/passkey/login/options',
    answer: passkeyOptionsAnswer,
  },
  passkeyLoginVerify: { method: 'POST', path: '/v1/auth/passkey/login/verify', answer: passkeyLoginAnswer },
  passkeyList: {
    method: 'GET',
    path: '/v1/auth/passkey/credentials',
    answer: z.object({ passkeys: z.array(passkeySummarySchema) }),
  },
  passkeyRemove: {
    method: 'DELETE',
    path: '/v1/auth/passkey/credentials/:id',
    answer: z.object({ removed: z.boolean() }),
  },
  passkeyAddOptions: { method: 'POST', path: '/v1/auth/passkey/add/options', answer: passkeyOptionsAnswer },
  passkeyAddVerify: {
    method: 'POST',
    path: '/v1/auth/passkey/add/verify',
    answer: z.object({ added: z.boolean(), credentialId: z.string(), prfSalt: prfSaltSchema }),
    status: 201,
  },
  passkeyStepUpOptions: {
    method: 'POST',
    path: '/v1/auth/passkey/step-up/options',
    answer: passkeyOptionsAnswer,
  },
  passkeyStepUpVerify: {
    method: 'POST',
    path: '/v1/auth/passkey/step-up/verify',
    answer: z.object({ freshUntil: z.string() }),
  },
})
