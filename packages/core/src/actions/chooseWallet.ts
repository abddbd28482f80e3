import type { TaskState } from '../state/tasks.js'
import type { Kit } from '../kit.js'
import { tasks } from './flowTasks.js'

export type ChooseWalletParameters = {
  /** The entry's `key` in the wallet list. */
  key: string
  /** The entry's connector, under whose task key the attempt is kept. */
  connectorId: string
}

/**
 * The user picked a row of the wallet list: core decides how that wallet connects (installed, deep link, QR), then
 * moves on as after any connection. Never rejects; the attempt's state is `tasks.connect(connectorId)`.
 */
export function chooseWallet(kit: Kit, { key, connectorId }: ChooseWalletParameters): Promise<TaskState> {
  return kit.tasks.run(tasks.connect(connectorId), () => kit.walletList.choose(key))
}
