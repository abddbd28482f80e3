import type { TaskState } from '../state/tasks.js'
import { MESSAGES } from '../errors/kit.js'
import { UserRejectedRequestError } from '../errors/wallet.js'
import type { Kit } from '../kit.js'
import { tasks } from './flowTasks.js'
import { runWalletCard } from './walletCard.js'

/**
 * Shows the embedded wallet's ways to open it on a new device (its passkeys and recovery password) on the secure
 * frame's own card (the modal shows it at ApproveTransaction, titled for the wallet), each with "Remove" while more
 * than one is left, after a fresh proof of the user as for `addWalletRecoveryMethod`. Removing one deletes the
 * server's share of its split, so a copy of its record opens nothing. Succeeds when the user closes the card; the
 * task's `value` is `{ removed }`, how many were removed. Never rejects; its state is
 * `tasks.manageRecoveryMethods`. A failure shows an error toast and is the task's error:
 * `UserRejectedRequestError` when the user cancelled on the card or the modal was closed over it (no toast),
 * `NotConnectedError` without an embedded wallet, otherwise `ConnectorError` 'Could not show the ways to open your
 * wallet'.
 * @example await manageWalletRecoveryMethods(kit)
 */
export function manageWalletRecoveryMethods(kit: Kit): Promise<TaskState<{ removed: number }>> {
  return kit.tasks.run(tasks.manageRecoveryMethods, async ({ signal }) => {
    try {
      const { removed } = await runWalletCard(
        kit,
        (wallet) => wallet.manageRecoveryMethods(),
        MESSAGES.manageRecoveryMethodsFailed,
      )
      return { removed }
    } catch (error) {
      // Closing the card is the user's choice, not something that went wrong.
      if (!signal.aborted && !(error instanceof UserRejectedRequestError)) kit.toast.showError(error)
      throw error
    }
  })
}
