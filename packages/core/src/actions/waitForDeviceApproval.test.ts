import { describe, expect, it } from 'vitest'
import { createTestKit } from '../test-utils.js'
import { registerFakeAuth, settle } from './authSteps.test.helpers.js'
import { FlowUnavailableError } from './errors.js'
import { tasks } from './flowTasks.js'
import { getTask } from './getTask.js'
import { waitForDeviceApproval } from './waitForDeviceApproval.js'

function setup() {
  const kit = createTestKit()
  const auth = registerFakeAuth(kit)
  kit.modal.open({ view: 'Connect' })
  kit.router.push('EmailVerifyDevice', { email: 'ada@example.com' })
  return { kit, auth }
}

describe('waitForDeviceApproval', () => {
  it('after the approval the code view replaces the device view, keeping the e-mail', async () => {
    const { kit, auth } = setup()
    const done = waitForDeviceApproval(kit, { email: 'ada@example.com' })
    expect(getTask(kit.getState(), tasks.device).status).toBe('pending')
    ;(await auth.connectDevice.next()).resolve()
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(kit.getState().router).toMatchObject({
      view: 'EmailVerifyOtp',
      history: ['Connect', 'EmailVerifyOtp'],
      data: { email: 'ada@example.com' },
    })
  })

  it('a failed wait is the task error and the device view stays', async () => {
    const { kit, auth } = setup()
    const done = waitForDeviceApproval(kit, { email: 'ada@example.com' })
    const failure = new Error('link expired')
    ;(await auth.connectDevice.next()).reject(failure)
    await expect(done).resolves.toMatchObject({ status: 'error', error: failure })
    expect(kit.getState().router.view).toBe('EmailVerifyDevice')
  })

  it('a wait superseded by a newer one (a resend) does not navigate when it ends', async () => {
    const { kit, auth } = setup()
    const first = waitForDeviceApproval(kit, { email: 'ada@example.com' })
    void waitForDeviceApproval(kit, { email: 'ada@example.com' })
    ;(await auth.connectDevice.next()).resolve()
    await first
    await settle()
    expect(kit.getState().router.view).toBe('EmailVerifyDevice')
    expect(getTask(kit.getState(), tasks.device).status).toBe('pending')
  })

  it('a wait reset (the user left) does not navigate when it ends', async () => {
    const { kit, auth } = setup()
    const done = waitForDeviceApproval(kit, { email: 'ada@example.com' })
    kit.tasks.reset(tasks.device)
    ;(await auth.connectDevice.next()).resolve()
    await done
    expect(kit.getState().router.view).toBe('EmailVerifyDevice')
  })

  it('an auth connector without connectDevice fails with FlowUnavailableError', async () => {
    const kit = createTestKit()
    registerFakeAuth(kit, ['connectDevice'])
    const state = await waitForDeviceApproval(kit, { email: 'ada@example.com' })
    expect(state.error).toBeInstanceOf(FlowUnavailableError)
    expect(state.error?.message).toContain('connectDevice')
  })
})
