// The frame follows the server's passkey RP ID only where it would use it itself: its own host, a parent domain of
// it, or an RP ID its operator names in the frame's config. A server that named a domain of its own choosing could
// otherwise have the frame's passkeys made where a page of that domain can evaluate their PRF.
import { base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { createAuthApi } from '../authApi.js'
import { PasskeyError } from '../keys/errors.js'
import { createRpIdPolicy, requireAcceptedRpId } from './rpIdPolicy.js'

describe('the frame’s passkey RP IDs', () => {
  const policy = createRpIdPolicy('https://wallet.example.com', ['shop.test'])

  it('are its host, its parent domains on a label boundary, and what its config names', () => {
    expect(policy('wallet.example.com')).toBe(true)
    expect(policy('example.com')).toBe(true)
    expect(policy('Example.COM')).toBe(true)
    expect(policy('shop.test')).toBe(true)
  })

  it('are not a sibling, a child, another domain, a look-alike suffix or a bare top-level label', () => {
    for (const rpId of [
      'pay.example.com',
      'a.wallet.example.com',
      'evil.test',
      'le.com',
      'ample.com',
      'com',
      '',
    ])
      expect(policy(rpId), rpId).toBe(false)
  })

  it('refuse an RP ID outside them with a PasskeyError naming it', () => {
    expect(requireAcceptedRpId(policy, 'example.com')).toBe('example.com')
    expect(() => requireAcceptedRpId(policy, 'evil.test')).toThrow(PasskeyError)
    expect(() => requireAcceptedRpId(policy, undefined)).toThrow(/does not use for passkeys/)
  })
})

describe('the server’s answers, as the auth client takes them', () => {
  const salt = base64urlnopad.encode(new Uint8Array(32))
  function client(body: unknown) {
    return createAuthApi({
      serverUrl: 'https://kit.example.com',
      projectId: 'shop',
      rpIdPolicy: createRpIdPolicy('https://wallet.example.com'),
      fetch: async () =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    })
  }

  it('ceremony options naming another RP ID are refused before any ceremony', async () => {
    await expect(
      client({ options: { challenge: 'c', rpId: 'evil.test' } }).passkeyLoginOptions(),
    ).rejects.toMatchObject({ name: 'PasskeyError', reason: 'unavailable' })
    await expect(
      client({
        options: { challenge: 'c', rp: { id: 'evil.test', name: 'Evil' } },
        prfSalt: salt,
      }).passkeyRegisterOptions(),
    ).rejects.toMatchObject({ reason: 'unavailable' })
    await expect(
      client({
        options: { challenge: 'c', rp: { id: 'evil.test', name: 'Evil' } },
        prfSalt: salt,
      }).passkeyAddOptions('t'),
    ).rejects.toMatchObject({ reason: 'unavailable' })
    await expect(
      client({ options: { challenge: 'c', rpId: 'evil.test' } }).passkeyStepUpOptions('t'),
    ).rejects.toMatchObject({ reason: 'unavailable' })
    await expect(
      client({ options: { challenge: 'c', rpId: 'example.com' } }).passkeyLoginOptions(),
    ).resolves.toMatchObject({ options: { rpId: 'example.com' } })
  })

  it('a wallet-open answer naming another RP ID reads as passkeys off', async () => {
    const answer = {
      user: { id: 'u', email: null, userName: null, identities: [], wallet: null },
      method: 'passkey',
      session: { id: 's', expiresAt: '2030-01-01T00:00:00Z' },
      wallet: { state: 'none' },
    }
    await expect(
      client({ ...answer, passkeyRpId: 'evil.test' }).openWallet('t', undefined),
    ).resolves.toMatchObject({
      passkeyRpId: null,
    })
    await expect(
      client({ ...answer, passkeyRpId: 'example.com' }).openWallet('t', undefined),
    ).resolves.toMatchObject({ passkeyRpId: 'example.com' })
  })
})
