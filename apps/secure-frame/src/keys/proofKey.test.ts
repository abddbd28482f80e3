import { base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
// The server's verifier, by relative path: the frame's proofs must pass it unchanged.
import { verifySessionProof } from '../../../server/src/auth/sessionProof.js'
import { ProofKeyError } from './errors.js'
import {
  createProofKey,
  createProofKeyStore,
  createProofSigner,
  exportProofPublicJwk,
  indexedDbProofKeyBackend,
  type ProofKeyBackend,
  type ProofKeyRecord,
  proofKeyThumbprint,
  proofTargetUrl,
  signProof,
} from './proofKey.js'

const decodePart = (part: string | undefined): Record<string, unknown> =>
  JSON.parse(new TextDecoder().decode(base64urlnopad.decode(part ?? '')))

/** A backend in memory that keeps the record as IndexedDB would (a structured clone; `add` only when free). */
function memoryBackend() {
  const box: { record?: ProofKeyRecord | undefined } = {}
  const backend: ProofKeyBackend = {
    get: async () => box.record,
    add: async (record) => {
      if (box.record) throw new DOMException('Key already exists', 'ConstraintError')
      box.record = structuredClone(record)
    },
    delete: async () => {
      box.record = undefined
    },
  }
  return { box, backend }
}

async function thumbprintOf(keyPair: CryptoKeyPair) {
  return proofKeyThumbprint(await exportProofPublicJwk(keyPair.publicKey))
}

describe('proof key', () => {
  it('is an ECDSA P-256 pair whose private key cannot be exported', async () => {
    const keyPair = await createProofKey()
    expect(keyPair.privateKey.extractable).toBe(false)
    expect(keyPair.privateKey.algorithm).toMatchObject({ name: 'ECDSA', namedCurve: 'P-256' })
    expect(keyPair.privateKey.usages).toEqual(['sign'])
    await expect(crypto.subtle.exportKey('jwk', keyPair.privateKey)).rejects.toThrow()
    await expect(crypto.subtle.exportKey('pkcs8', keyPair.privateKey)).rejects.toThrow()
    const jwk = await exportProofPublicJwk(keyPair.publicKey)
    expect(Object.keys(jwk).sort()).toEqual(['crv', 'kty', 'x', 'y'])
    expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256' })
  })

  it('has the RFC 7638 thumbprint (RFC 9449’s example key)', async () => {
    await expect(
      proofKeyThumbprint({
        kty: 'EC',
        crv: 'P-256',
        x: 'l8tFrhx-34tV3hRICRDY9zCkDlpBhF42UQUfWVAWBFs',
        y: '9VE4jf_Ok_o64zbTTlcuNJajHmt6v9TDVrU0CdvGRDA',
      }),
    ).resolves.toBe('0ZcOCORZNYy-DWpqq30jZyJGHTN0d2HglBV3uiguA4I')
  })
})

describe('signProof', () => {
  it('signs an RFC 9449 proof: dpop+jwt, ES256, the public jwk only, and the request’s claims', async () => {
    const keyPair = await createProofKey()
    const now = Date.UTC(2026, 10, 24, 12, 0, 0, 999)
    const proof = await signProof(keyPair, {
      method: 'post',
      url: 'https://auth.example.com/v1/auth/wallet?projectId=p1#top',
      // RFC 9449's example token, whose ath the RFC gives.
      accessToken: 'Kz~8mXK1EalYznwH-LC-1fBAo.4Ljp~zsPE_NeO.gxU',
      nonce: 'server-nonce',
      now,
    })
    const [header, payload, signature] = proof.split('.')
    expect(decodePart(header)).toEqual({
      typ: 'dpop+jwt',
      alg: 'ES256',
      jwk: await exportProofPublicJwk(keyPair.publicKey),
    })
    const claims = decodePart(payload)
    expect(claims).toEqual({
      jti: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      htm: 'POST',
      htu: 'https://auth.example.com/v1/auth/wallet',
      iat: Math.floor(now / 1000),
      ath: 'fUHyO2r2Z3DZ53EsNrWBb0xWXoaNy59IiKCAqksmQEo',
      nonce: 'server-nonce',
    })
    const signatureBytes = base64urlnopad.decode(signature ?? '')
    expect(signatureBytes).toHaveLength(64)
    await expect(
      crypto.subtle.verify(
        { name: 'ECDSA', hash: 'SHA-256' },
        keyPair.publicKey,
        new Uint8Array(signatureBytes),
        new TextEncoder().encode(`${header}.${payload}`),
      ),
    ).resolves.toBe(true)

    // No token, no ath; no nonce, no nonce; a fresh jti each time.
    const bare = decodePart(
      (await signProof(keyPair, { method: 'GET', url: 'https://a.example/x', now: Date.now() })).split(
        '.',
      )[1],
    )
    expect(Object.keys(bare).sort()).toEqual(['htm', 'htu', 'iat', 'jti'])
    const again = decodePart(
      (await signProof(keyPair, { method: 'GET', url: 'https://a.example/x', now: Date.now() })).split(
        '.',
      )[1],
    )
    expect(again.jti).not.toBe(bare.jti)
  })

  it('is accepted by the server’s verifier, which returns the key’s thumbprint', async () => {
    const keyPair = await createProofKey()
    const thumbprint = await thumbprintOf(keyPair)
    const seen = new Set<string>()
    const seenJti = async (jti: string) => !seen.has(jti) && Boolean(seen.add(jti))
    const url = 'https://auth.example.com/v1/auth/wallet?projectId=p1'
    const proof = await signProof(keyPair, { method: 'POST', url, accessToken: 'token-1', now: Date.now() })
    await expect(
      verifySessionProof(proof, { method: 'POST', url, accessToken: 'token-1', thumbprint, seenJti }),
    ).resolves.toBe(thumbprint)
    // And refused when replayed, or carried by another session's token.
    await expect(
      verifySessionProof(proof, { method: 'POST', url, accessToken: 'token-1', thumbprint, seenJti }),
    ).rejects.toThrow('The session proof was already used')
    const other = await signProof(keyPair, { method: 'POST', url, accessToken: 'token-1', now: Date.now() })
    await expect(
      verifySessionProof(other, { method: 'POST', url, accessToken: 'token-2', thumbprint, seenJti }),
    ).rejects.toThrow('The session proof is for another access token')
  })

  it('refuses an extractable or non-P-256 key, a bad method and a URL that is not absolute http(s)', async () => {
    const extractable = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ])
    await expect(
      signProof(extractable, { method: 'GET', url: 'https://a.example/', now: Date.now() }),
    ).rejects.toThrow('The proof key must not be extractable')
    const p384 = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-384' }, false, [
      'sign',
      'verify',
    ])
    await expect(
      signProof(p384, { method: 'GET', url: 'https://a.example/', now: Date.now() }),
    ).rejects.toThrow(ProofKeyError)
    const keyPair = await createProofKey()
    await expect(
      signProof(keyPair, { method: 'GET /x', url: 'https://a.example/', now: Date.now() }),
    ).rejects.toThrow('The proof needs an HTTP method')
    await expect(
      signProof(keyPair, { method: 'GET', url: '/v1/auth/wallet', now: Date.now() }),
    ).rejects.toThrow('The proof needs an absolute URL')
    expect(() => proofTargetUrl('javascript:alert(1)')).toThrow('The proof needs an http or https URL')
    expect(proofTargetUrl(new URL('HTTPS://Auth.Example.com:443/a/b?c=d#e'))).toBe(
      'https://auth.example.com/a/b',
    )
  })
})

