// The code behind the modal: loaded on first open (or while idle), never in the first paint.
import type { Kit } from '@kit/core'

/** Loads the modal shell. */
export const loadModal = () => import('../modal/Modal.js')

/**
 * Warms up the modal and the view it opens on, so the first open shows at once. Errors are ignored: the
 * real open reports them.
 */
export function preloadModal(kit: Kit): void {
  const connected = kit.getState().account.status === 'connected'
  const view = connected ? import('../views/AccountView.js') : import('../views/ConnectView.js')
  Promise.all([loadModal(), view]).catch(() => undefined)
}
