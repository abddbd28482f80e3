import { type CardSurface, frameSurface } from '../cards/cardSurface.js'
import { element } from '../dom.js'
import { armCard } from './armedCard.js'
import type { ApprovalView } from './describe.js'

// The arm delay lives with the watch that counts it; hosts that build their own frame page import it from here.
export { APPROVAL_ARM_DELAY_MS } from './arming.js'

/** The frame's own approval UI. */
export type ApprovalUi = {
  /**
   * Shows `view` and resolves true on Approve, false on Reject or Escape. Requests queue: one card at a time.
   * An aborted `signal` (the host gave up) removes the card and resolves false. The signal also names the request
   * in `setStatus` and `finish`.
   */
  ask(view: ApprovalView, signal: AbortSignal): Promise<boolean>
  /** After Approve: tells the user what is happening ("Sending…"), or that it failed, on that request's card. */
  setStatus(signal: AbortSignal, text: string): void
  /**
   * The approved operation of the request `signal` names ended: its card goes away and the next request (if any)
   * is shown. Finishing another request never touches the card on screen.
   */
  finish(signal: AbortSignal): void
}

/** One request's card while it is on screen. */
type Card = {
  readonly signal: AbortSignal
  readonly dialog: HTMLElement
  readonly status: HTMLElement
  /** The document and root the card is drawn in (the frame's, or a secure window's). */
  readonly document: Document
  readonly root: HTMLElement
  approved: boolean
  /** `finish` was called for this request. */
  finished: boolean
  /** Lets the queue move on; set once the card is approved. */
  release?: () => void
}

/**
 * Creates the approval UI, drawn at the places `surface` opens (by default in `root`): a dialog with a heading, who asks (the verified origin), what is signed or
 * sent, and Reject / Approve buttons. Keyboard: focus starts on the heading, Tab reaches every control, Escape
 * rejects. Buttons arm only after the card has been visible for `APPROVAL_ARM_DELAY_MS` (see `watchArming`) and
 * disarm when it stops being visible; Approve counts only an activation begun while armed (see `armCard`: a mouse
 * must have moved into the card a moment before, a key must come a moment after the last focus change).
 */
