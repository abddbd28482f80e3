// The Kit window: a pop-up on the frame's own origin (its secure-window page) in which a passkey ceremony runs
// where the host page refuses WebAuthn to the frame (an iframe without `allow`, or a Permissions-Policy header).
// The frame opens it inside the user's press, waits until it shows the frame's page on the frame's origin, then uses
// its `navigator.credentials` directly (same origin: nothing is posted, so no other page can answer in its place);
// results, the PRF output included, stay on the frame's origin. The window closes as soon as the ceremony ends.
import { SECURE_WINDOW_PATH } from '../cards/cardSurface.js'
import { element } from '../dom.js'
import { PasskeyError } from '../keys/errors.js'
import type { FrameTexts } from '../locales/index.js'
import { PasskeyWindowClosedError } from './passkeyErrors.js'

/** The texts the window's note is written in. */
export type KitWindowTexts = Pick<FrameTexts, 't' | 'locale' | 'dir'>
type Texts = KitWindowTexts

/**
 * Opens the Kit window on `frameOrigin`, under a fresh random name (no other page can find it by name); call it
 * inside the user's press, since a browser opens pop-ups only then. Undefined when the browser blocked it.
 */
export function openKitWindow(document: Document, frameOrigin: string): Window | undefined {
  return (
    document.defaultView?.open(
      new URL(SECURE_WINDOW_PATH, frameOrigin).href,
      `kit-passkey-${crypto.randomUUID()}`,
      'popup,width=460,height=720',
    ) ?? undefined
  )
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
        return reject(signal.aborted ? signal.reason : new PasskeyWindowClosedError())
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

/** How often the frame looks whether the user closed the Kit window. */
const POPUP_WATCH_MS = 200

/** How long after its ceremony failed the Kit window may take to report itself closed. */
const CLOSING_GRACE_MS = 500

/** Whether `popup` is closed, or closes within `ms`. */
async function closedWithin(popup: Window, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; !popup.closed && Date.now() < deadline; )
    await new Promise((resolve) => setTimeout(resolve, 50))
  return popup.closed
}

/** Replaces the Kit window's standing text with what to do there: follow the browser's passkey prompt. */
function showNote(window: Window, texts: Texts): void {
  const document = window.document
  const root = document.getElementById?.('card-root')
  if (!root) return
  const note = element(document, 'div', { class: 'standalone', lang: texts.locale, dir: texts.dir })
  note.append(
    element(document, 'h1', {}, texts.t('passkeyTitle')),
    element(document, 'p', {}, texts.t('passkeyWindowNote')),
  )
  root.replaceChildren(note)
}

/**
 * Runs `ceremony` in `popup` (the Kit window) once its page has loaded. Rejects with PasskeyWindowClosedError as
 * soon as the user closes the window: a ceremony of a closed window's document may never settle (or fails with an
 * error that does not say why), so it is not waited for, and the attempt's signal aborts whatever still runs for it.
 */
export function inKitWindow<T>(
  popup: Window,
  origin: string,
  signal: AbortSignal,
  texts: Texts,
  ceremony: (window: Window, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const attempt = new AbortController()
  const onAbort = () => attempt.abort(signal.reason)
  signal.addEventListener('abort', onAbort, { once: true })
  return new Promise<T>((resolve, reject) => {
    const done = () => {
      clearInterval(watch)
      signal.removeEventListener('abort', onAbort)
    }
    const watch = setInterval(() => {
      if (!popup.closed) return
      const error = new PasskeyWindowClosedError()
      done()
      attempt.abort(error)
      reject(error)
    }, POPUP_WATCH_MS)
    whenLoaded(popup, origin, attempt.signal)
      .then((window) => {
        showNote(window, texts)
        return ceremony(window, attempt.signal)
      })
      .then(
        (value) => {
          done()
          resolve(value)
        },
        async (error: unknown) => {
          // Chromium rejects the ceremony of a window being closed with an error that names nothing of it, at times
          // a moment before `closed` turns true: a failure in a window that closes now reads as the window closed.
          const closing = await closedWithin(popup, CLOSING_GRACE_MS)
          done()
          reject(closing ? new PasskeyWindowClosedError() : error)
        },
      )
  })
}

/** Runs `ceremony` here, or in `popup` when there is one, which closes as soon as the ceremony ends. */
export async function ceremonyIn<T>(
  popup: Window | undefined,
  origin: string,
  signal: AbortSignal,
  texts: Texts,
  ceremony: (window: Window | undefined, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  if (!popup) return ceremony(undefined, signal)
  try {
    return await inKitWindow(popup, origin, signal, texts, ceremony)
  } finally {
    popup.close()
  }
}
