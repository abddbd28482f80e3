import type { KitContext } from '../context.js'
import { errorMessage } from '../errors/kit.js'
import { defaultToastState } from '../state.js'
import type { ToastVariant } from '../types.js'

/** The toast (snackbar). How long it stays is the UI's choice; core only holds what it says. */
export type ToastController = {
  show(message: string, variant: ToastVariant): void
  showSuccess(message: string): void
  /** Shows an error: a Kit error's short message, an Error's message, or the string itself. */
  showError(error: unknown): void
  showLoading(message: string): void
  hide(): void
}

/** Creates the toast controller of one kit. */
export function createToastController(ctx: KitContext): ToastController {
  const { state } = ctx
  const show = (message: string, variant: ToastVariant) => {
    state.toast.message = message
    state.toast.variant = variant
    state.toast.open = true
  }
  return {
    show,
    showSuccess: (message) => show(message, 'success'),
    showError: (error) => show(errorMessage(error, 'Something went wrong'), 'error'),
    showLoading: (message) => show(message, 'loading'),
    hide() {
      // The message stays while the UI animates out; variant too.
      state.toast.open = defaultToastState().open
    },
  }
}
