import { describe, expect, it } from 'vitest'
import { createTestKit } from '../test-utils.js'
import { registerFakeAuth } from './authSteps.test.helpers.js'
import { connectPasskey } from './connectPasskey.js'
import { FlowUnavailableError } from './errors.js'
import { tasks } from './flowTasks.js'
import { getTask } from './getTask.js'

function setup(without: Parameters<typeof registerFakeAuth>[1] = []) {
  const kit = createTestKit()
  const auth = registerFakeAuth(kit, without)
  kit.modal.open({ view: 'Connect' })
  return { kit, auth }
}

const passkey = (kit: ReturnType<typeof setup>['kit']) => getTask(kit.getState(), tasks.passkey)

describe('connectPasskey', () => {
  it("asks the frame for the passkey with the host's mode, then connects through the auth connector", async () => {
    const { kit, auth } = setup()
    const done = connectPasskey(kit, { mode: 'signUp' })
    const call = await auth.connectPasskey.next()
    expect(auth.connectPasskey.calls).toEqual([[{ mode: 'signUp' }]])
    expect(passkey(kit).status).toBe('pending')
    expect(kit.getState().account.status).toBe('disconnected')
    call.resolve()
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(kit.getState().account.status).toBe('connected')
    expect(kit.getState().modal.open).toBe(false)
  })

  it('lets the frame offer both when no mode is given', async () => {
    const { kit, auth } = setup()
    void connectPasskey(kit)
    await auth.connectPasskey.next()
    expect(auth.connectPasskey.calls).toEqual([[{}]])
  })

  it("keeps the frame's refusal (a cancel, no PRF) as the task's error and stays disconnected", async () => {
    const { kit, auth } = setup()
    const done = connectPasskey(kit, { mode: 'signIn' })
    ;(await auth.connectPasskey.next()).reject(new Error('This passkey cannot unlock a wallet'))
    await expect(done).resolves.toMatchObject({ status: 'error' })
    expect(passkey(kit).error).toBeInstanceOf(Error)
    expect(kit.getState().account.status).toBe('disconnected')
  })

  it('fails as FlowUnavailableError with an auth connector that has no passkey step', async () => {
    const { kit } = setup(['connectPasskey'])
    await expect(connectPasskey(kit)).resolves.toMatchObject({ status: 'error' })
    expect(passkey(kit).error).toBeInstanceOf(FlowUnavailableError)
  })
})
