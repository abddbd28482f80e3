// The rule for every control that approves something on the frame's cards (Approve on the approval card; the
// export, e-mail change, step-up, devices and account-confirmation cards): a control works only once the card has
// been in plain sight for the arm delay, and an activation counts only if it began while the card was armed, so a
// host cannot have it pressed unseen, under a cover, through a transparent frame, by a press begun on something
// else before the card appeared, by sliding the armed card under a resting pointer, or by giving the frame the focus
// while the user presses keys meant for the page.
import { APPROVAL_ARM_DELAY_MS, watchArming } from './arming.js'
import { watchFocus } from './focusSteady.js'
import { watchPointerEntry } from './pointerEntry.js'

/** The arming of one card and the controls it guards. */
export type ArmedCard = {
  readonly armed: boolean
  /**
   * Guards `button`: disabled (and marked `data-disarmed`) while the card is not armed, and `action` runs on a
   * click only while armed and only for an activation that began during the current arming:
   * - a pointer press began while armed and, for a mouse, after the pointer had moved into the card at least
   *   `POINTER_ENTRY_MS` before, with nothing moved under it since;
   * - a keyboard (or assistive technology) activation came at least the arm delay after the last focus change,
   *   and a key press that led to it began while armed.
   * A refused click's default (a form's submission) is prevented.
   */
  guard(button: HTMLButtonElement, action: (event: MouseEvent) => void): void
  /**
   * Disarms at once and counts the arm delay again (as after a drop in visibility): what the card shows changed
   * (a choice on it was changed), so the guarded controls wait until the user has seen it.
   */
  rearm(): void
  stop(): void
}

/** Keys that activate a focused button. */
const ACTIVATION_KEYS = new Set(['Enter', ' '])

/**
 * Watches `target` (the card) for arming (`watchArming`), the pointer's entry into it and the frame's focus.
 * `onChange` hears every arm and disarm, after the guarded controls were updated.
 */
export function armCard(options: {
  document: Document
  target: Element
  signal?: AbortSignal
  onChange?: (armed: boolean) => void
  /** Whether the card may arm yet (see `ArmingOptions.ready`); `rearm()` when it turns true. */
  ready?: () => boolean
  /** Whether the card is in plain sight at each check (see `ArmingOptions.onVisibility`). */
  onVisibility?: (visible: boolean) => void
}): ArmedCard {
  const { document, target } = options
  const controls = new Set<HTMLButtonElement>()
  // Each arming has its number: an activation begun in an earlier one (before a disarm) does not count.
  let arming = 0
  const sync = (button: HTMLButtonElement, armed: boolean) => {
    button.toggleAttribute('data-disarmed', !armed)
    button.disabled = !armed
  }
  const focus = watchFocus({ document })
  /** The focus changes seen when the visible stretch that arms the card began. */
  let focusAtCount = -1
  const watch = watchArming({
    document,
    target,
    delayMs: APPROVAL_ARM_DELAY_MS,
    ...(options.ready ? { ready: options.ready } : {}),
    ...(options.onVisibility ? { onVisibility: options.onVisibility } : {}),
    onChange(armed) {
      if (armed) arming++
      for (const button of controls) if (button.isConnected) sync(button, armed)
      options.onChange?.(armed)
    },
    onCount() {
      focusAtCount = focus.changes
    },
  })
  // Something moved under a still pointer: what the user sees there is new to them, so the card arms again.
  const entry = watchPointerEntry({ document, target, onMovedUnder: () => watch.rearm() })
  /**
   * The focus stayed where it is for the arm delay: since before the card's visible stretch began (so for all of
   * it), or by the clock.
   */
  const focusSteady = () => focus.changes === focusAtCount || focus.steadyFor(APPROVAL_ARM_DELAY_MS)
  const stop = () => {
    watch.stop()
    entry.stop()
    focus.stop()
  }
  options.signal?.addEventListener('abort', stop, { once: true })
  return {
    get armed() {
      return watch.armed
    },
    guard(button, action) {
      controls.add(button)
      sync(button, watch.armed)
      /** The arming a pointer press on `button` began in, or -1 for one that does not count. */
      let pressedIn = -1
      /** The same for a key held on it; `undefined` without one (an activation by assistive technology). */
      let keyedIn: number | undefined
      button.addEventListener('pointerdown', (event) => {
        // The entry check first: a press on a card moved under the pointer disarms it.
        const entered = entry.pressCounts(event)
        pressedIn = entered && watch.armed ? arming : -1
      })
      button.addEventListener('keydown', (event) => {
        // A held key repeats: only its first press says when it began.
        if (ACTIVATION_KEYS.has(event.key) && !event.repeat) keyedIn = watch.armed ? arming : -1
      })
      // Released: forgotten once the click a Space key makes on release has been handled.
      button.addEventListener('keyup', () => {
        setTimeout(() => {
          keyedIn = undefined
        }, 0)
      })
      button.addEventListener('blur', () => {
        keyedIn = undefined
      })
      button.addEventListener('click', (event) => {
        // A keyboard activation has no pointer and detail 0; a pointer click must have been pressed while armed.
        const fromPointer = event.detail > 0 || Boolean((event as Partial<PointerEvent>).pointerType)
        const began = fromPointer
          ? pressedIn === arming
          : focusSteady() && (keyedIn === undefined || keyedIn === arming)
        pressedIn = -1
        if (!watch.armed || !began) {
          event.preventDefault()
          return
        }
        action(event)
      })
    },
    rearm: () => watch.rearm(),
    stop,
  }
}
