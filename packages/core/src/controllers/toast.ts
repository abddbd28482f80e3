import { bindActions } from '../bind.js'
import type { KitContext } from '../context.js'
import { hideToast, showErrorToast, showToast } from '../state/toast.js'
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

const showSuccessToast = (ctx: KitContext, message: string) => showToast(ctx, message, 'success')
const showLoadingToast = (ctx: KitContext, message: string) => showToast(ctx, message, 'loading')

/** `kit.toast`. */
export const createToastController = (ctx: KitContext): ToastController =>
  bindActions<ToastController>(ctx, {
    show: showToast,
    showSuccess: showSuccessToast,
    showError: showErrorToast,
    showLoading: showLoadingToast,
    hide: hideToast,
  })
