// "Continue with a passkey": a passkey as the account's only login. The frame draws its own card, since creating a
// passkey in a cross-origin iframe needs the user's press in the frame. Sign-up: one ceremony makes the passkey,
// with its PRF evaluated on the new user's salt; the server verifies it and opens a session; the new wallet is split
// here and its recovery share sealed under that PRF output. Sign-in: one discoverable assertion proves the user; a
// device holding its share opens the wallet with it, and a new device asks the same passkey for its PRF output on its
// record's salt (a second press: the salt is the user's, unknown before the first assertion says who it is).
import type { AuthUser } from '@kit/frame-bridge'
import { base64urlnopad } from '@scure/base'
import { type CardParts, placeInCard, showCard } from '../cards/card.js'
import { element } from '../dom.js'
import { AuthServiceError } from '../errors.js'
import { PasskeyError } from '../keys/errors.js'
import { withdrawCredential } from '../keys/passkey.js'
import type { FrameContext } from '../frame/context.js'
import type { LoginRequest, Sessions } from '../frame/session.js'
import { englishTexts, type FrameTexts } from '../locales/index.js'
import { openBroadcastChannel, type OpenFieldChannel } from '../emailField/channel.js'
import { ceremonyIn, openKitWindow, refusedByHost } from './kitWindow.js'
import { createLoginPasskey, getLoginPasskey, type LoginCeremonyResult } from './loginCeremony.js'
import { awaitAutofillPasskey } from './passkeyAutofill.js'
import { PasskeyPrfUnavailableError, PasskeyWindowClosedError } from './passkeyErrors.js'

/** What the host may ask for: make a new account, or use a passkey the user has; both when it does not say. */
export type PasskeyMode = 'signUp' | 'signIn'

/** The card's texts, in the frame's language (`locales/en.ts`, `passkey*`). */
type Texts = Pick<FrameTexts, 't' | 'locale' | 'dir'>

/** Which ceremony the user pressed for: the failure's words depend on it. */
type Attempt = 'signIn' | 'signUp'

/**
 * `PublicKeyCredential.getClientCapabilities()` (Chromium 133+, Safari 18.4+): what this browser can do, by name
 * (`hybridTransport`: a passkey on a phone through the QR flow). Not in TypeScript's DOM types yet; empty where the
 * browser cannot say.
 */
type ClientCapabilities = Readonly<Record<string, boolean | undefined>>

async function clientCapabilities(view: Window | null): Promise<ClientCapabilities> {
  const credential = (view as unknown as { PublicKeyCredential?: unknown } | null)?.PublicKeyCredential as
    | { getClientCapabilities?: () => Promise<ClientCapabilities> }
    | undefined
  try {
    return (await credential?.getClientCapabilities?.()) ?? {}
  } catch {
    return {}
  }
}

/** Whether a failure means no passkey was used: the user closed the prompt, or this device had none to offer. */
export function noPasskeyUsed(error: unknown): boolean {
  return error instanceof PasskeyError && error.reason === 'cancelled'
}

function failureText(
  error: unknown,
  attempt: Attempt,
  texts: Texts,
  capabilities: ClientCapabilities,
): string {
  if (error instanceof PasskeyWindowClosedError) return texts.t('passkeyWindowClosed')
  if (error instanceof PasskeyError) {
    // Chromium (and the WebAuthn spec, for privacy) reports "no passkey for this site here" and a cancel alike
    // (NotAllowedError): the words hold for both, and say what to do in the first case.
    if (error.reason === 'cancelled' && attempt === 'signUp') return texts.t('passkeyNotCreated')
    if (error.reason === 'cancelled')
      return texts.t(capabilities.hybridTransport === true ? 'passkeyNotUsed' : 'passkeyNotUsedHere')
    if (error.reason === 'unavailable') return texts.t('passkeyUnavailable')
    if (error.reason === 'already-registered') return error.shortMessage
  }
  if (error instanceof AuthServiceError && error.reason === 'UnknownPasskey') return texts.t('passkeyUnknown')
  if (error instanceof AuthServiceError) return error.shortMessage
  return texts.t('passkeyFailed')
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
  /**
   * Passkey autofill on the frame-hosted e-mail field `field`: waits for the passkey picked there, then signs in and
   * opens the wallet as `connect`'s sign-in does (on a new device the passkey is asked again for its PRF here).
   */
  autofill(field: string, request: LoginRequest): Promise<AuthUser>
}

