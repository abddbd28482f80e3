// When the approval card's buttons may be used: only once the user has had the card in plain sight for a while.
// The host page owns the iframe (its opacity, position, what lies over it), so "rendered" is not "seen".

/**
 * Buttons stay disabled until the card has been visible this long without a break, so a click meant for the page
 * (or a card the host keeps transparent, then reveals under the pointer) cannot approve it.
 */
export const APPROVAL_ARM_DELAY_MS = 400

/** How much of the card must be inside the frame's viewport (a fraction; a sub-pixel edge is tolerated). */
export const ARMING_MIN_RATIO = 0.98
/** Intersection Observer v2 reports visibility at most this often (its minimum is 100 ms). */
const VISIBILITY_DELAY_MS = 100

/** What `watchArming` needs from the frame's document. */
export type ArmingOptions = {
  document: Document
  /** The element that must be visible: the card. */
  target: Element
  /** How long the card must stay visible, without a break, before it arms. */
  delayMs: number
  /** Called with `true` when the card arms and `false` when it disarms. */
  onChange(armed: boolean): void
  /** Called when a visible stretch begins, that is when the delay starts being counted. */
  onCount?(): void
  /**
   * Whether the card may count at all yet (the rows that matter have been in view); until then it stays disarmed.
   * Call `rearm()` when this turns true.
   */
  ready?(): boolean
  /** Hears, at each check, whether the card is in plain sight now (ready or not): what is seen counts only then. */
  onVisibility?(visible: boolean): void
}

/** A running watch; `stop()` removes every observer, listener and timer. */
export type Arming = {
  readonly armed: boolean
  /**
   * Disarms at once and counts the delay again, as after a drop in visibility: for a card that may have been
   * moved under the pointer, which Intersection Observer does not report.
   */
  rearm(): void
  stop(): void
}

/** Intersection Observer v2 adds these to v1 (not yet in TypeScript's DOM types). */
type VisibilityInit = IntersectionObserverInit & { trackVisibility?: boolean; delay?: number }
type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean }

/**
 * Arms the card once it has been visible for `delayMs` without a break, and disarms it the moment that stops
 * (the count then starts over). Visible means:
 * - with Intersection Observer v2 (Chromium): `isVisible` (no opacity, transform, filter or overlay on the iframe
 *   or the card) and at least `ARMING_MIN_RATIO` of the card inside the viewport;
 * - without it (`isVisible` not reported, as in Firefox and Safari today): inside the viewport as above, and the
 *   frame has the focus or the pointer. This cannot see a host's opacity or overlay tricks; see the threat model.
 * In both cases the page must be visible (`document.visibilityState`).
 */
export function watchArming(options: ArmingOptions): Arming {
  const { document, target, delayMs, onChange, onCount, ready, onVisibility } = options
  const view = document.defaultView
  let armed = false
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  /** The last observation; `undefined` until the observer reported (or forever where there is none). */
  let entry: VisibilityEntry | undefined
  let pointerInside = false

  const Observer = view?.IntersectionObserver
  const init: VisibilityInit = {
    threshold: [0, ARMING_MIN_RATIO, 1],
    trackVisibility: true,
    delay: VISIBILITY_DELAY_MS,
  }
  const observer =
    typeof Observer === 'function'
      ? new Observer((entries) => {
          entry = entries.at(-1) ?? entry
          update()
        }, init)
      : undefined

  function pageVisible(): boolean {
    return document.visibilityState === undefined || document.visibilityState === 'visible'
  }

  /** In plain sight and ready to count. */
  function seen(): boolean {
    return visible() && ready?.() !== false
  }

  function visible(): boolean {
    if (!pageVisible()) return false
    if (observer) {
      if (!entry?.isIntersecting || entry.intersectionRatio < ARMING_MIN_RATIO) return false
      if (typeof entry.isVisible === 'boolean') return entry.isVisible
    }
    // No visibility report: the best this browser lets us know is that the user is at the frame.
    return pointerInside || document.hasFocus()
  }

  function update(): void {
    if (stopped) return
    const inSight = visible()
    onVisibility?.(inSight)
    if (!inSight || ready?.() === false) {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      if (armed) {
        armed = false
        onChange(false)
      }
      return
    }
    if (armed || timer !== undefined) return
    onCount?.()
    timer = setTimeout(() => {
      timer = undefined
      if (stopped || !seen()) return
      armed = true
      onChange(true)
    }, delayMs)
  }

  const onPointerMove = () => {
    if (pointerInside) return
    pointerInside = true
    update()
  }
  const onPointerLeave = () => {
    pointerInside = false
    update()
  }
  const listeners: [EventTarget | null | undefined, string, () => void][] = [
    [document, 'visibilitychange', update],
    [view, 'focus', update],
    [view, 'blur', update],
    [document, 'pointermove', onPointerMove],
    [document.documentElement, 'pointerleave', onPointerLeave],
  ]
  for (const [on, type, listener] of listeners) on?.addEventListener(type, listener)
  observer?.observe(target)
  update()

  return {
    get armed() {
      return armed
    },
    rearm() {
      if (stopped) return
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      if (armed) {
        armed = false
        onChange(false)
      }
      update()
    },
    stop() {
      if (stopped) return
      stopped = true
      if (timer !== undefined) clearTimeout(timer)
      observer?.disconnect()
      for (const [on, type, listener] of listeners) on?.removeEventListener(type, listener)
    },
  }
}
