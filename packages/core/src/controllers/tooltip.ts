import { bindActions } from '../bind.js'
import type { KitContext } from '../context.js'
import { defaultTooltipState } from '../state.js'
import { hideTooltip } from '../state/tooltip.js'
import type { TooltipVariant, TriggerRect } from '../types.js'

/** The tooltip: message, open flag, trigger rectangle and variant, default 'shade'. */
export type TooltipController = {
  show(parameters: { message: string; triggerRect: TriggerRect; variant?: TooltipVariant }): void
  /** Hides the tooltip and clears its message and rectangle; the variant stays. */
  hide(): void
}

/** Shows `message` by the trigger's rectangle, in `variant` (default 'shade'). */
function showTooltip(
  ctx: KitContext,
  { message, triggerRect, variant }: { message: string; triggerRect: TriggerRect; variant?: TooltipVariant },
): void {
  const { tooltip } = ctx.state
  tooltip.message = message
  tooltip.triggerRect = { ...triggerRect }
  tooltip.variant = variant ?? defaultTooltipState().variant
  tooltip.open = true
}

/** `kit.tooltip`. */
export const createTooltipController = (ctx: KitContext): TooltipController =>
  bindActions<TooltipController>(ctx, { show: showTooltip, hide: hideTooltip })
