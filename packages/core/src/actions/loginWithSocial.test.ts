import { describe, expect, it } from 'vitest'
import { createTestKit } from '../test-utils.js'
import { registerFakeAuth, settle } from './authSteps.test.helpers.js'
import { FlowUnavailableError } from './errors.js'
import { cancelSocialLogin, loginWithSocial } from './loginWithSocial.js'
import { tasks } from './flowTasks.js'
import { getTask } from './getTask.js'

function setup() {
  const kit = createTestKit()
  const auth = registerFakeAuth(kit)
  kit.modal.open({ view: 'Connect' })
  return { kit, auth }
}

const connects = (auth: ReturnType<typeof setup>['auth']) =>
  auth.connector.calls.filter((call) => call.method === 'connect').length

describe('loginWithSocial', () => {
  it('calls the connector inside the call itself, before anything is awaited (pop-up blockers)', () => {
    const { kit, auth } = setup()
    void loginWithSocial(kit, { provider: 'github' })
    expect(auth.connectSocial.calls).toEqual([[{ provider: 'github' }]])
  })

  it('shows ConnectingSocial for the provider; a pop-up login connects and closes the modal', async () => {
    const { kit, auth } = setup()
    const done = loginWithSocial(kit, { provider: 'github' })
    expect(kit.getState().router).toMatchObject({
      view: 'ConnectingSocial',
      data: { socialProvider: 'github' },
    })
    expect(getTask(kit.getState(), tasks.social).status).toBe('pending')
    ;(await auth.connectSocial.next()).resolve({ mode: 'popup' })
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(connects(auth)).toBe(1)
    expect(kit.getState().account.status).toBe('connected')
    expect(kit.getState().modal.open).toBe(false)
  })

  it('a redirect outcome does not connect: the page leaves while the view waits', async () => {
    const { kit, auth } = setup()
    const done = loginWithSocial(kit, { provider: 'google' })
    ;(await auth.connectSocial.next()).resolve({ mode: 'redirect' })
    await expect(done).resolves.toMatchObject({ status: 'success' })
    await settle()
    expect(connects(auth)).toBe(0)
    expect(kit.getState().account.status).toBe('disconnected')
    expect(kit.getState().router.view).toBe('ConnectingSocial')
    expect(kit.getState().modal.open).toBe(true)
  })

  it('a closed pop-up is the task error and nothing connects', async () => {
    const { kit, auth } = setup()
    const done = loginWithSocial(kit, { provider: 'x' })
    const closed = new Error('The window was closed')
    ;(await auth.connectSocial.next()).reject(closed)
    await expect(done).resolves.toMatchObject({ status: 'error', error: closed })
    expect(connects(auth)).toBe(0)
    expect(kit.getState().router.view).toBe('ConnectingSocial')
  })

  it('cancelSocialLogin forgets the task and goes back to the view before; with no view before, closes', async () => {
    const { kit } = setup()
    void loginWithSocial(kit, { provider: 'github' })
    cancelSocialLogin(kit)
    expect(kit.getState().tasks[tasks.social.key]).toBeUndefined()
    expect(kit.getState().router.view).toBe('Connect')
    expect(kit.getState().modal.open).toBe(true)

    kit.modal.open({ view: 'ConnectingSocial' })
    cancelSocialLogin(kit)
    expect(kit.getState().modal.open).toBe(false)
  })

  it('without an auth connector the task fails with FlowUnavailableError', async () => {
    const kit = createTestKit()
    const state = await loginWithSocial(kit, { provider: 'github' })
    expect(state.error).toBeInstanceOf(FlowUnavailableError)
  })
})
