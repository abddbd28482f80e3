// What the kit does about its auth connector. The connector reports; this file decides what the user sees:
// - while the frame waits for the user (an unsafe request to approve, or a login protecting or opening the wallet),
//   the modal shows ApproveTransaction (opened at it, or pushed over an open modal), saying why; when the last wait
//   settles the modal closes again (or goes back), unless the user moved on meanwhile;
// - a refused RPC method shows the error toast 'Action not allowed';
// - while an e-mail user's session is checked on load, the modal shows it is loading.
// And the other way round: closing the modal rejects the requests the user has not approved yet and cancels the
// logins waiting for the user, and a theme change reaches the frame once it is loaded.
import type { Kit } from '../../kit.js'
import { MESSAGES } from '../../errors/kit.js'
import type { ApprovalPurpose } from '../../types.js'
import type { AuthConnector, AuthConnectorEvent } from './types.js'

/** Opens (or moves) the modal to the approval view for `purpose`; returns how to leave it. */
function enterApprovalView(kit: Kit, purpose: ApprovalPurpose): () => void {
  const state = kit.getState()
  const opened = !state.modal.open
  if (opened) {
    kit.modal.open({ view: 'ApproveTransaction' })
    kit.router.replace('ApproveTransaction', { approvalPurpose: purpose })
  } else kit.router.push('ApproveTransaction', { approvalPurpose: purpose })
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
  // Pending waits by request id, oldest first: the view stays while any remains and names the latest one.
  const waits = new Map<number, ApprovalPurpose>()
  let leaveView: (() => void) | undefined
  let loadingChecks = 0

  /** Shows ApproveTransaction for `purpose`: entered once, then only its wording follows the latest wait. */
  const showApproval = (purpose: ApprovalPurpose) => {
    const { modal, router } = kit.getState()
    if (!modal.open || router.view !== 'ApproveTransaction') leaveView = enterApprovalView(kit, purpose)
    else if ((router.data?.approvalPurpose ?? 'approve') !== purpose)
      kit.router.replace('ApproveTransaction', { approvalPurpose: purpose })
  }

  const onEvent = (event: AuthConnectorEvent) => {
    switch (event.type) {
      case 'approvalRequested':
        waits.set(event.requestId, event.purpose)
        showApproval(event.purpose)
        return
      case 'approvalSettled': {
        if (!waits.delete(event.requestId)) return
        const latest = [...waits.values()].at(-1)
        if (latest) {
          // Another wait still needs the frame: the view stays, with its wording.
          const { modal, router } = kit.getState()
          if (modal.open && router.view === 'ApproveTransaction') showApproval(latest)
          return
        }
        leaveView?.()
        leaveView = undefined
        return
      }
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
    // approved: their result (a hash, a signature) still reaches the caller. A login waiting for the user in the
    // frame fails the same way, and its step shows the error.
    kit.subscribe(
      (state) => state.modal.open,
      (open) => {
        if (open) return
        connector.rejectRpcRequests()
        connector.cancelUserInput()
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
    waits.clear()
    leaveView = undefined
  }
}
