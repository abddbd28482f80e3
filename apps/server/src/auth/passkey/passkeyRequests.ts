import * as z from 'zod/mini'
import { defineRoutes } from '../../contract/route.js'
import { passkeyEndpoints } from './passkeyEndpoints.js'

/** base64url, as WebAuthn's JSON encodes bytes, at most `max` characters. */
const base64url = (max: number) =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]*$/, 'must be base64url'), z.maxLength(max))

/** A credential id: 16 to 1023 bytes (WebAuthn's limits), base64url. */
const credentialId = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{22,1364}$/, 'must be a base64url WebAuthn credential id'))

/**
 * What a browser reports of its extensions. The PRF output stays in the frame: a body carrying one (a frame that
 * forwarded `credential.toJSON()` whole) is refused, so the server never receives it, not even by mistake.
 */
const clientExtensionResults = z.optional(
  z
    .looseObject({})
    .check(
      z.refine(
        (value: Record<string, unknown>) =>
          !(typeof value.prf === 'object' && value.prf !== null && 'results' in value.prf),
        'must not carry the PRF output (prf.results): it never leaves the secure frame',
      ),
    ),
)

const credentialShape = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  clientExtensionResults,
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
}

/** A new passkey, as `PublicKeyCredential.toJSON()` gives it (minus the PRF output). */
export const registrationResponseSchema = z.object({
  ...credentialShape,
  response: z.looseObject({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(8))),
  }),
})

/** An assertion, as `PublicKeyCredential.toJSON()` gives it (minus the PRF output). */
export const authenticationResponseSchema = z.object({
  ...credentialShape,
  response: z.looseObject({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: z.optional(base64url(128)),
  }),
})

export const passkeyRegistrationBody = z.object({ response: registrationResponseSchema })
export const passkeyAuthenticationBody = z.object({ response: authenticationResponseSchema })
/** Sign-in: no body field needed (a discoverable passkey); `credentialId` when the frame knows this device's. */
export const passkeyLoginOptionsBody = z.object({ credentialId: z.optional(credentialId) })
/** A name the browser shows beside the new passkey; default "Kit account". */
export const passkeyRegisterOptionsBody = z.object({
  userName: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
})
export const passkeyParams = z.object({ id: z.string() })

/**
 * The passkey routes as the server serves them: each endpoint with the body it validates and what the caller must
 * hold. Logins carry the frame's proof, as every login; the account's own routes need its bound session.
 */
export const passkeyRoutes = defineRoutes(passkeyEndpoints, {
  passkeyRegisterOptions: { body: passkeyRegisterOptionsBody, auth: 'none' },
  passkeyRegisterVerify: { body: passkeyRegistrationBody, auth: 'proof' },
  passkeyLoginOptions: { body: passkeyLoginOptionsBody, auth: 'none' },
  passkeyLoginVerify: { body: passkeyAuthenticationBody, auth: 'proof' },
  passkeyList: { auth: 'boundSession' },
  passkeyRemove: { params: passkeyParams, auth: 'boundSession' },
  passkeyAddOptions: { auth: 'boundSession' },
  passkeyAddVerify: { body: passkeyRegistrationBody, auth: 'boundSession' },
  passkeyStepUpOptions: { auth: 'boundSession' },
  passkeyStepUpVerify: { body: passkeyAuthenticationBody, auth: 'boundSession' },
})
