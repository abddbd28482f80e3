// The account on the frame's own cards: changing the e-mail (N1: the host can ask for it, never complete it) and the
// signed-in devices. The e-mail is a login method, so changing it changes who can sign in: the user confirms the two
// addresses on the card, and for an account with an e-mail types the code sent to the current address there, never
// in the host's page. An account without an e-mail adds one only with a fresh proof (the server's rule): right after
// a login, or after its login passkey on the frame's card; a session alone never gains an e-mail login.
import { isRefusal } from '../authApi.js'
import { SignInAgainError } from '../errors.js'
import type { FrameContext } from './context.js'
import type { LoginRequest, Session, Sessions } from './session.js'
import { FRESH_PROOF_REQUIRED, type StepUp } from './stepUp.js'

/** The account actions of one frame. */
export type AccountManagement = {
  /**
   * Shows "Change your e-mail" and runs the change up to the code sent to the new address, which the host collects
   * (UPDATE_EMAIL_SECONDARY_OTP).
   * @throws {UserRejectedError} when the user cancels.
   * @throws {SignInAgainError} when the account has no e-mail, its login is not fresh and it has no login passkey.
   */
  updateEmail(
    current: Session,
    email: string,
    request: LoginRequest,
  ): Promise<{ action: 'VERIFY_SECONDARY_OTP' }>
  /** Shows "Signed-in devices"; resolves with how many sessions the user ended there. */
  manageSessions(current: Session, request: LoginRequest): Promise<{ ended: number }>
}

/** Creates the account actions of one frame. */
export function createAccountManagement(
  context: FrameContext,
  sessions: Sessions,
  stepUp: StepUp,
): AccountManagement {
  const { api, accountUi } = context

  return {
    async updateEmail(current, email, request) {
      const { signal } = request
      const { token } = current
      // Without an e-mail there is no code to confirm with: the account's passkey proves the user first, if it has
      // one (else the server's refusal below says to sign in again).
      if (!current.user.email) await stepUp.withFreshProof(current, request, async () => undefined)
      request.waitForUser()
      await accountUi.changeEmail({
        currentEmail: current.user.email,
        newEmail: email,
        async start() {
          try {
            const { action } = await api.emailUpdate(token, email, signal)
            return action === 'VERIFY_PRIMARY_OTP' ? 'code' : 'done'
          } catch (error) {
            if (isRefusal(error, FRESH_PROOF_REQUIRED))
              throw new SignInAgainError('Sign in again to add an e-mail to this account', { cause: error })
            throw error
          }
        },
        verify: async (otp) => void (await api.emailUpdatePrimary(token, otp, signal)),
        signal,
      })
      return { action: 'VERIFY_SECONDARY_OTP' }
    },

    async manageSessions(current, request) {
      const { signal } = request
      const { token } = current
      request.waitForUser()
      const result = await accountUi.manageSessions({
        list: async () => (await api.sessions(token, signal)).sessions,
        end: async (which) => (await api.endSessions(token, which, signal)).ended,
        signal,
      })
      if (result.endedCurrent) {
        // This device's session is over on the server: the frame signs out as for SIGN_OUT.
        sessions.forget()
        context.emit('USER_CHANGED', { user: null })
      }
      return { ended: result.ended }
    },
  }
}
