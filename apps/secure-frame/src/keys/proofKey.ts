// Bound sessions, the frame's side. The frame holds an ECDSA P-256 key pair whose private half cannot
// be exported; the server binds a session to the key's thumbprint, and every call to a key-releasing route
// carries a fresh proof signed with it, shaped as an RFC 9449 (DPoP) proof. A copied session token is then
// useless without the key, which never leaves this origin's WebCrypto.
import { base64urlnopad } from '@scure/base'
import { indexedDbRecords, pageIndexedDb, STORAGE_TIMEOUT_MS, withStorageTimeout } from './indexedDb.js'
import { ProofKeyError } from './errors.js'

const DATABASE = 'kit-frame-proof-key'
const STORE = 'keys'
const RECORD = 'current'
const RECORD_VERSION = 1
const JTI_BYTES = 16

/** A P-256 public key as a JWK, with the four members RFC 7638 hashes and nothing else. */
export type ProofPublicJwk = { kty: 'EC'; crv: 'P-256'; x: string; y: string }

/** The request a proof is for. */
export type ProofRequest = {
  /** The HTTP method, e.g. `POST`. */
  method: string
  /** The absolute URL of the request; query and fragment are left out of the proof. */
  url: string | URL
  /** The session's access token, when the request carries one: the proof then commits to it (`ath`). */
  accessToken?: string | undefined
  /** A nonce the server asked for. */
  nonce?: string | undefined
  /**
   * The signing time in milliseconds since the epoch: the server's time as the frame knows it (`serverClock.ts`),
   * never the device's own clock, which may be off by more than the server's window.
   */
  now: number
}

const encodeJson = (value: unknown) => base64urlnopad.encode(new TextEncoder().encode(JSON.stringify(value)))

async function sha256Base64url(text: string): Promise<string> {
  return base64urlnopad.encode(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))),
  )
}

function isP256Key(key: unknown, type: KeyType): key is CryptoKey {
  const candidate = key as CryptoKey | null | undefined
  const algorithm = candidate?.algorithm as EcKeyAlgorithm | undefined
  return candidate?.type === type && algorithm?.name === 'ECDSA' && algorithm.namedCurve === 'P-256'
}

function assertProofKeyPair(keyPair: CryptoKeyPair): void {
  if (!isP256Key(keyPair?.privateKey, 'private') || !keyPair.privateKey.usages.includes('sign'))
    throw new ProofKeyError('The proof key is not an ECDSA P-256 signing key')
  if (keyPair.privateKey.extractable) throw new ProofKeyError('The proof key must not be extractable')
  if (!isP256Key(keyPair.publicKey, 'public'))
    throw new ProofKeyError('The proof key has no P-256 public key')
}

/**
 * Creates a proof key pair: ECDSA P-256 (ES256), the private key non-extractable. (WebCrypto always lets a public
 * key be exported, which is what the proofs carry.)
 */
export async function createProofKey(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])
}

/** The public key as the JWK a proof's header carries: `kty`, `crv`, `x`, `y` only. */
export async function exportProofPublicJwk(publicKey: CryptoKey): Promise<ProofPublicJwk> {
  if (!isP256Key(publicKey, 'public')) throw new ProofKeyError('The proof key has no P-256 public key')
  const { x, y } = await crypto.subtle.exportKey('jwk', publicKey)
  if (!x || !y) throw new ProofKeyError('The proof public key could not be exported')
  return { kty: 'EC', crv: 'P-256', x, y }
}

/**
 * The RFC 7638 JWK thumbprint: base64url SHA-256 of the required members in lexicographic order, no whitespace.
 * The server binds a session to this value.
 */
export async function proofKeyThumbprint(publicJwk: ProofPublicJwk): Promise<string> {
  const { kty, crv, x, y } = publicJwk
  if (kty !== 'EC' || crv !== 'P-256' || typeof x !== 'string' || typeof y !== 'string')
    throw new ProofKeyError('The proof public key is not a P-256 JWK')
  return sha256Base64url(JSON.stringify({ crv, kty, x, y }))
}

