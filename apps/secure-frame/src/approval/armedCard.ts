// The approval card's rule for the frame's other cards (export, e-mail change, step-up codes, signed-in devices):
// a control works only once the card has been in plain sight for the arm delay, and a pointer press counts only if
// it began while the card was armed, so a host cannot have it pressed unseen, under a cover, through a transparent
// frame, or by a press begun on something else before the card appeared under the pointer.
import { APPROVAL_ARM_DELAY_MS } from './approvalUi.js'
import { watchArming } from './arming.js'

/** The arming of one card and the controls it guards. */
export type ArmedCard = {
  readonly armed: boolean
  /**
   * Guards `button`: disabled (and marked `data-disarmed`) while the card is not armed, and `action` runs on a
   * click only while armed and, for a pointer, only when the press began during the current arming. A refused
   * click's default (a form's submission) is prevented.
   */
  guard(button: HTMLButtonElement, action: (event: MouseEvent) => void): void
  stop(): void
}

/** Watches `target` (the card) for arming, as the approval card does. */
export function armCard(options: { document: Document; target: Element; signal?: AbortSignal }): ArmedCard {
  const controls = new Set<HTMLButtonElement>()
  // Each arming has its number: a press begun in an earlier one (before a disarm) does not count.
  let arming = 0
  const sync = (button: HTMLButtonElement, armed: boolean) => {
    button.toggleAttribute('data-disarmed', !armed)
    button.disabled = !armed
  }
  const watch = watchArming({
    document: options.document,
    target: options.target,
    delayMs: APPROVAL_ARM_DELAY_MS,
    onChange(armed) {
      if (armed) arming++
      for (const button of controls) if (button.isConnected) sync(button, armed)
    },
  })
  options.signal?.addEventListener('abort', () => watch.stop(), { once: true })
  return {
    get armed() {
      return watch.armed
    },
    guard(button, action) {
      controls.add(button)
      sync(button, watch.armed)
      let pressedIn = -1
      button.addEventListener('pointerdown', () => {
        pressedIn = watch.armed ? arming : -1
      })
      button.addEventListener('click', (event) => {
        // A keyboard activation has no pointer and detail 0; a pointer click must have been pressed while armed.
        const fromPointer = event.detail > 0 || Boolean((event as Partial<PointerEvent>).pointerType)
        const pressedArmed = pressedIn === arming
        pressedIn = -1
        if (!watch.armed || (fromPointer && !pressedArmed)) {
          event.preventDefault()
          return
        }
        action(event)
      })
    },
    stop: () => watch.stop(),
  }
}
