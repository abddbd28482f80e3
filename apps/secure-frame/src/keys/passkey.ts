// The WebAuthn ceremonies of a recovery passkey: registering one, and asking it again, both for the
// 32-byte output of its PRF (the WebAuthn `prf` extension) on the record's own random PRF input (its `prfSalt`),
// which seals and opens the recovery share. No server checks these ceremonies (the PRF output is what they are for), so the challenge is random and
// the attestation and assertion are not sent anywhere. The frame runs in a cross-origin iframe: the host's iframe
// needs allow="publickey-credentials-create; publickey-credentials-get", and creating needs a click in the frame.
import { base64urlnopad } from '@scure/base'
import { PasskeyError, RecoveryInputError } from './errors.js'
import { newPasskeyPrfSalt } from './recoveryShare.js'
import type { RecoverySecret } from './types.js'

/**
 * A recovery secret of kind 'passkey': the credential's id (base64url), its 32-byte PRF output and the PRF input it
 * was evaluated on.
 */
export type RecoveryPasskeySecret = Extract<RecoverySecret, { kind: 'passkey' }> & {
  prfOutput: Uint8Array<ArrayBuffer>
}

/**
 * One of the wallet's recovery passkeys, as a recovery asks it: its id, its record's PRF input, and the RP ID its
 * record names (absent in records sealed before records carried one; frame/relyingParty.ts decides those).
 */
export type RecoveryPasskeyRef = { credentialId: string; prfSalt: Uint8Array; rpId?: string }

/** Options of {@link createRecoveryPasskey}. */
export type CreateRecoveryPasskeyOptions = {
  /**
   * The relying party id: the server's `passkeys.rpId` (the frame's host name or a registrable suffix of it, or a
   * domain whose `/.well-known/webauthn` lists the frame's origin), or the frame's host name without passkeys.
   */
  rpId: string
  /** The name the authenticator may show for the relying party; `rpId` by default. */
  rpName?: string
  /** Kit's user id, the WebAuthn user handle (UTF-8, at most 64 bytes). */
  userId: string
  /** The account name the passkey manager shows (an e-mail address, a user name). */
  userName: string
  displayName: string
  /**
   * The wallet's recovery passkeys already registered (base64url ids). An authenticator that holds one refuses to
   * make another (`already-registered`), rather than replacing it: a passkey of the same user on the same
   * authenticator overwrites the older one, whose sealed record would then never open again.
   */
  excludeCredentialIds?: readonly string[]
  /** `navigator.credentials` by default. */
  credentials?: CredentialsContainer
  signal?: AbortSignal
}

/** Options of {@link getRecoveryPasskeyPrf}. */
export type GetRecoveryPasskeyOptions = {
  /** The relying party id the passkeys were registered for. */
  rpId: string
  /**
   * The wallet's recovery passkeys (base64url ids and PRF inputs, from their recovery records); any one of them will
   * do, and each is asked for its PRF output on its own record's input.
   */
  passkeys: readonly RecoveryPasskeyRef[]
  /** `navigator.credentials` by default. */
  credentials?: CredentialsContainer
  /**
   * A top-level window of the frame's origin (the Kit window) to ask in, where the host refuses the frame WebAuthn:
   * its `navigator.credentials`, with no check of this document's permissions policy.
   */
  window?: Window
  signal?: AbortSignal
}

const PRF_OUTPUT_BYTES = 32
const PRF_SALT_BYTES = 32
const CHALLENGE_BYTES = 32
const MAX_USER_HANDLE_BYTES = 64
// COSE algorithm ids, in order of preference: ES256 (nearly every authenticator), EdDSA, RS256 (Windows Hello).
const PUBLIC_KEY_ALGORITHMS = [-7, -8, -257]

/** What the PRF extension reports in `getClientExtensionResults()`. */
export type PrfExtensionOutput = { enabled?: boolean; results?: { first?: unknown } }

/** Signal API (Chromium 132 and later); not in TypeScript's DOM types yet. */
type PublicKeyCredentialSignals = {
  signalUnknownCredential?(options: { rpId: string; credentialId: string }): Promise<void>
}

/** `document.featurePolicy` (Chromium); not in TypeScript's DOM types. */
type FeaturePolicy = { allowsFeature?(feature: string): boolean }

function assertText(value: unknown, what: string): asserts value is string {
  if (typeof value !== 'string' || value.trim().length === 0)
    throw new RecoveryInputError(`The passkey ${what} is missing`)
}

function decodeCredentialId(id: unknown): Uint8Array<ArrayBuffer> {
  if (typeof id === 'string' && /^[A-Za-z0-9_-]+$/.test(id)) {
    try {
      const bytes = base64urlnopad.decode(id)
      if (bytes.length > 0) return new Uint8Array(bytes)
    } catch {
      // Reported below, as every other malformed id.
    }
  }
  throw new RecoveryInputError('A passkey credential id is malformed', {
    details: 'Credential ids are unpadded base64url.',
  })
}

