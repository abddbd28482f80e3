// What the kit does about its auth connector. The connector reports; this file decides what the user sees:
// - an unsafe request waiting for approval opens the modal at ApproveTransaction (or pushes that view over an open
//   modal), and when it settles the modal closes again (or goes back), unless the user moved on meanwhile;
// - a refused RPC method shows the error toast 'Action not allowed';
// - while an e-mail user's session is checked on load, the modal shows it is loading.
// And the other way round: closing the modal rejects the requests the user has not approved yet, and a theme
// change reaches the frame once it is loaded.
import type { Kit } from '../../kit.js'
import { MESSAGES } from '../../errors/kit.js'
import type { AuthConnector, AuthConnectorEvent } from './types.js'

/** Opens (or moves) the modal to the approval view; returns how to leave it. */
function enterApprovalView(kit: Kit): () => void {
  const state = kit.getState()
  const opened = !state.modal.open
  if (opened) kit.modal.open({ view: 'ApproveTransaction' })
  else if (state.router.view !== 'ApproveTransaction') kit.router.push('ApproveTransaction')
  return () => {
    const now = kit.getState()
    if (!now.modal.open || now.router.view !== 'ApproveTransaction') return
    if (opened) kit.modal.close()
    else kit.router.goBack()
  }
}

/**
 * Makes `kit`'s modal, router and toasts follow `connector`'s events, and the connector follow the modal and the
 * theme. `createAuthConnector` calls it for every auth connector. Returns the function that stops following.
 */
export function followAuthConnector(kit: Kit, connector: AuthConnector): () => void {
  const approvals = new Map<number, () => void>()
  let loadingChecks = 0

  const onEvent = (event: AuthConnectorEvent) => {
    switch (event.type) {
      case 'approvalRequested':
        approvals.set(event.requestId, enterApprovalView(kit))
        return
      case 'approvalSettled':
        approvals.get(event.requestId)?.()
        approvals.delete(event.requestId)
        return
      case 'requestRefused':
        kit.toast.show(MESSAGES.rpcNotAllowedUi, 'error')
        return
      case 'sessionCheck':
        if (event.pending) {
          // Only a returning e-mail user sees the check: a wallet login restores without it.
          if (!kit.storage.isEmailLoginUsed()) return
          loadingChecks++
          kit.modal.setLoading(true)
        } else if (loadingChecks > 0) {
          loadingChecks--
          if (loadingChecks === 0) kit.modal.setLoading(false)
        }
        return
    }
  }

  const stops = [
    connector.onAuthEvent(onEvent),
    // Closing the modal rejects pending unsafe requests with 'Request was aborted', except those the user already
    // approved: their result (a hash, a signature) still reaches the caller.
    kit.subscribe(
      (state) => state.modal.open,
      (open) => {
        if (!open) connector.rejectRpcRequests()
      },
    ),
    kit.subscribe(
      (state) => state.theme,
      (theme) => {
        if (connector.frame)
          void connector
            .syncTheme?.({ mode: theme.mode, variables: { ...theme.variables } })
            .catch(() => undefined)
      },
    ),
  ]
  return () => {
    for (const stop of stops.splice(0)) stop()
    approvals.clear()
  }
}
