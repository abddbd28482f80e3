import type { TaskState } from '../controllers/tasks.js'
import type { Kit } from '../kit.js'
import { requireAuthStep } from './authStep.js'
import { TASK_KEYS } from './tasks.js'

/**
 * Checks the 6-digit code in the secure frame, then connects the embedded wallet; core moves on as after any
 * connection. Never rejects; its state is `TASK_KEYS.otp`.
 */
export function verifyEmailOtp(kit: Kit, { otp }: { otp: string }): Promise<TaskState> {
  return kit.tasks.run(TASK_KEYS.otp, async () => {
    const { connectorId, run } = requireAuthStep(kit, 'connectOtp')
    await run({ otp })
    await kit.connection.connect(connectorId)
  })
}