export function createApprovalUi(
  document: Document,
  root: HTMLElement,
  surface: CardSurface = frameSurface(document, root),
): ApprovalUi {
  let queue: Promise<unknown> = Promise.resolve()
  let current: Card | undefined

  function render(document: Document, view: ApprovalView) {
    const dialog = element(document, 'section', {
      class: 'approval',
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': 'approval-title',
      'aria-describedby': 'approval-intro',
      'data-approval-card': '',
      'data-armed': 'false',
    })
    const heading = element(document, 'h1', { id: 'approval-title', tabindex: '-1' }, view.title)
    const intro = element(document, 'p', { id: 'approval-intro', class: 'approval-intro' }, view.intro)
    const list = element(document, 'dl', { class: 'approval-rows' })
    for (const row of view.rows) {
      // Stable hooks per row for tests that read the card: `approval-row-from` (the value), `…-from-label`.
      const hook = (suffix: string): Record<string, string> =>
        row.id ? { 'data-testid': `approval-row-${row.id}${suffix}` } : {}
      list.append(element(document, 'dt', hook('-label'), row.label))
      const value = element(document, 'dd', hook(''))
      value.append(
        row.code
          ? element(document, 'pre', { tabindex: '0' }, row.value)
          : document.createTextNode(row.value),
      )
      list.append(value)
    }
    // The details scroll; the heading, the warning and the buttons stay in view.
    const body = element(document, 'div', {
      class: 'approval-body',
      role: 'region',
      'aria-label': 'Request details',
      tabindex: '0',
    })
    body.append(list)
    dialog.append(heading, intro, body)
    // The warning stays in view with the buttons; only the details scroll.
    if (view.warning)
      dialog.append(element(document, 'p', { class: 'approval-warning', role: 'note' }, view.warning))
    const reject = element(
      document,
      'button',
      { type: 'button', class: 'secondary', disabled: '', 'data-approval-action': 'reject' },
      'Reject',
    )
    const approve = element(
      document,
      'button',
      { type: 'button', class: 'primary', disabled: '', 'data-approval-action': 'approve' },
      view.approveLabel,
    )
    const actions = element(document, 'div', { class: 'approval-actions' })
    actions.append(reject, approve)
    const status = element(document, 'p', { class: 'approval-status', role: 'status', 'aria-live': 'polite' })
    dialog.append(actions, status)
    return { dialog, heading, reject, approve, status }
  }

  /** Removes `card` from the screen, if it is still the one shown. */
  function clear(card: Card) {
    if (current !== card) return
    current = undefined
    card.dialog.remove()
    if (!card.root.querySelector('[data-approval-card]')) delete card.document.body.dataset.approval
    surface.close()
  }

  async function show(view: ApprovalView, request: AbortSignal): Promise<Card | undefined> {
    if (request.aborted) return undefined
    const place = await surface.open(request).catch(() => undefined)
    if (!place) return undefined
    const { document, root } = place
    // Closing the secure window the card is in answers as Reject does.
    const signal = AbortSignal.any([request, place.closed])
    return new Promise<Card | undefined>((resolve) => {
      if (signal.aborted) {
        surface.close()
        return resolve(undefined)
      }
      const { dialog, heading, reject, approve, status } = render(document, view)
      const card: Card = { signal: request, dialog, status, document, root, approved: false, finished: false }
      root.replaceChildren(dialog)
      current = card
      document.body.dataset.approval = 'open'
      heading.focus()
      // A cross-origin frame may not take focus by itself; when the host focuses the iframe, start at the heading.
      const onFrameFocus = () => {
        if (dialog.isConnected && (document.activeElement === document.body || !document.activeElement))
          heading.focus()
      }
      document.defaultView?.addEventListener('focus', onFrameFocus)
      let answered = false
      // Approve follows the rule of every approving control (`armCard`); Reject and Escape only need the card armed.
      const arming = armCard({
        document,
        target: dialog,
        onChange(armed) {
          if (answered) return
          reject.disabled = !armed
          dialog.dataset.armed = String(armed)
        },
      })
      const answer = (approved: boolean) => {
        if (answered) return
        answered = true
        arming.stop()
        document.removeEventListener('keydown', onKey)
        document.defaultView?.removeEventListener('focus', onFrameFocus)
        signal.removeEventListener('abort', onAbort)
        reject.disabled = true
        approve.disabled = true
        dialog.dataset.armed = 'false'
        card.approved = approved
        if (!approved) clear(card)
        resolve(card)
      }
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') answer(false)
      }
      const onAbort = () => answer(false)
      arming.guard(approve, () => answer(true))
      reject.addEventListener('click', () => {
        if (arming.armed) answer(false)
      })
      document.addEventListener('keydown', onKey)
      signal.addEventListener('abort', onAbort, { once: true })
    })
  }

  return {
    ask(view, signal) {
      return new Promise<boolean>((resolve) => {
        // A request the host gives up on while it waits in the queue answers at once.
        signal.addEventListener('abort', () => resolve(false), { once: true })
        queue = queue
          .then(async () => {
            const card = await show(view, signal)
            resolve(card?.approved === true)
            if (!card?.approved) return
            // The card (with its status) stays until its own operation ends; the next card waits for that.
            await new Promise<void>((release) => {
              card.release = release
              if (signal.aborted || card.finished) release()
              else signal.addEventListener('abort', () => release(), { once: true })
            })
            clear(card)
          })
          // The queue never stops: a card that failed to show answers false and the next one goes on.
          .catch(() => resolve(false))
      })
    },
    setStatus(signal, text) {
      if (current?.signal === signal) current.status.textContent = text
    },
    finish(signal) {
      if (current?.signal !== signal) return
      current.finished = true
      current.release?.()
    },
  }
}
