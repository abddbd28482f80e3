import type { TaskState } from '../state/tasks.js'
import type { Kit } from '../kit.js'
import { authSteps } from './authSteps.js'
import { tasks } from './flowTasks.js'
import { waitForDeviceApproval } from './waitForDeviceApproval.js'

export type ResendEmailCodeParameters = {
  email: string
  /** Whether a device approval (not a code) is waited for: the wait starts again. */
  device?: boolean
  /** The toast shown when it is sent (a UI passes its own language). Default 'Code email resent'. */
  notice?: string
}

/**
 * Sends the code (or the device link) again; the frame refuses within the 30-second cooldown. Never rejects; its
 * state is `tasks.resend`.
 */
export function resendEmailCode(
  kit: Kit,
  { email, device = false, notice = 'Code email resent' }: ResendEmailCodeParameters,
): Promise<TaskState> {
  return kit.tasks.run(tasks.resend, async () => {
    await authSteps(kit).connectEmail({ email })
    kit.toast.showSuccess(notice)
    if (device) void waitForDeviceApproval(kit, { email })
  })
}
