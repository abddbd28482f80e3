// The code behind the modal: loaded on first open (or while idle), never in the first paint.
import type { Kit } from '@kit/core'
import { preloadable } from './preloadable.js'

/** Loads the modal shell (one shared load). */
export const loadModal = preloadable(() => import('../modal/Modal.js'))

/**
 * Warms up the modal and the view it would open on, so the first open shows at once. Errors are ignored here:
 * the real open reports them.
 */
export function preloadModal(kit: Kit): void {
  const view = kit.getState().account.status === 'connected' ? 'Account' : 'Connect'
  loadModal()
    .then((modal) => modal.preloadView(view))
    .catch(() => undefined)
}