describe('proof key store', () => {
  it('creates the key once and finds the same, still non-extractable key after a reload', async () => {
    const { box, backend } = memoryBackend()
    const created = await createProofKeyStore(backend).loadOrCreate()
    expect(created.persisted).toBe(true)
    expect(box.record?.privateKey.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('jwk', box.record?.privateKey as CryptoKey)).rejects.toThrow()

    const reloaded = await createProofKeyStore(backend).loadOrCreate()
    expect(reloaded.persisted).toBe(true)
    expect(await thumbprintOf(reloaded.keyPair)).toBe(await thumbprintOf(created.keyPair))
    // The restored key still signs proofs for the same thumbprint.
    const proof = await signProof(reloaded.keyPair, {
      method: 'POST',
      url: 'https://a.example/x',
      now: Date.now(),
    })
    const seenJti = async () => true
    await expect(
      verifySessionProof(proof, { method: 'POST', url: 'https://a.example/x', accessToken: null, seenJti }),
    ).resolves.toBe(await thumbprintOf(created.keyPair))
  })

  it('uses the key another tab stored first, and replaces a record that no longer opens', async () => {
    const { box, backend } = memoryBackend()
    const stored = await createProofKey()
    // Another tab's add lands between this tab's look-up and its own add.
    let raced = false
    const racing: ProofKeyBackend = {
      ...backend,
      get: async () => (raced ? backend.get() : undefined),
      add: async (record) => {
        raced = true
        await backend.add({ version: 1, privateKey: stored.privateKey, publicKey: stored.publicKey })
        await backend.add(record)
      },
    }
    const result = await createProofKeyStore(racing).loadOrCreate()
    expect(result.persisted).toBe(true)
    expect(await thumbprintOf(result.keyPair)).toBe(await thumbprintOf(stored))

    box.record = { version: 1, privateKey: 'broken', publicKey: 'broken' } as unknown as ProofKeyRecord
    const store = createProofKeyStore(backend)
    await expect(store.load()).resolves.toBeUndefined()
    const replaced = await store.loadOrCreate()
    expect(replaced.persisted).toBe(true)
    expect(await thumbprintOf((await store.load())!)).toBe(await thumbprintOf(replaced.keyPair))
  })

  it('still gives a key, not persisted, when storage fails, hangs or is missing; load never rejects', async () => {
    const blocked = () => Promise.reject(new DOMException('blocked', 'SecurityError'))
    const failing: ProofKeyBackend = { get: blocked, add: blocked, delete: blocked }
    const fromFailing = await createProofKeyStore(failing).loadOrCreate()
    expect(fromFailing.persisted).toBe(false)
    await expect(
      signProof(fromFailing.keyPair, { method: 'GET', url: 'https://a.example/', now: Date.now() }),
    ).resolves.toBeTypeOf('string')
    await expect(createProofKeyStore(failing).load()).resolves.toBeUndefined()

    const never = () => new Promise<never>(() => {})
    const hanging: ProofKeyBackend = { get: never, add: never, delete: never }
    const fromHanging = await createProofKeyStore(hanging, { timeoutMs: 20 }).loadOrCreate()
    expect(fromHanging.persisted).toBe(false)

    // jsdom has no IndexedDB.
    expect(indexedDbProofKeyBackend(undefined)).toBeUndefined()
    const nowhere = createProofKeyStore(undefined)
    await expect(nowhere.load()).resolves.toBeUndefined()
    await expect(nowhere.loadOrCreate()).resolves.toMatchObject({ persisted: false })
    await expect(nowhere.clear()).resolves.toBeUndefined()
  })

  it('clear forgets the key, so the next session gets a new one; a refused delete is reported', async () => {
    const { box, backend } = memoryBackend()
    const store = createProofKeyStore(backend)
    const first = await store.loadOrCreate()
    await store.clear()
    expect(box.record).toBeUndefined()
    const second = await store.loadOrCreate()
    expect(await thumbprintOf(second.keyPair)).not.toBe(await thumbprintOf(first.keyPair))
    const blocked = () => Promise.reject(new DOMException('blocked', 'SecurityError'))
    await expect(createProofKeyStore({ ...backend, delete: blocked }).clear()).rejects.toThrow(
      'The proof key could not be deleted',
    )
  })
})

describe('proof signer', () => {
  const request = { method: 'POST', url: 'https://api.example/v1/auth/wallet/open', now: Date.now() }
  const keyOf = (proof: string) =>
    proofKeyThumbprint(decodePart(proof.split('.')[0]).jwk as Parameters<typeof proofKeyThumbprint>[0])

  it('signs every proof with the one stored key, loaded once', async () => {
    const { backend, box } = memoryBackend()
    let loads = 0
    const counted: ProofKeyBackend = {
      ...backend,
      get: () => {
        loads++
        return backend.get()
      },
    }
    const signer = createProofSigner(createProofKeyStore(counted))
    const [a, b] = await Promise.all([signer.sign(request), signer.sign(request)])
    expect(await keyOf(a)).toBe(await keyOf(b))
    expect(loads).toBe(1)
    expect(box.record).toBeDefined()
  })

  it('forgets the key at sign-out: the store is cleared and the next proof has a new key', async () => {
    const { backend, box } = memoryBackend()
    const signer = createProofSigner(createProofKeyStore(backend))
    const before = await keyOf(await signer.sign(request))
    signer.forget()
    await expect.poll(() => box.record).toBeUndefined()
    expect(await keyOf(await signer.sign(request))).not.toBe(before)
  })
})