function decodeCredentialIds(ids: readonly string[] | undefined): Uint8Array<ArrayBuffer>[] {
  const unique = [...new Set(ids ?? [])]
  return unique.map(decodeCredentialId)
}

/** A passkey to ask: its descriptor, and the PRF input for it, under the canonical form of its id. */
type AskedPasskey = {
  id: string
  descriptor: PublicKeyCredentialDescriptor
  prfSalt: Uint8Array<ArrayBuffer>
}

function askedPasskeys(passkeys: readonly RecoveryPasskeyRef[] | undefined): AskedPasskey[] {
  const asked = new Map<string, AskedPasskey>()
  for (const passkey of passkeys ?? []) {
    const rawId = decodeCredentialId(passkey?.credentialId)
    const id = base64urlnopad.encode(rawId)
    const salt = bytesOf(passkey.prfSalt)
    if (salt?.length !== PRF_SALT_BYTES)
      throw new RecoveryInputError('A passkey PRF salt is malformed', { details: 'PRF salts are 32 bytes.' })
    if (!asked.has(id))
      asked.set(id, { id, descriptor: { type: 'public-key', id: rawId }, prfSalt: new Uint8Array(salt) })
  }
  return [...asked.values()]
}

/** The container to use; refuses where this browser or frame has no WebAuthn, before any prompt. */
export function credentialsContainer(
  given: CredentialsContainer | undefined,
  feature: 'publickey-credentials-create' | 'publickey-credentials-get',
): CredentialsContainer {
  // A host iframe without `allow` fails with NotAllowedError, which reads as a cancel: name it here instead.
  const policy = (globalThis.document as { featurePolicy?: FeaturePolicy } | undefined)?.featurePolicy
  if (typeof policy?.allowsFeature === 'function' && !policy.allowsFeature(feature))
    throw new PasskeyError('unavailable', {
      details: `The page embedding the secure frame does not allow ${feature} (the iframe's allow attribute).`,
    })
  if (given) return given
  const container = globalThis.navigator?.credentials
  if (!container || typeof globalThis.PublicKeyCredential !== 'function')
    throw new PasskeyError('unavailable', { details: 'This browser or context has no WebAuthn.' })
  return container
}

/** The container of `window` (the Kit window, a top-level page of the frame's origin). */
function windowContainer(window: Window): CredentialsContainer {
  const container = window.navigator?.credentials
  if (!container) throw new PasskeyError('unavailable', { details: 'The Kit window has no WebAuthn.' })
  return container
}

function randomChallenge(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(CHALLENGE_BYTES))
}

export function bytesOf(value: unknown): Uint8Array | undefined {
  // Tag checks, not instanceof: the buffers may come from another realm.
  const tag = Object.prototype.toString.call(value)
  if (tag === '[object ArrayBuffer]') return new Uint8Array(value as ArrayBuffer)
  if (ArrayBuffer.isView(value))
    return new Uint8Array(value.buffer as ArrayBuffer, value.byteOffset, value.byteLength)
  return undefined
}

export function asPublicKeyCredential(credential: Credential | null): PublicKeyCredential {
  const candidate = credential as PublicKeyCredential | null
  if (
    candidate?.type !== 'public-key' ||
    bytesOf(candidate.rawId) === undefined ||
    typeof candidate.getClientExtensionResults !== 'function'
  )
    throw new PasskeyError('failed', { details: 'The browser returned no public key credential.' })
  return candidate
}

export function prfExtension(credential: PublicKeyCredential): PrfExtensionOutput | undefined {
  const results = credential.getClientExtensionResults() as { prf?: PrfExtensionOutput }
  return results.prf
}

/**
 * A copy of the PRF output, which must be 32 bytes; the browser's buffer is zeroed. Only lengths are ever reported,
 * never bytes.
 */
export function takePrfOutput(value: unknown): Uint8Array<ArrayBuffer> {
  const source = bytesOf(value)
  if (!source) throw new PasskeyError('failed', { details: 'The PRF output is not a byte string.' })
  const copy = new Uint8Array(source)
  source.fill(0)
  if (copy.length !== PRF_OUTPUT_BYTES) {
    copy.fill(0)
    throw new PasskeyError('failed', {
      details: `The PRF output is ${copy.length} bytes, not ${PRF_OUTPUT_BYTES}.`,
    })
  }
  return copy
}

