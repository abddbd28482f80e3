'use client'
import { useEffect } from 'react'
import { useKitState } from '../hooks/useKitState.js'
import { AlertIcon, CheckIcon } from './icons.js'
import { useModalContext } from './ui.js'

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
          {messages.coreTexts[toast.message] ?? toast.message}
        </div>
      )}
    </div>
  )
}

/** Core's tooltip slice (message, open, trigger rectangle, variant), above its trigger. */
export function Tooltip() {
  const tooltip = useKitState((state) => state.tooltip)
  if (!tooltip.open || !tooltip.message) return null
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
