import type { TaskState } from '../state/tasks.js'
import type { Kit } from '../kit.js'
import { authSteps } from './authSteps.js'
import { tasks } from './flowTasks.js'
import { waitForDeviceApproval } from './waitForDeviceApproval.js'

export type LoginWithEmailParameters = { email: string }

/**
 * Asks the secure frame for a code (or a device approval) for `email`, then shows the matching step: the code
 * view, or the device view while the approval link is waited for. Never rejects; its state is `tasks.email`.
 * @example await loginWithEmail(kit, { email: 'ada@example.com' })
 */
export function loginWithEmail(kit: Kit, { email }: LoginWithEmailParameters): Promise<TaskState> {
  return kit.tasks.run(tasks.email, async ({ signal }) => {
    const { action } = await authSteps(kit).connectEmail({ email })
    if (signal.aborted) return
    if (action === 'VERIFY_DEVICE') {
      kit.router.push('EmailVerifyDevice', { email })
      void waitForDeviceApproval(kit, { email })
    } else kit.router.push('EmailVerifyOtp', { email })
  })
}
