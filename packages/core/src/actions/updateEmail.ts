import type { TaskState } from '../controllers/tasks.js'
import type { Kit } from '../kit.js'
import type { RouterData } from '../types.js'
import { requireAuthStep } from './authStep.js'
import { TASK_KEYS } from './tasks.js'

export type UpdateEmailParameters = { currentEmail: string; newEmail: string }

/**
 * Asks to change the e-mail of the embedded wallet. The frame's answer says which code comes first: the one sent
 * to the current address, or (when that address is not verified) the one sent to the new address. Never rejects;
 * its state is `TASK_KEYS.updateEmail`.
 */
export function updateEmail(kit: Kit, { currentEmail, newEmail }: UpdateEmailParameters): Promise<TaskState> {
  return kit.tasks.run(TASK_KEYS.updateEmail, async ({ signal }) => {
    const { action } = await requireAuthStep(kit, 'updateEmail').run({ email: newEmail })
    if (signal.aborted) return
    const data: RouterData = { email: currentEmail, newEmail }
    kit.router.push(
      action === 'VERIFY_SECONDARY_OTP' ? 'UpdateEmailSecondaryOtp' : 'UpdateEmailPrimaryOtp',
      data,
    )
  })
}

/**
 * A code of the e-mail change: `current` (sent to the current address) moves on to the code sent to the new one;
 * `new` finishes the change and returns to the account. Never rejects; its state is `TASK_KEYS.updatePrimary` or
 * `TASK_KEYS.updateSecondary`.
 */
export function verifyEmailUpdateOtp(
  kit: Kit,
  { otp, address }: { otp: string; address: 'current' | 'new' },
): Promise<TaskState> {
  if (address === 'current')
    return kit.tasks.run(TASK_KEYS.updatePrimary, async ({ signal }) => {
      const data = kit.getState().router.data
      await requireAuthStep(kit, 'updateEmailPrimaryOtp').run({ otp })
      if (!signal.aborted) kit.router.replace('UpdateEmailSecondaryOtp', { ...data })
    })
  return kit.tasks.run(TASK_KEYS.updateSecondary, async ({ signal }) => {
    await requireAuthStep(kit, 'updateEmailSecondaryOtp').run({ otp })
    if (!signal.aborted) kit.router.reset('Account')
  })
}
