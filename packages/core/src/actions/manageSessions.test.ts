import { FrameError, RequestAbortedError } from '@kit/frame-bridge/errors'
import { describe, expect, it } from 'vitest'
import { NotConnectedError } from '../errors/kit.js'
import { ConnectorError, UserRejectedRequestError } from '../errors/wallet.js'
import { connectFake, createTestKit } from '../test-utils.js'
import { registerFakeAuth } from './authSteps.test.helpers.js'
import { FlowUnavailableError } from './errors.js'
import { manageSessions } from './manageSessions.js'
import { tasks } from './flowTasks.js'
import { getTask } from './getTask.js'

async function setup() {
  const kit = createTestKit()
  const auth = registerFakeAuth(kit)
  await kit.connection.connect('auth')
  kit.modal.open({ view: 'Account' })
  kit.router.push('AccountSettings')
  return { kit, auth }
}

describe('manageSessions', () => {
  it('runs on the embedded wallet and succeeds with how many sessions ended once the user closes the card', async () => {
    const { kit, auth } = await setup()
    const done = manageSessions(kit)
    expect(getTask(kit.getState(), tasks.manageSessions).status).toBe('pending')
    ;(await auth.manageSessions.next()).resolve({ ended: 2 })
    await expect(done).resolves.toEqual({ status: 'success', error: undefined, value: { ended: 2 } })
    expect(auth.manageSessions.calls).toEqual([[]])
    expect(kit.getState().toast.open).toBe(false)
  })

  it('the modal closed over the card is a UserRejectedRequestError and no toast', async () => {
    const { kit, auth } = await setup()
    const done = manageSessions(kit)
    ;(await auth.manageSessions.next()).reject(new RequestAbortedError())
    expect((await done).error).toBeInstanceOf(UserRejectedRequestError)
    expect(kit.getState().toast.open).toBe(false)
  })

  it("a refusal is a ConnectorError 'Could not show your signed-in devices' with the frame's words, as a toast", async () => {
    const { kit, auth } = await setup()
    const done = manageSessions(kit)
    ;(await auth.manageSessions.next()).reject(new FrameError('MANAGE_SESSIONS', 'Not signed in'))
    const { error } = await done
    expect(error).toBeInstanceOf(ConnectorError)
    expect((error as ConnectorError).shortMessage).toBe('Could not show your signed-in devices')
    expect((error as ConnectorError).details).toBe('Not signed in')
    expect(kit.getState().toast).toMatchObject({
      open: true,
      message: 'Could not show your signed-in devices',
      variant: 'error',
    })
  })

  it('needs a connection through the embedded wallet', async () => {
    const kit = createTestKit()
    const auth = registerFakeAuth(kit)
    expect((await manageSessions(kit)).error).toBeInstanceOf(NotConnectedError)
    await connectFake(kit, { id: 'injected' })
    expect((await manageSessions(kit)).error).toBeInstanceOf(NotConnectedError)
    expect(auth.manageSessions.calls).toHaveLength(0)
  })

  it("a host's own auth connector without the step is a FlowUnavailableError", async () => {
    const kit = createTestKit()
    registerFakeAuth(kit, ['manageSessions'])
    await kit.connection.connect('auth')
    expect((await manageSessions(kit)).error).toBeInstanceOf(FlowUnavailableError)
  })
})