/** Creates the passkey login of one frame. */
export function createPasskeyLogin(
  context: FrameContext,
  sessions: Sessions,
  document: Document,
  openChannel: OpenFieldChannel = openBroadcastChannel,
): PasskeyLogin {
  const { api } = context

  async function signUp(signal: AbortSignal, popup: Window | undefined, texts: Texts): Promise<Verified> {
    const { options, prfSalt } = await api.passkeyRegisterOptions(signal)
    if (!prfSalt) throw new AuthServiceError('The sign-in service gave no PRF salt for the new passkey')
    const ceremony = await ceremonyIn(popup, context.frameOrigin, signal, texts, (window, attempt) =>
      createLoginPasskey({ options, prfSalt, signal: attempt, ...(window ? { window } : {}) }),
    )
    // Without a PRF, the passkey cannot seal the wallet: no account is made for it (the frame never made one for a
    // wallet it could not protect). The error says what to do instead.
    if (!ceremony.prf) {
      withdrawCredential(ceremony.rpId, ceremony.credential.id)
      throw new PasskeyPrfUnavailableError()
    }
    const answer = await api.passkeyRegisterVerify(ceremony.credential, signal)
    return { answer, ceremony }
  }

  async function signIn(signal: AbortSignal, popup: Window | undefined, texts: Texts): Promise<Verified> {
    const { options } = await api.passkeyLoginOptions(signal)
    return ceremonyIn(popup, context.frameOrigin, signal, texts, async (window, attempt) => {
      const ceremony = await getLoginPasskey({ options, signal: attempt, ...(window ? { window } : {}) })
      // An UnknownPasskey answer is shown, but the passkey is not withdrawn from the user's passkey manager (the
      // Signal API): a server that does not know it (another deployment on the same RP id, a restored database) is
      // no proof that no wallet is sealed under it, and a withdrawn passkey would lose that wallet.
      const answer = await api.passkeyLoginVerify(ceremony.credential, attempt)
      if (!window || (await context.deviceShares.load(answer.user.id))) return { answer, ceremony }
      // In the Kit window, on a device without the user's share: the same passkey's PRF on the user's salt is asked
      // here, now, since the frame may not ask it (the host refuses it WebAuthn). A failure leaves the usual card.
      const prf = await getLoginPasskey({
        options: {
          challenge: base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32))),
          rpId: ceremony.rpId,
        },
        allow: [{ id: answer.credentialId }],
        prfSalt: answer.prfSalt,
        signal: attempt,
        window,
      }).then(
        (second) => second.prf,
        () => undefined,
      )
      return { answer, ceremony: { ...ceremony, prf } }
    })
  }

  async function card(mode: PasskeyMode | undefined, signal: AbortSignal): Promise<Verified> {
    // The card opens in the language in force (the host's, once its pack has loaded).
    const texts: Texts = (await context.language?.settled()) ?? englishTexts
    const capabilities = await clientCapabilities(document.defaultView)
    let attempt: Attempt = mode === 'signUp' ? 'signUp' : 'signIn'
    const intro =
      mode === 'signUp'
        ? texts.t('passkeyIntroSignUp')
        : mode === 'signIn'
          ? texts.t('passkeyIntroSignIn')
          : texts.t('passkeyIntroBoth')
    return showCard<Verified>({
      document,
      root: document.body,
      title: texts.t('passkeyTitle'),
      intro,
      lang: texts.locale,
      dir: texts.dir,
      signal,
      failureText: (error) => failureText(error, attempt, texts, capabilities),
      build({ dialog, run, cancel, fail, alert }: CardParts<Verified>) {
        const button = (
          label: string,
          kind: 'primary' | 'secondary',
          ceremony: Attempt | undefined,
          work: (popup: Window | undefined) => Promise<Verified>,
        ) => {
          const control = element(document, 'button', { type: 'button', class: kind }, label)
          control.addEventListener('click', () => {
            if (ceremony) attempt = ceremony
            // Where the host's iframe may not use WebAuthn, the ceremony runs in a window of the frame's origin,
            // opened now, inside the press.
            const feature =
              ceremony === 'signUp' ? 'publickey-credentials-create' : 'publickey-credentials-get'
            let popup: Window | undefined
            if (ceremony && refusedByHost(document, feature)) {
              popup = openKitWindow(document, context.frameOrigin)
              if (!popup) return alert(texts.t('passkeyPopupBlocked'))
            }
            void run(
              async () => {
                try {
                  return await work(popup)
                } catch (error) {
                  // No PRF here: this card cannot help, the error goes to the host, which offers the other ways.
                  if (error instanceof PasskeyPrfUnavailableError) fail(error)
                  // No passkey used for a sign-in: perhaps this device has none. Creating one is offered beside it,
                  // and leaving the card is going back to the app's other ways to sign in.
                  if (ceremony === 'signIn' && noPasskeyUsed(error)) offerOtherWays()
                  throw error
                } finally {
                  popup?.close()
                }
              },
              texts.t(popup ? 'passkeyWorkingInWindow' : 'passkeyWorking'),
            )
          })
          placeInCard(dialog, control)
          return control
        }
        const signUpButton = () =>
          button(texts.t('passkeySignUp'), mode === 'signUp' ? 'primary' : 'secondary', 'signUp', (popup) =>
            signUp(signal, popup, texts),
          )
        if (mode !== 'signUp')
          button(texts.t('passkeySignIn'), 'primary', 'signIn', (popup) =>
            signIn(signal, popup, texts),
          ).setAttribute('data-passkey-sign-in', '')
        if (mode !== 'signIn') signUpButton().setAttribute('data-passkey-sign-up', '')
        const leave = button(texts.t('passkeyCancel'), 'secondary', undefined, async () => {
          cancel()
          return undefined as never
        })
        const offerOtherWays = () => {
          leave.textContent = texts.t('passkeyOtherWays')
          if (dialog.querySelector('[data-passkey-sign-up]')) return
          const create = signUpButton()
          create.setAttribute('data-passkey-sign-up', '')
          dialog.insertBefore(create, leave)
        }
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
    async autofill(field, request) {
      const { credential, rpId } = await awaitAutofillPasskey({
        field,
        loginOptions: (signal) => api.passkeyLoginOptions(signal),
        openChannel,
        signal: request.signal,
      })
      // Verified with this frame's proof key, as the card's sign-in; no PRF was asked in the field (the salt is the
      // user's, known from this answer), so a device without the share asks the passkey again, in the frame.
      const answer = await api.passkeyLoginVerify(credential, request.signal)
      const current = await sessions.signedIn(answer, request, {
        rpId,
        credentialId: answer.credentialId,
        prf: undefined,
      })
      return sessions.describeUser(current)
    },
  }
}
