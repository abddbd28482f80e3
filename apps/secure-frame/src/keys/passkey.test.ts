import { base64urlnopad } from '@scure/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PasskeyError, RecoveryInputError } from './errors.js'
import { createRecoveryPasskey, getRecoveryPasskeyPrf } from './passkey.js'

const RP_ID = 'frame.example'
const rawIdOf = (seed: number) => new Uint8Array(20).fill(seed)
const idOf = (seed: number) => base64urlnopad.encode(rawIdOf(seed))
const prfBytes = (seed: number, length = 32) => new Uint8Array(length).map((_, i) => (seed + i) & 0xff)
/** A record's PRF input, told apart by `seed`. */
const saltOf = (seed: number) => new Uint8Array(32).fill(seed)
/** One of the wallet's passkeys as a recovery asks it: its id and its record's PRF input. */
const passkeyOf = (seed: number, salt = seed) => ({ credentialId: idOf(seed), prfSalt: saltOf(salt) })

type Prf = { enabled?: boolean; results?: { first?: unknown } }

/** A PublicKeyCredential as the browser returns it; `prf` undefined = no PRF extension output at all. */
function fakeCredential(seed: number, prf: Prf | undefined) {
  return {
    type: 'public-key',
    id: idOf(seed),
    rawId: rawIdOf(seed).buffer,
    response: { getTransports: () => ['internal', 'hybrid'] },
    getClientExtensionResults: () => (prf ? { prf } : {}),
  }
}

/** An answer of the fake container: a credential (or null) to resolve with, or an error to reject with. */
type Answer = unknown
const isError = (value: unknown) => value instanceof Error || value instanceof DOMException

function fakeCredentials(answers: { create?: Answer; get?: Answer[] }) {
  const gets = [...(answers.get ?? [])]
  const answer = async (value: Answer) => {
    if (isError(value)) throw value
    return value
  }
  const container = {
    create: vi.fn(async (_options: CredentialCreationOptions) => answer(answers.create)),
    get: vi.fn(async (_options: CredentialRequestOptions) => answer(gets.shift())),
  }
  return container as typeof container & CredentialsContainer
}

const createOptions = { rpId: RP_ID, userId: 'user-42', userName: 'ada@example.test', displayName: 'Ada' }

async function failure(promise: Promise<unknown>): Promise<PasskeyError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(PasskeyError)
  return error as PasskeyError
}

