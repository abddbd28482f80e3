import { FrameError, RequestAbortedError } from '@kit/frame-bridge/errors'
import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../errors/wallet.js'
import { connectFake, createTestKit } from '../test-utils.js'
import { registerFakeAuth, settle } from './authSteps.test.helpers.js'
import { FlowUnavailableError } from './errors.js'
import { tasks } from './flowTasks.js'
import { getTask } from './getTask.js'
import { updateEmail, verifyEmailUpdateOtp } from './updateEmail.js'

const change = { currentEmail: 'ada@example.com', newEmail: 'ada@lovelace.dev' }

async function setup() {
  const kit = createTestKit()
  const auth = registerFakeAuth(kit)
  await kit.connection.connect('auth')
  kit.modal.open({ view: 'Account' })
  kit.router.push('AccountSettings')
  kit.router.push('UpdateEmailWallet', { email: change.currentEmail })
  return { kit, auth }
}

describe('updateEmail', () => {
  it("asks with the new address; the frame's VERIFY_SECONDARY_OTP (its card took the current code) goes to the new address code", async () => {
    const { kit, auth } = await setup()
    const done = updateEmail(kit, change)
    expect(getTask(kit.getState(), tasks.updateEmail).status).toBe('pending')
    ;(await auth.updateEmail.next()).resolve({ action: 'VERIFY_SECONDARY_OTP' })
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(auth.updateEmail.calls).toEqual([[{ email: 'ada@lovelace.dev' }]])
    expect(kit.getState().router).toMatchObject({
      view: 'UpdateEmailSecondaryOtp',
      history: ['Account', 'AccountSettings', 'UpdateEmailWallet', 'UpdateEmailSecondaryOtp'],
      data: { email: 'ada@example.com', newEmail: 'ada@lovelace.dev' },
    })
  })

  it("a host's own connector answering VERIFY_PRIMARY_OTP shows the current address code first", async () => {
    const { kit, auth } = await setup()
    const done = updateEmail(kit, change)
    ;(await auth.updateEmail.next()).resolve({ action: 'VERIFY_PRIMARY_OTP' })
    await done
    expect(kit.getState().router).toMatchObject({
      view: 'UpdateEmailPrimaryOtp',
      data: { email: 'ada@example.com', newEmail: 'ada@lovelace.dev' },
    })
  })

  it("a cancel on the frame's card, or the modal closed over it, is a UserRejectedRequestError; the form stays", async () => {
    const { kit, auth } = await setup()
    for (const cancel of [
      new FrameError('UPDATE_EMAIL', 'User rejected the request'),
      new RequestAbortedError(),
    ]) {
      const done = updateEmail(kit, change)
      ;(await auth.updateEmail.next()).reject(cancel)
      const { status, error } = await done
      expect(status).toBe('error')
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect((error as UserRejectedRequestError).cause).toBe(cancel)
      expect(kit.getState().router.view).toBe('UpdateEmailWallet')
    }
  })

  it('a refused change is the task error and the form stays', async () => {
    const { kit, auth } = await setup()
    const done = updateEmail(kit, change)
    const refused = new Error('Invalid email')
    ;(await auth.updateEmail.next()).reject(refused)
    await expect(done).resolves.toMatchObject({ status: 'error', error: refused })
    expect(kit.getState().router.view).toBe('UpdateEmailWallet')
  })

  it('a superseded request does not navigate', async () => {
    const { kit, auth } = await setup()
    const first = updateEmail(kit, change)
    void updateEmail(kit, { ...change, newEmail: 'other@example.com' })
    ;(await auth.updateEmail.next()).resolve({ action: 'VERIFY_PRIMARY_OTP' })
    await first
    await settle()
    expect(kit.getState().router.view).toBe('UpdateEmailWallet')
  })

  it('without an auth connector the task fails with FlowUnavailableError', async () => {
    const kit = createTestKit()
    await connectFake(kit)
    const state = await updateEmail(kit, change)
    expect(state.error).toBeInstanceOf(FlowUnavailableError)
  })
})

describe('verifyEmailUpdateOtp', () => {
  it("(a host's own connector) the current address code moves on to the new address code in its place, keeping both addresses", async () => {
    const { kit, auth } = await setup()
    kit.router.push('UpdateEmailPrimaryOtp', { email: change.currentEmail, newEmail: change.newEmail })
    const done = verifyEmailUpdateOtp(kit, { otp: '111111', address: 'current' })
    expect(getTask(kit.getState(), tasks.updatePrimary).status).toBe('pending')
    ;(await auth.updateEmailPrimaryOtp.next()).resolve()
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(auth.updateEmailPrimaryOtp.calls).toEqual([[{ otp: '111111' }]])
    expect(kit.getState().router).toMatchObject({
      view: 'UpdateEmailSecondaryOtp',
      history: ['Account', 'AccountSettings', 'UpdateEmailWallet', 'UpdateEmailSecondaryOtp'],
      data: { email: 'ada@example.com', newEmail: 'ada@lovelace.dev' },
    })
  })

  it('the new address code finishes the change and returns to the account', async () => {
    const { kit, auth } = await setup()
    kit.router.push('UpdateEmailSecondaryOtp', { email: change.currentEmail, newEmail: change.newEmail })
    const done = verifyEmailUpdateOtp(kit, { otp: '222222', address: 'new' })
    expect(getTask(kit.getState(), tasks.updateSecondary).status).toBe('pending')
    ;(await auth.updateEmailSecondaryOtp.next()).resolve({ newEmail: change.newEmail })
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(kit.getState().router.history).toEqual(['Account'])
  })

  it('a wrong code is its task error and the code view stays', async () => {
    const { kit, auth } = await setup()
    kit.router.push('UpdateEmailSecondaryOtp', { email: change.currentEmail, newEmail: change.newEmail })
    const done = verifyEmailUpdateOtp(kit, { otp: '000000', address: 'new' })
    const wrong = new Error('Invalid code')
    ;(await auth.updateEmailSecondaryOtp.next()).reject(wrong)
    await expect(done).resolves.toMatchObject({ status: 'error', error: wrong })
    expect(kit.getState().router.view).toBe('UpdateEmailSecondaryOtp')
    expect(getTask(kit.getState(), tasks.updatePrimary).status).toBe('idle')
  })
})
