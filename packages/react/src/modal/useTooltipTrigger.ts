'use client'
import type { FocusEvent, MouseEvent } from 'react'
import { useKitContext } from '../hooks/useKitContext.js'

/** The handlers that make an element open the tooltip (core's `tooltip` slice) with `message`. */
export type TooltipTriggerProps = {
  onMouseEnter: (event: MouseEvent<HTMLElement>) => void
  onMouseLeave: () => void
  onFocus: (event: FocusEvent<HTMLElement>) => void
  onBlur: () => void
}

/**
 * Shows `message` in the modal's tooltip while the element is hovered or focused, above the element; leaving,
 * blurring, a view change, closing the modal or Escape hide it. For icon-only buttons: the message is the
 * button's accessible name too, so the tooltip adds nothing a screen reader would repeat.
 * @example <button aria-label={messages.close} {...useTooltipTrigger(messages.close)}>…</button>
 */
export function useTooltipTrigger(message: string): TooltipTriggerProps {
  const { kit } = useKitContext('the Kit modal')
  const show = (event: { currentTarget: HTMLElement }) => {
    const { top, left, width, height } = event.currentTarget.getBoundingClientRect()
    kit.tooltip.show({ message, triggerRect: { top, left, width, height } })
  }
  const hide = () => kit.tooltip.hide()
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // Keyboard focus only: the focus the modal moves to its first button on open is not a request for help.
    if (focusVisible(event.currentTarget)) show(event)
  }
  return { onMouseEnter: show, onMouseLeave: hide, onFocus, onBlur: hide }
}

function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible')
  } catch {
    // An engine without :focus-visible: every focus counts.
    return true
  }
}
