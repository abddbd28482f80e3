// A new passkey that is both a way to sign in and a way to open the wallet. The server registers it as one of the
// account's logins (`/v1/auth/passkey/add`, under its RP ID, with a fresh proof of the user), and its PRF output on
// the user's recovery salt seals the wallet's record for it here. So the passkey the user sees in their passkey
// manager does both, under one relying party; the output never leaves the frame. Where the server has no passkeys,
// the card makes a recovery passkey alone (keys/passkey.ts).
import { type AuthApi, isRefusal } from '../authApi.js'
import { AuthServiceError } from '../errors.js'
import { PasskeyError } from '../keys/errors.js'
import { withdrawCredential } from '../keys/passkey.js'
import type { RecoverySecret } from '../keys/types.js'
import type {
  CeremonyOptionsJson,
  CreateLoginPasskeyOptions,
  LoginCeremonyResult,
  LoginPasskeyCeremonies,
} from './loginCeremony.js'
import { inFrameOrKitWindow, type RecoveryPasskeyPlace } from './recoveryPasskey.js'

/** The WebAuthn registration: `createLoginPasskey` (loaded with the card that may need it). */
export type PasskeyRegistration = (options: CreateLoginPasskeyOptions) => Promise<LoginCeremonyResult>

/** What the card needs of the server and the session. */
export type AccountPasskeyPlace = {
  api: Pick<AuthApi, 'passkeyAddOptions' | 'passkeyAddVerify'>
  token: string
  signal: AbortSignal
  /**
   * The frame's document and origin: where the host refuses the frame `publickey-credentials-create`, the passkey is
   * made in the Kit window. Without it, in this document.
   */
  where?: Omit<RecoveryPasskeyPlace, 'passkeys'>
  /**
   * The wallet's recovery passkeys under the server's RP ID that are not logins, which the server's options do not
   * name: an authenticator holding one must refuse to make another for this user, since the new one would replace it
   * and its record would never open again.
   */
  excludeCredentialIds?: readonly string[]
  /** The login passkey's ceremonies (the context's `loginPasskeys`): their registration, preloaded here. */
  ceremonies: Pick<LoginPasskeyCeremonies, 'register' | 'preload'>
}

type Descriptor = { id: string; type?: string; transports?: string[] }

/** The server's options with `extra` credentials excluded too. */
function excluding(options: CeremonyOptionsJson, extra: readonly string[] | undefined): CeremonyOptionsJson {
  if (!extra?.length) return options
  const named = Array.isArray(options.excludeCredentials) ? (options.excludeCredentials as Descriptor[]) : []
  const ids = new Set(named.map((entry) => entry.id))
  return {
    ...options,
    excludeCredentials: [
      ...named,
      ...extra.filter((id) => !ids.has(id)).map((id) => ({ id, type: 'public-key' })),
    ],
  }
}

/**
 * Makes, inside the user's press, a passkey the server registers as a login of the account and whose PRF output
 * opens the wallet's record. The server's options are asked for before the press (a network wait inside it could
 * outlast the press's permission to create a passkey in an iframe) and again after each failed try (a challenge is
 * single-use). Undefined, asking nothing more, where the server has no passkeys (404 `PasskeysUnavailable`).
 * A passkey made but not registered (no PRF output, or the server refused it) is withdrawn from the user's list
 * (Signal API, best effort); after a network failure it is kept, since the server may have registered it.
 * @throws {PasskeyError} `prf-unsupported` when the passkey gave no PRF output (offer the password instead), and the
 *   ceremony's own failures.
 * @throws {AuthServiceError} the server's refusal (e.g. `FreshProofRequired`).
 */
export async function prepareAccountPasskey(
  place: AccountPasskeyPlace,
): Promise<(() => Promise<RecoverySecret>) | undefined> {
  const { api, token, signal, where } = place
  const registration = place.ceremonies.register
  // Loaded now, so the press does not wait for it.
  place.ceremonies.preload?.()
  let options = api.passkeyAddOptions(token, signal)
  try {
    await options
  } catch (error) {
    if (isRefusal(error, 'PasskeysUnavailable')) return undefined
    throw error
  }
  return async () => {
    let made: LoginCeremonyResult | undefined
    let refused = true
    try {
      const asked = await options
      if (!asked.prfSalt)
        throw new PasskeyError('failed', { details: 'The server gave no PRF salt for the new passkey.' })
      const { prfSalt } = asked
      const ask = excluding(asked.options, place.excludeCredentialIds)
      made = where
        ? await inFrameOrKitWindow(
            where,
            signal,
            (window, attempt) =>
              registration({ options: ask, prfSalt, signal: attempt, ...(window ? { window } : {}) }),
            'publickey-credentials-create',
          )
        : await registration({ options: ask, prfSalt, signal })
      if (!made.prf)
        throw new PasskeyError('prf-unsupported', { details: 'The new passkey gave no PRF output.' })
      refused = false
      await api.passkeyAddVerify(token, made.credential, signal).catch((error: unknown) => {
        const status = error instanceof AuthServiceError ? (error.status ?? 0) : 0
        refused = status >= 400 && status < 500
        throw error
      })
      return { ...made.prf, rpId: made.rpId }
    } catch (error) {
      if (made && refused) withdrawCredential(made.rpId, made.credential.id)
      made?.prf?.prfOutput.fill(0)
      options = api.passkeyAddOptions(token, signal)
      options.catch(() => undefined)
      throw error
    }
  }
}
