import type { RecoveryMethodKind } from '../connectors/auth/types.js'
import type { TaskState } from '../state/tasks.js'
import { MESSAGES } from '../errors/kit.js'
import { UserRejectedRequestError } from '../errors/wallet.js'
import type { Kit } from '../kit.js'
import { tasks } from './flowTasks.js'
import { runWalletCard } from './walletCard.js'

export type AddWalletRecoveryMethodParameters = {
  /**
   * The success toast by the kind added (a UI passes its own language). Default 'Passkey added' and 'Recovery
   * password added'.
   */
  notices?: Partial<Record<RecoveryMethodKind, string>>
}

/**
 * Adds a way to open the embedded wallet on a new device. The secure frame asks, on its own card (the modal shows
 * it at ApproveTransaction, titled for the wallet), for a method the wallet already has, then adds a passkey (or a
 * recovery password when the wallet has none); a success toast names the kind added. Never rejects; its state is
 * `tasks.addRecoveryMethod`, whose value is `{ kind }` once added. A failure shows an error toast and is the
 * task's error: `UserRejectedRequestError` when the user closed the card (no toast), `NotConnectedError` without an
 * embedded wallet, otherwise `ConnectorError` 'Could not add a recovery method'.
 * @example await addWalletRecoveryMethod(kit)
 */
export function addWalletRecoveryMethod(
  kit: Kit,
  { notices = {} }: AddWalletRecoveryMethodParameters = {},
): Promise<TaskState<{ kind: RecoveryMethodKind }>> {
  return kit.tasks.run(tasks.addRecoveryMethod, async ({ signal }) => {
    try {
      const { kind } = await runWalletCard(
        kit,
        (wallet) => wallet.addRecoveryMethod(),
        MESSAGES.addRecoveryMethodFailed,
      )
      if (!signal.aborted)
        kit.toast.showSuccess(
          notices[kind] ?? (kind === 'passkey' ? MESSAGES.passkeyAdded : MESSAGES.recoveryPasswordAdded),
        )
      return { kind }
    } catch (error) {
      // Closing the card is the user's choice, not something that went wrong.
      if (!signal.aborted && !(error instanceof UserRejectedRequestError)) kit.toast.showError(error)
      throw error
    }
  })
}