/** Plain numbers, so byte strings of jsdom's realm and Node's compare equal. */
const bytes = (value: unknown) => Array.from(new Uint8Array(value as ArrayBuffer | Uint8Array))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createRecoveryPasskey', () => {
  it('returns the PRF output given at creation, with the options a recovery passkey needs', async () => {
    const output = prfBytes(7)
    const credentials = fakeCredentials({
      create: fakeCredential(1, { enabled: true, results: { first: output.buffer } }),
    })
    const signal = new AbortController().signal
    const secret = await createRecoveryPasskey({
      ...createOptions,
      excludeCredentialIds: [idOf(9)],
      credentials,
      signal,
    })
    expect(secret).toEqual({
      kind: 'passkey',
      credentialId: idOf(1),
      prfOutput: prfBytes(7),
      prfSalt: expect.any(Uint8Array),
      rpId: RP_ID,
    })
    expect(secret.prfOutput).toHaveLength(32)
    expect(secret.prfSalt).toHaveLength(32)
    // The browser's buffer is wiped once copied.
    expect(output.every((byte) => byte === 0)).toBe(true)
    expect(credentials.get).not.toHaveBeenCalled()

    const [options] = credentials.create.mock.calls[0] ?? []
    expect(options?.signal).toBe(signal)
    const publicKey = options?.publicKey as PublicKeyCredentialCreationOptions
    expect(publicKey.rp).toEqual({ id: RP_ID, name: RP_ID })
    expect(publicKey.user.name).toBe('ada@example.test')
    expect(publicKey.user.displayName).toBe('Ada')
    expect(new TextDecoder().decode(publicKey.user.id as Uint8Array)).toBe('user-42')
    expect(bytes(publicKey.challenge)).toHaveLength(32)
    expect(publicKey.pubKeyCredParams.map((param) => param.alg)).toEqual([-7, -8, -257])
    expect(publicKey.authenticatorSelection).toMatchObject({
      residentKey: 'preferred',
      userVerification: 'required',
    })
    expect(publicKey.authenticatorSelection?.authenticatorAttachment).toBeUndefined()
    expect(publicKey.excludeCredentials?.map((descriptor) => bytes(descriptor.id))).toEqual([
      bytes(rawIdOf(9)),
    ])
    // The PRF input is the new record's own, returned to be kept in it (L9).
    expect(bytes(publicKey.extensions?.prf?.eval?.first)).toEqual(bytes(secret.prfSalt))
  })

  it('evaluates the PRF of every new passkey on a new random input, never one constant (L9)', async () => {
    const made = () =>
      createRecoveryPasskey({
        ...createOptions,
        credentials: fakeCredentials({
          create: fakeCredential(1, { enabled: true, results: { first: prfBytes(7) } }),
        }),
      })
    const [first, second] = [await made(), await made()]
    expect(bytes(first.prfSalt)).not.toEqual(bytes(second.prfSalt))
    expect(new Set(first.prfSalt).size).toBeGreaterThan(1)
  })

  it('asks the new passkey again when creation only reports that it has a PRF', async () => {
    const credentials = fakeCredentials({
      create: fakeCredential(2, { enabled: true }),
      get: [fakeCredential(2, { results: { first: prfBytes(3) } })],
    })
    const secret = await createRecoveryPasskey({ ...createOptions, credentials })
    expect(secret).toMatchObject({ kind: 'passkey', credentialId: idOf(2), prfOutput: prfBytes(3) })

    expect(credentials.get).toHaveBeenCalledTimes(1)
    const publicKey = credentials.get.mock.calls[0]?.[0].publicKey as PublicKeyCredentialRequestOptions
    expect(publicKey.rpId).toBe(RP_ID)
    expect(publicKey.userVerification).toBe('required')
    expect(publicKey.allowCredentials).toHaveLength(1)
    expect(bytes(publicKey.allowCredentials?.[0]?.id)).toEqual(bytes(rawIdOf(2)))
    // The transports the authenticator reported steer the browser to it.
    expect(publicKey.allowCredentials?.[0]?.transports).toEqual(['internal', 'hybrid'])
    // The same new input as the creation would have used, kept in the secret for the record.
    const prf = publicKey.extensions?.prf as { evalByCredential?: Record<string, { first: unknown }> }
    expect(Object.keys(prf.evalByCredential ?? {})).toEqual([idOf(2)])
    expect(bytes(prf.evalByCredential?.[idOf(2)]?.first)).toEqual(bytes(secret.prfSalt))
    expect(secret.prfSalt).toHaveLength(32)
  })

  it('refuses an authenticator without PRF with a typed error, and withdraws the passkey it made', async () => {
    const signalUnknownCredential = vi.fn(async () => undefined)
    vi.stubGlobal('PublicKeyCredential', { signalUnknownCredential })
    const credentials = fakeCredentials({ create: fakeCredential(4, { enabled: false }) })
    const error = await failure(createRecoveryPasskey({ ...createOptions, credentials }))
    expect(error.reason).toBe('prf-unsupported')
    expect(error.shortMessage).toBe('This passkey cannot protect the wallet: it has no PRF support')
    expect(credentials.get).not.toHaveBeenCalled()
    expect(signalUnknownCredential).toHaveBeenCalledWith({ rpId: RP_ID, credentialId: idOf(4) })
  })

  it('treats a browser that knows no PRF extension (no prf output at all) as no PRF', async () => {
    const credentials = fakeCredentials({ create: fakeCredential(5, undefined) })
    const error = await failure(createRecoveryPasskey({ ...createOptions, credentials }))
    expect(error.reason).toBe('prf-unsupported')
    expect(credentials.get).not.toHaveBeenCalled()
  })

  it('refuses when the follow-up request gives no PRF output', async () => {
    const credentials = fakeCredentials({
      create: fakeCredential(6, { enabled: true }),
      get: [fakeCredential(6, {})],
    })
    const error = await failure(createRecoveryPasskey({ ...createOptions, credentials }))
    expect(error.reason).toBe('prf-unsupported')
  })

  it('maps a dismissed or timed-out prompt to "cancelled", keeping the cause', async () => {
    const dismissed = new DOMException(
      'The operation either timed out or was not allowed.',
      'NotAllowedError',
    )
    const credentials = fakeCredentials({ create: dismissed })
    const error = await failure(createRecoveryPasskey({ ...createOptions, credentials }))
    expect(error.reason).toBe('cancelled')
    expect(error.shortMessage).toBe('The passkey request was cancelled')
    expect(error.cause).toBe(dismissed)
  })

  it('maps a dismissed follow-up request to "cancelled" and withdraws the passkey made', async () => {
    const signalUnknownCredential = vi.fn(async () => {
      throw new Error('not supported here')
    })
    vi.stubGlobal('PublicKeyCredential', { signalUnknownCredential })
    const credentials = fakeCredentials({
      create: fakeCredential(7, { enabled: true }),
      get: [new DOMException('dismissed', 'NotAllowedError')],
    })
    const error = await failure(createRecoveryPasskey({ ...createOptions, credentials }))
    expect(error.reason).toBe('cancelled')
    expect(signalUnknownCredential).toHaveBeenCalledWith({ rpId: RP_ID, credentialId: idOf(7) })
  })

  it('refuses a PRF output that is not 32 bytes, naming only its length', async () => {
    const output = prfBytes(8, 16)
    const credentials = fakeCredentials({
      create: fakeCredential(8, { enabled: true, results: { first: output.buffer } }),
    })
    const error = await failure(createRecoveryPasskey({ ...createOptions, credentials }))
    expect(error.reason).toBe('failed')
    expect(error.details).toBe('The PRF output is 16 bytes, not 32.')
    expect(output.every((byte) => byte === 0)).toBe(true)
  })

  it('maps SecurityError to "unavailable", InvalidStateError to "already-registered", the rest to "failed"', async () => {
    const insecure = new DOMException('This is an invalid domain.', 'SecurityError')
    expect(
      (
        await failure(
          createRecoveryPasskey({ ...createOptions, credentials: fakeCredentials({ create: insecure }) }),
        )
      ).reason,
    ).toBe('unavailable')
    const excluded = new DOMException('The user attempted to register an authenticator…', 'InvalidStateError')
    expect(
      (
        await failure(
          createRecoveryPasskey({ ...createOptions, credentials: fakeCredentials({ create: excluded }) }),
        )
      ).reason,
    ).toBe('already-registered')
    const odd = new TypeError('Failed to read the publicKey property')
    const error = await failure(
      createRecoveryPasskey({ ...createOptions, credentials: fakeCredentials({ create: odd }) }),
    )
    expect(error.reason).toBe('failed')
    expect(error.cause).toBe(odd)
    expect(error.details).toBe('Failed to read the publicKey property')
    const nothing = await failure(
      createRecoveryPasskey({ ...createOptions, credentials: fakeCredentials({ create: null }) }),
    )
    expect(nothing.reason).toBe('failed')
  })

  it('says passkeys are unavailable where there is no WebAuthn, or the host page does not allow it', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined)
    expect((await failure(createRecoveryPasskey(createOptions))).reason).toBe('unavailable')

    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {})
    vi.stubGlobal('navigator', { credentials: fakeCredentials({}) })
    vi.stubGlobal('document', { featurePolicy: { allowsFeature: () => false } })
    const credentials = fakeCredentials({ create: fakeCredential(1, {}) })
    const error = await failure(createRecoveryPasskey({ ...createOptions, credentials }))
    expect(error.reason).toBe('unavailable')
    expect(error.shortMessage).toBe('Passkeys are not available here')
    expect(error.details).toContain('publickey-credentials-create')
    expect(credentials.create).not.toHaveBeenCalled()
  })

  it('uses navigator.credentials when none is given', async () => {
    const credentials = fakeCredentials({
      create: fakeCredential(3, { enabled: true, results: { first: prfBytes(1) } }),
    })
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {})
    vi.stubGlobal('navigator', { credentials })
    await expect(createRecoveryPasskey(createOptions)).resolves.toMatchObject({ credentialId: idOf(3) })
    expect(credentials.create).toHaveBeenCalledTimes(1)
  })

  it('refuses unusable options before any prompt', async () => {
    const credentials = fakeCredentials({})
    const attempts = [
      { ...createOptions, rpId: '' },
      { ...createOptions, userId: '' },
      { ...createOptions, userName: ' ' },
      { ...createOptions, userId: 'x'.repeat(65) },
      { ...createOptions, excludeCredentialIds: ['not base64url!'] },
    ]
    for (const attempt of attempts)
      await expect(createRecoveryPasskey({ ...attempt, credentials })).rejects.toBeInstanceOf(
        RecoveryInputError,
      )
    expect(credentials.create).not.toHaveBeenCalled()
  })

  it('throws the caller’s abort reason as it is', async () => {
    const controller = new AbortController()
    const reason = new Error('the user left the screen')
    controller.abort(reason)
    const credentials = fakeCredentials({})
    await expect(
      createRecoveryPasskey({ ...createOptions, credentials, signal: controller.signal }),
    ).rejects.toBe(reason)
    expect(credentials.create).not.toHaveBeenCalled()

    const later = new AbortController()
    const aborting = fakeCredentials({})
    aborting.create.mockImplementation(async () => {
      later.abort(reason)
      throw new DOMException('aborted', 'AbortError')
    })
    await expect(
      createRecoveryPasskey({ ...createOptions, credentials: aborting, signal: later.signal }),
    ).rejects.toBe(reason)
  })
})

