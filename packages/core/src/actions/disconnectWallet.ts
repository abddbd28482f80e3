import type { TaskState } from '../state/tasks.js'
import type { Kit } from '../kit.js'
import { tasks } from './flowTasks.js'

/**
 * The modal's disconnect: the wallet is told, the account and every cached login key are cleared, and the modal
 * closes. Never rejects; its state is `tasks.disconnect`.
 */
export function disconnectWallet(kit: Kit): Promise<TaskState> {
  return kit.tasks.run(tasks.disconnect, async () => {
    await kit.connection.disconnect()
    kit.modal.close()
  })
}
