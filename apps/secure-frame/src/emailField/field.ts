// The frame-hosted e-mail field (`email-field.html`): the input the host's Connect view shows where its own e-mail
// input was, drawn by a document of the frame's origin so that passkey autofill (WebAuthn conditional UI) runs here
// and its assertion reaches the secure frame only, over a channel of this origin (`channel.ts`), never the host page.
// The address typed is handed to the host page (it is not a secret; the host's e-mail login sends it as before).
// Where passkey autofill cannot run (no conditional mediation, the host refuses WebAuthn to this origin) the field
// says so and the host keeps its own input.
import { EMAIL_FIELD_ID, EMAIL_FIELD_THEME_VARIABLES, emailFieldMessage } from '@kit/frame-bridge'
import type { CeremonyOptionsJson, CredentialJson } from '../passkey/loginCeremony.js'
import { type FieldChannel, fieldChannelName, type OpenFieldChannel, readToFieldMessage } from './channel.js'

/** `PublicKeyCredential`'s static members the field asks (not all in TypeScript's DOM types yet). */
export type ConditionalSupport = {
  isConditionalMediationAvailable?: () => Promise<boolean>
  getClientCapabilities?: () => Promise<Readonly<Record<string, boolean | undefined>>>
}

/** Options of {@link startEmailField}. */
export type EmailFieldOptions = {
  document: Document
  /** The page's query: `field`, `parent` (the host's origin), `lang`, `dir`, `label`, `placeholder`, `theme`, `mode`. */
  params: URLSearchParams
  /** The host page's window (`window.parent`). */
  parent: Pick<Window, 'postMessage'>
  openChannel: OpenFieldChannel
  /** `window.PublicKeyCredential`; undefined where the browser has no WebAuthn. */
  support: ConditionalSupport | undefined
  credentials: Pick<CredentialsContainer, 'get'> | undefined
}

/** The started field. */
export type EmailField = {
  /** Whether the field offers passkeys (what it told the host). */
  readonly passkeys: boolean
  /** Ends any conditional request and closes the channel (the page is going away). */
  stop(): void
}

const SAFE_CSS_VALUE = /^[^;{}<>\\]{1,128}$/

function httpOrigin(value: string | null): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value ? value : undefined
  } catch {
    return undefined
  }
}

