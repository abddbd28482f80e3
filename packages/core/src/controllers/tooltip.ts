import type { KitContext } from '../context.js'
import { defaultTooltipState } from '../state.js'
import type { TooltipVariant, TriggerRect } from '../types.js'

/** The tooltip: message, open flag, trigger rectangle and variant, default 'shade'. */
export type TooltipController = {
  show(parameters: { message: string; triggerRect: TriggerRect; variant?: TooltipVariant }): void
  /** Hides the tooltip and clears its message and rectangle; the variant stays. */
  hide(): void
}

/** Creates the tooltip controller of one kit. */
export function createTooltipController(ctx: KitContext): TooltipController {
  const { state } = ctx
  return {
    show({ message, triggerRect, variant }) {
      state.tooltip.message = message
      state.tooltip.triggerRect = { ...triggerRect }
      state.tooltip.variant = variant ?? defaultTooltipState().variant
      state.tooltip.open = true
    },
    hide() {
      if (!state.tooltip.open && !state.tooltip.message) return
      const defaults = defaultTooltipState()
      state.tooltip.open = false
      state.tooltip.message = defaults.message
      state.tooltip.triggerRect = defaults.triggerRect
    },
  }
}
