'use client'
import { useEffect } from 'react'
import { useKitState } from '../hooks/useKitState.js'
import { AlertIcon, CheckIcon } from './icons.js'
import { coreText, useModalContext } from './ui.js'

/** How long a success or error toast stays; a loading toast stays until core replaces or hides it. */
const TOAST_MS = 3000

/**
 * The toast (core's `toast` slice) in a live region, so screen readers announce it. The region is always in the
 * dialog: a region added together with its text is often not announced.
 */
export function Toast() {
  const { kit, messages } = useModalContext()
  const toast = useKitState((state) => state.toast)
  useEffect(() => {
    if (!toast.open || toast.variant === 'loading') return
    const timer = setTimeout(() => kit.toast.hide(), TOAST_MS)
    return () => clearTimeout(timer)
  }, [kit, toast])
  return (
    <div className="kit-toast-region" role="status" aria-live="polite" aria-atomic="true">
      {toast.open && (
        <div className="kit-toast" data-variant={toast.variant}>
          {toast.variant === 'loading' ? (
            <span className="kit-spinner" aria-hidden="true" />
          ) : toast.variant === 'error' ? (
            <AlertIcon size={18} />
          ) : (
            <CheckIcon size={18} />
          )}
          {coreText(toast.message, messages)}
        </div>
      )}
    </div>
  )
}

/**
 * Core's tooltip slice (message, open, trigger rectangle, variant), above its trigger. Escape hides an open
 * tooltip before anything else (the modal stays open), whether it opened on hover or on focus.
 */
export function Tooltip() {
  const { kit } = useModalContext()
  const tooltip = useKitState((state) => state.tooltip)
  const open = tooltip.open && Boolean(tooltip.message)
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      // Captured on the window, so the modal's own Escape (close) does not run for this press.
      event.stopPropagation()
      kit.tooltip.hide()
    }
    window.addEventListener('keydown', onKeyDown, true)
    return () => window.removeEventListener('keydown', onKeyDown, true)
  }, [kit, open])
  if (!open) return null
  const { top, left, width } = tooltip.triggerRect
  return (
    <div
      className="kit-tooltip"
      role="tooltip"
      data-variant={tooltip.variant}
      style={{ top, left: left + width / 2 }}
    >
      {tooltip.message}
    </div>
  )
}
