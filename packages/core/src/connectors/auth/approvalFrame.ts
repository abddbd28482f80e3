// Shows the secure frame's iframe while the user has something to do in it: approve an unsafe request, or protect or
// open the wallet during a login. Each such wait is a hold, reported to the connector's listeners; the iframe hides
// when no hold remains, so one wait settling never hides another's card. The iframe is only ever positioned (fixed,
// over a slot the modal provides, or centred), never moved in the DOM: moving an iframe reloads it.
import type { ApprovalPurpose } from '../../types.js'
import type { Emitter } from './events.js'
import type { AuthConnectorEvent } from './types.js'

/** Above any host content, including the modal. */
const FRAME_Z_INDEX = '2147483000'
const FALLBACK_WIDTH = 360
const FALLBACK_HEIGHT = 420

/** Where and when the approval iframe is visible. */
export type ApprovalFrame = {
  /** The iframe to manage (once the frame is mounted). */
  setIframe(iframe: HTMLIFrameElement | undefined): void
  /**
   * The user has something to do in the frame (`purpose`): reports `approvalRequested` and keeps the placement until
   * the returned release, which reports `approvalSettled` (a second call does nothing). The iframe hides once no
   * hold remains.
   */
  hold(purpose: ApprovalPurpose): () => void
  /** The frame's card is up: show the iframe over the slot, or centred when no slot is attached. Only while held. */
  show(): void
  /** Hides the iframe now, whatever is held (a disconnect). */
  hide(): void
  /** Positions the iframe over `slot` while an approval is showing; returns the function that detaches it. */
  attach(slot: HTMLElement): () => void
  readonly visible: boolean
}

/** Creates the placement logic for one auth connector; holds are reported on `events`. */
export function createApprovalFrame(events: Emitter<AuthConnectorEvent>): ApprovalFrame {
  let iframe: HTMLIFrameElement | undefined
  let slot: HTMLElement | undefined
  let visible = false
  let holds = 0
  let lastRequestId = 0
  let frameRequest: number | undefined
  let focusBefore: HTMLElement | undefined

  function place() {
    if (!iframe) return
    const style = iframe.style
    if (!visible) {
      style.display = 'none'
      return
    }
    style.display = 'block'
    style.position = 'fixed'
    style.zIndex = FRAME_Z_INDEX
    style.border = '0'
    style.colorScheme = 'normal'
    if (slot?.isConnected) {
      const rect = slot.getBoundingClientRect()
      style.left = `${rect.left}px`
      style.top = `${rect.top}px`
      style.width = `${rect.width}px`
      style.height = `${rect.height}px`
      style.transform = ''
      style.borderRadius = getComputedStyle(slot).borderRadius
      style.boxShadow = ''
    } else {
      // No modal slot (a host without Kit's UI): a centred card.
      style.left = '50%'
      style.top = '50%'
      style.width = `min(${FALLBACK_WIDTH}px, calc(100vw - 16px))`
      style.height = `min(${FALLBACK_HEIGHT}px, calc(100vh - 16px))`
      style.transform = 'translate(-50%, -50%)'
      style.borderRadius = '16px'
      style.boxShadow = '0 12px 40px rgba(0, 0, 0, 0.3)'
    }
  }

  // While visible over a slot, follow it every frame (the modal animates, scrolls and resizes).
  function follow() {
    if (frameRequest !== undefined || typeof requestAnimationFrame !== 'function') return
    const tick = () => {
      frameRequest = undefined
      if (!visible) return
      place()
      if (slot) frameRequest = requestAnimationFrame(tick)
    }
    frameRequest = requestAnimationFrame(tick)
  }

  function stopFollowing() {
    if (frameRequest !== undefined && typeof cancelAnimationFrame === 'function')
      cancelAnimationFrame(frameRequest)
    frameRequest = undefined
  }

  function hide() {
    const hadFocus = iframe !== undefined && iframe.ownerDocument.activeElement === iframe
    visible = false
    stopFollowing()
    place()
    // Focus goes back where it was before the approval, as a dialog's does.
    if (hadFocus && focusBefore?.isConnected) focusBefore.focus({ preventScroll: true })
    focusBefore = undefined
  }

  return {
    setIframe(next) {
      iframe = next
      place()
    },
    hold(purpose) {
      const requestId = ++lastRequestId
      holds++
      events.emit({ type: 'approvalRequested', requestId, purpose })
      let released = false
      return () => {
        if (released) return
        released = true
        holds--
        if (holds === 0) hide()
        events.emit({ type: 'approvalSettled', requestId, purpose })
      }
    },
    show() {
      // A card for a request nobody waits for any more (a late event) has nothing to show.
      if (holds === 0) return
      visible = true
      place()
      follow()
      // Keyboard and screen-reader users land in the approval card (the frame cannot take focus by itself).
      try {
        const active = iframe?.ownerDocument.activeElement
        if (active && active !== iframe) focusBefore = active as HTMLElement
        iframe?.focus({ preventScroll: true })
      } catch {
        // Focus is a courtesy; the card is reachable by Tab either way.
      }
    },
    hide,
    attach(element) {
      slot = element
      place()
      if (visible) follow()
      return () => {
        if (slot !== element) return
        slot = undefined
        stopFollowing()
        place()
        if (visible) follow()
      }
    },
    get visible() {
      return visible
    },
  }
}
