import { createHash, createHmac, webcrypto } from 'node:crypto'
import { base64urlnopad } from '@scure/base'
import { calculateJwkThumbprint } from 'jose'
import { describe, expect, it, vi } from 'vitest'
import {
  jwkThumbprint,
  SessionProofError,
  type SessionProofExpectation,
  verifySessionProof,
} from './sessionProof.js'

// Proofs are signed inline here with WebCrypto, as the frame does, so each can be bent in exactly one way. The
// frame's own signer is checked against this verifier in apps/secure-frame/src/keys/proofKey.test.ts.

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0)
const URL_ = 'https://auth.example.com/v1/auth/wallet/auth-share'
const TOKEN = 'session-token-abcdefghijklmnopqrstuvwxyz'

type KeyPair = webcrypto.CryptoKeyPair
const encodeJson = (value: unknown) => base64urlnopad.encode(new TextEncoder().encode(JSON.stringify(value)))
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url')

async function newKey(): Promise<KeyPair> {
  // Extractable only so a test can put the private `d` into a header; the frame's key is not.
  return webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])
}

async function publicJwk(keyPair: KeyPair) {
  const { kty, crv, x, y } = await webcrypto.subtle.exportKey('jwk', keyPair.publicKey)
  return { kty, crv, x, y }
}

type ProofParts = {
  header?: Record<string, unknown>
  payload?: Record<string, unknown>
}

/** A proof for POST URL_ with TOKEN at NOW, with any header or payload member replaced (undefined removes it). */
async function proof(keyPair: KeyPair, parts: ProofParts = {}): Promise<string> {
  const header = { typ: 'dpop+jwt', alg: 'ES256', jwk: await publicJwk(keyPair), ...parts.header }
  const payload = {
    jti: base64urlnopad.encode(webcrypto.getRandomValues(new Uint8Array(16))),
    htm: 'POST',
    htu: URL_,
    iat: Math.floor(NOW / 1000),
    ath: sha256(TOKEN),
    ...parts.payload,
  }
  const signingInput = `${encodeJson(header)}.${encodeJson(payload)}`
  const signature = await webcrypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    keyPair.privateKey,
    new TextEncoder().encode(signingInput),
  )
  return `${signingInput}.${base64urlnopad.encode(new Uint8Array(signature))}`
}

/** A replay store in memory. */
function jtiStore() {
  const seen = new Map<string, number>()
  return {
    seen,
    seenJti: vi.fn(async (jti: string, expiresAt: number) => {
      if (seen.has(jti)) return false
      seen.set(jti, expiresAt)
      return true
    }),
  }
}

function expectation(overrides: Partial<SessionProofExpectation> = {}): SessionProofExpectation {
  return {
    method: 'POST',
    url: URL_,
    accessToken: TOKEN,
    now: NOW,
    seenJti: jtiStore().seenJti,
    ...overrides,
  }
}

async function expectRefused(promise: Promise<unknown>, reason: string, message: string) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(SessionProofError)
  expect(error).toMatchObject({ status: 401, reason, shortMessage: message })
}

