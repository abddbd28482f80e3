import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FrameContext } from '../frame/context.js'
import type { Sessions } from '../frame/session.js'
import { fieldChannelName } from '../emailField/channel.js'
import { createChannelBus } from '../emailField/testChannel.js'
import { awaitAutofillPasskey } from './passkeyAutofill.js'
import { createPasskeyLogin } from './passkeyLogin.js'

const field = 'field-0123456789abcdef'
const options = (n: number) => ({ challenge: `challenge-${n}`, rpId: 'kit.test' })
const assertion = {
  id: 'AQID',
  rawId: 'AQID',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'BA', authenticatorData: 'BQ', signature: 'Bg', userHandle: 'Bw' },
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup(refreshMs?: number) {
  const bus = createChannelBus()
  let n = 0
  const loginOptions = vi.fn(async () => ({ options: options(++n) }))
  const controller = new AbortController()
  const heard: unknown[] = []
  // The field's end of the channel.
  const fieldEnd = bus.open(fieldChannelName(field))
  fieldEnd.addEventListener('message', (event) => heard.push(event.data))
  const waiting = awaitAutofillPasskey({
    field,
    loginOptions,
    openChannel: bus.open,
    signal: controller.signal,
    ...(refreshMs ? { refreshMs } : {}),
  })
  return { bus, loginOptions, controller, heard, fieldEnd, waiting }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('awaitAutofillPasskey', () => {
  it("gives the field the server's options, again on its hello, and resolves with its assertion", async () => {
    const { heard, fieldEnd, waiting, bus } = setup()
    await flush()
    expect(heard).toEqual([{ kind: 'options', options: options(1) }])
    fieldEnd.postMessage({ kind: 'hello' })
    await flush()
    expect(heard[1]).toEqual({ kind: 'options', options: options(1) })
    fieldEnd.postMessage({ kind: 'assertion', credential: assertion })
    await expect(waiting).resolves.toEqual({ credential: assertion, rpId: 'kit.test' })
    // The frame's end is closed; the field keeps its own.
    expect(bus.listening(fieldChannelName(field))).toBe(1)
  })

  it('drops malformed messages and keeps waiting', async () => {
    const { fieldEnd, waiting, controller } = setup()
    await flush()
    for (const data of [
      null,
      { kind: 'assertion' },
      { kind: 'assertion', credential: { ...assertion, type: 'other' } },
      { kind: 'assertion', credential: { ...assertion, rawId: 'other' } },
      { kind: 'assertion', credential: { ...assertion, response: { clientDataJSON: 'BA' } } },
      { kind: 'assertion', credential: { ...assertion, response: { ...assertion.response, signature: 7 } } },
    ])
      fieldEnd.postMessage(data)
    await flush()
    let settled = false
    void waiting.then(
      () => (settled = true),
      () => (settled = true),
    )
    await flush()
    expect(settled).toBe(false)
    controller.abort(new Error('gone'))
    await expect(waiting).rejects.toThrow('gone')
  })

  it('tells the field to stop and rejects when the host gives up', async () => {
    const { heard, waiting, controller, bus } = setup()
    await flush()
    controller.abort(new Error('Request was aborted'))
    await expect(waiting).rejects.toThrow('Request was aborted')
    await flush()
    expect(heard.at(-1)).toEqual({ kind: 'stop' })
    expect(bus.listening(fieldChannelName(field))).toBe(1)
  })

  it('sends a fresh challenge before the last one expires', async () => {
    vi.useFakeTimers()
    const { heard, loginOptions, controller, waiting } = setup(1_000)
    await vi.advanceTimersByTimeAsync(0)
    expect(heard).toEqual([{ kind: 'options', options: options(1) }])
    await vi.advanceTimersByTimeAsync(1_000)
    expect(loginOptions).toHaveBeenCalledTimes(2)
    expect(heard.at(-1)).toEqual({ kind: 'options', options: options(2) })
    controller.abort(new Error('gone'))
    await expect(waiting).rejects.toThrow('gone')
    await vi.advanceTimersByTimeAsync(5_000)
    expect(loginOptions).toHaveBeenCalledTimes(2)
  })

  it("rejects with the server's refusal of the options (passkeys off)", async () => {
    const bus = createChannelBus()
    const refusal = new Error('Passkey login is not enabled')
    await expect(
      awaitAutofillPasskey({
        field,
        loginOptions: async () => {
          throw refusal
        },
        openChannel: bus.open,
        signal: new AbortController().signal,
      }),
    ).rejects.toBe(refusal)
    expect(bus.listening(fieldChannelName(field))).toBe(0)
  })

  it('refuses a field id the protocol does not allow, and an aborted request, without opening a channel', async () => {
    const bus = createChannelBus()
    const base = { loginOptions: vi.fn(), openChannel: bus.open, signal: new AbortController().signal }
    await expect(awaitAutofillPasskey({ ...base, field: 'short' })).rejects.toThrow(/Invalid field id/)
    const aborted = new AbortController()
    aborted.abort(new Error('gone'))
    await expect(awaitAutofillPasskey({ ...base, field, signal: aborted.signal })).rejects.toThrow('gone')
    expect(base.loginOptions).not.toHaveBeenCalled()
  })
})

describe('the passkey login from autofill', () => {
  it("verifies the field's assertion with the frame's proof key and opens the wallet as the card's sign-in", async () => {
    const bus = createChannelBus()
    const login = { token: 't', user: { id: 'user-1' }, credentialId: 'AQID', prfSalt: 'salt' }
    const api = {
      passkeyLoginOptions: vi.fn(async () => ({ options: options(1) })),
      passkeyLoginVerify: vi.fn(async () => login),
    }
    const sessions = {
      signedIn: vi.fn(async () => ({})),
      describeUser: vi.fn(async () => ({ address: '0x1' })),
    }
    const passkeyLogin = createPasskeyLogin(
      { api, frameOrigin: 'https://frame.kit.test' } as unknown as FrameContext,
      sessions as unknown as Sessions,
      document,
      bus.open,
    )
    const fieldEnd = bus.open(fieldChannelName(field))
    const request = { signal: new AbortController().signal, waitForUser: vi.fn() }
    const user = passkeyLogin.autofill(field, request)
    await flush()
    fieldEnd.postMessage({ kind: 'assertion', credential: assertion })
    await expect(user).resolves.toEqual({ address: '0x1' })
    expect(api.passkeyLoginVerify).toHaveBeenCalledWith(assertion, request.signal)
    expect(sessions.signedIn).toHaveBeenCalledWith(login, request, {
      rpId: 'kit.test',
      credentialId: 'AQID',
      prf: undefined,
    })
    // The frame shows itself only when opening the wallet needs the user (session.ts decides).
    expect(request.waitForUser).not.toHaveBeenCalled()
  })
})
