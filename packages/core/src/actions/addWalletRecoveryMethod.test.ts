import { FrameError, FrameTimeoutError, RequestAbortedError } from '@kit/frame-bridge/errors'
import { describe, expect, it } from 'vitest'
import { NotConnectedError } from '../errors/kit.js'
import { ConnectorError, UserRejectedRequestError } from '../errors/wallet.js'
import { connectFake, createTestKit } from '../test-utils.js'
import { addWalletRecoveryMethod } from './addWalletRecoveryMethod.js'
import { registerFakeAuth } from './authSteps.test.helpers.js'
import { FlowUnavailableError } from './errors.js'
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

describe('addWalletRecoveryMethod', () => {
  it('runs on the embedded wallet; the kind added is the task value and names the success toast', async () => {
    const { kit, auth } = await setup()
    const done = addWalletRecoveryMethod(kit)
    expect(getTask(kit.getState(), tasks.addRecoveryMethod).status).toBe('pending')
    ;(await auth.addRecoveryMethod.next()).resolve({ kind: 'passkey' })
    await expect(done).resolves.toEqual({ status: 'success', error: undefined, value: { kind: 'passkey' } })
    expect(auth.addRecoveryMethod.calls).toEqual([[]])
    expect(kit.getState().toast).toMatchObject({ open: true, message: 'Passkey added', variant: 'success' })

    const password = addWalletRecoveryMethod(kit)
    ;(await auth.addRecoveryMethod.next()).resolve({ kind: 'password' })
    await password
    expect(kit.getState().toast).toMatchObject({ message: 'Recovery password added', variant: 'success' })
    expect(kit.getState().router.view).toBe('AccountSettings')
  })

  it('a UI passes its own words for the toast', async () => {
    const { kit, auth } = await setup()
    const done = addWalletRecoveryMethod(kit, { notices: { passkey: 'Clé d’accès ajoutée' } })
    ;(await auth.addRecoveryMethod.next()).resolve({ kind: 'passkey' })
    await done
    expect(kit.getState().toast.message).toBe('Clé d’accès ajoutée')
  })

  it('a cancel on the card, or the modal closed over it, is a UserRejectedRequestError and no toast', async () => {
    const { kit, auth } = await setup()
    for (const cause of [
      new FrameError('ADD_RECOVERY_METHOD', 'User rejected the request'),
      new RequestAbortedError(),
    ]) {
      const done = addWalletRecoveryMethod(kit)
      ;(await auth.addRecoveryMethod.next()).reject(cause)
      const state = await done
      expect(state.status).toBe('error')
      expect(state.error).toBeInstanceOf(UserRejectedRequestError)
      expect((state.error as UserRejectedRequestError).code).toBe(4001)
      expect((state.error as UserRejectedRequestError).cause).toBe(cause)
      expect(kit.getState().toast.open).toBe(false)
    }
  })

  it('any other failure is a ConnectorError that says what failed, with the frame’s words, and an error toast', async () => {
    const { kit, auth } = await setup()
    const done = addWalletRecoveryMethod(kit)
    const cause = new FrameTimeoutError('ADD_RECOVERY_METHOD', 20_000)
    ;(await auth.addRecoveryMethod.next()).reject(cause)
    const { error } = await done
    expect(error).toBeInstanceOf(ConnectorError)
    expect((error as ConnectorError).shortMessage).toBe('Could not add a recovery method')
    expect((error as ConnectorError).details).toBe('The secure frame did not answer in time')
    expect((error as ConnectorError).cause).toBe(cause)
    expect(kit.getState().toast).toMatchObject({
      open: true,
      message: 'Could not add a recovery method',
      variant: 'error',
    })
  })

  it('needs a connection through the embedded wallet', async () => {
    const kit = createTestKit()
    const auth = registerFakeAuth(kit)
    expect((await addWalletRecoveryMethod(kit)).error).toBeInstanceOf(NotConnectedError)
    await connectFake(kit, { id: 'injected' })
    expect((await addWalletRecoveryMethod(kit)).error).toBeInstanceOf(NotConnectedError)
    expect(auth.addRecoveryMethod.calls).toHaveLength(0)
  })

  it('an auth connector without the step is a FlowUnavailableError', async () => {
    const kit = createTestKit()
    registerFakeAuth(kit, ['addRecoveryMethod'])
    await kit.connection.connect('auth')
    expect((await addWalletRecoveryMethod(kit)).error).toBeInstanceOf(FlowUnavailableError)
  })

  it('a superseded run shows no toast for its outcome', async () => {
    const { kit, auth } = await setup()
    const first = addWalletRecoveryMethod(kit)
    const firstCall = await auth.addRecoveryMethod.next()
    const second = addWalletRecoveryMethod(kit)
    firstCall.resolve({ kind: 'password' })
    await first
    expect(kit.getState().toast.open).toBe(false)
    ;(await auth.addRecoveryMethod.next()).resolve({ kind: 'passkey' })
    await second
    expect(kit.getState().toast.message).toBe('Passkey added')
  })
})
