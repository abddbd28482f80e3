import type { TaskState } from '../controllers/tasks.js'
import type { Kit } from '../kit.js'
import { requireAuthStep } from './authStep.js'
import { TASK_KEYS } from './tasks.js'

/**
 * Waits for the e-mailed device approval, then asks for the code. Never rejects; its state is `TASK_KEYS.device`.
 */
export function waitForDeviceApproval(kit: Kit, { email }: { email: string }): Promise<TaskState> {
  return kit.tasks.run(TASK_KEYS.device, async ({ signal }) => {
    await requireAuthStep(kit, 'connectDevice').run()
    if (!signal.aborted) kit.router.replace('EmailVerifyOtp', { email })
  })
}
