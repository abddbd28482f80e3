import type { TaskState } from '../state/tasks.js'
import type { Kit } from '../kit.js'
import { authSteps } from './authSteps.js'
import { tasks } from './flowTasks.js'

/**
 * Checks the 6-digit code in the secure frame, then connects the embedded wallet; core moves on as after any
 * connection. Never rejects; its state is `tasks.otp`.
 */
export function verifyEmailOtp(kit: Kit, { otp }: { otp: string }): Promise<TaskState> {
  return kit.tasks.run(tasks.otp, async () => {
    const auth = authSteps(kit)
    await auth.connectOtp({ otp })
    await kit.connection.connect(auth.connectorId)
  })
}
