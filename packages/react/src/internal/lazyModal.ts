// The code behind the modal: loaded on first open (or while idle), never in the first paint.
import type { Kit } from '@kit/core'
import { preloadable } from './preloadable.js'

/**
 * Loads the modal's chunk (one shared load). Every view is in it, so once it is here any view renders at once.
 */
export const loadModal = preloadable(() => import('../modal/Modal.js'))

/**
 * Warms up the modal and its first view's data (the browser's wallets), so the first open shows its final content
 * at once, then readies that view's icons and fonts in idle time. Errors are ignored here: the real open reports
 * them.
 */
export function preloadModal(kit: Kit): void {
  loadModalWith(kit)
    .then(() => loadModal.peek()?.warmUpFirstView(kit))
    .catch(() => undefined)
}

/**
 * Loads the modal (with every view) and, in parallel, the kit's first-view data; resolves once both are here.
 */
export function loadModalWith(kit: Kit): Promise<unknown> {
  return Promise.all([loadModal(), kit.modal.prepare()])
}

/** Whether the modal's code and `kit`'s first-view data are loaded, so an open can render the modal at once. */
export function isModalReady(kit: Kit): boolean {
  return kit.modal.isPrepared() && loadModal.peek() !== undefined
}
