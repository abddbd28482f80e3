import type { TaskState } from '../state/tasks.js'
import type { Kit } from '../kit.js'
import { authSteps } from './authSteps.js'
import { tasks } from './flowTasks.js'

/**
 * Waits for the e-mailed device approval, then asks for the code. Never rejects; its state is `tasks.device`.
 */
export function waitForDeviceApproval(kit: Kit, { email }: { email: string }): Promise<TaskState> {
  return kit.tasks.run(tasks.device, async ({ signal }) => {
    await authSteps(kit).connectDevice()
    if (!signal.aborted) kit.router.replace('EmailVerifyOtp', { email })
  })
}
