import { base64urlnopad } from '@scure/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FrameContext } from '../frame/context.js'
import type { Sessions } from '../frame/session.js'
import { UserRejectedError } from '../errors.js'
import { createFrameLanguage, type FrameLanguage } from '../locales/index.js'
import { createPasskeyLogin } from './passkeyLogin.js'
import { PasskeyPrfUnavailableError } from './passkeyErrors.js'

const FRAME = 'https://frame.kit.test'
const enc = (bytes: Uint8Array) => base64urlnopad.encode(bytes)
const rawId = new Uint8Array(20).fill(7)
const salt = enc(new Uint8Array(32).fill(3))
const challenge = enc(new Uint8Array(32).fill(9))

const registration = {
  options: {
    challenge,
    rp: { id: 'kit.test', name: 'Kit' },
    user: { id: enc(new TextEncoder().encode('user-1')), name: 'Kit account', displayName: '' },
    pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  },
  prfSalt: salt,
}
const login = {
  token: 't',
  expiresAt: '2030-01-01T00:00:00Z',
  user: { id: 'user-1' },
  credentialId: enc(rawId),
  prfSalt: salt,
}

function credential(kind: 'create' | 'get', prf: boolean) {
  const bytes = (n: number) => new Uint8Array([n]).buffer
  return {
    type: 'public-key',
    rawId: rawId.buffer,
    response:
      kind === 'create'
        ? { clientDataJSON: bytes(1), attestationObject: bytes(2), getTransports: () => ['internal'] }
        : {
            clientDataJSON: bytes(1),
            authenticatorData: bytes(2),
            signature: bytes(3),
            userHandle: bytes(4),
          },
    getClientExtensionResults: () =>
      prf ? { prf: { results: { first: new Uint8Array(32).fill(5).buffer } } } : {},
  }
}

function container(answer: unknown) {
  return { create: vi.fn(async () => answer), get: vi.fn(async () => answer) }
}

function setup(language?: FrameLanguage, heldShare?: unknown) {
  const api = {
    passkeyRegisterOptions: vi.fn(async () => registration),
    passkeyRegisterVerify: vi.fn(async () => login),
    passkeyLoginOptions: vi.fn(async () => ({ options: { challenge, rpId: 'kit.test' } })),
    passkeyLoginVerify: vi.fn(async () => login),
  }
  const sessions = {
    signedIn: vi.fn(async () => ({})),
    describeUser: vi.fn(async () => ({ address: '0x1' })),
  }
  const passkeyLogin = createPasskeyLogin(
    {
      api,
      frameOrigin: FRAME,
      deviceShares: { load: vi.fn(async () => heldShare) },
      ...(language ? { language } : {}),
    } as unknown as FrameContext,
    sessions as unknown as Sessions,
    document,
  )
  const request = { signal: new AbortController().signal, waitForUser: vi.fn() }
  return { api, sessions, passkeyLogin, request }
}

/** The card's button named `name`, once it shows. */
function buttonNamed(name: string) {
  return vi.waitFor(() => {
    const found = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name)
    if (!found) throw new Error(`no ${name}`)
    return found
  })
}

/** The card's alert line once it says something. */
function alertText() {
  return vi.waitFor(() => {
    const text = document.querySelector('[role="alert"]')?.textContent
    if (!text) throw new Error('no alert')
    return text
  })
}

/** A pop-up of the frame's origin, loaded, whose WebAuthn is `credentials`. */
function kitWindow(credentials: ReturnType<typeof container>) {
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true
    }),
    location: { origin: FRAME },
    document: { readyState: 'complete', documentElement: { dataset: { secureWindow: 'ready' } } },
    navigator: { credentials },
  }
  return popup
}

/** The host's iframe refuses WebAuthn to the frame (its `allow` lacks it), as Chromium reports. */
function refusedByTheHost() {
  Object.defineProperty(document, 'featurePolicy', {
    value: { allowsFeature: () => false },
    configurable: true,
  })
}

const notAllowed = () =>
  Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' })

/** Presses the card's button named `name` once it shows. */
async function press(name: string) {
  const button = await vi.waitFor(() => {
    const found = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name)
    if (!found) throw new Error(`no ${name}`)
    return found
  })
  button.click()
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.replaceChildren()
  Reflect.deleteProperty(document, 'featurePolicy')
})

