// The frame's own cards (recovery, step-up, e-mail change, signed-in devices) share one frame: a labelled dialog in
// plain DOM on the frame's origin, whose heading takes the focus, with an alert line for failures and a status line
// for work under way. Nothing the host sends is rendered as HTML in it.
import { element } from '../dom.js'
import { UserRejectedError } from '../errors.js'

/** The language cards are drawn in, with their texts: a card reads it when it opens. */
export type CardLanguage<T> = () => {
  readonly locale: string
  readonly dir: 'ltr' | 'rtl'
  readonly texts: T
}

/** What `build` gets to fill a card in. */
export type CardParts<T> = {
  dialog: HTMLElement
  intro: HTMLElement
  /**
   * Runs `work` with every control disabled and `progress` in the status line. A result ends the card with it;
   * `undefined` leaves the card for the next step; a failure shows its text in the alert line and leaves the card
   * for another try.
   */
  run: (work: () => Promise<T | undefined>, progress: string) => Promise<void>
  /** Ends the card: the promise rejects with UserRejectedError. */
  cancel: () => void
  /** Ends the card: the promise rejects with `error`. */
  fail: (error: unknown) => void
  /** Shows `text` in the card's alert line (empty clears it). */
  alert: (text: string) => void
}

/** Options of {@link showCard}. */
export type CardOptions<T> = {
  document: Document
  /** Where the card is drawn; it replaces what is there. */
  root: HTMLElement
  title: string
  intro: string
  /** The language the card is written in, and its direction; English, left to right by default. */
  lang?: string
  dir?: 'ltr' | 'rtl'
  /** The host gave up: the card goes away and the promise rejects with the signal's reason. */
  signal: AbortSignal
  /** The text a failure of `run` shows. */
  failureText: (error: unknown) => string
  build: (parts: CardParts<T>) => void
}

/**
 * Draws a card and runs it until a `run` resolves it, `cancel` or `fail` ends it, or `signal` aborts; removes it
 * afterwards. Buttons are disabled while work runs, with its progress in a status line; errors are announced
 * (`role="alert"`).
 */
export function showCard<T>(options: CardOptions<T>): Promise<T> {
  const { document, root, signal } = options
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const dialog = element(document, 'section', {
      class: 'approval recovery',
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': 'recovery-title',
      'aria-describedby': 'recovery-intro',
      'data-recovery-card': '',
      lang: options.lang ?? 'en',
      dir: options.dir ?? 'ltr',
    })
    const heading = element(document, 'h1', { id: 'recovery-title', tabindex: '-1' }, options.title)
    const introLine = element(document, 'p', { id: 'recovery-intro', class: 'approval-intro' }, options.intro)
    dialog.append(heading, introLine)
    const alertLine = element(document, 'p', { class: 'approval-warning', role: 'alert' })
    const status = element(document, 'p', {
      class: 'approval-status',
      role: 'status',
      'aria-live': 'polite',
    })
    let busy = false
    let settled = false
    const finish = () => {
      settled = true
      signal.removeEventListener('abort', onAbort)
      dialog.remove()
      if (!root.querySelector('[data-recovery-card], [data-approval-card]'))
        delete document.body.dataset.approval
    }
    const onAbort = () => {
      if (settled) return
      finish()
      reject(signal.reason)
    }
    const setBusy = (value: boolean) => {
      busy = value
      // A control that is not armed yet (`data-disarmed`, see `approval/armedCard.ts`) stays disabled after the work.
      for (const control of dialog.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input'))
        control.disabled = value || control.hasAttribute('data-disarmed')
    }
    const run = async (work: () => Promise<T | undefined>, progress: string) => {
      if (busy || settled) return
      setBusy(true)
      alertLine.textContent = ''
      status.textContent = progress
      try {
        const result = await work()
        if (settled) return
        if (result === undefined) {
          status.textContent = ''
          setBusy(false)
          return
        }
        finish()
        resolve(result)
      } catch (error) {
        if (settled) return
        status.textContent = ''
        alertLine.textContent = options.failureText(error)
        setBusy(false)
      }
    }
    const fail = (error: unknown) => {
      if (settled) return
      finish()
      reject(error)
    }
    const cancel = () => fail(new UserRejectedError())
    const alert = (text: string) => {
      alertLine.textContent = text
    }
    options.build({ dialog, intro: introLine, run, cancel, fail, alert })
    dialog.append(alertLine, status)
    root.replaceChildren(dialog)
    document.body.dataset.approval = 'open'
    heading.focus()
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

/** Appends `control` before the card's alert and status lines, which stay last. */
export function placeInCard(dialog: HTMLElement, control: HTMLElement): void {
  const alert = dialog.querySelector('[role="alert"]')
  if (alert) dialog.insertBefore(control, alert)
  else dialog.append(control)
}
