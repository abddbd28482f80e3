// The secure frame's iframe in the host page: its attributes (sandbox, `allow`, referrer policy), the wait for
// `document.body`, and the page's Content-Security-Policy reports about it. No messages here: see `messenger.ts`.
import { FrameLoadError } from './errors.js'
import type { FrameHostWindow, PolicyViolationListener } from './windows.js'

/**
 * Sandbox of the iframe: scripts and storage on its own origin, forms, pop-ups for social login, and leaving the page
 * for a redirect social login, only on the user's click inside the frame.
 */
export const DEFAULT_FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation'

/** Options of {@link mountFrameElement}. */
export type FrameElementOptions = {
  window: FrameHostWindow
  /** The iframe's `src`. */
  src: string
  /** The frame's origin, to recognise the page's policy reports about it. */
  frameOrigin: string
  /** Where the iframe is appended; defaults to `document.body`, once it exists. */
  parent?: HTMLElement | undefined
  /** The `sandbox` attribute, or `null` for none (default {@link DEFAULT_FRAME_SANDBOX}). */
  sandbox?: string | null | undefined
  /** The accessible title. */
  title?: string | undefined
  /** Called with the iframe just before it is appended: listen here, so the frame's first message cannot be missed. */
  beforeAppend: (iframe: HTMLIFrameElement) => void
  /** Called on every load of the frame's document. */
  onLoad: () => void
  /** Called when the iframe cannot be mounted: no body, the page's policy blocks it, or the DOM threw. */
  onError: (error: FrameLoadError) => void
}

/** The mounted (or mounting) iframe. */
export type FrameElement = {
  /** Whether the mount still waits for the page to parse its `<body>`. */
  readonly waitingForBody: boolean
  /** Stops listening for policy reports (the frame answered, so nothing blocked it). */
  stopWatchingPolicy(): void
  /** Removes the iframe and every listener this module installed. */
  remove(): void
}

function createIframe(options: FrameElementOptions): HTMLIFrameElement {
  const element = options.window.document.createElement('iframe')
  element.src = options.src
  element.title = options.title ?? 'Secure wallet'
  element.setAttribute('referrerpolicy', 'origin')
  // The frame protects the wallet with a passkey; WebAuthn in a cross-origin frame needs the host's leave,
  // given here to the frame's own origin only (an `allow` entry without origins means the src's).
  element.setAttribute('allow', 'publickey-credentials-create; publickey-credentials-get')
  const sandbox = options.sandbox === undefined ? DEFAULT_FRAME_SANDBOX : options.sandbox
  if (sandbox !== null) element.setAttribute('sandbox', sandbox)
  element.setAttribute('data-kit-secure-frame', '')
  element.style.display = 'none'
  element.style.border = '0'
  return element
}

/**
 * Creates the hidden iframe and appends it to `parent` or `document.body`. A kit created by a script in `<head>`
 * runs before the parser reaches `<body>`: then the iframe is appended once the body exists. Failures go to
 * `onError`, never thrown; the caller bounds the whole mount with its own timer.
 */
export function mountFrameElement(options: FrameElementOptions): FrameElement {
  const doc = options.window.document
  let iframe: HTMLIFrameElement | undefined
  let stopWatchingPolicy: (() => void) | undefined
  let stopWaitingForBody: (() => void) | undefined

  const append = (parent: HTMLElement) => {
    try {
      const element = createIframe(options)
      iframe = element
      options.beforeAppend(element)
      // A page whose Content-Security-Policy blocks the frame fails now, saying what to allow, not after the
      // READY timeout with a bare "unable to load".
      const onViolation: PolicyViolationListener = (event) => {
        if (typeof event.blockedURI !== 'string' || !event.blockedURI.startsWith(options.frameOrigin)) return
        options.onError(
          new FrameLoadError({
            details: `This page's Content-Security-Policy (${event.effectiveDirective}) blocks the secure frame: allow ${options.frameOrigin} in frame-src.`,
          }),
        )
      }
      doc.addEventListener?.('securitypolicyviolation', onViolation)
      stopWatchingPolicy = () => doc.removeEventListener?.('securitypolicyviolation', onViolation)
      element.addEventListener('load', options.onLoad)
      parent.appendChild(element)
    } catch (error) {
      options.onError(new FrameLoadError({ cause: error }))
    }
  }

  const waitForBody = () => {
    if (doc.readyState !== 'loading' || !doc.addEventListener)
      return options.onError(new FrameLoadError({ details: 'document.body does not exist yet.' }))
    const onProgress = () => {
      if (!doc.body && doc.readyState === 'loading') return
      stopWaitingForBody?.()
      stopWaitingForBody = undefined
      if (doc.body) append(doc.body)
      else options.onError(new FrameLoadError({ details: 'The document has no body.' }))
    }
    doc.addEventListener('readystatechange', onProgress)
    doc.addEventListener('DOMContentLoaded', onProgress)
    stopWaitingForBody = () => {
      doc.removeEventListener?.('readystatechange', onProgress)
      doc.removeEventListener?.('DOMContentLoaded', onProgress)
    }
  }

  const parent = options.parent ?? doc.body
  if (parent) append(parent)
  else waitForBody()

  return {
    get waitingForBody() {
      return stopWaitingForBody !== undefined
    },
    stopWatchingPolicy() {
      stopWatchingPolicy?.()
      stopWatchingPolicy = undefined
    },
    remove() {
      stopWatchingPolicy?.()
      stopWatchingPolicy = undefined
      stopWaitingForBody?.()
      stopWaitingForBody = undefined
      if (iframe) {
        iframe.removeEventListener('load', options.onLoad)
        iframe.remove()
      }
      iframe = undefined
    },
  }
}
