// The WebAuthn ceremonies of a passkey that is the account's login: the server's options (plain JSON, base64url
// bytes) in, the answer the server verifies out, and, on the side, the passkey's PRF output on the user's PRF salt,
// which seals or opens the wallet's recovery share and never leaves the frame. Failures read as the recovery
// passkeys' do (keys/passkey.ts), whose helpers this reuses.
import { base64urlnopad } from '@scure/base'
import {
  asPublicKeyCredential,
  bytesOf,
  credentialsContainer,
  passkeyFailure,
  prfExtension,
  type RecoveryPasskeySecret,
  takePrfOutput,
  withdrawCredential,
} from '../keys/passkey.js'
import { PasskeyError } from '../keys/errors.js'

/** A ceremony's options as the server sends them (`@simplewebauthn/server`'s JSON). */
export type CeremonyOptionsJson = { challenge: string } & Record<string, unknown>

/** An answer as the server takes it: `PublicKeyCredential.toJSON()`'s shape, without any extension output. */
export type CredentialJson = {
  id: string
  rawId: string
  type: 'public-key'
  clientExtensionResults: Record<string, never>
  authenticatorAttachment?: 'platform' | 'cross-platform'
  response: Record<string, string | string[]>
}

/** A ceremony's outcome: what the server verifies, and the PRF secret when the passkey gave one. */
export type LoginCeremonyResult = {
  credential: CredentialJson
  /** Undefined when this browser or authenticator has no PRF: the wallet then needs another way to open. */
  prf: RecoveryPasskeySecret | undefined
  /** The RP id the passkey belongs to (the server's). */
  rpId: string
}

type Descriptor = { id: string; type?: string; transports?: string[] }

const encode = (bytes: Uint8Array) => base64urlnopad.encode(bytes)

function decode(value: unknown, what: string): Uint8Array<ArrayBuffer> {
  if (typeof value === 'string') {
    try {
      return new Uint8Array(base64urlnopad.decode(value.replace(/=+$/, '')))
    } catch {
      // Reported below.
    }
  }
  throw new PasskeyError('failed', { details: `The server's passkey options have a malformed ${what}.` })
}

function descriptors(list: unknown): PublicKeyCredentialDescriptor[] {
  if (!Array.isArray(list)) return []
  return (list as Descriptor[]).map((entry) => ({
    type: 'public-key',
    id: decode(entry.id, 'credential id'),
    ...(entry.transports?.length ? { transports: entry.transports as AuthenticatorTransport[] } : {}),
  }))
}

function prfSaltBytes(prfSalt: string): Uint8Array<ArrayBuffer> {
  const salt = decode(prfSalt, 'PRF salt')
  if (salt.length !== 32) throw new PasskeyError('failed', { details: 'The PRF salt is not 32 bytes.' })
  return salt
}

function attachment(credential: PublicKeyCredential): Pick<CredentialJson, 'authenticatorAttachment'> {
  const value = credential.authenticatorAttachment
  return value === 'platform' || value === 'cross-platform' ? { authenticatorAttachment: value } : {}
}

function idOf(credential: PublicKeyCredential): string {
  return encode(bytesOf(credential.rawId) as Uint8Array)
}

/** The PRF secret of `credential`, if it gave an output on `salt`. */
function prfSecretOf(
  credential: PublicKeyCredential,
  salt: Uint8Array<ArrayBuffer>,
): RecoveryPasskeySecret | undefined {
  const first = prfExtension(credential)?.results?.first
  if (first === undefined) return undefined
  return { kind: 'passkey', credentialId: idOf(credential), prfOutput: takePrfOutput(first), prfSalt: salt }
}

/**
 * The login passkey's ceremonies as the cards run them: {@link getLoginPasskey} and {@link createLoginPasskey} in the
 * browser, stand-ins in tests without WebAuthn.
 */
export type LoginPasskeyCeremonies = {
  assert(options: GetLoginPasskeyOptions): Promise<LoginCeremonyResult>
  register(options: CreateLoginPasskeyOptions): Promise<LoginCeremonyResult>
  /** Starts loading the ceremonies' code, where it loads lazily. */
  preload?(): void
}

