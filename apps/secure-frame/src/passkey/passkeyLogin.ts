// "Continue with a passkey": a passkey as the account's only login. The frame draws its own card, since creating a
// passkey in a cross-origin iframe needs the user's press in the frame. Sign-up: one ceremony makes the passkey,
// with its PRF evaluated on the new user's salt; the server verifies it and opens a session; the new wallet is split
// here and its recovery share sealed under that PRF output. Sign-in: one discoverable assertion proves the user; a
// device holding its share opens the wallet with it, and a new device asks the same passkey for its PRF output on its
// record's salt (a second press: the salt is the user's, unknown before the first assertion says who it is).
import type { AuthUser } from '@kit/frame-bridge'
import { type CardParts, placeInCard, showCard } from '../cards/card.js'
import { SECURE_WINDOW_PATH } from '../cards/cardSurface.js'
import { element } from '../dom.js'
import { AuthServiceError } from '../errors.js'
import { PasskeyError } from '../keys/errors.js'
import { withdrawCredential } from '../keys/passkey.js'
import type { FrameContext } from '../frame/context.js'
import type { LoginRequest, Sessions } from '../frame/session.js'
import { createLoginPasskey, getLoginPasskey, type LoginCeremonyResult } from './loginCeremony.js'
import { PasskeyPrfUnavailableError } from './passkeyErrors.js'

/** What the host may ask for: make a new account, or use a passkey the user has; both when it does not say. */
export type PasskeyMode = 'signUp' | 'signIn'

/** The card's words (English; the frame's language packs may replace them). */
export const passkeyLoginTexts = {
  title: 'Continue with a passkey',
  introSignUp: 'Create a passkey for a new wallet. Your device keeps it; no e-mail needed.',
  introSignIn: 'Use the passkey you saved for this app.',
  introBoth: 'Use a passkey you saved for this app, or create one for a new wallet.',
  signUp: 'Create a passkey',
  signIn: 'Use my passkey',
  cancel: 'Cancel',
  working: 'Waiting for your passkey…',
  workingInWindow: 'Waiting for your passkey in the Kit window…',
  popupBlocked:
    'This page does not let the secure frame use passkeys, and the Kit window was blocked. Allow pop-ups and try again.',
  cancelled: 'The passkey request was cancelled. Try again when you are ready.',
  unavailable: 'Passkeys are not available in this browser here. Continue with e-mail instead.',
  unknown: 'This passkey is not registered for an account here. Create one, or use another passkey.',
  failed: 'The passkey could not be used. Try again.',
}

export type PasskeyLoginTexts = typeof passkeyLoginTexts

function failureText(error: unknown, texts: PasskeyLoginTexts): string {
  if (error instanceof PasskeyError) {
    if (error.reason === 'cancelled') return texts.cancelled
    if (error.reason === 'unavailable') return texts.unavailable
    if (error.reason === 'already-registered') return error.shortMessage
  }
  if (error instanceof AuthServiceError && error.reason === 'UnknownPasskey') return texts.unknown
  if (error instanceof AuthServiceError) return error.shortMessage
  return texts.failed
}

/** `document.featurePolicy` (Chromium only); not in TypeScript's DOM types. */
type FeaturePolicy = { allowsFeature?(feature: string): boolean }

/** How long the pop-up may take to load its page. */
const POPUP_READY_MS = 15_000

/**
 * Whether the host's iframe refuses `feature` to this frame (its `allow` attribute lacks it). Only Chromium can say;
 * elsewhere the ceremony is tried in the frame.
 */
export function refusedByHost(document: Document, feature: string): boolean {
  const policy = (document as { featurePolicy?: FeaturePolicy }).featurePolicy
  return typeof policy?.allowsFeature === 'function' && !policy.allowsFeature(feature)
}

/** The pop-up once its page (the frame's secure-window page, on the frame's origin) has loaded. */
function whenLoaded(popup: Window, origin: string, signal: AbortSignal): Promise<Window> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const timer = setInterval(() => {
      if (signal.aborted || popup.closed) {
        clearInterval(timer)
        return reject(signal.aborted ? signal.reason : new PasskeyError('cancelled'))
      }
      try {
        if (
          popup.location.origin === origin &&
          popup.document.readyState === 'complete' &&
          popup.document.documentElement.dataset.secureWindow === 'ready'
        ) {
          clearInterval(timer)
          return resolve(popup)
        }
      } catch {
        // Not on this origin yet.
      }
      if (Date.now() - started > POPUP_READY_MS) {
        clearInterval(timer)
        reject(new PasskeyError('failed', { details: 'The Kit window did not load.' }))
      }
    }, 100)
  })
}

