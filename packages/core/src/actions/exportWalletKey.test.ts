import { FrameError, RequestAbortedError } from '@kit/frame-bridge/errors'
import { describe, expect, it } from 'vitest'
import { NotConnectedError } from '../errors/kit.js'
import { ConnectorError, RecentLoginRequiredError, UserRejectedRequestError } from '../errors/wallet.js'
import { createTestKit } from '../test-utils.js'
import { registerFakeAuth } from './authSteps.test.helpers.js'
import { exportWalletKey } from './exportWalletKey.js'
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

describe('exportWalletKey', () => {
  it('runs on the embedded wallet and succeeds, with nothing, once the user closes the card', async () => {
    const { kit, auth } = await setup()
    const done = exportWalletKey(kit)
    expect(getTask(kit.getState(), tasks.exportKey).status).toBe('pending')
    ;(await auth.exportKey.next()).resolve()
    await expect(done).resolves.toEqual({ status: 'success', error: undefined, value: undefined })
    expect(auth.exportKey.calls).toEqual([[]])
    expect(kit.getState().toast.open).toBe(false)
  })

  it("an old login is a RecentLoginRequiredError: 'Sign in again to export your key', as a toast", async () => {
    const { kit, auth } = await setup()
    const done = exportWalletKey(kit)
    const cause = new FrameError('EXPORT_KEY', 'Sign in again to export your key')
    ;(await auth.exportKey.next()).reject(cause)
    const { error } = await done
    expect(error).toBeInstanceOf(RecentLoginRequiredError)
    expect((error as RecentLoginRequiredError).shortMessage).toBe('Sign in again to export your key')
    expect((error as RecentLoginRequiredError).cause).toBe(cause)
    expect(kit.getState().toast).toMatchObject({
      open: true,
      message: 'Sign in again to export your key',
      variant: 'error',
    })
  })

  it('the modal closed over the card is a UserRejectedRequestError and no toast', async () => {
    const { kit, auth } = await setup()
    const done = exportWalletKey(kit)
    ;(await auth.exportKey.next()).reject(new RequestAbortedError())
    expect((await done).error).toBeInstanceOf(UserRejectedRequestError)
    expect(kit.getState().toast.open).toBe(false)
  })

  it("another refusal is a ConnectorError 'Could not export your key' with the frame's words", async () => {
    const { kit, auth } = await setup()
    const done = exportWalletKey(kit)
    ;(await auth.exportKey.next()).reject(new FrameError('EXPORT_KEY', 'Not signed in'))
    const { error } = await done
    expect(error).toBeInstanceOf(ConnectorError)
    expect((error as ConnectorError).shortMessage).toBe('Could not export your key')
    expect((error as ConnectorError).details).toBe('Not signed in')
    expect(kit.getState().toast).toMatchObject({ message: 'Could not export your key', variant: 'error' })
  })

  it('needs a connection through the embedded wallet', async () => {
    const kit = createTestKit()
    const auth = registerFakeAuth(kit)
    expect((await exportWalletKey(kit)).error).toBeInstanceOf(NotConnectedError)
    expect(auth.exportKey.calls).toHaveLength(0)
  })
})
