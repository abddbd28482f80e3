import { afterEach, describe, expect, it, vi } from 'vitest'
import { fieldChannelName } from './channel.js'
import { type ConditionalSupport, startEmailField } from './field.js'
import { createChannelBus } from './testChannel.js'

const field = 'field-0123456789abcdef'
const parent = 'https://shop.example'
const options = { challenge: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8', rpId: 'example.com' }

const bytes = (...values: number[]) => new Uint8Array(values).buffer
const passkey = () =>
  ({
    type: 'public-key',
    rawId: bytes(0xfb, 0xff, 0xbf),
    authenticatorAttachment: 'platform',
    response: {
      clientDataJSON: bytes(4),
      authenticatorData: bytes(5),
      signature: bytes(6),
      userHandle: bytes(7),
    },
  }) as unknown as PublicKeyCredential

const supported: ConditionalSupport = {
  isConditionalMediationAvailable: async () => true,
  getClientCapabilities: async () => ({ conditionalGet: true }),
}

function setup(
  overrides: {
    support?: ConditionalSupport | undefined
    params?: Record<string, string>
    policy?: boolean
  } = {},
) {
  const bus = createChannelBus()
  const posted: { message: Record<string, unknown>; origin: string }[] = []
  const calls: CredentialRequestOptions[] = []
  const pending: { resolve: (value: Credential | null) => void; reject: (error: unknown) => void }[] = []
  const credentials = {
    get: vi.fn((request: CredentialRequestOptions) => {
      calls.push(request)
      return new Promise<Credential | null>((resolve, reject) => {
        pending.push({ resolve, reject })
        request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      })
    }),
  }
  if (overrides.policy !== undefined)
    Object.defineProperty(document, 'featurePolicy', {
      configurable: true,
      value: { allowsFeature: () => overrides.policy },
    })
  const params = new URLSearchParams({ field, parent, lang: 'ar', dir: 'rtl', ...overrides.params })
  const started = startEmailField({
    document,
    params,
    parent: {
      postMessage: (message: Record<string, unknown>, origin: string) => posted.push({ message, origin }),
    } as never,
    openChannel: bus.open,
    support: 'support' in overrides ? overrides.support : supported,
    credentials,
  })
  // The frame's end of the channel.
  const frame = bus.open(fieldChannelName(field))
  const heard: unknown[] = []
  frame.addEventListener('message', (event) => heard.push(event.data))
  return { started, bus, posted, calls, pending, credentials, frame, heard }
}

const input = () => document.querySelector('input') as HTMLInputElement
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  document.body.replaceChildren()
  document.documentElement.removeAttribute('style')
  Reflect.deleteProperty(document, 'featurePolicy')
})