/** The `htu` of a proof: the URL's scheme, host and path, without query or fragment (RFC 9449 §4.2). */
export function proofTargetUrl(url: string | URL): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch (error) {
    throw new ProofKeyError('The proof needs an absolute URL', { cause: error })
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new ProofKeyError('The proof needs an http or https URL')
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`
}

/**
 * Signs a proof for one request: a compact JWS with header `{typ: 'dpop+jwt', alg: 'ES256', jwk}` and payload
 * `{jti, htm, htu, iat, ath?, nonce?}` (RFC 9449). `jti` is random, `htu` is the URL without query and fragment,
 * `iat` is `request.now` in seconds, `ath` is the base64url SHA-256 of the access token. Send it in the `DPoP` header.
 *
 * @throws {ProofKeyError} on an unusable key pair, method or URL.
 */
export async function signProof(keyPair: CryptoKeyPair, request: ProofRequest): Promise<string> {
  assertProofKeyPair(keyPair)
  if (typeof request.method !== 'string' || !/^[A-Za-z]+$/.test(request.method))
    throw new ProofKeyError('The proof needs an HTTP method')
  const header = { typ: 'dpop+jwt', alg: 'ES256', jwk: await exportProofPublicJwk(keyPair.publicKey) }
  const payload: Record<string, string | number> = {
    jti: base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(JTI_BYTES))),
    htm: request.method.toUpperCase(),
    htu: proofTargetUrl(request.url),
    iat: Math.floor(request.now / 1000),
  }
  if (request.accessToken !== undefined) payload.ath = await sha256Base64url(request.accessToken)
  if (request.nonce !== undefined) payload.nonce = request.nonce
  const signingInput = `${encodeJson(header)}.${encodeJson(payload)}`
  // WebCrypto's ECDSA signature is r || s (IEEE P1363), 64 bytes: exactly JWS's ES256 form.
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    keyPair.privateKey,
    new TextEncoder().encode(signingInput),
  )
  return `${signingInput}.${base64urlnopad.encode(new Uint8Array(signature))}`
}

// Storage: one key pair per frame origin, kept across reloads.

/** The stored key pair; structured clone keeps the private key usable and still non-extractable. */
export type ProofKeyRecord = { version: typeof RECORD_VERSION; privateKey: CryptoKey; publicKey: CryptoKey }

/** Where the record lives: IndexedDB on the frame's origin in a browser, memory in tests. */
export type ProofKeyBackend = {
  get(): Promise<ProofKeyRecord | undefined>
  /** Stores the record only if there is none; rejects otherwise (so two tabs never overwrite each other's key). */
  add(record: ProofKeyRecord): Promise<void>
  delete(): Promise<void>
}

/** The frame's proof key, kept across reloads. */
export type ProofKeyStore = {
  /** The stored key pair, or undefined (none, unreadable, storage blocked or slow). Never rejects. */
  load(): Promise<CryptoKeyPair | undefined>
  /**
   * The stored key pair, or a new one stored now. When another tab stored one first, that one is used, so every
   * tab signs with the same key. `persisted` is false when storage refused: the key then lives for this page only,
   * and a session bound to it ends with the page.
   */
  loadOrCreate(): Promise<{ keyPair: CryptoKeyPair; persisted: boolean }>
  /** Forgets the key pair (sign-out), so the next session is bound to a new one. Rejects when storage refused. */
  clear(): Promise<void>
}

/** Options of {@link createProofKeyStore}. */
export type ProofKeyStoreOptions = {
  /** How long one storage operation may take; 3 s by default. */
  timeoutMs?: number
}

function recordKeyPair(record: unknown): CryptoKeyPair | undefined {
  const candidate = record as Partial<ProofKeyRecord> | null | undefined
  if (candidate?.version !== RECORD_VERSION) return undefined
  const keyPair = { privateKey: candidate.privateKey, publicKey: candidate.publicKey } as CryptoKeyPair
  try {
    assertProofKeyPair(keyPair)
    return keyPair
  } catch {
    return undefined
  }
}

/**
 * Creates the proof-key store over `backend`; without one, over this page's IndexedDB when it has one. With no
 * storage, `loadOrCreate` still gives a key, not persisted.
 */
export function createProofKeyStore(
  backend: ProofKeyBackend | undefined = indexedDbProofKeyBackend(pageIndexedDb()),
  options: ProofKeyStoreOptions = {},
): ProofKeyStore {
  const timeoutMs = options.timeoutMs ?? STORAGE_TIMEOUT_MS
  const load = async () => {
    if (!backend) return undefined
    try {
      return recordKeyPair(await withStorageTimeout(backend.get(), timeoutMs))
    } catch {
      return undefined
    }
  }
  return {
    load,
    async loadOrCreate() {
      const stored = await load()
      if (stored) return { keyPair: stored, persisted: true }
      const keyPair = await createProofKey()
      if (!backend) return { keyPair, persisted: false }
      const record: ProofKeyRecord = {
        version: RECORD_VERSION,
        privateKey: keyPair.privateKey,
        publicKey: keyPair.publicKey,
      }
      try {
        await withStorageTimeout(backend.add(record), timeoutMs)
        return { keyPair, persisted: true }
      } catch {
        // Another tab stored its key first (or storage refused): use the stored one when there is one.
        const winner = await load()
        if (winner) return { keyPair: winner, persisted: true }
      }
      // A record that no longer opens (or none, and storage refused): replace it once, else keep the key in memory.
      try {
        await withStorageTimeout(backend.delete(), timeoutMs)
        await withStorageTimeout(backend.add(record), timeoutMs)
        return { keyPair, persisted: true }
      } catch {
        return { keyPair, persisted: false }
      }
    },
    async clear() {
      if (!backend) return
      try {
        await withStorageTimeout(backend.delete(), timeoutMs)
      } catch (error) {
        throw new ProofKeyError('The proof key could not be deleted', { cause: error })
      }
    },
  }
}

/** The proof key in IndexedDB on the frame's origin (database `kit-frame-proof-key`), if there is one. */
export function indexedDbProofKeyBackend(factory: IDBFactory | undefined): ProofKeyBackend | undefined {
  const records = indexedDbRecords<ProofKeyRecord>(factory, DATABASE, STORE)
  return (
    records && {
      get: () => records.get(RECORD),
      add: (record) => records.add(RECORD, record),
      delete: () => records.delete(RECORD),
    }
  )
}

/** Signs the session proofs of one frame with its stored key (see {@link createProofSigner}). */
export type ProofSigner = {
  /** Signs a proof for `request` with the frame's key, made and stored on first use. */
  sign(request: ProofRequest): Promise<string>
  /** Forgets the key (sign-out): the next login binds its session to a new one. Never rejects. */
  forget(): void
}

/**
 * The proof signer over `store`: one key pair, loaded (or made) once and reused until `forget`. A load that failed
 * is tried again on the next proof.
 */
export function createProofSigner(store: ProofKeyStore): ProofSigner {
  let keyPair: Promise<CryptoKeyPair> | undefined
  return {
    async sign(request) {
      keyPair ??= store.loadOrCreate().then((loaded) => loaded.keyPair)
      const loading = keyPair
      loading.catch(() => {
        if (keyPair === loading) keyPair = undefined
      })
      return signProof(await loading, request)
    },
    forget() {
      keyPair = undefined
      void store.clear().catch(() => undefined)
    },
  }
}
