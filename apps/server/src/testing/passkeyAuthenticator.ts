import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'

/** base64url, as WebAuthn's JSON encodes bytes. */
const b64u = (bytes: Uint8Array | Buffer | string) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

/** The CBOR values a `none` attestation needs: unsigned/negative integers, byte and text strings, maps. */
type Cbor = number | string | Uint8Array | Map<number | string, Cbor>

/** A minimal CBOR encoder (RFC 8949), for the attestation object and the COSE key. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length])
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length])
    if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff])
    const out = Buffer.alloc(5)
    out[0] = (major << 5) | 26
    out.writeUInt32BE(length, 1)
    return out
  }
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8')
    return Buffer.concat([head(3, text.length), text])
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value])
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])])
}

const FLAG_UP = 0x01
const FLAG_UV = 0x04
const FLAG_BE = 0x08
const FLAG_BS = 0x10
const FLAG_AT = 0x40

/** A passkey the software authenticator holds. */
export type SoftPasskey = {
  id: string
  rpId: string
  userHandle: string
  privateKey: KeyObject
  counter: number
}

/** What a test may change about one ceremony, to make the answer one the server must refuse. */
export type CeremonyOverrides = {
  /** The origin written in `clientDataJSON` (default the authenticator's). */
  origin?: string
  /** Run inside a cross-origin iframe on this page: `crossOrigin: true` and `topOrigin`, as Chrome reports them. */
  topOrigin?: string
  /** The RP id whose hash goes in the authenticator data (default the options' RP id). */
  rpId?: string
  /** The signature counter to report (default: one more than the last). */
  counter?: number
  /** Sign with another key than the passkey's (a forged assertion). */
  forgeSignature?: boolean
  /** Leave user verification out of the flags. */
  withoutUserVerification?: boolean
  /** Use this passkey (default: the first allowed one, else the newest for the RP id). */
  credentialId?: string
}

type CreationOptions = {
  challenge: string
  rp: { id?: string; name: string }
  user: { id: string; name: string }
}
type RequestOptions = { challenge: string; rpId?: string; allowCredentials?: Array<{ id: string }> }

/**
 * A software WebAuthn authenticator for server tests, as a browser and a platform authenticator answer together:
 * P-256 keys (ES256), attestation `none`, user verification on, assertions signed over authData ‖
 * SHA-256(clientDataJSON). It keeps its passkeys (discoverable), so a test can sign in again, and `overrides` make the
 * forged, replayed or foreign answers the server must refuse. `counterStep: 0` is a synced passkey (no counter).
 */
export function createSoftAuthenticator(options: {
  origin: string
  counterStep?: number
  backedUp?: boolean
}) {
  const passkeys: SoftPasskey[] = []
  const step = options.counterStep ?? 1
  const backupFlags = options.backedUp ? FLAG_BE | FLAG_BS : 0

  function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4)
    count.writeUInt32BE(counter)
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])])
  }

  function clientData(
    type: 'webauthn.create' | 'webauthn.get',
    challenge: string,
    origin: string,
    topOrigin: string | undefined,
  ): Buffer {
    const embedding = topOrigin === undefined ? { crossOrigin: false } : { crossOrigin: true, topOrigin }
    return Buffer.from(JSON.stringify({ type, challenge, origin, ...embedding }))
  }

  return {
    passkeys,

    /** Creates a passkey for the registration `creation` (its options JSON); the answer `toJSON()` would give. */
    register(creation: CreationOptions, overrides: CeremonyOverrides = {}) {
      const rpId = overrides.rpId ?? creation.rp.id ?? new URL(options.origin).hostname
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      const jwk = publicKey.export({ format: 'jwk' })
      const coseKey = cbor(
        new Map<number, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x ?? '', 'base64url')],
          [-3, Buffer.from(jwk.y ?? '', 'base64url')],
        ]),
      )
      const id = randomBytes(16)
      const length = Buffer.alloc(2)
      length.writeUInt16BE(id.length)
      const attested = Buffer.concat([Buffer.alloc(16), length, id, coseKey])
      const counter = overrides.counter ?? 0
      const flags = FLAG_UP | (overrides.withoutUserVerification ? 0 : FLAG_UV) | FLAG_AT | backupFlags
      const authData = authenticatorData(rpId, flags, counter, attested)
      const attestationObject = cbor(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      )
      passkeys.push({ id: b64u(id), rpId, userHandle: creation.user.id, privateKey, counter })
      return {
        id: b64u(id),
        rawId: b64u(id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64u(
            clientData(
              'webauthn.create',
              creation.challenge,
              overrides.origin ?? options.origin,
              overrides.topOrigin,
            ),
          ),
          attestationObject: b64u(attestationObject),
          transports: ['internal', 'hybrid'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
      }
    },

    /** Signs the assertion `request` (its options JSON) asks for; the answer `toJSON()` would give. */
    assert(request: RequestOptions, overrides: CeremonyOverrides = {}) {
      const rpId = request.rpId ?? new URL(options.origin).hostname
      const allowed = new Set((request.allowCredentials ?? []).map((credential) => credential.id))
      const passkey =
        passkeys.find((entry) => entry.id === overrides.credentialId) ??
        (allowed.size > 0
          ? passkeys.find((entry) => allowed.has(entry.id))
          : passkeys.filter((entry) => entry.rpId === rpId).at(-1))
      if (!passkey) throw new Error(`the soft authenticator has no passkey for ${rpId}`)
      passkey.counter = overrides.counter ?? passkey.counter + step
      const flags = FLAG_UP | (overrides.withoutUserVerification ? 0 : FLAG_UV) | backupFlags
      const authData = authenticatorData(overrides.rpId ?? rpId, flags, passkey.counter)
      const clientDataJSON = clientData(
        'webauthn.get',
        request.challenge,
        overrides.origin ?? options.origin,
        overrides.topOrigin,
      )
      const key = overrides.forgeSignature
        ? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
        : passkey.privateKey
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), {
        key,
        dsaEncoding: 'der',
      })
      return {
        id: passkey.id,
        rawId: passkey.id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64u(clientDataJSON),
          authenticatorData: b64u(authData),
          signature: b64u(signature),
          userHandle: passkey.userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
      }
    },
  }
}

export type SoftAuthenticator = ReturnType<typeof createSoftAuthenticator>
