// The code behind the modal: loaded on first open (or while idle), never in the first paint.
import type { Kit, RouterView } from '@kit/core'
import { loadModal, loadView } from './viewLoaders.js'

/**
 * Warms up the modal, the view it would open on and that view's data (the browser's wallets), so the first open
 * shows its final content at once. Errors are ignored here: the real open reports them.
 */
export function preloadModal(kit: Kit): void {
  const view = kit.getState().account.status === 'connected' ? 'Account' : 'Connect'
  loadModalWith(kit, view).catch(() => undefined)
}

/**
 * Loads the modal with `view` (a view loads through the modal's chunk) and, in parallel, the kit's first-view data;
 * resolves once both render without suspending.
 */
export function loadModalWith(kit: Kit, view: RouterView): Promise<unknown> {
  return Promise.all([loadView(view), kit.modal.prepare()]).then((loaded) => {
    prepared.add(kit)
    return loaded
  })
}

/** The kits whose first-view data has loaded once (every view is in the modal's chunk, so the view does not count). */
const prepared = new WeakSet<Kit>()

/** Whether the modal's code and `kit`'s first-view data are loaded, so an open can render the modal at once. */
export function isModalReady(kit: Kit): boolean {
  return prepared.has(kit) && loadModal.peek() !== undefined
}
