import type { TaskState } from '../state/tasks.js'
import type { Kit } from '../kit.js'
import type { AccountType } from '../types.js'
import { tasks } from './flowTasks.js'

/**
 * Switches the embedded wallet between an EOA and a smart account (the frame answers with the new account).
 * Never rejects; its state is `tasks.accountType`.
 */
export function selectAccountType(
  kit: Kit,
  { type }: { type: AccountType },
): Promise<TaskState<AccountType>> {
  return kit.tasks.run(tasks.accountType, () => kit.account.selectPreferredAccountType(type))
}