/** Options of {@link createLoginPasskey}. */
export type CreateLoginPasskeyOptions = {
  /** The server's registration options (`/passkey/register/options`). */
  options: CeremonyOptionsJson
  /** The new user's PRF salt for the recovery share (base64url, 32 bytes), from the same answer. */
  prfSalt: string
  credentials?: CredentialsContainer
  /**
   * A top-level window of the frame's origin (the pop-up) to run the ceremony in, where the host's iframe may not:
   * its `navigator.credentials`, with no check of this document's permissions policy.
   */
  window?: Window
  signal?: AbortSignal
}

/** The container of `window` (the pop-up) when given, else this document's (checked against its policy). */
function containerFor(
  options: { credentials?: CredentialsContainer; window?: Window },
  feature: 'publickey-credentials-create' | 'publickey-credentials-get',
): CredentialsContainer {
  if (options.window) {
    const container = options.window.navigator?.credentials
    if (!container) throw new PasskeyError('unavailable', { details: 'The pop-up has no WebAuthn.' })
    return container
  }
  return credentialsContainer(options.credentials, feature)
}

/**
 * Creates the account's passkey from the server's options (a discoverable credential, user verification required)
 * with the PRF extension evaluated on the user's salt. Where the authenticator only says it has a PRF, a second
 * ceremony with the new passkey alone evaluates it. Inside a cross-origin iframe, call it from a click in the frame.
 * @returns the registration to send to `/passkey/register/verify`, and the PRF secret (undefined: no PRF here).
 * @throws {PasskeyError} `cancelled`, `unavailable`, `already-registered` or `failed`, as for recovery passkeys.
 */
export async function createLoginPasskey(options: CreateLoginPasskeyOptions): Promise<LoginCeremonyResult> {
  const { signal } = options
  const json = options.options as CeremonyOptionsJson & {
    rp: { id: string; name: string }
    user: { id: string; name: string; displayName: string }
    pubKeyCredParams: PublicKeyCredentialParameters[]
    timeout?: number
    attestation?: AttestationConveyancePreference
    excludeCredentials?: Descriptor[]
    authenticatorSelection?: AuthenticatorSelectionCriteria
  }
  const salt = prfSaltBytes(options.prfSalt)
  const rpId = json.rp?.id
  if (typeof rpId !== 'string' || rpId.length === 0)
    throw new PasskeyError('failed', { details: "The server's passkey options name no RP id." })
  signal?.throwIfAborted()
  const container = containerFor(options, 'publickey-credentials-create')
  let createdId: string | undefined
  try {
    const credential = asPublicKeyCredential(
      await container.create({
        publicKey: {
          rp: { id: rpId, name: json.rp.name },
          user: {
            id: decode(json.user?.id, 'user handle'),
            name: json.user.name,
            displayName: json.user.displayName,
          },
          challenge: decode(json.challenge, 'challenge'),
          pubKeyCredParams: json.pubKeyCredParams,
          ...(json.timeout ? { timeout: json.timeout } : {}),
          attestation: json.attestation ?? 'none',
          excludeCredentials: descriptors(json.excludeCredentials),
          ...(json.authenticatorSelection ? { authenticatorSelection: json.authenticatorSelection } : {}),
          extensions: { prf: { eval: { first: salt } } } as AuthenticationExtensionsClientInputs,
        },
        ...(signal ? { signal } : {}),
      }),
    )
    createdId = idOf(credential)
    const response = credential.response as AuthenticatorAttestationResponse
    const transports = response.getTransports?.() ?? []
    const registration: CredentialJson = {
      id: createdId,
      rawId: createdId,
      type: 'public-key',
      clientExtensionResults: {},
      ...attachment(credential),
      response: {
        clientDataJSON: encode(new Uint8Array(response.clientDataJSON)),
        attestationObject: encode(new Uint8Array(response.attestationObject)),
        transports,
      },
    }
    let prf = prfSecretOf(credential, salt)
    // The PRF exists but was not evaluated at creation (no hmac-secret-mc, CTAP 2.2's): ask the new passkey now.
    if (!prf && prfExtension(credential)?.enabled === true)
      prf = (
        await getLoginPasskey({
          options: { challenge: encode(crypto.getRandomValues(new Uint8Array(32))), rpId },
          allow: [{ id: createdId, transports }],
          prfSalt: options.prfSalt,
          ...(options.credentials ? { credentials: options.credentials } : {}),
          ...(options.window ? { window: options.window } : {}),
          ...(signal ? { signal } : {}),
        })
      ).prf
    return { credential: registration, prf, rpId }
  } catch (error) {
    // A passkey the server will never know of is withdrawn from the user's list (best effort).
    if (createdId) withdrawCredential(rpId, createdId)
    throw passkeyFailure(error, signal)
  }
}

