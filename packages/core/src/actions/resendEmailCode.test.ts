import { describe, expect, it } from 'vitest'
import { EmailCooldownError } from '../errors/kit.js'
import { createTestKit } from '../test-utils.js'
import { registerFakeAuth, settle } from './authSteps.test.helpers.js'
import { resendEmailCode } from './resendEmailCode.js'
import { tasks } from './flowTasks.js'
import { getTask } from './getTask.js'

function setup(view: 'EmailVerifyOtp' | 'EmailVerifyDevice') {
  const kit = createTestKit()
  const auth = registerFakeAuth(kit)
  kit.modal.open({ view: 'Connect' })
  kit.router.push(view, { email: 'ada@example.com' })
  return { kit, auth }
}

describe('resendEmailCode', () => {
  it('asks the frame again and shows the success toast (default words, or the UI own)', async () => {
    const { kit, auth } = setup('EmailVerifyOtp')
    const done = resendEmailCode(kit, { email: 'ada@example.com' })
    expect(getTask(kit.getState(), tasks.resend).status).toBe('pending')
    ;(await auth.connectEmail.next()).resolve({ action: 'VERIFY_OTP' })
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(auth.connectEmail.calls).toEqual([[{ email: 'ada@example.com' }]])
    expect(kit.getState().toast).toMatchObject({
      open: true,
      message: 'Code email resent',
      variant: 'success',
    })
    expect(auth.connectDevice.calls).toHaveLength(0)

    const again = resendEmailCode(kit, { email: 'ada@example.com', notice: 'Code renvoyé' })
    ;(await auth.connectEmail.next()).resolve({ action: 'VERIFY_OTP' })
    await again
    expect(kit.getState().toast.message).toBe('Code renvoyé')
  })

  it('for a device approval the wait starts again, and the new wait moves on to the code', async () => {
    const { kit, auth } = setup('EmailVerifyDevice')
    const done = resendEmailCode(kit, { email: 'ada@example.com', device: true })
    ;(await auth.connectEmail.next()).resolve({ action: 'VERIFY_DEVICE' })
    await done
    const wait = await auth.connectDevice.next()
    expect(getTask(kit.getState(), tasks.device).status).toBe('pending')
    wait.resolve()
    await expect.poll(() => kit.getState().router.view).toBe('EmailVerifyOtp')
  })

  it('a refusal within the cooldown is the task error: no toast, no new wait', async () => {
    const { kit, auth } = setup('EmailVerifyDevice')
    const done = resendEmailCode(kit, { email: 'ada@example.com', device: true })
    const cooldown = new EmailCooldownError(20)
    ;(await auth.connectEmail.next()).reject(cooldown)
    await expect(done).resolves.toMatchObject({ status: 'error', error: cooldown })
    await settle()
    expect(kit.getState().toast.open).toBe(false)
    expect(auth.connectDevice.calls).toHaveLength(0)
  })
})
