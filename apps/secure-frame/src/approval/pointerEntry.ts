// When a mouse press on a card may count: only once the pointer has moved into the card and stayed a moment. The
// host owns the iframe's position: it can slide an armed card under a resting pointer (a translation changes
// nothing that Intersection Observer reports), so a press there is one the user aimed at something else.

/** How long before a mouse press the pointer must have moved into the card. */
export const POINTER_ENTRY_MS = 300

/** What `watchPointerEntry` needs from the frame's document. */
export type PointerEntryOptions = {
  document: Document
  /** The card the pointer must have moved into. */
  target: Element
  /**
   * Called when the pointer came over something in the frame without moving there: the frame (or what is under the
   * pointer) moved. The caller disarms the card and waits for it again.
   */
  onMovedUnder(): void
  /** The clock, in ms; `performance.now()` by default. */
  now?: () => number
}

/** A running watch; `stop()` removes every listener and timer. */
export type PointerEntry = {
  /**
   * Whether the press `event` (a `pointerdown`) may count. A mouse press counts only when the pointer moved into
   * the card at least `POINTER_ENTRY_MS` earlier and nothing was moved under it since; a press on something that
   * arrived under a still pointer also calls `onMovedUnder`. Touch and pen presses pass: they have no resting
   * pointer to move things under, and land where they are aimed. Nothing counts once stopped.
   */
  pressCounts(event: Event): boolean
  stop(): void
}

const isMouse = (event: Event): boolean => (event as Partial<PointerEvent>).pointerType === 'mouse'

/**
 * Watches the mouse pointer's entry into `target`. A `pointerover` that is not followed, within the same input
 * event, by a `pointermove` means the pointer did not move: the content under it did. In the browser, a real move
 * into an element dispatches `pointerover` and then `pointermove` together, while content moved under a still
 * pointer gets only the boundary events.
 */
export function watchPointerEntry(options: PointerEntryOptions): PointerEntry {
  const { document, target, onMovedUnder } = options
  const now = options.now ?? (() => globalThis.performance.now())
  /** When the pointer moved into the card, or `undefined` while it has not (since it last left or was moved). */
  let enteredAt: number | undefined
  /** A `pointerover` arrived and no movement yet: decided at the next task, or by a press before that. */
  let overWithoutMove = false
  let check: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  function movedUnder(): void {
    overWithoutMove = false
    enteredAt = undefined
    onMovedUnder()
  }

  const onMove = (event: Event) => {
    if (!isMouse(event)) return
    overWithoutMove = false
    // Not `instanceof Node`: a card in the secure window lives in another window, whose nodes are of its realm.
    const node = event.target as Node | null
    const inside = typeof node?.nodeType === 'number' && target.contains(node)
    if (!inside) enteredAt = undefined
    else enteredAt ??= now()
  }
  const onOver = (event: Event) => {
    if (!isMouse(event)) return
    overWithoutMove = true
    if (check !== undefined) clearTimeout(check)
    // The movement that belongs to this `pointerover`, if any, is dispatched in the same task.
    check = setTimeout(() => {
      check = undefined
      if (!stopped && overWithoutMove) movedUnder()
    }, 0)
  }
  const onLeave = (event: Event) => {
    if (isMouse(event)) enteredAt = undefined
  }
  const listeners: [EventTarget | null | undefined, string, (event: Event) => void][] = [
    [document, 'pointermove', onMove],
    [document, 'pointerover', onOver],
    [document.documentElement, 'pointerleave', onLeave],
  ]
  // Capture: the document hears them before any handler of the card's own controls.
  for (const [on, type, listener] of listeners) on?.addEventListener(type, listener, true)

  return {
    pressCounts(event) {
      if (stopped) return false
      if (!isMouse(event)) return true
      if (overWithoutMove) {
        movedUnder()
        return false
      }
      return enteredAt !== undefined && now() - enteredAt >= POINTER_ENTRY_MS
    },
    stop() {
      if (stopped) return
      stopped = true
      if (check !== undefined) clearTimeout(check)
      for (const [on, type, listener] of listeners) on?.removeEventListener(type, listener, true)
    },
  }
}
