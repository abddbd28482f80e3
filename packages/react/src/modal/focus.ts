'use client'
// Keeping keyboard focus inside the dialog while it is open, and giving it back when it closes.
import { type RefObject, useEffect } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])'

/** The elements Tab can reach inside `container`, in order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  )
}

/** Tab and Shift+Tab wrap around inside `container` instead of leaving it. */
export function wrapTab(event: KeyboardEvent | React.KeyboardEvent, container: HTMLElement): void {
  const items = focusableIn(container)
  const first = items[0]
  const last = items[items.length - 1]
  if (!first || !last) {
    event.preventDefault()
    container.focus()
    return
  }
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * While mounted: remembers what had focus, focuses the dialog, pulls focus back when it escapes (except into an
 * iframe: the secure frame's approval UI lives in one), and restores the remembered focus on unmount.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = ref.current
    if (!container) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!container.contains(document.activeElement)) container.focus()
    const keepInside = (event: FocusEvent) => {
      const target = event.target
      if (!(target instanceof Node) || container.contains(target)) return
      if (target instanceof HTMLIFrameElement) return
      container.focus()
    }
    document.addEventListener('focusin', keepInside)
    return () => {
      document.removeEventListener('focusin', keepInside)
      if (opener?.isConnected) opener.focus()
    }
  }, [ref])
}

/** Stops the page behind the modal from scrolling; the previous value comes back on close, always. */
export function useScrollLock(): void {
  useEffect(() => {
    const { body } = document
    const previous = body.style.overflow
    body.style.overflow = 'hidden'
    return () => {
      body.style.overflow = previous
    }
  }, [])
}