/** The failure as the caller should see it: their own abort as they gave it, a DOMException as a PasskeyError. */
export function passkeyFailure(error: unknown, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted) return signal.reason ?? error
  if (error instanceof PasskeyError || error instanceof RecoveryInputError) return error
  switch ((error as { name?: unknown } | null)?.name) {
    // The user closed the prompt, it timed out, or no gesture allowed it (the browser's message says which).
    case 'NotAllowedError':
    case 'AbortError':
      return new PasskeyError('cancelled', { cause: error })
    // An RP id that is not this origin's, an insecure context, WebAuthn turned off by policy.
    case 'SecurityError':
      return new PasskeyError('unavailable', { cause: error })
    // Create only: an excluded credential is on the authenticator.
    case 'InvalidStateError':
      return new PasskeyError('already-registered', { cause: error })
    default:
      return new PasskeyError('failed', { cause: error })
  }
}

/**
 * Tells the passkey provider that a credential made here is of no use (best effort, Signal API), so it does not
 * linger in the user's passkey list: the server never learns of it.
 */
export function withdrawCredential(rpId: string, credentialId: string): void {
  const signals = globalThis.PublicKeyCredential as PublicKeyCredentialSignals | undefined
  try {
    signals?.signalUnknownCredential?.({ rpId, credentialId })?.catch(() => undefined)
  } catch {
    // Nothing to do: the credential stays, unused.
  }
}

/** A passkey assertion from one of `allowed`, with the PRF evaluated on that passkey's own PRF input. */
async function assertWithPrf(
  container: CredentialsContainer,
  rpId: string,
  allowed: AskedPasskey[],
  signal: AbortSignal | undefined,
): Promise<RecoveryPasskeySecret> {
  const credential = asPublicKeyCredential(
    await container.get({
      publicKey: {
        rpId,
        challenge: randomChallenge(),
        allowCredentials: allowed.map((passkey) => passkey.descriptor),
        // The PRF of a CTAP2 authenticator (hmac-secret) gives another output without user verification: required
        // at every ceremony, so the output at recovery is the one sealed with.
        userVerification: 'required',
        // Each record has its own PRF input: the browser gives the chosen passkey the one of its record.
        extensions: {
          prf: {
            evalByCredential: Object.fromEntries(
              allowed.map((passkey) => [passkey.id, { first: new Uint8Array(passkey.prfSalt) }]),
            ),
          },
        },
      },
      ...(signal ? { signal } : {}),
    }),
  )
  const credentialId = base64urlnopad.encode(bytesOf(credential.rawId) as Uint8Array)
  const chosen = allowed.find((passkey) => passkey.id === credentialId)
  if (!chosen)
    throw new PasskeyError('failed', {
      details: 'The browser answered with a passkey that was not asked for.',
    })
  const results = prfExtension(credential)?.results
  if (results?.first === undefined)
    throw new PasskeyError('prf-unsupported', { details: 'The passkey gave no PRF output.' })
  return {
    kind: 'passkey',
    credentialId,
    prfOutput: takePrfOutput(results.first),
    prfSalt: new Uint8Array(chosen.prfSalt),
    rpId,
  }
}

/**
 * Registers a new recovery passkey and returns its PRF output on a new random PRF input (`prfSalt`, which the
 * record sealed with it keeps): `navigator.credentials.create` (resident key preferred, user verification
 * required, ES256, EdDSA or RS256) with the PRF extension. When
 * the authenticator only reports that it has a PRF, the output comes from a second ceremony (`get`) with the new
 * passkey alone. Inside a cross-origin iframe, call it from a click handler in the frame (transient activation).
 * A passkey that was made but cannot be used is withdrawn (Signal API, where the browser has it).
 *
 * @returns `{ kind: 'passkey', credentialId, prfOutput, prfSalt, rpId }`: the id in unpadded base64url, 32 bytes of
 *   output, the 32-byte input it was evaluated on, and the RP ID it was made for.
 * @throws {PasskeyError} `cancelled` (dismissed, timed out, no user gesture), `unavailable` (no WebAuthn here, or
 *   the host's iframe does not allow it), `prf-unsupported` (offer the password instead), `already-registered`
 *   (one of `excludeCredentialIds` is on this authenticator), `failed` (anything else, with the cause).
 * @throws {RecoveryInputError} on a missing option, a user id over 64 bytes or a malformed excluded id.
 * @throws the `signal`'s reason when it aborts.
 */
