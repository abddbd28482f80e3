import { base64urlnopad } from '@scure/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FrameContext } from '../frame/context.js'
import type { Sessions } from '../frame/session.js'
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

function setup() {
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
    { api, frameOrigin: FRAME } as unknown as FrameContext,
    sessions as unknown as Sessions,
    document,
  )
  const request = { signal: new AbortController().signal, waitForUser: vi.fn() }
  return { api, sessions, passkeyLogin, request }
}

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
    Object.defineProperty(document, 'featurePolicy', {
      value: { allowsFeature: () => false },
      configurable: true,
    })
    const inFrame = container(credential('get', false))
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {})
    vi.stubGlobal('navigator', { credentials: inFrame })
    const inPopup = container(credential('get', false))
    const popup = {
      closed: false,
      close: vi.fn(),
      location: { origin: FRAME },
      document: { readyState: 'complete', documentElement: { dataset: { secureWindow: 'ready' } } },
      navigator: { credentials: inPopup },
    }
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const { api, passkeyLogin, request } = setup()
    const done = passkeyLogin.connect('signIn', request)
    await press('Use my passkey')
    await expect(done).resolves.toEqual({ address: '0x1' })
    expect(open.mock.calls[0]?.[0]).toBe(`${FRAME}/secure-window.html`)
    expect(inPopup.get).toHaveBeenCalledOnce()
    expect(inFrame.get).not.toHaveBeenCalled()
    expect(api.passkeyLoginVerify).toHaveBeenCalledOnce()
    expect(popup.close).toHaveBeenCalled()
  })
})
