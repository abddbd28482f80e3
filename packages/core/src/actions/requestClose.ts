import type { Kit } from '../kit.js'

/**
 * Escape, an overlay click or the close button: the modal closes, except while sign-in with wallet is on and not
 * done on ConnectingSiwe or ApproveTransaction, where it shakes instead.
 */
export function requestClose(kit: Kit): void {
  const { view } = kit.getState().router
  const guarded =
    kit.siwe.enabled &&
    (view === 'ConnectingSiwe' || view === 'ApproveTransaction') &&
    !kit.siwe.isAuthenticated()
  if (guarded) kit.modal.shake()
  else kit.modal.close()
}