describe('Continue with a passkey', () => {
  it('signs up in the frame: the PRF secret goes to the session, the registration (no PRF) to the server', async () => {
    const credentials = container(credential('create', true))
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {})
    vi.stubGlobal('navigator', { credentials })
    const { api, sessions, passkeyLogin, request } = setup()
    const done = passkeyLogin.connect('signUp', request)
    await press('Create a passkey')
    await expect(done).resolves.toEqual({ address: '0x1' })
    expect(request.waitForUser).toHaveBeenCalled()
    expect(JSON.stringify(api.passkeyRegisterVerify.mock.calls[0])).not.toContain('prf')
    const unlock = sessions.signedIn.mock.calls[0] as unknown[]
    expect(unlock[0]).toBe(login)
    expect(unlock[2]).toMatchObject({ rpId: 'kit.test', credentialId: enc(rawId), prf: { kind: 'passkey' } })
  })

  it('makes no account for a passkey without PRF, and says so to the host', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {})
    vi.stubGlobal('navigator', { credentials: container(credential('create', false)) })
    const { api, passkeyLogin, request } = setup()
    const done = passkeyLogin.connect(undefined, request)
    await press('Create a passkey')
    await expect(done).rejects.toBeInstanceOf(PasskeyPrfUnavailableError)
    expect(api.passkeyRegisterVerify).not.toHaveBeenCalled()
  })

  it("runs the ceremony in a pop-up of the frame's origin where the host's iframe refuses WebAuthn", async () => {
    refusedByTheHost()
    const inFrame = container(credential('get', false))
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {})
    vi.stubGlobal('navigator', { credentials: inFrame })
    const inPopup = container(credential('get', true))
    const popup = kitWindow(inPopup)
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const { api, sessions, passkeyLogin, request } = setup()
    const done = passkeyLogin.connect('signIn', request)
    await press('Use my passkey')
    await expect(done).resolves.toEqual({ address: '0x1' })
    expect(open.mock.calls[0]?.[0]).toBe(`${FRAME}/secure-window.html`)
    // The assertion, then (this device holds no share) the same passkey's PRF on the user's salt, both in the window.
    expect(inPopup.get).toHaveBeenCalledTimes(2)
    const second = (inPopup.get.mock.calls[1] as unknown as [CredentialRequestOptions])[0].publicKey
    expect(second?.allowCredentials).toHaveLength(1)
    expect(second?.extensions).toHaveProperty('prf')
    expect(inFrame.get).not.toHaveBeenCalled()
    expect(api.passkeyLoginVerify).toHaveBeenCalledOnce()
    expect(popup.close).toHaveBeenCalled()
    const unlock = sessions.signedIn.mock.calls[0] as unknown[]
    expect(unlock[2]).toMatchObject({ credentialId: enc(rawId), prf: { kind: 'passkey' } })
  })

  it('asks no PRF in the Kit window on a device that holds its share', async () => {
    refusedByTheHost()
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {})
    vi.stubGlobal('navigator', { credentials: container(credential('get', false)) })
    const inPopup = container(credential('get', false))
    vi.spyOn(window, 'open').mockReturnValue(kitWindow(inPopup) as unknown as Window)
    const { passkeyLogin, request } = setup(undefined, { share: 'held' })
    const done = passkeyLogin.connect('signIn', request)
    await press('Use my passkey')
    await expect(done).resolves.toEqual({ address: '0x1' })
    expect(inPopup.get).toHaveBeenCalledOnce()
  })

  it('ends the attempt when the Kit window is closed before the passkey was used, and leaves nothing pending', async () => {
    refusedByTheHost()
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {})
    vi.stubGlobal('navigator', { credentials: container(credential('get', false)) })
    // A closed window's ceremony never settles (its document is gone).
    const inPopup = { create: vi.fn(() => new Promise(() => {})), get: vi.fn(() => new Promise(() => {})) }
    const popup = kitWindow(inPopup as unknown as ReturnType<typeof container>)
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const { api, passkeyLogin, request } = setup()
    const done = passkeyLogin.connect(undefined, request)
    await press('Use my passkey')
    await vi.waitFor(() => expect(inPopup.get).toHaveBeenCalledOnce())
    const signal = (inPopup.get.mock.calls[0] as unknown as [{ signal: AbortSignal }])[0].signal
    popup.closed = true
    expect(await alertText()).toBe(
      'The Kit window was closed before your passkey was used. Try again, and leave the window open until it closes itself.',
    )
    // The ceremony's signal is aborted, nothing went to the server, and the card is ready for another try.
    expect(signal.aborted).toBe(true)
    expect(api.passkeyLoginVerify).not.toHaveBeenCalled()
    expect((await buttonNamed('Use my passkey')).disabled).toBe(false)
    await press('Cancel')
    await expect(done).rejects.toBeInstanceOf(UserRejectedError)
  })

  it('says the Kit window was closed when the browser fails its ceremony as it closes', async () => {
    refusedByTheHost()
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {})
    vi.stubGlobal('navigator', { credentials: container(credential('get', false)) })
    const inPopup = { create: vi.fn(), get: vi.fn() }
    const popup = kitWindow(inPopup as unknown as ReturnType<typeof container>)
    inPopup.get.mockImplementation(async () => {
      popup.closed = true
      throw new TypeError('Failed to fetch')
    })
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const { passkeyLogin, request } = setup()
    const done = passkeyLogin.connect(undefined, request)
    await press('Use my passkey')
    expect(await alertText()).toMatch(/^The Kit window was closed before your passkey was used/)
    await press('Cancel')
    await expect(done).rejects.toBeInstanceOf(UserRejectedError)
  })

  it('says plainly that no passkey was used, and offers creating one and the other ways beside it', async () => {
    const credentials = { create: vi.fn(), get: vi.fn(async () => Promise.reject(notAllowed())) }
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {})
    vi.stubGlobal('navigator', { credentials })
    const { passkeyLogin, request } = setup()
    const done = passkeyLogin.connect('signIn', request)
    expect([...document.querySelectorAll('button')].map((button) => button.textContent)).not.toContain(
      'Create a passkey',
    )
    await press('Use my passkey')
    // Without the browser's capabilities, no phone is promised.
    expect(await alertText()).toBe(
      'No passkey was used. If this device has none for this app, create one, or sign in another way.',
    )
    expect([...document.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Use my passkey',
      'Create a passkey',
      'Sign in another way',
    ])
    await press('Sign in another way')
    await expect(done).rejects.toBeInstanceOf(UserRejectedError)
  })

  it('names the phone where the browser can use a passkey from one (getClientCapabilities)', async () => {
    const credentials = { create: vi.fn(), get: vi.fn(async () => Promise.reject(notAllowed())) }
    vi.stubGlobal(
      'PublicKeyCredential',
      Object.assign(function PublicKeyCredential() {}, {
        getClientCapabilities: async () => ({ hybridTransport: true }),
      }),
    )
    vi.stubGlobal('navigator', { credentials })
    const { passkeyLogin, request } = setup()
    const done = passkeyLogin.connect(undefined, request)
    await press('Use my passkey')
    expect(await alertText()).toBe(
      'No passkey was used. If this device has none for this app, create one, or use a passkey on your phone.',
    )
    await press('Sign in another way')
    await expect(done).rejects.toBeInstanceOf(UserRejectedError)
  })

  it('says no passkey was created when the sign-up prompt is closed', async () => {
    const credentials = { create: vi.fn(async () => Promise.reject(notAllowed())), get: vi.fn() }
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {})
    vi.stubGlobal('navigator', { credentials })
    const { api, passkeyLogin, request } = setup()
    const done = passkeyLogin.connect('signUp', request)
    await press('Create a passkey')
    expect(await alertText()).toBe('No passkey was created. Try again when you are ready.')
    expect(api.passkeyRegisterVerify).not.toHaveBeenCalled()
    await press('Cancel')
    await expect(done).rejects.toBeInstanceOf(UserRejectedError)
  })

  it("speaks the frame's language", async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {})
    vi.stubGlobal('navigator', { credentials: container(credential('get', false)) })
    const language = createFrameLanguage()
    await language.use(['es'])
    const { passkeyLogin, request } = setup(language)
    const done = passkeyLogin.connect(undefined, request)
    const card = await vi.waitFor(() => {
      const found = document.querySelector('[data-recovery-card]')
      if (!found) throw new Error('no card')
      return found
    })
    expect(card.getAttribute('lang')).toBe('es')
    expect(card.querySelector('h1')?.textContent).toBe('Continuar con una llave de acceso')
    await press('Cancelar')
    await expect(done).rejects.toBeInstanceOf(UserRejectedError)
  })
})
