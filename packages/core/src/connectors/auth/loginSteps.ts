// The login steps the modal's views drive: e-mail and its code or device link, social login (a pop-up watched
// until the frame holds the session, or a full-page redirect), Farcaster, and the e-mail change. Each step resolves
// when the frame has done its part and remembers in the kit's storage what the next visit needs.
import { isEmail, isSocialProvider } from '../../validation/rules.js'
import { FrameTimeoutError } from '@kit/frame-bridge/errors'
import { KitValidationError } from '../../errors/kit.js'
import type { ConnectorFactoryParameters } from '../../options.js'
import type { SocialProvider } from '../../types.js'
import { SocialLoginWindowError } from './errors.js'
import type { FrameSession } from './frameSession.js'
import { isInAppBrowser, SOCIAL_REDIRECT_PROVIDER_KEY, socialReturnUrl } from './socialRedirect.js'
import type { AuthConnector, AuthConnectorOptions, SocialLoginWindow, WalletState } from './types.js'

/** The members of {@link AuthConnector} this module implements. */
export type LoginSteps = Pick<
  AuthConnector,
  | 'connectEmail'
  | 'connectDevice'
  | 'connectOtp'
  | 'connectSocial'
  | 'resumeSocial'
  | 'getFarcasterUri'
  | 'connectFarcaster'
  | 'connectPasskey'
  | 'frameUrl'
  | 'connectPasskeyAutofill'
  | 'updateEmail'
  | 'updateEmailPrimaryOtp'
  | 'updateEmailSecondaryOtp'
  | 'getEmail'
  | 'getTimeToNextEmailLogin'
>

const DEFAULT_SOCIAL_TIMEOUT_MS = 10 * 60_000
const SOCIAL_POPUP_FEATURES = 'width=600,height=800,scrollbars=yes'
/** A closed social window gets this long for the frame to finish (the result may be on its way). */
const SOCIAL_CLOSED_GRACE_MS = 3_000
const SOCIAL_POLL_MS = 500

/** Aborts `controller` once `popup` has stayed closed for the grace period; returns the function that stops. */
function watchSocialWindow(popup: Window, controller: AbortController): () => void {
  let closedAt: number | undefined
  const timer = setInterval(() => {
    let closed = false
    try {
      closed = popup.closed
    } catch {
      closed = false
    }
    if (!closed) return
    closedAt ??= Date.now()
    if (Date.now() - closedAt >= SOCIAL_CLOSED_GRACE_MS)
      controller.abort(new SocialLoginWindowError('The sign-in window was closed before the login finished'))
  }, SOCIAL_POLL_MS)
  return () => clearInterval(timer)
}

function validEmail(email: unknown): string {
  const trimmed = typeof email === 'string' ? email.trim() : ''
  if (!isEmail(trimmed))
    throw new KitValidationError('Invalid email', { details: 'Enter a valid e-mail address.' })
  return trimmed
}

