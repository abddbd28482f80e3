'use client'
import {
  connectPasskeyAutofill,
  type PasskeyAutofillField,
  passkeyAutofillField,
  tasks,
} from '@kit/core/actions'
import { EMAIL_FIELD_THEME_VARIABLES, readEmailFieldMessage } from '@kit/frame-bridge'
import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useKitState } from '../hooks/useKitState.js'
import { useTask } from '../hooks/useTask.js'
import { useModalContext } from '../modal/ui.js'

/** How often the field offers passkeys again after a refusal, and after how long. */
const AUTOFILL_RETRIES = 3
const AUTOFILL_RETRY_MS = 2_000
/** How long the field may take to say READY before the host's own input stays for good. */
const FIELD_LOAD_MS = 5_000

/** Where the frame-hosted field stands: loading (the host's own input shows), offering passkeys, or not here. */
export type PasskeyEmailFieldState = 'loading' | 'passkeys' | 'plain'

/** Options of {@link usePasskeyEmailField}. */
export type PasskeyEmailFieldOptions = {
  /** The element whose computed look (the modal's `--k-*` variables) the field takes. */
  lookOf: RefObject<HTMLElement | null>
  /** The address as typed in the field. */
  onInput(email: string): void
  /** Enter in the field. */
  onSubmit(email: string): void
  /** Whether the visitor already typed in the host's own input: the field then does not take its place. */
  typed: boolean
}

/** The field's page with the host's look and language (`email-field.html` reads and checks each parameter). */
function fieldSource(
  field: PasskeyAutofillField,
  look: HTMLElement,
  parameters: { lang: string; dir: string; label: string; placeholder: string; mode: string },
): string {
  const computed = getComputedStyle(look)
  const theme: Record<string, string> = {}
  for (const name of EMAIL_FIELD_THEME_VARIABLES) {
    const value = computed.getPropertyValue(name).trim()
    if (value) theme[name] = value
  }
  const url = new URL(field.src)
  for (const [key, value] of Object.entries({ ...parameters, parent: location.origin }))
    url.searchParams.set(key, value)
  url.searchParams.set('theme', JSON.stringify(theme))
  return url.href
}

/**
 * Passkey autofill on the Connect view's e-mail field: the e-mail input is drawn by a page of the secure frame's
 * origin, so the passkey's WebAuthn runs there and never in this page (which could otherwise take the login and the
 * key that opens the wallet). While that field offers passkeys, a passkey picked from its autofill signs in as
 * "Continue with a passkey" does. Where it cannot (no conditional mediation, WebAuthn refused to the frame, passkeys
 * off on the server, the field never loads), the host's own input stays. The typed address comes back here, from
 * the field's window and origin only, for the e-mail login.
 */
export function usePasskeyEmailField({ lookOf, onInput, onSubmit, typed }: PasskeyEmailFieldOptions) {
  const { kit, messages, locale, dir } = useModalContext()
  const theme = useKitState((state) => state.theme)
  const field = useMemo(() => passkeyAutofillField(kit), [kit])
  const [state, setState] = useState<PasskeyEmailFieldState>(field ? 'loading' : 'plain')
  const [src, setSrc] = useState<string>()
  const [round, setRound] = useState(0)
  const frame = useRef<HTMLIFrameElement>(null)
  const handlers = useRef({ onInput, onSubmit, typed })
  handlers.current = { onInput, onSubmit, typed }
  // Another way picked (an e-mail sent, the passkey card open): the autofill request stops until it is over.
  const emailTask = useTask(tasks.email)
  const passkeyTask = useTask(tasks.passkey)
  const busy = emailTask.status === 'pending' || passkeyTask.status === 'pending'

  const texts = useRef(messages)
  texts.current = messages
  // The field's page, with the modal's look and language (its texts follow the language). The look is read from the
  // DOM, so before paint; a change reloads the field.
  useLayoutEffect(() => {
    if (!field || !lookOf.current) return
    setSrc(
      fieldSource(field, lookOf.current, {
        lang: locale,
        dir,
        label: texts.current.emailLabel,
        placeholder: texts.current.emailPlaceholder,
        mode: theme.mode,
      }),
    )
  }, [field, lookOf, locale, dir, theme])

  // A field that never says READY (its page blocked or down) gives the place back to the host's own input.
  useEffect(() => {
    if (state !== 'loading') return
    const timer = setTimeout(
      () => setState((current) => (current === 'loading' ? 'plain' : current)),
      FIELD_LOAD_MS,
    )
    return () => clearTimeout(timer)
  }, [state])

  useEffect(() => {
    if (!field) return
    const onMessage = (event: MessageEvent) => {
      // Only the field's own window, on the frame's origin.
      if (event.origin !== field.origin || !frame.current || event.source !== frame.current.contentWindow)
        return
      const message = readEmailFieldMessage(event.data, field.field)
      // A field reloaded (a new look or language) keeps its place; one that cannot offer passkeys gives it back.
      if (message?.type === 'READY')
        setState((current) =>
          !message.passkeys
            ? 'plain'
            : current !== 'loading' || !handlers.current.typed
              ? 'passkeys'
              : 'plain',
        )
      else if (message?.type === 'INPUT') {
        handlers.current.onInput(message.email)
        if (message.submit) handlers.current.onSubmit(message.email)
      }
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [field])

  useEffect(() => {
    if (state !== 'passkeys' || !field || busy) return
    const controller = new AbortController()
    let again: ReturnType<typeof setTimeout> | undefined
    void connectPasskeyAutofill(kit, { field: field.field, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return
      // Passkeys off on the server: the host's own input comes back.
      if (result === undefined) setState('plain')
      // A refusal (shown under "Continue with a passkey"): the field offers passkeys again after a pause, a few
      // times at most, so a failing server is not asked in a loop.
      else if (result.status === 'error' && round < AUTOFILL_RETRIES)
        again = setTimeout(() => setRound((count) => count + 1), AUTOFILL_RETRY_MS)
    })
    return () => {
      clearTimeout(again)
      controller.abort()
    }
  }, [state, field, busy, kit, round])

  const element =
    field && src && state !== 'plain' ? (
      <iframe
        ref={frame}
        src={src}
        title={messages.emailLabel}
        // WebAuthn for the frame's origin only (an `allow` entry without origins means the src's).
        allow="publickey-credentials-get"
        sandbox="allow-scripts allow-same-origin"
        referrerPolicy="origin"
        data-kit-email-field=""
        style={{
          display: 'block',
          // The field draws its focus ring in a 3 px margin of its own.
          width: 'calc(100% + 6px)',
          height: '54px',
          margin: '-3px',
          border: 0,
          colorScheme: theme.mode,
          background: 'transparent',
        }}
      />
    ) : null
  return { state, element }
}
