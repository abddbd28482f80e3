// The toast slice's writers: what it says, how, and whether it shows. How long it stays is the UI's choice.
import type { KitContext } from '../context.js'
import { errorMessage } from '../errors/kit.js'
import { defaultToastState } from '../state.js'
import type { ToastVariant } from '../types.js'

/** Shows `message` in the toast. */
export function showToast(ctx: KitContext, message: string, variant: ToastVariant): void {
  const { toast } = ctx.state
  toast.message = message
  toast.variant = variant
  toast.open = true
}

/** Shows an error: a Kit error's short message, an Error's message, or the string itself. */
export const showErrorToast = (ctx: KitContext, error: unknown): void =>
  showToast(ctx, errorMessage(error, 'Something went wrong'), 'error')

/** Hides the toast; the message and variant stay while the UI animates out. */
export function hideToast(ctx: KitContext): void {
  ctx.state.toast.open = defaultToastState().open
}
