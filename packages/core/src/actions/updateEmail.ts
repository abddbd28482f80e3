import type { TaskState } from '../state/tasks.js'
import type { Kit } from '../kit.js'
import type { RouterData } from '../types.js'
import { authSteps } from './authSteps.js'
import { tasks } from './flowTasks.js'
import { toCardCancel } from './walletCard.js'

export type UpdateEmailParameters = { currentEmail: string; newEmail: string }

/**
 * Asks to change the e-mail of the embedded wallet. Kit's secure frame confirms it on its own card first (the old and
 * the new address and, for an account with an e-mail, the code sent to the current address, typed there, never on
 * this page): the modal shows the frame at ApproveTransaction meanwhile, then, once the card completes, the view for
 * the code sent to the new address (UpdateEmailSecondaryOtp). A host's own auth connector may answer
 * `VERIFY_PRIMARY_OTP` instead, which leads to UpdateEmailPrimaryOtp. Never rejects; its state is
 * `tasks.updateEmail`: a cancel on the card (or the modal closed over it) is a `UserRejectedRequestError`, any
 * other refusal the connector's error.
 */
export function updateEmail(kit: Kit, { currentEmail, newEmail }: UpdateEmailParameters): Promise<TaskState> {
  return kit.tasks.run(tasks.updateEmail, async ({ signal }) => {
    const auth = authSteps(kit)
    let action: Awaited<ReturnType<typeof auth.updateEmail>>['action']
    try {
      ;({ action } = await auth.updateEmail({ email: newEmail }))
    } catch (error) {
      throw toCardCancel(error) ?? error
    }
    if (signal.aborted) return
    const data: RouterData = { email: currentEmail, newEmail }
    kit.router.push(
      action === 'VERIFY_SECONDARY_OTP' ? 'UpdateEmailSecondaryOtp' : 'UpdateEmailPrimaryOtp',
      data,
    )
  })
}

/**
 * A code of the e-mail change: `current` (sent to the current address, for a host's own connector that answered
 * `VERIFY_PRIMARY_OTP`; Kit's frame takes that code on its own card and refuses it from here) moves on to the code
 * sent to the new one; `new` finishes the change and returns to the account. Never rejects; its state is `tasks.updatePrimary` or
 * `tasks.updateSecondary`.
 */
export function verifyEmailUpdateOtp(
  kit: Kit,
  { otp, address }: { otp: string; address: 'current' | 'new' },
): Promise<TaskState> {
  if (address === 'current')
    return kit.tasks.run(tasks.updatePrimary, async ({ signal }) => {
      const data = kit.getState().router.data
      await authSteps(kit).updateEmailPrimaryOtp({ otp })
      if (!signal.aborted) kit.router.replace('UpdateEmailSecondaryOtp', { ...data })
    })
  return kit.tasks.run(tasks.updateSecondary, async ({ signal }) => {
    await authSteps(kit).updateEmailSecondaryOtp({ otp })
    if (!signal.aborted) kit.router.reset('Account')
  })
}
