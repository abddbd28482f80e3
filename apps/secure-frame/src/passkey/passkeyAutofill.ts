// The secure frame's side of passkey autofill (CONNECT_PASSKEY_AUTOFILL): the frame-hosted e-mail field runs the
// conditional `get` (the browser offers passkeys only in the autofill of a field of the calling document), and the
// frame gives it the server's login options and takes its assertion, over a channel of the frame's origin only. The
// assertion is then verified with this frame's proof key and the wallet opened, as "Continue with a passkey" does.
import { EMAIL_FIELD_ID } from '@kit/frame-bridge'
import { InvalidFrameRequestError } from '@kit/frame-bridge/errors'
import {
  type FieldChannel,
  fieldChannelName,
  type OpenFieldChannel,
  readToFrameMessage,
} from '../emailField/channel.js'
import type { CeremonyOptionsJson, CredentialJson } from './loginCeremony.js'

/**
 * A login challenge lives 300 s on the server by default (`KIT_PASSKEY_CHALLENGE_TTL_SECONDS`); the field is given a
 * fresh one well before, so a passkey picked after a long wait is still verified.
 */
export const AUTOFILL_OPTIONS_REFRESH_MS = 240_000

/** Options of {@link awaitAutofillPasskey}. */
export type AwaitAutofillOptions = {
  /** The field's id (CONNECT_PASSKEY_AUTOFILL's `field`). */
  field: string
  /** The server's login options (`/passkey/login/options`): a new challenge on each call. */
  loginOptions: (signal: AbortSignal) => Promise<{ options: CeremonyOptionsJson }>
  openChannel: OpenFieldChannel
  signal: AbortSignal
  refreshMs?: number
}

/** What the field's passkey gave: the assertion to verify and the RP id it was asked under. */
export type AutofillAssertion = { credential: CredentialJson; rpId: string }

/**
 * Gives the field the server's login options (again on its hello, and with a fresh challenge every
 * {@link AUTOFILL_OPTIONS_REFRESH_MS}) and resolves with the first assertion it sends. Rejects with the signal's
 * reason when the host gives up (the field is then told to stop), or with the options request's error.
 */
export function awaitAutofillPasskey(options: AwaitAutofillOptions): Promise<AutofillAssertion> {
  const { field, signal } = options
  if (!EMAIL_FIELD_ID.test(field))
    return Promise.reject(new InvalidFrameRequestError('CONNECT_PASSKEY_AUTOFILL', 'Invalid field id.'))
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<AutofillAssertion>((resolve, reject) => {
    const channel: FieldChannel = options.openChannel(fieldChannelName(field))
    let current: CeremonyOptionsJson | undefined
    let settled = false
    let timer: ReturnType<typeof setTimeout> | undefined

    const finish = (stop: boolean) => {
      settled = true
      clearTimeout(timer)
      signal.removeEventListener('abort', onAbort)
      channel.removeEventListener('message', onMessage)
      if (stop) channel.postMessage({ kind: 'stop' })
      channel.close()
    }
    const fail = (error: unknown) => {
      if (settled) return
      finish(true)
      reject(error)
    }
    const onAbort = () => fail(signal.reason)

    const send = async () => {
      try {
        const { options: fresh } = await options.loginOptions(signal)
        if (settled) return
        current = fresh
        channel.postMessage({ kind: 'options', options: fresh })
        timer = setTimeout(send, options.refreshMs ?? AUTOFILL_OPTIONS_REFRESH_MS)
      } catch (error) {
        fail(error)
      }
    }

    function onMessage(event: MessageEvent) {
      if (settled) return
      const message = readToFrameMessage(event.data)
      if (message?.kind === 'hello' && current) channel.postMessage({ kind: 'options', options: current })
      if (message?.kind !== 'assertion' || !current) return
      const rpId = (current as { rpId?: unknown }).rpId
      if (typeof rpId !== 'string' || !rpId)
        return fail(new Error("The server's passkey options name no RP id."))
      finish(false)
      resolve({ credential: message.credential, rpId })
    }

    signal.addEventListener('abort', onAbort, { once: true })
    channel.addEventListener('message', onMessage)
    void send()
  })
}
