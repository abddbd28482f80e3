// A fresh proof of the user before what changes who controls the account or shows its keys. Sessions last for weeks,
// so "signed in" no longer means "the user is here": a login in this frame counts for a few minutes, and after that
// the user proves it again on the frame's own card. An account with an e-mail gets a code there; an account with a
// login passkey uses it, and the server checks the assertion (in the Kit window where the host refuses the frame
// WebAuthn); an account with neither confirms with its recovery passkey or password where the frame alone can check
// it (the export card), and is told to sign in again where the server must see the proof.
import { frameErrorMessages } from '@kit/frame-bridge/errors'
import { isRefusal, type RecoveryRecords } from '../authApi.js'
import { SignInAgainError } from '../errors.js'
import { RecoveryMethodMissingError } from '../keys/errors.js'
import { newPasskeyPrfSalt } from '../keys/recoveryShare.js'
import type { RecoverySecret } from '../keys/types.js'
import { openRecoveryShare, recoveryPasskeysOf } from '../keys/walletAccess.js'
import { askRecoveryPasskey, inFrameOrKitWindow, passkeyPlace } from '../passkey/recoveryPasskey.js'
import type { FrameContext } from './context.js'
import { type RecordsOnDemand, recordsOnDemand } from './recoveryRecords.js'
import { passkeysToAsk, relyingParties } from './relyingParty.js'
import type { LoginRequest, Session } from './session.js'

/** The server's refusal of a route that needs a fresh proof of the user. */
export const FRESH_PROOF_REQUIRED = 'FreshProofRequired'

/** The server's answers when an account has no login passkey to step up with, or the server no passkeys. */
const NO_LOGIN_PASSKEY = ['NoPasskey', 'PasskeysUnavailable']

/** The frame's step-ups. */
export type StepUp = {
  /** Whether the session's last proof of the user is still fresh (a login in this frame, or a step-up). */
  isFresh(current: Session): boolean
  /**
   * Runs `work`, a call to a route that needs a fresh proof. When the proof is not fresh (by the frame's count first,
   * or by the server's `FreshProofRequired`), the user confirms on the frame's card (a code to the account's e-mail,
   * else its login passkey), then `work` runs again.
   * @throws {SignInAgainError} when the server wants a fresh proof of an account with neither.
   * @throws {UserRejectedError} when the user cancels the card.
   */
  withFreshProof<T>(current: Session, request: LoginRequest, work: () => Promise<T>): Promise<T>
  /**
   * Makes sure the user is here before something the frame alone guards (the export card): nothing when the proof
   * is fresh; else a code to the account's e-mail, or the recovery passkey or password, on the frame's card.
   * @throws {SignInAgainError} when the account has no way to confirm inside the frame.
   * @throws {UserRejectedError} when the user cancels the card.
   */
  confirmUser(current: Session, request: LoginRequest): Promise<void>
}

/**
 * Creates the step-ups of one frame; `document` is the frame's (its permissions policy decides where a passkey is
 * asked: in the frame, or in the Kit window).
 */
