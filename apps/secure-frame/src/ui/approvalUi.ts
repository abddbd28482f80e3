import { type CardSurface, frameSurface } from '../cards/cardSurface.js'
import { element } from '../dom.js'
import { armCard } from '../approval/armedCard.js'
import { englishTexts, type FrameTexts } from '../locales/index.js'
import type { ApprovalChoice, ApprovalView } from '../approval/describe.js'

// The arm delay lives with the watch that counts it; hosts that build their own frame page import it from here.
export { APPROVAL_ARM_DELAY_MS } from '../approval/arming.js'

/** The frame's own approval UI. */
export type ApprovalUi = {
  /**
   * Shows `view` and resolves true on Approve, false on Reject or Escape. Requests queue: one card at a time.
   * An aborted `signal` (the host gave up) removes the card and resolves false. The signal also names the request
   * in `setStatus` and `finish`.
   */
  ask(view: ApprovalView, signal: AbortSignal): Promise<boolean>
  /**
   * Shows a `view` with a choice (which fee to pay) as `ask` does, and resolves with the value of the option
   * selected when Approve counted, or `undefined` on Reject, Escape or abort. A change of the selection re-arms the
   * card (Approve waits for the arm delay again), and a change while the card is not armed is undone.
   */
  askChoice(view: ApprovalView & { choice: ApprovalChoice }, signal: AbortSignal): Promise<string | undefined>
  /** After Approve: tells the user what is happening ("Sending…"), or that it failed, on that request's card. */
  setStatus(signal: AbortSignal, text: string): void
  /**
   * The approved operation of the request `signal` names ended: its card goes away and the next request (if any)
   * is shown. Finishing another request never touches the card on screen.
   */
  finish(signal: AbortSignal): void
}

/** Rows that say what moves, to whom, and what is approved. */
const MUST_SEE_ROWS = new Set([
  'to',
  'amount',
  'data',
  'explain',
  'sign-in-warning',
  'sign-in-site',
  'sponsorship-refused',
  'warning',
])
/**
 * The rows a card requires to have been in view before it arms (`createApprovalUi`'s `mustSee`, the default): what
 * moves, to whom, what is approved (token transfers and approvals, permits), and a sign-in's warning. The max network
 * fee is pinned beside the buttons, always in view. In Kit's 400 px slot these fit for a native send; where they do
 * not, the card says to scroll, and scrolling arms it.
 */
export const rowsThatMatter = (id: string | undefined): boolean =>
  id !== undefined && (MUST_SEE_ROWS.has(id) || /^call-\d+$/.test(id))
/** Rows that are sentences: each takes the card's whole width, under its label. */
const WIDE_ROWS = new Set(['explain', 'warning'])
/** Rows kept out of the scrolling details, beside the buttons: what the request can cost is never cut at the fold. */
const PINNED_ROWS = new Set(['max-fee', 'fee-payer'])
/** An address (EVM, or a long base58 one): its last characters are kept on one line. */
const ADDRESS = /0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44}/g
const ADDRESS_TAIL = 8

