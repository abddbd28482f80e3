// Where the frame draws a card that approves something. In the frame itself when the browser reports whether the
// frame is truly visible (Intersection Observer v2, in Chromium); elsewhere (Firefox, Safari) a host page could
// make the frame transparent or cover it and no one would know, so the card goes to a window of the frame's own
// origin, which no page can cover, make transparent or move under the pointer. That window is opened from a plain
// prompt in the frame (a browser opens a window only on the user's press); a press on the prompt approves nothing.
import { element } from '../dom.js'
import { untilAborted } from '../async.js'
import { UserRejectedError } from '../errors.js'
import { englishSecureWindow, type SecureWindowLanguage } from '../locales/secureWindowTexts.js'
import { showCard } from './card.js'

/** Where a card is drawn, and a signal that aborts (with `UserRejectedError`) when the user closes that place. */
export type CardPlace = { document: Document; root: HTMLElement; closed: AbortSignal }

/** Opens places for cards, one at a time. */
export type CardSurface = {
  /**
   * The place for the next card, once the user can see it there. Waits while another card holds the surface.
   * Rejects with `UserRejectedError` when the user declines, and with the signal's reason when it aborts.
   */
  open(signal: AbortSignal): Promise<CardPlace>
  /** The card drawn at the last `open` is done: its place goes away and the next `open` may go on. */
  close(): void
}

/** The page a secure window loads, on the frame's origin (`secure-window.html`). */
export const SECURE_WINDOW_PATH = '/secure-window.html'

/**
 * Whether this browser reports the frame's real visibility (Intersection Observer v2's `isVisible`), which the
 * arming of an in-frame card needs to see a host's opacity, filter or overlay tricks.
 */
export function reportsVisibility(view: { IntersectionObserverEntry?: unknown } | null): boolean {
  const Entry = view?.IntersectionObserverEntry
  return typeof Entry === 'function' && 'isVisible' in Entry.prototype
}

/**
 * One card at a time: the returned function waits for the previous holder's release, then resolves with this
 * holder's; it throws the signal's reason (releasing at once) when the signal aborted meanwhile.
 */
function oneAtATime(): (signal: AbortSignal) => Promise<() => void> {
  let turn: Promise<void> = Promise.resolve()
  return async (signal) => {
    const previous = turn
    let release!: () => void
    turn = new Promise<void>((resolve) => {
      release = resolve
    })
    await previous
    if (signal.aborted) {
      release()
      throw signal.reason
    }
    return release
  }
}

/** Cards in the frame's own document, at `root`. */
export function frameSurface(document: Document, root: HTMLElement): CardSurface {
  const never = new AbortController().signal
  const takeTurn = oneAtATime()
  let release: (() => void) | undefined
  return {
    async open(signal) {
      release = await takeTurn(signal)
      return { document, root, closed: never }
    },
    close() {
      release?.()
      release = undefined
    },
  }
}

/** The words of the prompt in the frame, in English (other languages: `locales/secureWindow.ts`). */
export { type SecureWindowTexts, secureWindowTexts } from '../locales/secureWindowTexts.js'

/** Options of {@link secureWindowSurface}. */
export type SecureWindowOptions = {
  /** The frame's document and where its prompt is drawn. */
  document: Document
  root: HTMLElement
  /** The secure window's page on the frame's origin. */
  url: string
  /**
   * Opens the window; default `window.open` as a pop-up under a fresh random name, so that no other page can find
   * it by name and load something else in it. `null` when the browser blocked it.
   */
  openWindow?: (url: string) => Window | null
  /**
   * The language of the prompt, read each time one is drawn (the frame's language may change meanwhile); default
   * English. Firefox and Safari visitors see the prompt, so it speaks the frame's language.
   */
  language?: () => SecureWindowLanguage | Promise<SecureWindowLanguage>
  /** How often the window is checked for being ready or closed; default 100 ms. */
  pollMs?: number
  /** How long the window may take to load; default 15 s. */
  readyTimeoutMs?: number
}

