import { base64urlnopad } from '@scure/base'
import { describe, expect, it, vi } from 'vitest'
import { PasskeyError } from '../keys/errors.js'
import { createLoginPasskey, getLoginPasskey } from './loginCeremony.js'

const enc = (bytes: Uint8Array) => base64urlnopad.encode(bytes)
const rawId = new Uint8Array(20).fill(7)
const salt = new Uint8Array(32).fill(3)
const prfOutput = new Uint8Array(32).map((_, i) => i)
const challenge = new Uint8Array(32).fill(9)
const bytes = (value: unknown) => Array.from(new Uint8Array(value as ArrayBuffer | Uint8Array))

/** The server's registration options, as @simplewebauthn/server gives them. */
const registrationOptions = {
  challenge: enc(challenge),
  rp: { id: 'kit.test', name: 'Kit' },
  user: { id: enc(new TextEncoder().encode('user-1')), name: 'Kit account', displayName: '' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  timeout: 120_000,
  attestation: 'none',
  excludeCredentials: [],
  authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
}

type Prf = { enabled?: boolean; results?: { first?: unknown } }

function credential(prf: Prf | undefined, kind: 'create' | 'get') {
  const response =
    kind === 'create'
      ? {
          clientDataJSON: new Uint8Array([1, 2]).buffer,
          attestationObject: new Uint8Array([3, 4]).buffer,
          getTransports: () => ['internal'],
        }
      : {
          clientDataJSON: new Uint8Array([1, 2]).buffer,
          authenticatorData: new Uint8Array([5]).buffer,
          signature: new Uint8Array([6]).buffer,
          userHandle: new TextEncoder().encode('user-1').buffer,
        }
  return {
    type: 'public-key',
    id: enc(rawId),
    rawId: rawId.buffer,
    authenticatorAttachment: 'platform',
    response,
    getClientExtensionResults: () => (prf ? { prf } : {}),
  }
}

function container(answers: { create?: unknown; get?: unknown[] }) {
  const gets = [...(answers.get ?? [])]
  const fake = {
    create: vi.fn(async (_options: CredentialCreationOptions) => answers.create),
    get: vi.fn(async (_options: CredentialRequestOptions) => gets.shift()),
  }
  return fake as typeof fake & CredentialsContainer
}

describe('createLoginPasskey', () => {
  it("creates the passkey from the server's options with the PRF on the user's salt, and keeps the output here", async () => {
    const credentials = container({
      create: credential({ results: { first: prfOutput.slice().buffer } }, 'create'),
    })
    const result = await createLoginPasskey({ options: registrationOptions, prfSalt: enc(salt), credentials })
    const asked = credentials.create.mock.calls[0]?.[0].publicKey as PublicKeyCredentialCreationOptions
    expect(bytes(asked.challenge)).toEqual(bytes(challenge))
    expect(new TextDecoder().decode(asked.user.id as ArrayBuffer)).toBe('user-1')
    expect(asked.rp).toEqual({ id: 'kit.test', name: 'Kit' })
    expect(bytes((asked.extensions as { prf: { eval: { first: Uint8Array } } }).prf.eval.first)).toEqual(
      bytes(salt),
    )
    expect(result.rpId).toBe('kit.test')
    expect(result.prf).toMatchObject({ kind: 'passkey', credentialId: enc(rawId) })
    expect(bytes(result.prf?.prfOutput)).toEqual(bytes(prfOutput))
    expect(bytes(result.prf?.prfSalt)).toEqual(bytes(salt))
    // What goes to the server: the registration, never an extension's output.
    expect(result.credential).toEqual({
      id: enc(rawId),
      rawId: enc(rawId),
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: enc(new Uint8Array([1, 2])),
        attestationObject: enc(new Uint8Array([3, 4])),
        transports: ['internal'],
      },
    })
    expect(JSON.stringify(result.credential)).not.toContain('prf')
  })

  it('asks the new passkey again when the PRF was only enabled at creation', async () => {
    const credentials = container({
      create: credential({ enabled: true }, 'create'),
      get: [credential({ results: { first: prfOutput.slice().buffer } }, 'get')],
    })
    const result = await createLoginPasskey({ options: registrationOptions, prfSalt: enc(salt), credentials })
    const asked = credentials.get.mock.calls[0]?.[0].publicKey as PublicKeyCredentialRequestOptions
    expect(asked.allowCredentials?.map((entry) => bytes(entry.id))).toEqual([bytes(rawId)])
    expect(bytes(result.prf?.prfOutput)).toEqual(bytes(prfOutput))
  })

  it('reports no PRF secret where the authenticator has no PRF', async () => {
    const credentials = container({ create: credential(undefined, 'create') })
    const result = await createLoginPasskey({ options: registrationOptions, prfSalt: enc(salt), credentials })
    expect(result.prf).toBeUndefined()
  })

  it('reads a dismissed prompt as a cancel', async () => {
    const credentials = container({})
    credentials.create.mockRejectedValueOnce(new DOMException('closed', 'NotAllowedError'))
    const error = await createLoginPasskey({
      options: registrationOptions,
      prfSalt: enc(salt),
      credentials,
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PasskeyError)
    expect((error as PasskeyError).reason).toBe('cancelled')
  })

  it('refuses a PRF salt that is not 32 bytes before any prompt', async () => {
    const credentials = container({})
    await expect(
      createLoginPasskey({ options: registrationOptions, prfSalt: enc(new Uint8Array(8)), credentials }),
    ).rejects.toBeInstanceOf(PasskeyError)
    expect(credentials.create).not.toHaveBeenCalled()
  })
})

describe('getLoginPasskey', () => {
  it('asks for any discoverable passkey of the RP, user verification required, and shapes the assertion', async () => {
    const credentials = container({ get: [credential(undefined, 'get')] })
    const result = await getLoginPasskey({
      options: { challenge: enc(challenge), rpId: 'kit.test', userVerification: 'required' },
      credentials,
    })
    const asked = credentials.get.mock.calls[0]?.[0].publicKey as PublicKeyCredentialRequestOptions
    expect(asked.allowCredentials).toEqual([])
    expect(asked.userVerification).toBe('required')
    expect(asked.extensions).toBeUndefined()
    expect(result.prf).toBeUndefined()
    expect(result.credential.response).toEqual({
      clientDataJSON: enc(new Uint8Array([1, 2])),
      authenticatorData: enc(new Uint8Array([5])),
      signature: enc(new Uint8Array([6])),
      userHandle: enc(new TextEncoder().encode('user-1')),
    })
  })

  it("takes the PRF output on the way when the user's salt is known", async () => {
    const credentials = container({
      get: [credential({ results: { first: prfOutput.slice().buffer } }, 'get')],
    })
    const result = await getLoginPasskey({
      options: { challenge: enc(challenge), rpId: 'kit.test' },
      allow: [{ id: enc(rawId) }],
      prfSalt: enc(salt),
      credentials,
    })
    expect(bytes(result.prf?.prfOutput)).toEqual(bytes(prfOutput))
    expect(JSON.stringify(result.credential)).not.toContain('prf')
  })
})