describe('the frame-hosted e-mail field', () => {
  it('offers passkeys in autofill where conditional get is available, and hands the picked passkey to the frame', async () => {
    const { started, posted, calls, pending, frame, heard } = setup()
    const field_ = await started
    expect(field_?.passkeys).toBe(true)
    expect(input().autocomplete).toBe('username webauthn')
    expect(document.documentElement.lang).toBe('ar')
    expect(document.documentElement.dir).toBe('rtl')
    expect(posted).toEqual([
      { message: { type: '@kit-email-field/READY', field, passkeys: true }, origin: parent },
    ])
    await flush()
    expect(heard).toEqual([{ kind: 'hello' }])
    frame.postMessage({ kind: 'options', options })
    await flush()
    // Nothing is asked before the visitor comes to the field.
    expect(calls).toHaveLength(0)
    input().dispatchEvent(new FocusEvent('focus'))
    await flush()
    expect(calls).toHaveLength(1)
    expect(input().dataset.conditional).toBe('pending')
    expect(calls[0]?.mediation).toBe('conditional')
    expect(calls[0]?.publicKey?.rpId).toBe('example.com')
    expect([...new Uint8Array(calls[0]?.publicKey?.challenge as ArrayBuffer)]).toEqual(
      Array.from({ length: 32 }, (_, index) => index),
    )
    // No PRF is asked here: the salt is the user's, and a PRF output must never be taken outside the frame.
    expect(calls[0]?.publicKey?.extensions).toBeUndefined()
    pending[0]?.resolve(passkey())
    await flush()
    expect(input().dataset.conditional).toBeUndefined()
    expect(heard[1]).toEqual({
      kind: 'assertion',
      credential: {
        id: '-_-_',
        rawId: '-_-_',
        type: 'public-key',
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
        response: { clientDataJSON: 'BA', authenticatorData: 'BQ', signature: 'Bg', userHandle: 'Bw' },
      },
    })
    // Nothing of the passkey went to the host page.
    expect(posted).toHaveLength(1)
  })

  it('aborts the running request on fresh options, on stop, and when the page goes away', async () => {
    const { started, calls, frame, heard } = setup()
    const field_ = await started
    input().dispatchEvent(new FocusEvent('focus'))
    frame.postMessage({ kind: 'options', options })
    await flush()
    frame.postMessage({ kind: 'options', options: { ...options, challenge: 'BBBB' } })
    await flush()
    expect(calls).toHaveLength(2)
    expect(calls[0]?.signal?.aborted).toBe(true)
    expect(calls[1]?.signal?.aborted).toBe(false)
    frame.postMessage({ kind: 'stop' })
    await flush()
    expect(calls[1]?.signal?.aborted).toBe(true)
    // Stopped options are not offered again on a later focus.
    input().dispatchEvent(new FocusEvent('focus'))
    await flush()
    expect(calls).toHaveLength(2)
    frame.postMessage({ kind: 'options', options })
    await flush()
    field_?.stop()
    expect(calls[2]?.signal?.aborted).toBe(true)
    // Aborted requests send nothing.
    expect(heard).toEqual([{ kind: 'hello' }])
  })

  it('ignores what is not an options or stop message', async () => {
    const { started, calls, frame } = setup()
    await started
    input().dispatchEvent(new FocusEvent('focus'))
    for (const data of [null, 'options', { kind: 'options' }, { kind: 'options', options: { challenge: 1 } }])
      frame.postMessage(data)
    await flush()
    expect(calls).toHaveLength(0)
  })

  it.each<[string, Parameters<typeof setup>[0]]>([
    [
      'no conditional mediation',
      { support: { isConditionalMediationAvailable: async (): Promise<boolean> => false } },
    ],
    ['no WebAuthn at all', { support: undefined }],
    [
      'conditionalGet not among the capabilities',
      {
        support: {
          isConditionalMediationAvailable: async (): Promise<boolean> => true,
          getClientCapabilities: async () => ({ conditionalGet: false }),
        },
      },
    ],
    ['the host refuses WebAuthn to the frame', { policy: false }],
  ])('stays a plain e-mail field with %s', async (_name, overrides) => {
    const { started, posted, calls, bus } = setup(overrides)
    expect((await started)?.passkeys).toBe(false)
    expect(input().autocomplete).toBe('email')
    expect(posted[0]?.message).toEqual({ type: '@kit-email-field/READY', field, passkeys: false })
    // Only the test's own end of the channel listens: the field opened none.
    expect(bus.listening(fieldChannelName(field))).toBe(1)
    expect(calls).toHaveLength(0)
  })

  it('hands the typed address to the host page, Enter as a submit', async () => {
    const { started, posted } = setup({ support: undefined })
    await started
    input().value = 'ada@example.com'
    input().dispatchEvent(new Event('input'))
    input().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
    expect(posted.slice(1)).toEqual([
      {
        message: { type: '@kit-email-field/INPUT', field, email: 'ada@example.com', submit: false },
        origin: parent,
      },
      {
        message: { type: '@kit-email-field/INPUT', field, email: 'ada@example.com', submit: true },
        origin: parent,
      },
    ])
  })

  it("draws nothing without a valid id or the host's origin", async () => {
    for (const params of [
      { field: 'short' },
      { parent: 'not an origin' },
      { parent: 'https://shop.example/path' },
    ]) {
      const { started, posted } = setup({ params })
      expect(await started).toBeUndefined()
      expect(posted).toEqual([])
      expect(document.querySelector('input')).toBeNull()
    }
  })

  it("takes the host's look from the known CSS variables only", async () => {
    const theme = JSON.stringify({
      '--k-bg': '#101010',
      '--k-fg': 'red; background: blue',
      '--k-border': 'url(https://evil.example/x)',
      '--other': '#fff',
    })
    const { started } = setup({ support: undefined, params: { theme, mode: 'dark' } })
    await started
    const style = document.documentElement.style
    expect(style.getPropertyValue('--k-bg')).toBe('#101010')
    expect(style.getPropertyValue('--k-fg')).toBe('')
    expect(style.getPropertyValue('--k-border')).toBe('')
    expect(style.getPropertyValue('--other')).toBe('')
    expect(style.colorScheme).toBe('dark')
  })
})
