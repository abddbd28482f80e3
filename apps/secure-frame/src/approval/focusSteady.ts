// When a keyboard activation may count: only once the focus has stayed where it is for a while. A host cannot move
// the focus inside the frame, but it can focus the iframe (or take the focus away and give it back) while the user
// is pressing keys meant for the page, so the key that activates a control must come well after the last change.

/** A running watch of the frame's focus; `stop()` removes every listener. */
export type FocusWatch = {
  /** How many focus changes were seen so far: a number to compare, to tell whether the focus moved since. */
  readonly changes: number
  /** Whether the focus (the frame's window, or the element inside it) has not changed for at least `ms`. */
  steadyFor(ms: number): boolean
  stop(): void
}

/**
 * Watches every focus change in `document` and its window: an element gaining or losing the focus, and the frame's
 * window gaining or losing it. The watch counts as a change at its start, since a card takes the focus when shown.
 */
export function watchFocus(options: { document: Document; now?: () => number }): FocusWatch {
  const { document } = options
  const now = options.now ?? (() => globalThis.performance.now())
  const view = document.defaultView
  let changedAt = now()
  let changes = 0
  const changed = () => {
    changedAt = now()
    changes++
  }
  const listeners: [EventTarget | null | undefined, string][] = [
    [document, 'focusin'],
    [document, 'focusout'],
    [view, 'focus'],
    [view, 'blur'],
  ]
  for (const [on, type] of listeners) on?.addEventListener(type, changed, true)
  return {
    get changes() {
      return changes
    },
    steadyFor: (ms) => now() - changedAt >= ms,
    stop() {
      for (const [on, type] of listeners) on?.removeEventListener(type, changed, true)
    },
  }
}
