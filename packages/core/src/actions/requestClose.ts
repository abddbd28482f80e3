import type { Kit } from '../kit.js'

/**
 * Escape, an overlay click or the close button: the modal closes, except while sign-in with wallet is on and not
 * done on ConnectingSiwe or ApproveTransaction, where it shakes instead. A login protecting or opening the wallet in
 * the frame (ApproveTransaction for the `wallet`) comes before any sign-in: closing cancels it.
 */
export function requestClose(kit: Kit): void {
  const { view, data } = kit.getState().router
  const signing =
    view === 'ConnectingSiwe' || (view === 'ApproveTransaction' && data?.approvalPurpose !== 'wallet')
  const guarded = kit.siwe.enabled && signing && !kit.siwe.isAuthenticated()
  if (guarded) kit.modal.shake()
  else kit.modal.close()
}