/** Creates the login steps of one auth connector; `wallet` is what it knows of its own wallet. */
export function createLoginSteps(parameters: {
  kitOptions: ConnectorFactoryParameters['options']
  storage: ConnectorFactoryParameters['storage']
  emit: ConnectorFactoryParameters['emit']
  options: AuthConnectorOptions
  wallet: WalletState
  session: FrameSession
}): LoginSteps {
  const { kitOptions, storage, emit, options, wallet, session } = parameters
  const { request } = session

  /**
   * The redirect: the frame shows its own "Continue with …" card and, on the user's click there, takes the tab to the
   * provider itself (only a click in the frame binds the login to this browser); it keeps the verifier in its own tab
   * storage. This page remembers the provider for the connecting view when it comes back.
   */
  async function redirectToProvider(social: SocialProvider, browser: SocialLoginWindow | undefined) {
    const location = browser?.location
    if (!location)
      throw new SocialLoginWindowError('This page cannot leave for the sign-in; allow pop-ups and try again')
    try {
      browser?.sessionStorage?.setItem(SOCIAL_REDIRECT_PROVIDER_KEY, social)
    } catch {
      // Only the connecting view's picture is lost.
    }
    try {
      await request('START_SOCIAL_REDIRECT', { provider: social, returnTo: socialReturnUrl(location.href) })
    } catch (error) {
      try {
        browser?.sessionStorage?.removeItem(SOCIAL_REDIRECT_PROVIDER_KEY)
      } catch {
        // Nothing was kept.
      }
      throw error
    }
  }

  return {
    async connectEmail({ email }) {
      const trimmed = validEmail(email)
      // E-mail login requests within 30 s of the last one are refused, without asking the frame.
      storage.assertEmailLoginAllowed()
      const answer = await request('CONNECT_EMAIL', { email: trimmed })
      storage.setLastEmailLoginTime()
      storage.setEmail(trimmed)
      return answer
    },

    async connectDevice() {
      await request('CONNECT_DEVICE')
    },

    async connectOtp({ otp }) {
      if (typeof otp !== 'string' || !otp.trim())
        throw new KitValidationError('Enter the code from the e-mail')
      await request('CONNECT_OTP', { otp: otp.trim() })
    },

    async connectSocial({ provider: social, popup }) {
      if (!isSocialProvider(social))
        throw new KitValidationError('Invalid social provider', { details: String(social) })
      const mode = kitOptions.socialLoginMode
      const browser: SocialLoginWindow | undefined =
        options.window ?? (typeof window === 'undefined' ? undefined : window)
      const redirect =
        mode === 'redirect' || (mode === 'auto' && isInAppBrowser(browser?.navigator?.userAgent ?? ''))
      // Opened here, before the first await, so it is still inside the caller's click.
      const target = redirect
        ? null
        : popup === undefined
          ? (browser?.open('', 'kit-social', SOCIAL_POPUP_FEATURES) ?? null)
          : popup
      if (!target) {
        popup?.close()
        if (mode === 'popup')
          throw new SocialLoginWindowError('The sign-in window was blocked; allow pop-ups and try again')
        await redirectToProvider(social, browser)
        return { mode: 'redirect' }
      }
      let uri: string
      try {
        ;({ uri } = await request('GET_SOCIAL_REDIRECT_URI', { provider: social }))
      } catch (error) {
        target.close()
        throw error
      }
      target.location.href = uri
      const controller = new AbortController()
      const stopWatching = watchSocialWindow(target, controller)
      try {
        const user = await request(
          'CONNECT_SOCIAL',
          { uri },
          { signal: controller.signal, timeoutMs: options.socialTimeoutMs ?? DEFAULT_SOCIAL_TIMEOUT_MS },
        )
        storage.setConnectedSocial(social)
        if (user.userName) storage.setSocialUsername(user.userName)
        return { mode: 'popup' }
      } catch (error) {
        if (controller.signal.aborted && controller.signal.reason instanceof SocialLoginWindowError)
          throw controller.signal.reason
        throw error
      } finally {
        stopWatching()
        // Whatever happened, the sign-in window has nothing more to do.
        try {
          if (!target.closed) target.close()
        } catch {
          // Already gone.
        }
      }
    },

    async resumeSocial({ result, error, provider }) {
      const user = await request('RESUME_SOCIAL', {
        ...(result === undefined ? {} : { result }),
        ...(error === undefined ? {} : { error }),
      })
      if (provider) storage.setConnectedSocial(provider)
      if (user.userName) storage.setSocialUsername(user.userName)
    },

    async getFarcasterUri() {
      return request('GET_FARCASTER_URI')
    },

    async connectFarcaster() {
      const { userName } = await request('CONNECT_FARCASTER')
      storage.setConnectedSocial('farcaster')
      if (userName) storage.setSocialUsername(userName)
    },

    async connectPasskey(parameters) {
      const mode = parameters?.mode
      await request('CONNECT_PASSKEY', mode === undefined ? {} : { mode })
    },

    frameUrl: options.frameUrl ?? kitOptions.frameUrl,

    async connectPasskeyAutofill({ field, signal }) {
      // The visitor may leave the field showing for long: each wait ends with the bridge's user-action timeout, and
      // another starts while the field still shows (the frame gives the field a fresh challenge each time).
      for (;;) {
        try {
          await request('CONNECT_PASSKEY_AUTOFILL', { field }, { signal })
          return
        } catch (error) {
          if (signal.aborted || !(error instanceof FrameTimeoutError)) throw error
        }
      }
    },

    async updateEmail({ email }) {
      const answer = await request('UPDATE_EMAIL', { email: validEmail(email) })
      storage.setLastEmailLoginTime()
      return answer
    },

    async updateEmailPrimaryOtp({ otp }) {
      await request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
    },

    async updateEmailSecondaryOtp({ otp }) {
      const { newEmail } = await request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      storage.setEmail(newEmail)
      storage.setEmailLoginUsed()
      if (wallet.user) {
        wallet.user = { ...wallet.user, email: newEmail }
        emit({ type: 'user', user: wallet.user, caipNetworkId: wallet.caipNetworkId })
      }
      return { newEmail }
    },

    getEmail: () => storage.getEmail(),
    getTimeToNextEmailLogin: () => storage.getTimeToNextEmailLogin(),
  }
}
