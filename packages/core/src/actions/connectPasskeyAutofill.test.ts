import { EMAIL_FIELD_ID } from '@kit/frame-bridge'
import { FrameError } from '@kit/frame-bridge/errors'
import { describe, expect, it } from 'vitest'
import { createTestKit } from '../test-utils.js'
import { registerFakeAuth, settle } from './authSteps.test.helpers.js'
import { connectPasskeyAutofill, passkeyAutofillField } from './connectPasskeyAutofill.js'
import { FlowUnavailableError } from './errors.js'
import { tasks } from './flowTasks.js'
import { getTask } from './getTask.js'

function setup(without: Parameters<typeof registerFakeAuth>[1] = []) {
  const kit = createTestKit()
  const auth = registerFakeAuth(kit, without)
  Object.assign(auth.connector, { frameUrl: 'https://frame.kit.test/sdk?x=1' })
  kit.modal.open({ view: 'Connect' })
  return { kit, auth }
}

const passkey = (kit: ReturnType<typeof setup>['kit']) => getTask(kit.getState(), tasks.passkey)
const field = '0123456789abcdef0123456789abcdef'

describe('passkeyAutofillField', () => {
  it("is a page of the frame's origin with a fresh id and the project", () => {
    const { kit } = setup()
    const first = passkeyAutofillField(kit)
    const second = passkeyAutofillField(kit)
    expect(first?.origin).toBe('https://frame.kit.test')
    const url = new URL(first?.src ?? '')
    expect(url.pathname).toBe('/email-field.html')
    expect(url.searchParams.get('field')).toBe(first?.field)
    expect(url.searchParams.get('projectId')).toBe(kit.options.projectId)
    expect(EMAIL_FIELD_ID.test(first?.field ?? '')).toBe(true)
    expect(second?.field).not.toBe(first?.field)
  })

  it('is undefined without an auth connector that offers autofill', () => {
    expect(passkeyAutofillField(createTestKit())).toBeUndefined()
    expect(passkeyAutofillField(setup(['connectPasskeyAutofill']).kit)).toBeUndefined()
  })
})

describe('connectPasskeyAutofill', () => {
  it('shows nothing pending while the field waits, then connects once the frame signed the user in', async () => {
    const { kit, auth } = setup()
    const controller = new AbortController()
    const done = connectPasskeyAutofill(kit, { field, signal: controller.signal })
    const call = await auth.connectPasskeyAutofill.next()
    expect(auth.connectPasskeyAutofill.calls).toEqual([[{ field, signal: controller.signal }]])
    expect(passkey(kit).status).toBe('idle')
    call.resolve()
    await expect(done).resolves.toMatchObject({ status: 'success' })
    expect(kit.getState().account.status).toBe('connected')
    expect(kit.getState().modal.open).toBe(false)
  })

  it('ends quietly once aborted: no error, no connection', async () => {
    const { kit, auth } = setup()
    const controller = new AbortController()
    const done = connectPasskeyAutofill(kit, { field, signal: controller.signal })
    const call = await auth.connectPasskeyAutofill.next()
    controller.abort()
    call.reject(new Error('Request was aborted'))
    await expect(done).resolves.toBeUndefined()
    await settle()
    expect(passkey(kit).status).toBe('idle')
    expect(kit.getState().account.status).toBe('disconnected')
  })

  it('ends quietly where the server has passkeys off, so the host keeps its own e-mail input', async () => {
    const { kit, auth } = setup()
    const done = connectPasskeyAutofill(kit, { field, signal: new AbortController().signal })
    ;(await auth.connectPasskeyAutofill.next()).reject(
      new FrameError('CONNECT_PASSKEY_AUTOFILL', 'Passkeys are not enabled on this server', {
        reason: 'PasskeysUnavailable',
      }),
    )
    await expect(done).resolves.toBeUndefined()
    expect(passkey(kit).status).toBe('idle')
  })

  it("keeps the frame's refusal (an unknown passkey) as the passkey task's error", async () => {
    const { kit, auth } = setup()
    const done = connectPasskeyAutofill(kit, { field, signal: new AbortController().signal })
    ;(await auth.connectPasskeyAutofill.next()).reject(new Error('This passkey is not known here'))
    await expect(done).resolves.toMatchObject({ status: 'error' })
    expect((passkey(kit).error as Error).message).toBe('This passkey is not known here')
    expect(kit.getState().account.status).toBe('disconnected')
  })

  it('fails as FlowUnavailableError with an auth connector that has no autofill step', async () => {
    const { kit } = setup(['connectPasskeyAutofill'])
    await expect(
      connectPasskeyAutofill(kit, { field, signal: new AbortController().signal }),
    ).resolves.toMatchObject({ status: 'error' })
    expect(passkey(kit).error).toBeInstanceOf(FlowUnavailableError)
  })
})