/** Appends `text` to `parent`, each address's last characters in an unbreakable span (never split across lines). */
function appendText(document: Document, parent: HTMLElement, text: string): void {
  let index = 0
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index ?? 0
    parent.append(document.createTextNode(text.slice(index, start)))
    // Left to right and isolated: in a right-to-left card a word beside it cannot reorder its characters.
    const address = element(
      document,
      'span',
      { class: 'approval-address', dir: 'ltr' },
      match[0].slice(0, -ADDRESS_TAIL),
    )
    address.append(element(document, 'span', { class: 'approval-keep' }, match[0].slice(-ADDRESS_TAIL)))
    parent.append(address)
    index = start + match[0].length
  }
  parent.append(document.createTextNode(text.slice(index)))
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
  /** With a choice on the card: the value of the option selected when Approve counted. */
  choice?: string
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
  texts: () => FrameTexts = () => englishTexts,
  mustSee: (rowId: string | undefined) => boolean = rowsThatMatter,
): ApprovalUi {
  let queue: Promise<unknown> = Promise.resolve()
  let current: Card | undefined

  /** The choice as radio buttons in a fieldset; `selected()` is the value checked now, if any. */
  function renderChoice(document: Document, choice: ApprovalChoice) {
    const name = `approval-choice-${choice.id}`
    const fieldset = element(document, 'fieldset', { class: 'approval-choice', 'data-testid': name })
    fieldset.append(element(document, 'legend', {}, choice.label))
    const inputs: HTMLInputElement[] = []
    for (const option of choice.options) {
      const input = element(document, 'input', {
        type: 'radio',
        name,
        value: option.value,
        'data-testid': `${name}-${option.value}`,
      })
      input.checked = option.value === choice.selected && !option.disabled
      input.disabled = option.disabled === true
      const text = element(document, 'span', { class: 'approval-option-text' })
      text.append(element(document, 'span', { class: 'approval-option-label' }, option.label))
      if (option.detail)
        text.append(element(document, 'span', { class: 'approval-option-detail' }, option.detail))
      const label = element(document, 'label', { class: 'approval-option' })
      label.append(input, text)
      fieldset.append(label)
      inputs.push(input)
    }
    const selected = () => inputs.find((input) => input.checked && !input.disabled)?.value
    return { fieldset, inputs, selected }
  }

  function render(document: Document, view: ApprovalView) {
    const { t, locale, dir } = texts()
    const dialog = element(document, 'section', {
      lang: locale,
      dir,
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
    const pinned = element(document, 'dl', { class: 'approval-rows approval-pinned' })
    /** The rows the card arms only after they have been in view. */
    const watched: HTMLElement[] = []
    for (const row of view.rows) {
      // Stable hooks per row for tests that read the card: `approval-row-from` (the value), `…-from-label`.
      const hook = (suffix: string): Record<string, string> =>
        row.id ? { 'data-testid': `approval-row-${row.id}${suffix}` } : {}
      const into = row.id && PINNED_ROWS.has(row.id) ? pinned : list
      // A sentence (what a call does, a warning) takes the card's whole width under its label: fewer lines.
      const wide = row.id && WIDE_ROWS.has(row.id) ? { class: 'approval-wide' } : {}
      into.append(element(document, 'dt', { ...hook('-label'), ...wide }, row.label))
      const value = element(document, 'dd', { ...hook(''), ...wide })
      const text = row.code ? element(document, 'pre', { tabindex: '0' }) : value
      appendText(document, text, row.value)
      if (text !== value) value.append(text)
      into.append(value)
      if (mustSee(row.id) && row.matters !== false) watched.push(value)
    }
    // The details scroll; the heading, the warning and the buttons stay in view.
    const body = element(document, 'div', {
      class: 'approval-body',
      role: 'region',
      'aria-label': t('requestDetails'),
      tabindex: '0',
    })
    body.append(list)
    // Shown right under the details while rows that matter are still below their fold: what to do, and why the
    // buttons wait (it is their description then).
    const hint = element(
      document,
      'p',
      { id: 'approval-hint', class: 'approval-hint', hidden: '' },
      t('scrollToSee'),
    )
    dialog.append(heading, intro, body, hint)
    if (pinned.childElementCount > 0) dialog.append(pinned)
    // The choice (which fee, each with its max) stays in view with the warning and the buttons, folded to a line per
    // option: what it picks is what Approve sends.
    const choice = view.choice ? renderChoice(document, view.choice) : undefined
    if (choice) dialog.append(choice.fieldset)
    // The warning stays in view with the buttons; only the details scroll.
    if (view.warning)
      dialog.append(element(document, 'p', { class: 'approval-warning', role: 'note' }, view.warning))
    const reject = element(
      document,
      'button',
      { type: 'button', class: 'secondary', disabled: '', 'data-approval-action': 'reject' },
      t('reject'),
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
    return { dialog, heading, body, watched, hint, reject, approve, status, choice }
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
      const { dialog, heading, body, watched, hint, reject, approve, status, choice } = render(document, view)
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
      // The rows that matter must each have been in view before the card counts its arm delay: at a small height the
      // details scroll, and what is approved is what the user could read.
      const unseen = new Set(watched)
      /** Shows or hides the scroll hint; while shown, it is also the disabled buttons' description. */
      const showHint = (shown: boolean) => {
        hint.hidden = !shown
        for (const button of [approve, reject])
          if (shown) button.setAttribute('aria-describedby', hint.id)
          else button.removeAttribute('aria-describedby')
      }
      // Rows count as seen only while the card is in plain sight (laid out in a shown frame, not covered).
      let inSight = false
      /** How far down the details the view has reached while the card was in sight. */
      let reached = 0
      /** Marks the rows the view has reached so far; true when every row that matters has been seen. */
      const markSeen = (): boolean => {
        if (unseen.size === 0) return true
        if (!inSight) return false
        // Scrolling passes through every position between where it starts (the top) and where it ends: the
        // details have been seen down to the lowest edge of the view reached so far, in the details' own coordinates.
        const view = body.getBoundingClientRect()
        reached = Math.max(reached, body.scrollTop + view.bottom - view.top)
        for (const value of [...unseen]) {
          const label = value.previousElementSibling?.getBoundingClientRect()
          const bottom = Math.max(value.getBoundingClientRect().bottom, label?.bottom ?? 0)
          if (bottom - view.top + body.scrollTop <= reached + 1) unseen.delete(value)
        }
        showHint(unseen.size > 0)
        return unseen.size === 0
      }
      /** After a scroll or a resize: once the last row that matters is seen, the card starts counting its delay. */
      const checkSeen = () => {
        if (unseen.size > 0 && markSeen()) arming.rearm()
      }
      // Approve follows the rule of every approving control (`armCard`); Reject and Escape only need the card armed.
      const arming = armCard({
        document,
        target: dialog,
        ready: () => unseen.size === 0,
        onVisibility(visible) {
          inSight = visible
          markSeen()
        },
        onChange(armed) {
          if (answered) return
          reject.disabled = !armed
          dialog.dataset.armed = String(armed)
        },
      })
      const answer = (approved: boolean) => {
        if (answered) return
        const picked = choice?.selected()
        // A card with a choice approves only with an option selected: the one that runs.
        if (approved && choice && picked === undefined) return
        answered = true
        showHint(false)
        arming.stop()
        body.removeEventListener('scroll', checkSeen)
        document.defaultView?.removeEventListener('resize', checkSeen)
        document.removeEventListener('keydown', onKey)
        document.defaultView?.removeEventListener('focus', onFrameFocus)
        signal.removeEventListener('abort', onAbort)
        reject.disabled = true
        approve.disabled = true
        for (const input of choice?.inputs ?? []) input.disabled = true
        dialog.dataset.armed = 'false'
        card.approved = approved
        if (approved && picked !== undefined) card.choice = picked
        if (!approved) clear(card)
        resolve(card)
      }
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') answer(false)
      }
      const onAbort = () => answer(false)
      arming.guard(approve, () => answer(true))
      body.addEventListener('scroll', checkSeen, { passive: true })
      document.defaultView?.addEventListener('resize', checkSeen)
      if (choice) {
        // What is selected is what Approve sends: a change made while the card is not armed is undone, and one made
        // while it is armed must be seen for the arm delay before Approve counts again.
        let kept = choice.selected()
        choice.fieldset.addEventListener('change', () => {
          const now = choice.selected()
          if (answered || !arming.armed) {
            for (const input of choice.inputs) input.checked = input.value === kept
            return
          }
          if (now === kept) return
          kept = now
          arming.rearm()
        })
      }
      reject.addEventListener('click', () => {
        if (arming.armed) answer(false)
      })
      document.addEventListener('keydown', onKey)
      signal.addEventListener('abort', onAbort, { once: true })
    })
  }

  /** Queues `view`: resolves with its card once answered (approved or not), or `undefined` when never shown. */
  function enqueue(view: ApprovalView, signal: AbortSignal): Promise<Card | undefined> {
    return new Promise<Card | undefined>((resolve) => {
      // A request the host gives up on while it waits in the queue answers at once.
      signal.addEventListener('abort', () => resolve(undefined), { once: true })
      queue = queue
        .then(async () => {
          const card = await show(view, signal)
          resolve(card)
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
        .catch(() => resolve(undefined))
    })
  }

  return {
    async ask(view, signal) {
      return (await enqueue(view, signal))?.approved === true
    },
    async askChoice(view, signal) {
      const card = await enqueue(view, signal)
      return card?.approved ? card.choice : undefined
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