describe('getRecoveryPasskeyPrf', () => {
  it('asks for any of the wallet’s passkeys, each on its own record’s PRF input, and says which answered', async () => {
    const output = prfBytes(11)
    const credentials = fakeCredentials({ get: [fakeCredential(2, { results: { first: output } })] })
    const secret = await getRecoveryPasskeyPrf({
      rpId: RP_ID,
      passkeys: [passkeyOf(1, 21), passkeyOf(2, 22), passkeyOf(1, 21)],
      credentials,
    })
    expect(secret).toEqual({
      kind: 'passkey',
      credentialId: idOf(2),
      prfOutput: prfBytes(11),
      prfSalt: saltOf(22),
      rpId: RP_ID,
    })
    expect(output.every((byte) => byte === 0)).toBe(true)

    const publicKey = credentials.get.mock.calls[0]?.[0].publicKey as PublicKeyCredentialRequestOptions
    expect(publicKey.rpId).toBe(RP_ID)
    expect(publicKey.userVerification).toBe('required')
    expect(bytes(publicKey.challenge)).toHaveLength(32)
    // Decoded from base64url, duplicates dropped.
    expect(publicKey.allowCredentials?.map((descriptor) => descriptor.type)).toEqual([
      'public-key',
      'public-key',
    ])
    expect(publicKey.allowCredentials?.map((descriptor) => bytes(descriptor.id))).toEqual([
      bytes(rawIdOf(1)),
      bytes(rawIdOf(2)),
    ])
    // Per credential (L9): each passkey evaluates the input of its own record, and there is no shared one.
    const prf = publicKey.extensions?.prf as {
      eval?: unknown
      evalByCredential?: Record<string, { first: unknown }>
    }
    expect(prf.eval).toBeUndefined()
    expect(Object.keys(prf.evalByCredential ?? {})).toEqual([idOf(1), idOf(2)])
    expect(bytes(prf.evalByCredential?.[idOf(1)]?.first)).toEqual(bytes(saltOf(21)))
    expect(bytes(prf.evalByCredential?.[idOf(2)]?.first)).toEqual(bytes(saltOf(22)))
  })

  it('decodes ids with every base64url character', async () => {
    const raw = new Uint8Array([
      0xfb, 0xff, 0xbf, 0x00, 0x10, 0x83, 0xfe, 0x3e, 0x41, 0x12, 0x34, 0x56, 0x78, 0x9a,
    ])
    const id = base64urlnopad.encode(raw)
    expect(id).toMatch(/[-_]/)
    const answer = { ...fakeCredential(0, { results: { first: prfBytes(0) } }), rawId: raw.slice().buffer }
    const credentials = fakeCredentials({ get: [answer] })
    await expect(
      getRecoveryPasskeyPrf({
        rpId: RP_ID,
        passkeys: [{ credentialId: id, prfSalt: saltOf(1) }],
        credentials,
      }),
    ).resolves.toMatchObject({
      credentialId: id,
    })
    const publicKey = credentials.get.mock.calls[0]?.[0].publicKey as PublicKeyCredentialRequestOptions
    expect(bytes(publicKey.allowCredentials?.[0]?.id)).toEqual(bytes(raw))
  })

  it('refuses a wrong-length PRF output, no PRF output, and a passkey it did not ask for', async () => {
    const long = fakeCredentials({ get: [fakeCredential(1, { results: { first: prfBytes(1, 64) } })] })
    const error = await failure(
      getRecoveryPasskeyPrf({ rpId: RP_ID, passkeys: [passkeyOf(1)], credentials: long }),
    )
    expect(error.reason).toBe('failed')
    expect(error.details).toBe('The PRF output is 64 bytes, not 32.')

    const none = fakeCredentials({ get: [fakeCredential(1, {})] })
    expect(
      (await failure(getRecoveryPasskeyPrf({ rpId: RP_ID, passkeys: [passkeyOf(1)], credentials: none })))
        .reason,
    ).toBe('prf-unsupported')

    const other = fakeCredentials({ get: [fakeCredential(5, { results: { first: prfBytes(1) } })] })
    expect(
      (await failure(getRecoveryPasskeyPrf({ rpId: RP_ID, passkeys: [passkeyOf(1)], credentials: other })))
        .reason,
    ).toBe('failed')
  })

  it('maps a dismissed prompt to "cancelled"', async () => {
    const credentials = fakeCredentials({ get: [new DOMException('dismissed', 'NotAllowedError')] })
    const error = await failure(getRecoveryPasskeyPrf({ rpId: RP_ID, passkeys: [passkeyOf(1)], credentials }))
    expect(error.reason).toBe('cancelled')
  })

  it('refuses no passkeys, a malformed id or a PRF input that is not 32 bytes before any prompt', async () => {
    const credentials = fakeCredentials({})
    const attempts = [
      [],
      ...['abc=', 'a', 'with space'].map((credentialId) => [{ credentialId, prfSalt: saltOf(1) }]),
      [{ credentialId: idOf(1), prfSalt: new Uint8Array(16) }],
    ]
    for (const passkeys of attempts)
      await expect(getRecoveryPasskeyPrf({ rpId: RP_ID, passkeys, credentials })).rejects.toBeInstanceOf(
        RecoveryInputError,
      )
    expect(credentials.get).not.toHaveBeenCalled()
  })
})
