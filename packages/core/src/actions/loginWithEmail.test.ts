import { describe, expect, it } from 'vitest'
import { EmailCooldownError } from '../errors/kit.js'
import { createTestKit } from '../test-utils.js'
import { registerFakeAuth, settle } from './authSteps.test.helpers.js'
import { FlowUnavailableError } from './errors.js'
import { loginWithEmail } from './loginWithEmail.js'
import { tasks } from './flowTasks.js'
import { getTask } from './getTask.js'

function setup() {
  const kit = createTestKit()
  const auth = registerFakeAuth(kit)
  kit.modal.open({ view: 'Connect' })
  return { kit, auth }
}

describe('loginWithEmail', () => {
  it('asks the frame for a code for the e-mail and shows EmailVerifyOtp on VERIFY_OTP', async () => {
    const { kit, auth } = setup()
    const done = loginWithEmail(kit, { email: 'ada@example.com' })
    expect(getTask(kit.getState(), tasks.email).status).toBe('pending')
    ;(await auth.connectEmail.next()).resolve({ action: 'VERIFY_OTP' })
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(auth.connectEmail.calls).toEqual([[{ email: 'ada@example.com' }]])
    expect(kit.getState().router).toMatchObject({
      view: 'EmailVerifyOtp',
      history: ['Connect', 'EmailVerifyOtp'],
      data: { email: 'ada@example.com' },
    })
    expect(auth.connectDevice.calls).toHaveLength(0)
  })

  it('VERIFY_DEVICE shows EmailVerifyDevice while the approval is waited for, then EmailVerifyOtp in its place', async () => {
    const { kit, auth } = setup()
    ;(async () => (await auth.connectEmail.next()).resolve({ action: 'VERIFY_DEVICE' }))()
    await loginWithEmail(kit, { email: 'ada@example.com' })
    expect(kit.getState().router).toMatchObject({
      view: 'EmailVerifyDevice',
      data: { email: 'ada@example.com' },
    })
    const approval = await auth.connectDevice.next()
    expect(getTask(kit.getState(), tasks.device).status).toBe('pending')
    approval.resolve()
    await expect.poll(() => kit.getState().router.view).toBe('EmailVerifyOtp')
    expect(kit.getState().router.history).toEqual(['Connect', 'EmailVerifyOtp'])
    expect(kit.getState().router.data).toEqual({ email: 'ada@example.com' })
    expect(getTask(kit.getState(), tasks.device).status).toBe('success')
  })

  it('a refused request (cooldown) is the task error and moves nothing', async () => {
    const { kit, auth } = setup()
    const done = loginWithEmail(kit, { email: 'ada@example.com' })
    const refusal = new EmailCooldownError(12)
    ;(await auth.connectEmail.next()).reject(refusal)
    await expect(done).resolves.toMatchObject({ status: 'error', error: refusal })
    expect(kit.getState().router.view).toBe('Connect')
  })

  it('a run superseded by a newer one does not navigate', async () => {
    const { kit, auth } = setup()
    const first = loginWithEmail(kit, { email: 'old@example.com' })
    const second = loginWithEmail(kit, { email: 'new@example.com' })
    const firstCall = await auth.connectEmail.next()
    const secondCall = await auth.connectEmail.next()
    firstCall.resolve({ action: 'VERIFY_DEVICE' })
    await first
    await settle()
    expect(kit.getState().router.view).toBe('Connect')
    expect(auth.connectDevice.calls).toHaveLength(0)
    secondCall.resolve({ action: 'VERIFY_OTP' })
    await second
    expect(kit.getState().router).toMatchObject({
      view: 'EmailVerifyOtp',
      data: { email: 'new@example.com' },
    })
  })

  it('without an auth connector the task fails with FlowUnavailableError', async () => {
    const kit = createTestKit()
    kit.modal.open({ view: 'Connect' })
    const state = await loginWithEmail(kit, { email: 'ada@example.com' })
    expect(state.status).toBe('error')
    expect(state.error).toBeInstanceOf(FlowUnavailableError)
    expect((state.error as FlowUnavailableError).shortMessage).toBe('This option is not available right now')
    expect(kit.getState().router.view).toBe('Connect')
  })
})
