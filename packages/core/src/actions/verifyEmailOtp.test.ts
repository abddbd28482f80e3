import { describe, expect, it } from 'vitest'
import { createTestKit } from '../test-utils.js'
import { createSiweTestBackend } from '../testing/fakes.js'
import { deferred, registerFakeAuth } from './authSteps.test.helpers.js'
import { FlowUnavailableError } from './errors.js'
import { tasks } from './flowTasks.js'
import { getTask } from './getTask.js'
import { verifyEmailOtp } from './verifyEmailOtp.js'

function setup(overrides: Parameters<typeof createTestKit>[0] = {}) {
  const kit = createTestKit(overrides)
  const auth = registerFakeAuth(kit)
  kit.modal.open({ view: 'Connect' })
  kit.router.push('EmailVerifyOtp', { email: 'ada@example.com' })
  return { kit, auth }
}

describe('verifyEmailOtp', () => {
  it('checks the code in the frame, then connects the embedded wallet and closes the open modal', async () => {
    const { kit, auth } = setup()
    const done = verifyEmailOtp(kit, { otp: '123456' })
    const check = await auth.connectOtp.next()
    expect(auth.connectOtp.calls).toEqual([[{ otp: '123456' }]])
    // Nothing is connected before the frame accepted the code.
    expect(auth.connector.calls.filter((call) => call.method === 'connect')).toHaveLength(0)
    check.resolve()
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(kit.getState().account.status).toBe('connected')
    expect(kit.getState().connectors.active).toBe('auth')
    expect(kit.getState().modal.open).toBe(false)
  })

  it('with sign-in with wallet on, the modal goes on to ConnectingSiwe instead of closing', async () => {
    // The backend's session check stays unanswered, so ConnectingSiwe can only come from the step after connecting.
    const session = deferred<null>()
    const { kit, auth } = setup({ siwe: createSiweTestBackend({ getSession: () => session.promise }) })
    const done = verifyEmailOtp(kit, { otp: '123456' })
    ;(await auth.connectOtp.next()).resolve()
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(kit.getState().modal.open).toBe(true)
    expect(kit.getState().router.view).toBe('ConnectingSiwe')
    session.resolve(null)
  })

  it('a wrong code is the task error: nothing connects and the code view stays', async () => {
    const { kit, auth } = setup()
    const done = verifyEmailOtp(kit, { otp: '000000' })
    const wrong = new Error('Invalid code')
    ;(await auth.connectOtp.next()).reject(wrong)
    await expect(done).resolves.toMatchObject({ status: 'error', error: wrong })
    expect(kit.getState().account.status).toBe('disconnected')
    expect(kit.getState().router.view).toBe('EmailVerifyOtp')
    expect(kit.getState().modal.open).toBe(true)
  })

  it('without an auth connector the task fails with FlowUnavailableError', async () => {
    const kit = createTestKit()
    const state = await verifyEmailOtp(kit, { otp: '123456' })
    expect(state.error).toBeInstanceOf(FlowUnavailableError)
    expect(getTask(kit.getState(), tasks.otp).status).toBe('error')
  })
})