export async function createRecoveryPasskey(
  options: CreateRecoveryPasskeyOptions,
): Promise<RecoveryPasskeySecret> {
  const { rpId, userId, userName, displayName, signal } = options
  assertText(rpId, 'relying party id')
  assertText(userId, 'user id')
  assertText(userName, 'user name')
  const userHandle = new TextEncoder().encode(userId)
  if (userHandle.length > MAX_USER_HANDLE_BYTES)
    throw new RecoveryInputError('The passkey user id is too long', {
      details: `WebAuthn user handles are at most ${MAX_USER_HANDLE_BYTES} bytes.`,
    })
  const excluded = decodeCredentialIds(options.excludeCredentialIds)
  signal?.throwIfAborted()
  const container = credentialsContainer(options.credentials, 'publickey-credentials-create')
  const prfSalt = newPasskeyPrfSalt()
  let created: { id: string; descriptor: PublicKeyCredentialDescriptor } | undefined
  try {
    const credential = asPublicKeyCredential(
      await container.create({
        publicKey: {
          rp: { id: rpId, name: options.rpName ?? rpId },
          user: { id: userHandle, name: userName, displayName },
          challenge: randomChallenge(),
          pubKeyCredParams: PUBLIC_KEY_ALGORITHMS.map((alg) => ({ type: 'public-key', alg })),
          excludeCredentials: excluded.map((id) => ({ type: 'public-key', id })),
          authenticatorSelection: {
            // Preferred, not required: recovery names the credential (allowCredentials), and security keys have
            // few slots for discoverable credentials.
            residentKey: 'preferred',
            requireResidentKey: false,
            userVerification: 'required',
          },
          attestation: 'none',
          extensions: { prf: { eval: { first: new Uint8Array(prfSalt) } } },
        },
        ...(signal ? { signal } : {}),
      }),
    )
    const rawId = new Uint8Array(bytesOf(credential.rawId) as Uint8Array)
    const transports = (credential.response as Partial<AuthenticatorAttestationResponse>).getTransports?.()
    created = {
      id: base64urlnopad.encode(rawId),
      descriptor: {
        type: 'public-key',
        id: rawId,
        ...(transports?.length ? { transports: transports as AuthenticatorTransport[] } : {}),
      },
    }
    const prf = prfExtension(credential)
    if (prf?.results?.first !== undefined)
      return {
        kind: 'passkey',
        credentialId: created.id,
        prfOutput: takePrfOutput(prf.results.first),
        prfSalt,
        rpId,
      }
    if (prf?.enabled !== true)
      throw new PasskeyError('prf-unsupported', {
        details: 'The authenticator does not support the WebAuthn PRF extension.',
      })
    // The PRF exists but was not evaluated at creation (no hmac-secret-mc, CTAP 2.2's): ask it now.
    return await assertWithPrf(
      container,
      rpId,
      [{ id: created.id, descriptor: created.descriptor, prfSalt }],
      signal,
    )
  } catch (error) {
    if (created) withdrawCredential(rpId, created.id)
    throw passkeyFailure(error, signal)
  }
}

/**
 * Asks one of the wallet's recovery passkeys for its PRF output on its record's PRF input: `navigator.credentials.
 * get` with `allowCredentials` and `prf.evalByCredential` from `passkeys`, user verification required. Works without
 * a user gesture, also in a cross-origin iframe (whose host must allow publickey-credentials-get).
 *
 * @returns the passkey the user chose (`credentialId`, unpadded base64url, as in its recovery record), its 32 bytes
 *   of output and the PRF input they were evaluated on.
 * @throws {PasskeyError} `cancelled`, `unavailable`, `prf-unsupported` (the passkey gave no PRF output here),
 *   `failed` (anything else, with the cause).
 * @throws {RecoveryInputError} on no passkeys, a malformed id or PRF salt, or a missing relying party id.
 * @throws the `signal`'s reason when it aborts.
 */
export async function getRecoveryPasskeyPrf(
  options: GetRecoveryPasskeyOptions,
): Promise<RecoveryPasskeySecret> {
  const { rpId, signal } = options
  assertText(rpId, 'relying party id')
  const asked = askedPasskeys(options.passkeys)
  if (asked.length === 0) throw new RecoveryInputError('No recovery passkey to ask')
  signal?.throwIfAborted()
  const container = options.window
    ? windowContainer(options.window)
    : credentialsContainer(options.credentials, 'publickey-credentials-get')
  try {
    return await assertWithPrf(container, rpId, asked, signal)
  } catch (error) {
    throw passkeyFailure(error, signal)
  }
}

/** The passkey ceremonies the frame runs; the browser's by default, a stand-in in tests without WebAuthn. */
export type RecoveryPasskeys = {
  create(options: CreateRecoveryPasskeyOptions): Promise<RecoverySecret>
  get(options: GetRecoveryPasskeyOptions): Promise<RecoverySecret>
}

/** The browser's WebAuthn ceremonies ({@link createRecoveryPasskey}, {@link getRecoveryPasskeyPrf}). */
export const browserPasskeys: RecoveryPasskeys = {
  create: createRecoveryPasskey,
  get: getRecoveryPasskeyPrf,
}