/** Whether `popup` still shows `page`: false once it has gone to another page, of any origin. */
function stillShows(popup: Window, page: Document): boolean {
  try {
    return popup.document === page
  } catch {
    return false
  }
}

/** The secure window did not open: blocked by the browser, or it never loaded. */
class SecureWindowError extends Error {}

/**
 * Cards in a window of the frame's origin: `open` first shows a prompt in the frame; its button opens the window,
 * and the card is drawn there once the page has loaded. Meanwhile the frame says where the card is, with a button
 * to bring the window forward and one to cancel. Closing the window declines the card; `close` closes it.
 */
export function secureWindowSurface(options: SecureWindowOptions): CardSurface {
  const { document, root, url } = options
  const languageOf = options.language ?? (() => englishSecureWindow)
  const pollMs = options.pollMs ?? 100
  const readyTimeoutMs = options.readyTimeoutMs ?? 15_000
  const view = document.defaultView
  const openWindow =
    options.openWindow ??
    ((target: string) =>
      view?.open(target, `kit-secure-window-${crypto.randomUUID()}`, 'popup,width=460,height=720') ?? null)
  const expectedOrigin = new URL(url).origin

  const takeTurn = oneAtATime()
  /** Ends the current card's window and lets the next `open` go on. */
  let closeCurrent: (() => void) | undefined

  /** The page in `popup` once it has loaded, on this origin, ready for a card. */
  function whenReady(popup: Window, signal: AbortSignal, notReady: string): Promise<HTMLElement> {
    return new Promise<HTMLElement>((resolve, reject) => {
      const started = Date.now()
      const timer = setInterval(() => {
        if (signal.aborted || popup.closed) {
          clearInterval(timer)
          return reject(signal.aborted ? signal.reason : new UserRejectedError())
        }
        try {
          const page = popup.document
          const cardRoot = page.getElementById('card-root')
          if (
            popup.location.origin === expectedOrigin &&
            page.readyState === 'complete' &&
            page.documentElement.dataset.secureWindow === 'ready' &&
            cardRoot
          ) {
            clearInterval(timer)
            return resolve(cardRoot)
          }
        } catch {
          // Still loading: the window shows its first, empty page of another origin for a moment.
        }
        if (Date.now() - started > readyTimeoutMs) {
          clearInterval(timer)
          reject(new SecureWindowError(notReady))
        }
      }, pollMs)
    })
  }

  /** Copies the frame's theme (light or dark, the host's Kit variables) to the window's page. */
  function copyTheme(page: Document) {
    const from = document.documentElement
    const to = page.documentElement
    if (from.dataset.theme) to.dataset.theme = from.dataset.theme
    for (let index = 0; index < from.style.length; index++) {
      const name = from.style.item(index)
      to.style.setProperty(name, from.style.getPropertyValue(name))
    }
  }

  /** The frame's own line while the card is in the window. */
  function showWaiting(popup: Window, cancel: () => void, language: SecureWindowLanguage): () => void {
    const { texts } = language
    const panel = element(document, 'section', {
      class: 'approval recovery',
      role: 'dialog',
      'aria-labelledby': 'secure-window-title',
      'data-secure-window-waiting': '',
      lang: language.locale,
      dir: language.dir,
    })
    const heading = element(document, 'h1', { id: 'secure-window-title', tabindex: '-1' }, texts.waitingTitle)
    const intro = element(document, 'p', { class: 'approval-intro' }, texts.waitingIntro)
    const show = element(document, 'button', { type: 'button', class: 'primary' }, texts.show)
    const cancelButton = element(document, 'button', { type: 'button', class: 'secondary' }, texts.cancel)
    show.addEventListener('click', () => popup.focus())
    cancelButton.addEventListener('click', cancel)
    const actions = element(document, 'div', { class: 'approval-actions' })
    actions.append(cancelButton, show)
    panel.append(heading, intro, actions)
    root.replaceChildren(panel)
    document.body.dataset.approval = 'open'
    return () => {
      panel.remove()
      if (!root.querySelector('[data-recovery-card], [data-approval-card], [data-secure-window-waiting]'))
        delete document.body.dataset.approval
    }
  }

  async function openOnce(signal: AbortSignal, done: () => void): Promise<CardPlace> {
    // The frame's language as the prompt is drawn: a SYNC_LOCALE since the start is in force.
    const language = await untilAborted(
      Promise.resolve()
        .then(languageOf)
        .catch(() => englishSecureWindow),
      signal,
    )
    const { texts } = language
    let popup: Window | null = null
    const cardRoot = await showCard<HTMLElement>({
      document,
      root,
      title: texts.promptTitle,
      intro: texts.promptIntro,
      lang: language.locale,
      dir: language.dir,
      signal,
      failureText: (error) => (error instanceof SecureWindowError ? error.message : texts.notReady),
      build({ dialog, run, cancel }) {
        const actions = element(document, 'div', { class: 'approval-actions' })
        const cancelButton = element(document, 'button', { type: 'button', class: 'secondary' }, texts.cancel)
        const openButton = element(document, 'button', { type: 'button', class: 'primary' }, texts.open)
        cancelButton.addEventListener('click', cancel)
        openButton.addEventListener('click', () => {
          // Opened in the press itself: a browser opens windows only on the user's activation.
          popup = popup && !popup.closed ? popup : openWindow(url)
          const opened = popup
          void run(async () => {
            if (!opened) throw new SecureWindowError(texts.blocked)
            opened.focus()
            return whenReady(opened, signal, texts.notReady)
          }, texts.opening)
        })
        actions.append(cancelButton, openButton)
        dialog.append(actions)
      },
    }).catch((error: unknown) => {
      const opened = popup as Window | null
      if (opened && !opened.closed) opened.close()
      throw error
    })
    const opened = popup as unknown as Window
    const page = cardRoot.ownerDocument
    copyTheme(page)
    const closed = new AbortController()
    let ended = false
    const end = () => {
      if (ended) return
      ended = true
      if (closeCurrent === end) closeCurrent = undefined
      clearInterval(watch)
      signal.removeEventListener('abort', end)
      removeWaiting()
      if (!opened.closed) opened.close()
      closed.abort(new UserRejectedError())
      done()
    }
    const removeWaiting = showWaiting(opened, end, language)
    // The user closing the window declines the card; so does the window leaving the page the card is drawn on.
    const watch = setInterval(() => {
      if (opened.closed || !stillShows(opened, page)) end()
    }, pollMs)
    signal.addEventListener('abort', end, { once: true })
    closeCurrent = end
    return { document: page, root: cardRoot, closed: closed.signal }
  }

  return {
    async open(signal) {
      const done = await takeTurn(signal)
      try {
        return await openOnce(signal, done)
      } catch (error) {
        done()
        throw error
      }
    },
    close() {
      closeCurrent?.()
    },
  }
}

/** A UI method that draws one card, until its promise settles; its options carry the host's `signal`. */
export type CardMethod = (options: never) => Promise<unknown>
type Drawn = (options: { signal: AbortSignal }) => Promise<unknown>

/**
 * `ui` with each of `methods` drawn at a place `surface` opens for that call, by a UI `create` makes there; the
 * place closes when the card's promise settles, and closing it ends the card as Cancel does.
 */
export function drawnOn<U extends { [K in M]: CardMethod }, M extends keyof U>(
  surface: CardSurface,
  ui: U,
  create: (document: Document, root: HTMLElement) => U,
  methods: readonly M[],
): U {
  const drawn = { ...ui }
  for (const name of methods) {
    const method: Drawn = async (options) => {
      const place = await surface.open(options.signal)
      try {
        const there = create(place.document, place.root)[name] as unknown as Drawn
        return await there({ ...options, signal: AbortSignal.any([options.signal, place.closed]) })
      } finally {
        surface.close()
      }
    }
    drawn[name] = method as unknown as U[M]
  }
  return drawn
}
