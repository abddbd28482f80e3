import type { Kit } from '@kit/core'

/**
 * Escape, an overlay click or the close button: the modal closes, except while sign-in with wallet is enabled
 * and not done yet on ConnectingSiwe or ApproveTransaction, where it shakes for 500 ms instead (reference §2.1).
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
