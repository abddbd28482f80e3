// The code behind the modal: loaded on first open (or while idle), never in the first paint.
import type { Kit, RouterView } from '@kit/core'
import { preloadable } from './preloadable.js'
import { loadView } from './viewLoaders.js'

/** Loads the modal shell (one shared load). */
export const loadModal = preloadable(() => import('../modal/Modal.js'))

/**
 * Warms up the modal and the view it would open on, so the first open shows at once. Errors are ignored here:
 * the real open reports them.
 */
export function preloadModal(kit: Kit): void {
  const view = kit.getState().account.status === 'connected' ? 'Account' : 'Connect'
  loadModalWith(view).catch(() => undefined)
}

/** Loads the modal and `view` in parallel; resolves once both render without suspending. */
export function loadModalWith(view: RouterView): Promise<unknown> {
  return Promise.all([loadModal(), loadView(view)])
}
