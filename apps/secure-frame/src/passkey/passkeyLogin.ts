// "Continue with a passkey": a passkey as the account's only login. The frame draws its own card, since creating a
// passkey in a cross-origin iframe needs the user's press in the frame. Sign-up: one ceremony makes the passkey,
// with its PRF evaluated on the new user's salt; the server verifies it and opens a session; the new wallet is split
// here and its recovery share sealed under that PRF output. Sign-in: one discoverable assertion proves the user; a
// device holding its share opens the wallet with it, and a new device asks the same passkey for its PRF output on its
// record's salt (a second press: the salt is the user's, unknown before the first assertion says who it is).
import type { AuthUser } from '@kit/frame-bridge'
import { type CardParts, placeInCard, showCard } from '../cards/card.js'
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

  async function signUp(signal: AbortSignal): Promise<Verified> {
    const { options, prfSalt } = await api.passkeyRegisterOptions(signal)
    if (!prfSalt) throw new AuthServiceError('The sign-in service gave no PRF salt for the new passkey')
    const ceremony = await createLoginPasskey({ options, prfSalt, signal })
    // Without a PRF, the passkey cannot seal the wallet: no account is made for it (the frame never made one for a
    // wallet it could not protect). The error says what to do instead.
    if (!ceremony.prf) {
      withdrawCredential(ceremony.rpId, ceremony.credential.id)
      throw new PasskeyPrfUnavailableError()
    }
    const answer = await api.passkeyRegisterVerify(ceremony.credential, signal)
    return { answer, ceremony }
  }

  async function signIn(signal: AbortSignal): Promise<Verified> {
    const { options } = await api.passkeyLoginOptions(signal)
    const ceremony = await getLoginPasskey({ options, signal })
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
      build({ dialog, run, cancel, fail }: CardParts<Verified>) {
        const button = (label: string, kind: 'primary' | 'secondary', work: () => Promise<Verified>) => {
          const control = element(document, 'button', { type: 'button', class: kind }, label)
          control.addEventListener('click', () => {
            void run(async () => {
              try {
                return await work()
              } catch (error) {
                // No PRF here: this card cannot help, the error goes to the host, which offers the other ways.
                if (error instanceof PasskeyPrfUnavailableError) fail(error)
                throw error
              }
            }, texts.working)
          })
          placeInCard(dialog, control)
          return control
        }
        if (mode !== 'signUp')
          button(texts.signIn, 'primary', () => signIn(signal)).setAttribute('data-passkey-sign-in', '')
        if (mode !== 'signIn')
          button(texts.signUp, mode === 'signUp' ? 'primary' : 'secondary', () =>
            signUp(signal),
          ).setAttribute('data-passkey-sign-up', '')
        button(texts.cancel, 'secondary', async () => {
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
