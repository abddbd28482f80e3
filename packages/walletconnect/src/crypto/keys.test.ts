import { createHash, createPrivateKey, createPublicKey, diffieHellman, hkdfSync } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nobleKeyAgreement } from './keyAgreementFallback.js'
import { deriveSymKey, generateKeyPair, publicKeyOf, topicOf } from './keys.js'

// RFC 7748 §6.1 test keys (Alice and Bob).
const ALICE_PRIVATE = '77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a'
const ALICE_PUBLIC = '8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a'
const BOB_PRIVATE = '5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb'
const BOB_PUBLIC = 'de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f'
const SHARED = '4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742'

const nodeX25519 = (privateHex: string, publicHex: string) =>
  diffieHellman({
    privateKey: createPrivateKey({
      key: Buffer.concat([
        Buffer.from('302e020100300506032b656e04220420', 'hex'),
        Buffer.from(privateHex, 'hex'),
      ]),
      format: 'der',
      type: 'pkcs8',
    }),
    publicKey: createPublicKey({
      key: Buffer.concat([Buffer.from('302a300506032b656e032100', 'hex'), Buffer.from(publicHex, 'hex')]),
      format: 'der',
      type: 'spki',
    }),
  })

it('derives public keys as RFC 7748 does', async () => {
  expect(await publicKeyOf(ALICE_PRIVATE)).toBe(ALICE_PUBLIC)
  expect(await publicKeyOf(BOB_PRIVATE)).toBe(BOB_PUBLIC)
})

it('derives the same symmetric key on both sides, equal to HKDF-SHA256 (no salt, no info) over the X25519 secret', async () => {
  expect(nodeX25519(ALICE_PRIVATE, BOB_PUBLIC).toString('hex')).toBe(SHARED)
  const expected = Buffer.from(
    hkdfSync('sha256', Buffer.from(SHARED, 'hex'), Buffer.alloc(0), Buffer.alloc(0), 32),
  ).toString('hex')
  expect(await deriveSymKey(ALICE_PRIVATE, BOB_PUBLIC)).toBe(expected)
  expect(await deriveSymKey(BOB_PRIVATE, ALICE_PUBLIC)).toBe(expected)
})

it('matches node:crypto on fresh key pairs too', async () => {
  const a = await generateKeyPair()
  const b = await generateKeyPair()
  const secret = nodeX25519(a.privateKey, b.publicKey)
  const expected = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), Buffer.alloc(0), 32)).toString(
    'hex',
  )
  expect(await deriveSymKey(b.privateKey, a.publicKey)).toBe(expected)
})

it('names a topic by the SHA-256 of its key bytes', async () => {
  const key = await deriveSymKey(ALICE_PRIVATE, BOB_PUBLIC)
  expect(await topicOf(key)).toBe(createHash('sha256').update(Buffer.from(key, 'hex')).digest('hex'))
})

it('rejects a public key of the wrong length, and one of low order (a zero shared secret)', async () => {
  await expect(deriveSymKey(ALICE_PRIVATE, 'abcd')).rejects.toThrow()
  await expect(deriveSymKey(ALICE_PRIVATE, '00'.repeat(32))).rejects.toThrow()
})

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const bytes = (value: string) => new Uint8Array(Buffer.from(value, 'hex'))

describe('without X25519 in WebCrypto (an older browser, or a plain-HTTP page with no crypto.subtle)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it("noble's fallback gives the RFC 7748 keys and the same symmetric key and topic", async () => {
    expect(hex(await nobleKeyAgreement.publicKey(bytes(ALICE_PRIVATE)))).toBe(ALICE_PUBLIC)
    const key = await nobleKeyAgreement.sharedKey(bytes(BOB_PRIVATE), bytes(ALICE_PUBLIC))
    expect(hex(key)).toBe(await deriveSymKey(ALICE_PRIVATE, BOB_PUBLIC))
    expect(hex(await nobleKeyAgreement.sha256(key))).toBe(await topicOf(hex(key)))
    await expect(nobleKeyAgreement.sharedKey(bytes(ALICE_PRIVATE), bytes('00'.repeat(32)))).rejects.toThrow()
  })

  it('the keys module uses the fallback when crypto.subtle is missing, with the same results', async () => {
    const platform = globalThis.crypto
    vi.stubGlobal('crypto', { getRandomValues: platform.getRandomValues.bind(platform) })
    expect(await publicKeyOf(ALICE_PRIVATE)).toBe(ALICE_PUBLIC)
    const expected = Buffer.from(
      hkdfSync('sha256', Buffer.from(SHARED, 'hex'), Buffer.alloc(0), Buffer.alloc(0), 32),
    ).toString('hex')
    expect(await deriveSymKey(BOB_PRIVATE, ALICE_PUBLIC)).toBe(expected)
    expect(await topicOf(expected)).toBe(
      createHash('sha256').update(Buffer.from(expected, 'hex')).digest('hex'),
    )
    const pair = await generateKeyPair()
    vi.unstubAllGlobals()
    expect(await publicKeyOf(pair.privateKey)).toBe(pair.publicKey)
  })
})