/** A ceremony done and verified by the server: the login, and what opening the wallet needs of the passkey. */
type Verified = {
  answer: Awaited<ReturnType<FrameContext['api']['passkeyLoginVerify']>>
  ceremony: LoginCeremonyResult
}

/** The passkey login of one frame. */
export type PasskeyLogin = {
  /** Shows the card, runs the ceremony the user picks and opens the wallet; resolves with the user. */
  connect(mode: PasskeyMode | undefined, request: LoginRequest): Promise<AuthUser>
}

/** Creates the passkey login of one frame. */
export function createPasskeyLogin(
  context: FrameContext,
  sessions: Sessions,
  document: Document,
  texts: PasskeyLoginTexts = passkeyLoginTexts,
): PasskeyLogin {
  const { api } = context

  async function signUp(signal: AbortSignal, popup: Window | undefined): Promise<Verified> {
    const { options, prfSalt } = await api.passkeyRegisterOptions(signal)
    if (!prfSalt) throw new AuthServiceError('The sign-in service gave no PRF salt for the new passkey')
    const window = popup && (await whenLoaded(popup, context.frameOrigin, signal))
    const ceremony = await createLoginPasskey({ options, prfSalt, signal, ...(window ? { window } : {}) })
    // Without a PRF, the passkey cannot seal the wallet: no account is made for it (the frame never made one for a
    // wallet it could not protect). The error says what to do instead.
    if (!ceremony.prf) {
      withdrawCredential(ceremony.rpId, ceremony.credential.id)
      throw new PasskeyPrfUnavailableError()
    }
    const answer = await api.passkeyRegisterVerify(ceremony.credential, signal)
    return { answer, ceremony }
  }

  async function signIn(signal: AbortSignal, popup: Window | undefined): Promise<Verified> {
    const { options } = await api.passkeyLoginOptions(signal)
    const window = popup && (await whenLoaded(popup, context.frameOrigin, signal))
    const ceremony = await getLoginPasskey({ options, signal, ...(window ? { window } : {}) })
    const answer = await api.passkeyLoginVerify(ceremony.credential, signal)
    return { answer, ceremony }
  }

  function card(mode: PasskeyMode | undefined, signal: AbortSignal): Promise<Verified> {
    const intro =
      mode === 'signUp' ? texts.introSignUp : mode === 'signIn' ? texts.introSignIn : texts.introBoth
    return showCard<Verified>({
      document,
      root: document.body,
      title: texts.title,
      intro,
      signal,
      failureText: (error) => failureText(error, texts),
      build({ dialog, run, cancel, fail, alert }: CardParts<Verified>) {
        const button = (
          label: string,
          kind: 'primary' | 'secondary',
          feature: string | undefined,
          work: (popup: Window | undefined) => Promise<Verified>,
        ) => {
          const control = element(document, 'button', { type: 'button', class: kind }, label)
          control.addEventListener('click', () => {
            // Where the host's iframe may not use WebAuthn, the ceremony runs in a window of the frame's origin,
            // opened now, inside the press.
            let popup: Window | undefined
            if (feature && refusedByHost(document, feature)) {
              popup =
                document.defaultView?.open(
                  new URL(SECURE_WINDOW_PATH, context.frameOrigin).href,
                  `kit-passkey-${crypto.randomUUID()}`,
                  'popup,width=460,height=720',
                ) ?? undefined
              if (!popup) return alert(texts.popupBlocked)
            }
            void run(
              async () => {
                try {
                  return await work(popup)
                } catch (error) {
                  // No PRF here: this card cannot help, the error goes to the host, which offers the other ways.
                  if (error instanceof PasskeyPrfUnavailableError) fail(error)
                  throw error
                } finally {
                  popup?.close()
                }
              },
              popup ? texts.workingInWindow : texts.working,
            )
          })
          placeInCard(dialog, control)
          return control
        }
        if (mode !== 'signUp')
          button(texts.signIn, 'primary', 'publickey-credentials-get', (popup) =>
            signIn(signal, popup),
          ).setAttribute('data-passkey-sign-in', '')
        if (mode !== 'signIn')
          button(
            texts.signUp,
            mode === 'signUp' ? 'primary' : 'secondary',
            'publickey-credentials-create',
            (popup) => signUp(signal, popup),
          ).setAttribute('data-passkey-sign-up', '')
        button(texts.cancel, 'secondary', undefined, async () => {
          cancel()
          return undefined as never
        })
      },
    })
  }

  return {
    async connect(mode, request) {
      request.waitForUser()
      const { answer, ceremony } = await card(mode, request.signal)
      const current = await sessions.signedIn(answer, request, {
        rpId: ceremony.rpId,
        credentialId: answer.credentialId,
        prf: ceremony.prf,
      })
      return sessions.describeUser(current)
    },
  }
}