describe('verifySessionProof', () => {
  it('accepts a good proof and returns the RFC 7638 thumbprint of its key', async () => {
    const keyPair = await newKey()
    const store = jtiStore()
    const jwk = await publicJwk(keyPair)
    const thumbprint = await calculateJwkThumbprint(jwk as Parameters<typeof calculateJwkThumbprint>[0])
    const good = await proof(keyPair)
    await expect(verifySessionProof(good, expectation({ thumbprint, seenJti: store.seenJti }))).resolves.toBe(
      thumbprint,
    )
    const payload = JSON.parse(new TextDecoder().decode(base64urlnopad.decode(good.split('.')[1] ?? '')))
    // The replay store may forget the id once the proof is too old anyway.
    expect(store.seenJti).toHaveBeenCalledWith(payload.jti, (Math.floor(NOW / 1000) + 60) * 1000)
    // Without a bound thumbprint (the login that binds the session), the thumbprint to bind is returned.
    await expect(verifySessionProof(await proof(keyPair), expectation())).resolves.toBe(thumbprint)
  })

  it('computes the thumbprint of RFC 9449’s example key', () => {
    expect(
      jwkThumbprint({
        kty: 'EC',
        crv: 'P-256',
        x: 'l8tFrhx-34tV3hRICRDY9zCkDlpBhF42UQUfWVAWBFs',
        y: '9VE4jf_Ok_o64zbTTlcuNJajHmt6v9TDVrU0CdvGRDA',
      }),
    ).toBe('0ZcOCORZNYy-DWpqq30jZyJGHTN0d2HglBV3uiguA4I')
  })

  it('compares the URL by scheme, host and path, so a proxy in front only needs the public URL', async () => {
    const keyPair = await newKey()
    const external = 'https://AUTH.example.com:443/v1/auth/wallet/auth-share?projectId=p1#x'
    await expect(
      verifySessionProof(await proof(keyPair), expectation({ url: external })),
    ).resolves.toBeTypeOf('string')
    await expect(
      verifySessionProof(await proof(keyPair, { payload: { htu: `${URL_}?projectId=p1` } }), expectation()),
    ).resolves.toBeTypeOf('string')
  })

  it('refuses a wrong method', async () => {
    const keyPair = await newKey()
    await expectRefused(
      verifySessionProof(await proof(keyPair, { payload: { htm: 'GET' } }), expectation()),
      'ProofMethod',
      'The session proof is for another method',
    )
  })

  it('refuses a wrong URL: another path, host, port or scheme', async () => {
    const keyPair = await newKey()
    for (const htu of [
      'https://auth.example.com/v1/auth/session',
      'https://evil.example.com/v1/auth/wallet/auth-share',
      'https://auth.example.com:8443/v1/auth/wallet/auth-share',
      'http://auth.example.com/v1/auth/wallet/auth-share',
      'not a url',
    ])
      await expectRefused(
        verifySessionProof(await proof(keyPair, { payload: { htu } }), expectation()),
        'ProofUrl',
        'The session proof is for another URL',
      )
  })

  it('refuses an old iat', async () => {
    const keyPair = await newKey()
    const iat = Math.floor(NOW / 1000) - 61
    await expectRefused(
      verifySessionProof(await proof(keyPair, { payload: { iat } }), expectation()),
      'ProofExpired',
      'The session proof is too old',
    )
    // Within a longer allowed age it passes.
    await expect(
      verifySessionProof(await proof(keyPair, { payload: { iat } }), expectation({ maxAgeSeconds: 120 })),
    ).resolves.toBeTypeOf('string')
  })

  it('refuses a future iat', async () => {
    const keyPair = await newKey()
    await expectRefused(
      verifySessionProof(
        await proof(keyPair, { payload: { iat: Math.floor(NOW / 1000) + 61 } }),
        expectation(),
      ),
      'ProofNotYetValid',
      'The session proof is dated in the future',
    )
  })

  it('refuses a replayed jti', async () => {
    const keyPair = await newKey()
    const store = jtiStore()
    const once = await proof(keyPair)
    await verifySessionProof(once, expectation({ seenJti: store.seenJti }))
    await expectRefused(
      verifySessionProof(once, expectation({ seenJti: store.seenJti })),
      'ProofReplayed',
      'The session proof was already used',
    )
  })

  it('refuses a proof for another token, or one that commits to no token', async () => {
    const keyPair = await newKey()
    await expectRefused(
      verifySessionProof(await proof(keyPair), expectation({ accessToken: 'another-token' })),
      'ProofTokenMismatch',
      'The session proof is for another access token',
    )
    await expectRefused(
      verifySessionProof(await proof(keyPair, { payload: { ath: undefined } }), expectation()),
      'ProofTokenMismatch',
      'The session proof is for another access token',
    )
    // RFC 9449's example token and its ath.
    const rfcToken = 'Kz~8mXK1EalYznwH-LC-1fBAo.4Ljp~zsPE_NeO.gxU'
    await expect(
      verifySessionProof(
        await proof(keyPair, { payload: { ath: 'fUHyO2r2Z3DZ53EsNrWBb0xWXoaNy59IiKCAqksmQEo' } }),
        expectation({ accessToken: rfcToken }),
      ),
    ).resolves.toBeTypeOf('string')
    // A request with no token (the login that binds the session) checks no ath.
    await expect(
      verifySessionProof(
        await proof(keyPair, { payload: { ath: undefined } }),
        expectation({ accessToken: null }),
      ),
    ).resolves.toBeTypeOf('string')
  })

  it('refuses a proof signed with another key than the session’s', async () => {
    const bound = jwkThumbprint((await publicJwk(await newKey())) as Parameters<typeof jwkThumbprint>[0])
    await expectRefused(
      verifySessionProof(await proof(await newKey()), expectation({ thumbprint: bound })),
      'ProofKeyMismatch',
      "The session proof is signed with another key than the session's",
    )
  })

  it('refuses alg none', async () => {
    const keyPair = await newKey()
    const signed = await proof(keyPair, { header: { alg: 'none' } })
    await expectRefused(
      verifySessionProof(signed, expectation()),
      'ProofAlgorithm',
      'The session proof must be signed with ES256',
    )
    // The unsigned form of alg none has an empty signature: not even a JWS this server reads.
    const [header, payload] = signed.split('.')
    await expectRefused(
      verifySessionProof(`${header}.${payload}.`, expectation()),
      'InvalidProof',
      'The session proof is malformed',
    )
  })

  it('refuses alg HS256, even with a valid HMAC keyed by the public key', async () => {
    const keyPair = await newKey()
    const jwk = await publicJwk(keyPair)
    const signingInput = `${encodeJson({ typ: 'dpop+jwt', alg: 'HS256', jwk })}.${encodeJson({
      jti: 'j1',
      htm: 'POST',
      htu: URL_,
      iat: Math.floor(NOW / 1000),
      ath: sha256(TOKEN),
    })}`
    const hmac = createHmac('sha256', JSON.stringify(jwk)).update(signingInput).digest('base64url')
    await expectRefused(
      verifySessionProof(`${signingInput}.${hmac}`, expectation()),
      'ProofAlgorithm',
      'The session proof must be signed with ES256',
    )
  })

  it('refuses a jwk carrying the private key d', async () => {
    const keyPair = await newKey()
    const { d } = await webcrypto.subtle.exportKey('jwk', keyPair.privateKey)
    const jwk = { ...(await publicJwk(keyPair)), d }
    await expectRefused(
      verifySessionProof(await proof(keyPair, { header: { jwk } }), expectation()),
      'ProofPrivateKey',
      'The session proof carries a private key',
    )
  })

  it('refuses a tampered payload', async () => {
    const keyPair = await newKey()
    const [header, , signature] = (await proof(keyPair)).split('.')
    const other = encodeJson({
      jti: 'j2',
      htm: 'POST',
      htu: URL_,
      iat: Math.floor(NOW / 1000),
      ath: sha256(TOKEN),
    })
    await expectRefused(
      verifySessionProof(`${header}.${other}.${signature}`, expectation()),
      'ProofSignature',
      'The session proof signature is invalid',
    )
  })

  it('refuses a tampered signature, or one in another encoding', async () => {
    const keyPair = await newKey()
    const [header, payload, signature] = (await proof(keyPair)).split('.')
    const bytes = base64urlnopad.decode(signature ?? '')
    bytes[10] = (bytes[10] ?? 0) ^ 1
    await expectRefused(
      verifySessionProof(`${header}.${payload}.${base64urlnopad.encode(bytes)}`, expectation()),
      'ProofSignature',
      'The session proof signature is invalid',
    )
    // A DER-length signature is not ES256's 64 bytes.
    await expectRefused(
      verifySessionProof(
        `${header}.${payload}.${base64urlnopad.encode(new Uint8Array(70).fill(1))}`,
        expectation(),
      ),
      'ProofSignature',
      'The session proof signature is invalid',
    )
    // Another key's signature over the same bytes.
    const [, , foreign] = (await proof(await newKey())).split('.')
    await expectRefused(
      verifySessionProof(`${header}.${payload}.${foreign}`, expectation()),
      'ProofSignature',
      'The session proof signature is invalid',
    )
  })

  it('refuses a wrong typ, a key off the curve or of another type, a wrong nonce, and malformed proofs', async () => {
    const keyPair = await newKey()
    await expectRefused(
      verifySessionProof(await proof(keyPair, { header: { typ: 'JWT' } }), expectation()),
      'ProofType',
      'The session proof is not a DPoP proof',
    )
    const jwk = await publicJwk(keyPair)
    for (const bad of [
      { ...jwk, crv: 'P-384' },
      { ...jwk, kty: 'OKP' },
      { ...jwk, y: jwk.x === jwk.y ? 'AA' : jwk.x },
      { ...jwk, x: 'short' },
      'a string',
    ])
      await expectRefused(
        verifySessionProof(await proof(keyPair, { header: { jwk: bad } }), expectation()),
        'ProofKey',
        'The session proof key is not a public P-256 key',
      )
    await expectRefused(
      verifySessionProof(
        await proof(keyPair, { payload: { nonce: 'old' } }),
        expectation({ nonce: 'fresh' }),
      ),
      'ProofNonce',
      'The session proof does not carry the expected nonce',
    )
    await expect(
      verifySessionProof(
        await proof(keyPair, { payload: { nonce: 'fresh' } }),
        expectation({ nonce: 'fresh' }),
      ),
    ).resolves.toBeTypeOf('string')
    const good = await proof(keyPair)
    for (const broken of [
      '',
      'a.b',
      `${good}.extra`,
      good.replace('.', '.!'),
      `${encodeJson([1])}.${good.split('.')[1]}.${good.split('.')[2]}`,
      `${good.split('.')[0]}.${base64urlnopad.encode(new TextEncoder().encode('not json'))}.${good.split('.')[2]}`,
      'x'.repeat(5000),
      await proof(keyPair, { header: { crit: ['exp'] } }),
      await proof(keyPair, { payload: { jti: undefined } }),
      await proof(keyPair, { payload: { iat: 'yesterday' } }),
    ])
      await expectRefused(
        verifySessionProof(broken, expectation()),
        'InvalidProof',
        'The session proof is malformed',
      )
  })

  it('refuses to check against a time or maximum age that is not a number', async () => {
    const keyPair = await newKey()
    for (const broken of [{ now: Number.NaN }, { maxAgeSeconds: Number.NaN }, { maxAgeSeconds: 0 }])
      await expect(verifySessionProof(await proof(keyPair), expectation(broken))).rejects.toThrow(
        'The session proof check needs a finite time and a positive maximum age',
      )
  })

  it('records a jti only for a proof that passed every other check', async () => {
    const keyPair = await newKey()
    const store = jtiStore()
    await expect(
      verifySessionProof(
        await proof(keyPair, { payload: { htm: 'GET' } }),
        expectation({ seenJti: store.seenJti }),
      ),
    ).rejects.toThrow(SessionProofError)
    await expect(
      verifySessionProof(await proof(keyPair), expectation({ seenJti: store.seenJti, accessToken: 'other' })),
    ).rejects.toThrow(SessionProofError)
    expect(store.seenJti).not.toHaveBeenCalled()
  })
})
