// The tooltip slice's one writer that other parts of the kit call: leaving a view or closing the modal hides it.
import type { KitContext } from '../context.js'
import { defaultTooltipState } from '../state.js'

/** Hides the tooltip and clears its message and rectangle; the variant stays. */
export function hideTooltip(ctx: KitContext): void {
  const { tooltip } = ctx.state
  if (!tooltip.open && !tooltip.message) return
  const defaults = defaultTooltipState()
  tooltip.open = false
  tooltip.message = defaults.message
  tooltip.triggerRect = defaults.triggerRect
}