/** Options of {@link getLoginPasskey}. */
export type GetLoginPasskeyOptions = {
  /** The server's assertion options (`/passkey/login/options`, or a local challenge for the PRF alone). */
  options: CeremonyOptionsJson
  /** Only these passkeys (default the options' `allowCredentials`; none: any discoverable passkey of the RP). */
  allow?: Descriptor[]
  /** The user's PRF salt, when known before the ceremony (a named passkey): its output is taken on the way. */
  prfSalt?: string
  credentials?: CredentialsContainer
  /** As for {@link createLoginPasskey}: the pop-up to run the ceremony in. */
  window?: Window
  signal?: AbortSignal
}

/**
 * Asks for a passkey of the RP (discoverable when no passkey is named), user verification required, with the PRF
 * evaluated on `prfSalt` when it is given.
 * @returns the assertion to send to the server, and the PRF secret (undefined without `prfSalt`, or no PRF here).
 * @throws {PasskeyError} `cancelled`, `unavailable` or `failed`, as for recovery passkeys.
 */
export async function getLoginPasskey(options: GetLoginPasskeyOptions): Promise<LoginCeremonyResult> {
  const { signal } = options
  const json = options.options as CeremonyOptionsJson & {
    rpId?: string
    timeout?: number
    allowCredentials?: Descriptor[]
  }
  const rpId = json.rpId
  if (typeof rpId !== 'string' || rpId.length === 0)
    throw new PasskeyError('failed', { details: "The server's passkey options name no RP id." })
  const salt = options.prfSalt === undefined ? undefined : prfSaltBytes(options.prfSalt)
  signal?.throwIfAborted()
  const container = containerFor(options, 'publickey-credentials-get')
  try {
    const credential = asPublicKeyCredential(
      await container.get({
        publicKey: {
          rpId,
          challenge: decode(json.challenge, 'challenge'),
          ...(json.timeout ? { timeout: json.timeout } : {}),
          allowCredentials: descriptors(options.allow ?? json.allowCredentials),
          userVerification: 'required',
          ...(salt
            ? { extensions: { prf: { eval: { first: salt } } } as AuthenticationExtensionsClientInputs }
            : {}),
        },
        ...(signal ? { signal } : {}),
      }),
    )
    const response = credential.response as AuthenticatorAssertionResponse
    const id = idOf(credential)
    const userHandle = bytesOf(response.userHandle)
    const assertion: CredentialJson = {
      id,
      rawId: id,
      type: 'public-key',
      clientExtensionResults: {},
      ...attachment(credential),
      response: {
        clientDataJSON: encode(new Uint8Array(response.clientDataJSON)),
        authenticatorData: encode(new Uint8Array(response.authenticatorData)),
        signature: encode(new Uint8Array(response.signature)),
        ...(userHandle?.length ? { userHandle: encode(userHandle) } : {}),
      },
    }
    return { credential: assertion, prf: salt ? prfSecretOf(credential, salt) : undefined, rpId }
  } catch (error) {
    throw passkeyFailure(error, signal)
  }
}
