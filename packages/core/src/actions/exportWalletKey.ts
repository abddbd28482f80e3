import type { TaskState } from '../state/tasks.js'
import { MESSAGES } from '../errors/kit.js'
import { UserRejectedRequestError } from '../errors/wallet.js'
import type { Kit } from '../kit.js'
import { tasks } from './flowTasks.js'
import { runWalletCard } from './walletCard.js'

/**
 * Shows the embedded wallet's key on the secure frame's own card (the modal shows it at ApproveTransaction, titled
 * for the wallet); the key never reaches this page. Succeeds when the user closes the card. Never rejects; its state
 * is `tasks.exportKey`. A failure shows an error toast and is the task's error: `RecentLoginRequiredError`
 * 'Sign in again to export your key' when the login is not recent, `UserRejectedRequestError` when the modal was
 * closed over the card (no toast), `NotConnectedError` without an embedded wallet, otherwise `ConnectorError`
 * 'Could not export your key'.
 * @example await exportWalletKey(kit)
 */
export function exportWalletKey(kit: Kit): Promise<TaskState> {
  return kit.tasks.run(tasks.exportKey, async ({ signal }) => {
    try {
      await runWalletCard(kit, (wallet) => wallet.exportKey(), MESSAGES.exportKeyFailed)
    } catch (error) {
      // Closing the card is the user's choice, not something that went wrong.
      if (!signal.aborted && !(error instanceof UserRejectedRequestError)) kit.toast.showError(error)
      throw error
    }
  })
}