/** Applies the host's look: the known CSS variables only, values without anything that could leave a declaration. */
function applyTheme(document: Document, params: URLSearchParams) {
  const root = document.documentElement
  root.style.colorScheme = params.get('mode') === 'dark' ? 'dark' : 'light'
  let theme: unknown
  try {
    theme = JSON.parse(params.get('theme') ?? '{}')
  } catch {
    return
  }
  if (typeof theme !== 'object' || theme === null) return
  for (const name of EMAIL_FIELD_THEME_VARIABLES) {
    const value = (theme as Record<string, unknown>)[name]
    if (typeof value === 'string' && SAFE_CSS_VALUE.test(value) && !/url\s*\(/i.test(value))
      root.style.setProperty(name, value)
  }
}

/** Whether passkey autofill can run in this document: conditional mediation available and WebAuthn allowed here. */
export async function conditionalGetAvailable(
  document: Document,
  support: ConditionalSupport | undefined,
): Promise<boolean> {
  const policy = (document as { featurePolicy?: { allowsFeature(feature: string): boolean } }).featurePolicy
  if (typeof policy?.allowsFeature === 'function' && !policy.allowsFeature('publickey-credentials-get'))
    return false
  try {
    if ((await support?.isConditionalMediationAvailable?.()) !== true) return false
    // Where the browser can list its capabilities, conditional `get` must be among them.
    const capabilities = await support?.getClientCapabilities?.()
    return capabilities === undefined || capabilities.conditionalGet === true
  } catch {
    return false
  }
}

// base64url without padding, by hand: this page loads with every Connect view, and @scure/base would double it.
function decode(value: unknown): Uint8Array<ArrayBuffer> {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]*={0,2}$/.test(value)) throw new TypeError('not base64url')
  const binary = atob(value.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

const encode = (buffer: ArrayBuffer | ArrayBufferView) => {
  const bytes =
    buffer instanceof ArrayBuffer
      ? new Uint8Array(buffer)
      : new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** The assertion as `/passkey/login/verify` takes it (no extension output: no PRF was asked). */
function assertionJson(credential: PublicKeyCredential): CredentialJson {
  const response = credential.response as AuthenticatorAssertionResponse
  const id = encode(credential.rawId)
  const attachment = credential.authenticatorAttachment
  return {
    id,
    rawId: id,
    type: 'public-key',
    clientExtensionResults: {},
    ...(attachment === 'platform' || attachment === 'cross-platform'
      ? { authenticatorAttachment: attachment }
      : {}),
    response: {
      clientDataJSON: encode(response.clientDataJSON),
      authenticatorData: encode(response.authenticatorData),
      signature: encode(response.signature),
      ...(response.userHandle && response.userHandle.byteLength > 0
        ? { userHandle: encode(response.userHandle) }
        : {}),
    },
  }
}

/**
 * Draws the field and, where it can, offers passkeys from autofill: once the field has had focus, each options message
 * from the frame (re)starts one conditional `get` (the previous one aborted), whose assertion goes to the frame over
 * the channel.
 */
export async function startEmailField(options: EmailFieldOptions): Promise<EmailField | undefined> {
  const { document, params } = options
  const field = params.get('field') ?? ''
  const parentOrigin = httpOrigin(params.get('parent'))
  if (!EMAIL_FIELD_ID.test(field) || !parentOrigin) return undefined
  const post = (message: Parameters<typeof emailFieldMessage>[0]) =>
    options.parent.postMessage(emailFieldMessage(message), parentOrigin)

  applyTheme(document, params)
  const lang = params.get('lang')
  if (lang && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(lang)) document.documentElement.lang = lang
  document.documentElement.dir = params.get('dir') === 'rtl' ? 'rtl' : 'ltr'

  const passkeys = await conditionalGetAvailable(document, options.support)
  const input = document.createElement('input')
  input.type = 'email'
  input.name = 'email'
  input.className = 'field'
  input.inputMode = 'email'
  input.spellcheck = false
  // `webauthn` last: the browser offers the RP's passkeys in this field's autofill.
  input.autocomplete = passkeys ? 'username webauthn' : 'email'
  input.setAttribute('aria-label', (params.get('label') ?? 'Email').slice(0, 200))
  input.placeholder = (params.get('placeholder') ?? '').slice(0, 200)
  input.addEventListener('input', () =>
    post({ type: 'INPUT', field, email: input.value.slice(0, 254), submit: false }),
  )
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    post({ type: 'INPUT', field, email: input.value.slice(0, 254), submit: true })
  })
  document.body.replaceChildren(input)
  post({ type: 'READY', field, passkeys })
  if (!passkeys || !options.credentials) return { passkeys: false, stop() {} }

  const credentials = options.credentials
  const channel: FieldChannel = options.openChannel(fieldChannelName(field))
  let attempt: AbortController | undefined
  // The server's latest options, and whether the visitor has come to the field. The conditional request starts only
  // then: an authenticator that answers at once (Chromium's virtual one with automatic presence, in tests) would
  // otherwise sign a visitor in who only opened Connect, before any choice.
  let latest: CeremonyOptionsJson | undefined
  let engaged = false
  input.addEventListener('focus', () => {
    if (engaged) return
    engaged = true
    if (latest) void offer(latest)
  })

  async function offer(json: CeremonyOptionsJson) {
    attempt?.abort()
    const controller = new AbortController()
    attempt = controller
    const rpId = (json as { rpId?: unknown }).rpId
    let credential: Credential | null
    // Says the field offers passkeys now (what a test waits for before it clicks; no secret).
    input.dataset.conditional = 'pending'
    try {
      credential = await credentials.get({
        // The browser offers the passkeys in the field's autofill and settles only when one is picked.
        mediation: 'conditional',
        publicKey: {
          challenge: decode(json.challenge),
          ...(typeof rpId === 'string' && rpId ? { rpId } : {}),
          allowCredentials: [],
          userVerification: 'required',
        },
        signal: controller.signal,
      })
    } catch {
      // Aborted (new options, stop, the page going away), or the browser refused: the field stays an e-mail field.
      return
    } finally {
      if (attempt === controller) delete input.dataset.conditional
    }
    if (controller.signal.aborted || !credential || credential.type !== 'public-key') return
    channel.postMessage({ kind: 'assertion', credential: assertionJson(credential as PublicKeyCredential) })
  }

  const onMessage = (event: MessageEvent) => {
    const message = readToFieldMessage(event.data)
    if (message?.kind === 'options') {
      latest = message.options
      if (engaged) void offer(message.options)
    } else if (message?.kind === 'stop') {
      latest = undefined
      attempt?.abort()
    }
  }
  channel.addEventListener('message', onMessage)
  channel.postMessage({ kind: 'hello' })
  return {
    passkeys: true,
    stop() {
      attempt?.abort()
      channel.removeEventListener('message', onMessage)
      channel.close()
    },
  }
}
