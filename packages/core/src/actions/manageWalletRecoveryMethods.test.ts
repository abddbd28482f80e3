import { FrameError, RequestAbortedError } from '@kit/frame-bridge/errors'
import { describe, expect, it } from 'vitest'
import { NotConnectedError } from '../errors/kit.js'
import { ConnectorError, UserRejectedRequestError } from '../errors/wallet.js'
import { connectFake, createTestKit } from '../test-utils.js'
import { registerFakeAuth } from './authSteps.test.helpers.js'
import { FlowUnavailableError } from './errors.js'
import { manageWalletRecoveryMethods } from './manageWalletRecoveryMethods.js'
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

describe('manageWalletRecoveryMethods', () => {
  it('runs on the embedded wallet and succeeds with how many methods were removed once the user closes the card', async () => {
    const { kit, auth } = await setup()
    const done = manageWalletRecoveryMethods(kit)
    expect(getTask(kit.getState(), tasks.manageRecoveryMethods).status).toBe('pending')
    ;(await auth.manageRecoveryMethods.next()).resolve({ removed: 1 })
    await expect(done).resolves.toEqual({ status: 'success', error: undefined, value: { removed: 1 } })
    expect(auth.manageRecoveryMethods.calls).toEqual([[]])
    expect(kit.getState().toast.open).toBe(false)
  })

  it('the modal closed over the card is a UserRejectedRequestError and no toast', async () => {
    const { kit, auth } = await setup()
    const done = manageWalletRecoveryMethods(kit)
    ;(await auth.manageRecoveryMethods.next()).reject(new RequestAbortedError())
    expect((await done).error).toBeInstanceOf(UserRejectedRequestError)
    expect(kit.getState().toast.open).toBe(false)
  })

  it("a cancel of the proof on the card ('User rejected the request') is a UserRejectedRequestError and no toast", async () => {
    const { kit, auth } = await setup()
    const done = manageWalletRecoveryMethods(kit)
    ;(await auth.manageRecoveryMethods.next()).reject(
      new FrameError('MANAGE_RECOVERY_METHODS', 'User rejected the request'),
    )
    expect((await done).error).toBeInstanceOf(UserRejectedRequestError)
    expect(kit.getState().toast.open).toBe(false)
  })

  it("a refusal is a ConnectorError 'Could not show the ways to open your wallet' with the frame's words, as a toast", async () => {
    const { kit, auth } = await setup()
    const done = manageWalletRecoveryMethods(kit)
    ;(await auth.manageRecoveryMethods.next()).reject(
      new FrameError('MANAGE_RECOVERY_METHODS', 'Not signed in'),
    )
    const { error } = await done
    expect(error).toBeInstanceOf(ConnectorError)
    expect((error as ConnectorError).shortMessage).toBe('Could not show the ways to open your wallet')
    expect((error as ConnectorError).details).toBe('Not signed in')
    expect(kit.getState().toast).toMatchObject({
      open: true,
      message: 'Could not show the ways to open your wallet',
      variant: 'error',
    })
  })

  it('needs a connection through the embedded wallet', async () => {
    const kit = createTestKit()
    const auth = registerFakeAuth(kit)
    expect((await manageWalletRecoveryMethods(kit)).error).toBeInstanceOf(NotConnectedError)
    await connectFake(kit, { id: 'injected' })
    expect((await manageWalletRecoveryMethods(kit)).error).toBeInstanceOf(NotConnectedError)
    expect(auth.manageRecoveryMethods.calls).toHaveLength(0)
  })

  it("a host's own auth connector without the step is a FlowUnavailableError", async () => {
    const kit = createTestKit()
    registerFakeAuth(kit, ['manageRecoveryMethods'])
    await kit.connection.connect('auth')
    expect((await manageWalletRecoveryMethods(kit)).error).toBeInstanceOf(FlowUnavailableError)
  })
})
