import type { TaskState } from '../controllers/tasks.js'
import type { Kit } from '../kit.js'
import type { AccountType } from '../types.js'
import { TASK_KEYS } from './tasks.js'

/**
 * Switches the embedded wallet between an EOA and a smart account (the frame answers with the new account).
 * Never rejects; its state is `TASK_KEYS.accountType`.
 */
export function selectAccountType(kit: Kit, { type }: { type: AccountType }): Promise<TaskState> {
  return kit.tasks.run(TASK_KEYS.accountType, () => kit.account.selectPreferredAccountType(type))
}