export function createStepUp(context: FrameContext, document?: Document): StepUp {
  const { api, accountUi, recoveryUi, passkeys } = context
  // The RP IDs the wallet's passkeys may be under: the frame's host, and the server's (from the session's answer).
  const partiesOf = (current: Session) => relyingParties(context.frameOrigin, current.passkeyRpId)

  const isFresh = (current: Session) => current.freshUntil > api.serverNow()

  /** The code card: the session counts as fresh until the server's `freshUntil`. */
  async function confirmByEmail(current: Session, request: LoginRequest): Promise<void> {
    const { signal } = request
    request.waitForUser()
    await accountUi.confirmByEmail({
      send: async () => (await api.stepUpEmail(current.token, signal)).sentTo,
      async verify(otp) {
        const { freshUntil } = await api.stepUpEmailVerify(current.token, otp, signal)
        current.freshUntil = Date.parse(freshUntil)
      },
      signal,
    })
  }

  /**
   * The card's "Use your passkey" with the account's login passkey, which the server checks: the session counts as
   * fresh until the server's `freshUntil`. Resolves false, showing nothing, when the account has no login passkey.
   */
  async function confirmByPasskey(current: Session, request: LoginRequest): Promise<boolean> {
    const { signal } = request
    // Only a server with passkeys, for an account that has one: asked by listing them, since a refusal would be an
    // error in the browser's console.
    if (!current.passkeyRpId) return false
    const { passkeys: loginPasskeys } = await api.passkeyList(current.token, signal)
    if (loginPasskeys.length === 0) return false
    // Asked before the card, and again after each failed try: a challenge is single-use, and fetching it inside the
    // press could outlast the press's permission to open the Kit window.
    let options = api.passkeyStepUpOptions(current.token, signal)
    try {
      await options
    } catch (error) {
      if (NO_LOGIN_PASSKEY.some((reason) => isRefusal(error, reason))) return false
      throw error
    }
    const place = passkeyPlace(context, document)
    // The ceremony's code, loaded now so the press does not wait for it.
    const { assert } = context.loginPasskeys
    context.loginPasskeys.preload?.()
    request.waitForUser()
    await recoveryUi.confirmUser({
      async proveWithPasskey() {
        try {
          const asked = await options
          const { credential } = await inFrameOrKitWindow(place, signal, (window, attempt) =>
            assert({ options: asked.options, ...(window ? { window } : {}), signal: attempt }),
          )
          const { freshUntil } = await api.passkeyStepUpVerify(current.token, credential, signal)
          current.freshUntil = Date.parse(freshUntil)
        } catch (error) {
          options = api.passkeyStepUpOptions(current.token, signal)
          options.catch(() => undefined)
          throw error
        }
      },
      signal,
    })
    return true
  }

  /**
   * A fresh proof on the frame's card: a code to the account's e-mail, else its login passkey. Resolves false when
   * the account has neither.
   */
  async function proveFresh(current: Session, request: LoginRequest): Promise<boolean> {
    if (current.user.email) {
      await confirmByEmail(current, request)
      return true
    }
    return confirmByPasskey(current, request)
  }

  /**
   * The records of `kind`, or `undefined` when the server wants a fresh proof first (it releases them only then).
   */
  async function recordsIfFresh(records: RecordsOnDemand, kind: 'passkey' | 'password') {
    try {
      return await records.of(kind)
    } catch (error) {
      if (isRefusal(error, FRESH_PROOF_REQUIRED)) return undefined
      throw error
    }
  }

  /**
   * The recovery card's check: the secret must open the wallet's sealed record. The records need a fresh proof on
   * the server; when it refuses them (`passkeyRecords` undefined), the wallet's own passkey, asked for by this
   * frame, still proves the user is here (the host cannot run a ceremony on the frame's origin), while a password
   * has nothing to be checked against.
   */
  async function checkRecoverySecret(
    current: Session,
    secret: RecoverySecret,
    records: RecordsOnDemand,
    passkeyRecords: RecoveryRecords | undefined,
  ) {
    if (
      secret.kind === 'passkey' &&
      !current.recoveryMethods.some((method) => method.credentialId === secret.credentialId)
    )
      throw new RecoveryMethodMissingError('passkey')
    if (secret.kind === 'passkey') {
      if (passkeyRecords) await openRecoveryShare(passkeyRecords, secret, current.user.id)
      return
    }
    const passwordRecords = await recordsIfFresh(records, 'password')
    if (!passwordRecords) throw new SignInAgainError(frameErrorMessages.recentLoginRequired)
    await openRecoveryShare(passwordRecords, secret, current.user.id)
  }

  async function confirmWithRecovery(current: Session, request: LoginRequest): Promise<void> {
    const { signal } = request
    const methods = [...new Set(current.recoveryMethods.map((method) => method.kind))]
    if (methods.length === 0) throw new SignInAgainError(frameErrorMessages.recentLoginRequired)
    const records = recordsOnDemand(api, current.token, signal)
    const passkeyRecords = methods.includes('passkey') ? await recordsIfFresh(records, 'passkey') : undefined
    // Without the records, the ceremony only shows the user is here: any PRF input will do, its output is unused,
    // and each passkey's RP ID is the one the server read from its record. One request names one RP ID: the group
    // frame/relyingParty.ts picks.
    const asked = passkeysToAsk(
      passkeyRecords
        ? recoveryPasskeysOf(passkeyRecords)
        : current.recoveryMethods.flatMap((method) =>
            method.kind === 'passkey' && method.credentialId
              ? [
                  {
                    credentialId: method.credentialId,
                    prfSalt: newPasskeyPrfSalt(),
                    ...(method.rpId ? { rpId: method.rpId } : {}),
                  },
                ]
              : [],
          ),
      partiesOf(current),
    )
    request.waitForUser()
    await recoveryUi.confirmUser({
      methods,
      // In the Kit window where the host refuses the frame WebAuthn (inside the press).
      getPasskey: () =>
        askRecoveryPasskey({ ...passkeyPlace(context, document), passkeys }, { ...asked, signal }),
      confirm: (secret) => checkRecoverySecret(current, secret, records, passkeyRecords),
      signal,
    })
  }

  return {
    isFresh,
    async withFreshProof(current, request, work) {
      if (!isFresh(current)) await proveFresh(current, request)
      try {
        return await work()
      } catch (error) {
        if (!isRefusal(error, FRESH_PROOF_REQUIRED)) throw error
        if (!(await proveFresh(current, request)))
          throw new SignInAgainError('Sign in again to continue', {
            details: 'This account has no e-mail to send a code to and no passkey; a login proves it is you.',
          })
        return work()
      }
    },
    async confirmUser(current, request) {
      if (isFresh(current)) return
      if (!(await proveFresh(current, request))) await confirmWithRecovery(current, request)
    },
  }
}
