import type { TaskState } from '../controllers/tasks.js'
import type { Kit } from '../kit.js'
import { TASK_KEYS } from './tasks.js'

/**
 * The modal's disconnect: the wallet is told, the account and every cached login key are cleared, and the modal
 * closes. Never rejects; its state is `TASK_KEYS.disconnect`.
 */
export function disconnectWallet(kit: Kit): Promise<TaskState> {
  return kit.tasks.run(TASK_KEYS.disconnect, async () => {
    await kit.connection.disconnect()
    kit.modal.close()
  })
}
