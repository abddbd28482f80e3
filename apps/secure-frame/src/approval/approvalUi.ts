import type { ApprovalView } from './describe.js'

/** The frame's own approval UI. */
export type ApprovalUi = {
  /**
   * Shows `view` and resolves true on Approve, false on Reject or Escape. Requests queue: one card at a time.
   * An aborted `signal` (the host gave up) removes the card and resolves false.
   */
  ask(view: ApprovalView, signal: AbortSignal): Promise<boolean>
  /** After Approve: tells the user what is happening ("Sending…"), or that it failed. */
  setStatus(text: string): void
  /** The approved operation ended: the card goes away and the next request (if any) is shown. */
  finish(): void
}

/** Buttons stay disabled this long after a card appears, so a click meant for the page cannot approve it. */
export const APPROVAL_ARM_DELAY_MS = 400

function element<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  // textContent only: nothing the app sends is ever parsed as HTML.
  if (text !== undefined) node.textContent = text
  return node
}

/**
 * Creates the approval UI in `root`: a dialog with a heading, who asks (the verified origin), what is signed or
 * sent, and Reject / Approve buttons. Keyboard: focus starts on the heading, Tab reaches every control, Escape
 * rejects. Buttons arm after a short delay against clickjacking.
 */
export function createApprovalUi(document: Document, root: HTMLElement): ApprovalUi {
  let queue: Promise<unknown> = Promise.resolve()
  let releaseCurrent: (() => void) | undefined
  let status: HTMLElement | undefined

  function render(view: ApprovalView) {
    const dialog = element(document, 'section', {
      class: 'approval',
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': 'approval-title',
      'aria-describedby': 'approval-intro',
    })
    const heading = element(document, 'h1', { id: 'approval-title', tabindex: '-1' }, view.title)
    const intro = element(document, 'p', { id: 'approval-intro', class: 'approval-intro' }, view.intro)
    const list = element(document, 'dl', { class: 'approval-rows' })
    for (const row of view.rows) {
      list.append(element(document, 'dt', {}, row.label))
      const value = element(document, 'dd')
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
    const reject = element(document, 'button', { type: 'button', class: 'secondary', disabled: '' }, 'Reject')
    const approve = element(
      document,
      'button',
      { type: 'button', class: 'primary', disabled: '' },
      view.approveLabel,
    )
    const actions = element(document, 'div', { class: 'approval-actions' })
    actions.append(reject, approve)
    status = element(document, 'p', { class: 'approval-status', role: 'status', 'aria-live': 'polite' })
    dialog.append(actions, status)
    return { dialog, heading, reject, approve }
  }

  function show(view: ApprovalView, signal: AbortSignal): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      if (signal.aborted) return resolve(false)
      const { dialog, heading, reject, approve } = render(view)
      root.replaceChildren(dialog)
      document.body.dataset.approval = 'open'
      heading.focus()
      // A cross-origin frame may not take focus by itself; when the host focuses the iframe, start at the heading.
      const onFrameFocus = () => {
        if (dialog.isConnected && (document.activeElement === document.body || !document.activeElement))
          heading.focus()
      }
      document.defaultView?.addEventListener('focus', onFrameFocus)
      const arm = setTimeout(() => {
        reject.disabled = false
        approve.disabled = false
      }, APPROVAL_ARM_DELAY_MS)
      let answered = false
      const answer = (approved: boolean) => {
        if (answered) return
        answered = true
        clearTimeout(arm)
        document.removeEventListener('keydown', onKey)
        document.defaultView?.removeEventListener('focus', onFrameFocus)
        signal.removeEventListener('abort', onAbort)
        reject.disabled = true
        approve.disabled = true
        if (!approved) clear()
        resolve(approved)
      }
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') answer(false)
      }
      const onAbort = () => {
        clear()
        answer(false)
      }
      reject.addEventListener('click', () => answer(false))
      approve.addEventListener('click', () => answer(true))
      document.addEventListener('keydown', onKey)
      signal.addEventListener('abort', onAbort, { once: true })
    })
  }

  function clear() {
    root.replaceChildren()
    status = undefined
    delete document.body.dataset.approval
  }

  return {
    ask(view, signal) {
      return new Promise<boolean>((resolve) => {
        // A request the host gives up on while it waits in the queue answers at once.
        signal.addEventListener('abort', () => resolve(false), { once: true })
        queue = queue
          .then(async () => {
            const approved = await show(view, signal)
            resolve(approved)
            if (!approved) return
            // The card (with its status) stays until the operation ends; the next card waits for `finish`.
            await new Promise<void>((release) => {
              releaseCurrent = release
              signal.addEventListener('abort', () => release(), { once: true })
            })
          })
          .catch(() => resolve(false))
      })
    },
    setStatus(text) {
      if (status) status.textContent = text
    },
    finish() {
      clear()
      releaseCurrent?.()
      releaseCurrent = undefined
    },
  }
}
