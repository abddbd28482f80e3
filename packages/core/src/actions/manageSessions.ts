import type { TaskState } from '../state/tasks.js'
import { MESSAGES } from '../errors/kit.js'
import { UserRejectedRequestError } from '../errors/wallet.js'
import type { Kit } from '../kit.js'
import { tasks } from './flowTasks.js'
import { runWalletCard } from './walletCard.js'

/**
 * Shows the embedded wallet's signed-in devices on the secure frame's own card (the modal shows it at
 * ApproveTransaction, titled for the wallet): each device with "Sign out", plus "Sign out of all other devices".
 * Succeeds when the user closes the card; the task's `value` is `{ ended }`, how many sessions were ended. Ending this
 * device's session signs the frame out, and the kit disconnects as for any sign-out in the frame. Never rejects; its
 * state is `tasks.manageSessions`. A failure shows an error toast and is the task's error:
 * `UserRejectedRequestError` when the modal was closed over the card (no toast), `NotConnectedError` without an
 * embedded wallet, otherwise `ConnectorError` 'Could not show your signed-in devices'.
 * @example await manageSessions(kit)
 */
export function manageSessions(kit: Kit): Promise<TaskState<{ ended: number }>> {
  return kit.tasks.run(tasks.manageSessions, async ({ signal }) => {
    try {
      const { ended } = await runWalletCard(
        kit,
        (wallet) => wallet.manageSessions(),
        MESSAGES.manageSessionsFailed,
      )
      return { ended }
    } catch (error) {
      // Closing the card is the user's choice, not something that went wrong.
      if (!signal.aborted && !(error instanceof UserRejectedRequestError)) kit.toast.showError(error)
      throw error
    }
  })
}
