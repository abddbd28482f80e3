// A new passkey that signs in and opens the wallet: registered by the server as a login, its PRF output the secret the
// card seals with, under the server's RP ID. Nothing is registered without a PRF output, a refused passkey is
// withdrawn from the user's list, and each try after a failure gets a new challenge.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AuthServiceError } from '../errors.js'
import { PasskeyError } from '../keys/errors.js'
import { type PasskeyRegistration, prepareAccountPasskey } from './accountPasskey.js'
import type { CredentialJson, LoginCeremonyResult } from './loginCeremony.js'

const PRF_SALT = 'A'.repeat(43)

function server() {
  let issued = 0
  return {
    passkeyAddOptions: vi.fn(async () => ({
      options: { challenge: `challenge-${++issued}`, rp: { id: 'example.com', name: 'Shop' } },
      prfSalt: PRF_SALT,
    })),
    passkeyAddVerify: vi.fn(async () => ({ added: true, credentialId: 'new-passkey', prfSalt: PRF_SALT })),
  }
}

const credential: CredentialJson = {
  id: 'new-passkey',
  rawId: 'new-passkey',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', attestationObject: 'AA' },
}

function made(prf: boolean): LoginCeremonyResult {
  return {
    credential,
    rpId: 'example.com',
    prf: prf
      ? {
          kind: 'passkey',
          credentialId: 'new-passkey',
          prfOutput: new Uint8Array(32).fill(7),
          prfSalt: new Uint8Array(32).fill(1),
        }
      : undefined,
  }
}

/** The Signal API's withdrawal, as Chromium has it. */
function signals() {
  const signalUnknownCredential = vi.fn(async () => undefined)
  vi.stubGlobal(
    'PublicKeyCredential',
    Object.assign(function PublicKeyCredential() {}, { signalUnknownCredential }),
  )
  return signalUnknownCredential
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a new passkey that signs in and opens the wallet', () => {
  it('is made on the server’s options and user salt, registered as a login, and its PRF output sealed under its RP ID', async () => {
    const api = server()
    const registration = vi.fn<PasskeyRegistration>(async () => made(true))
    const create = await prepareAccountPasskey({
      api,
      token: 't',
      signal: new AbortController().signal,
      ceremonies: { register: registration },
    })
    // Asked before the press.
    expect(api.passkeyAddOptions).toHaveBeenCalledTimes(1)
    const secret = await create?.()
    expect(registration).toHaveBeenCalledWith(
      expect.objectContaining({
        options: expect.objectContaining({ challenge: 'challenge-1' }),
        prfSalt: PRF_SALT,
      }),
    )
    expect(api.passkeyAddVerify).toHaveBeenCalledWith('t', credential, expect.anything())
    expect(secret).toMatchObject({ kind: 'passkey', credentialId: 'new-passkey', rpId: 'example.com' })
  })

  it('excludes the wallet’s recovery passkeys too, which the server’s options do not name (a new one would replace them)', async () => {
    const api = server()
    api.passkeyAddOptions.mockResolvedValueOnce({
      options: {
        challenge: 'c',
        rp: { id: 'example.com', name: 'Shop' },
        excludeCredentials: [{ id: 'login-1', type: 'public-key' }],
      } as never,
      prfSalt: PRF_SALT,
    })
    const registration = vi.fn<PasskeyRegistration>(async () => made(true))
    const create = await prepareAccountPasskey({
      api,
      token: 't',
      signal: new AbortController().signal,
      excludeCredentialIds: ['recovery-1', 'login-1'],
      ceremonies: { register: registration },
    })
    await create?.()
    expect(registration.mock.calls[0]?.[0].options.excludeCredentials).toEqual([
      { id: 'login-1', type: 'public-key' },
      { id: 'recovery-1', type: 'public-key' },
    ])
  })

  it('without a PRF output registers nothing, withdraws the passkey and says so; the next try has a new challenge', async () => {
    const withdrawn = signals()
    const api = server()
    const registration = vi
      .fn<PasskeyRegistration>()
      .mockResolvedValueOnce(made(false))
      .mockResolvedValueOnce(made(true))
    const create = await prepareAccountPasskey({
      api,
      token: 't',
      signal: new AbortController().signal,
      ceremonies: { register: registration },
    })
    await expect(create?.()).rejects.toMatchObject({ name: 'PasskeyError', reason: 'prf-unsupported' })
    expect(api.passkeyAddVerify).not.toHaveBeenCalled()
    expect(withdrawn).toHaveBeenCalledWith({ rpId: 'example.com', credentialId: 'new-passkey' })
    await expect(create?.()).resolves.toMatchObject({ credentialId: 'new-passkey' })
    expect(registration.mock.calls[1]?.[0].options.challenge).toBe('challenge-2')
  })

  it('a passkey the server refuses is withdrawn; one lost to the network is kept (the server may have it)', async () => {
    const withdrawn = signals()
    const api = server()
    api.passkeyAddVerify
      .mockRejectedValueOnce(new AuthServiceError('refused', { status: 400, reason: 'PasskeyRefused' }))
      .mockRejectedValueOnce(new AuthServiceError('The Kit server could not be reached'))
    const create = await prepareAccountPasskey({
      api,
      token: 't',
      signal: new AbortController().signal,
      ceremonies: { register: async () => made(true) },
    })
    await expect(create?.()).rejects.toThrow('refused')
    expect(withdrawn).toHaveBeenCalledTimes(1)
    await expect(create?.()).rejects.toThrow('could not be reached')
    expect(withdrawn).toHaveBeenCalledTimes(1)
  })

  it('a cancelled ceremony is the ceremony’s error, and nothing is withdrawn', async () => {
    const withdrawn = signals()
    const create = await prepareAccountPasskey({
      api: server(),
      token: 't',
      signal: new AbortController().signal,
      ceremonies: { register: () => Promise.reject(new PasskeyError('cancelled')) },
    })
    await expect(create?.()).rejects.toMatchObject({ reason: 'cancelled' })
    expect(withdrawn).not.toHaveBeenCalled()
  })

  it('is undefined where the server has no passkeys, and the server’s other refusals are thrown', async () => {
    const off = server()
    off.passkeyAddOptions.mockRejectedValueOnce(
      new AuthServiceError('Passkeys are not available', { status: 404, reason: 'PasskeysUnavailable' }),
    )
    await expect(
      prepareAccountPasskey({
        api: off,
        token: 't',
        signal: new AbortController().signal,
        ceremonies: { register: vi.fn() },
      }),
    ).resolves.toBeUndefined()
    const stale = server()
    stale.passkeyAddOptions.mockRejectedValueOnce(
      new AuthServiceError("Confirm it's you again to continue", {
        status: 401,
        reason: 'FreshProofRequired',
      }),
    )
    await expect(
      prepareAccountPasskey({
        api: stale,
        token: 't',
        signal: new AbortController().signal,
        ceremonies: { register: vi.fn() },
      }),
    ).rejects.toThrow("Confirm it's you again")
  })
})
