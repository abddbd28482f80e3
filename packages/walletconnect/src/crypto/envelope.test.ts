import { createDecipheriv } from 'node:crypto'
import { base64 } from '@scure/base'
import { expect, it } from 'vitest'
import {
  decodeType0,
  decodeType1,
  EnvelopeError,
  encodeType0,
  encodeType1,
  parseEnvelope,
} from './envelope.js'
import { deriveSymKey, generateKeyPair, generateSymKey } from './keys.js'

/** Opens a sealbox with node:crypto's ChaCha20-Poly1305, an implementation independent of @noble/ciphers. */
function nodeOpen(symKey: string, iv: Uint8Array, sealed: Uint8Array) {
  const decipher = createDecipheriv('chacha20-poly1305', Buffer.from(symKey, 'hex'), iv, {
    authTagLength: 16,
  })
  decipher.setAuthTag(sealed.subarray(sealed.length - 16))
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]).toString(
    'utf8',
  )
}

it('seals a type 0 envelope as type byte, iv and sealbox in base64, which node:crypto opens', () => {
  const symKey = generateSymKey()
  const iv = new Uint8Array(12).fill(7)
  const message = encodeType0(symKey, '{"id":1,"jsonrpc":"2.0","method":"wc_sessionPing","params":{}}', iv)
  const bytes = base64.decode(message)
  expect(bytes[0]).toBe(0)
  expect(bytes.subarray(1, 13)).toEqual(iv)
  expect(nodeOpen(symKey, iv, bytes.subarray(13))).toContain('wc_sessionPing')
  expect(decodeType0(symKey, message)).toContain('wc_sessionPing')
})

it('round-trips a type 1 envelope: the receiver derives the key from the sender public key inside it', async () => {
  const sender = await generateKeyPair()
  const receiver = await generateKeyPair()
  const message = await encodeType1(sender, receiver.publicKey, 'héllo ✓')
  const parsed = parseEnvelope(message)
  expect(parsed.type).toBe(1)
  const { plaintext, senderPublicKey } = await decodeType1(receiver.privateKey, message)
  expect(plaintext).toBe('héllo ✓')
  expect(senderPublicKey).toBe(sender.publicKey)
  if (parsed.type !== 1) throw new Error('type')
  expect(nodeOpen(await deriveSymKey(receiver.privateKey, sender.publicKey), parsed.iv, parsed.sealed)).toBe(
    'héllo ✓',
  )
})

it('refuses tampered, truncated, unknown or wrongly keyed envelopes with EnvelopeError', async () => {
  const symKey = generateSymKey()
  const bytes = base64.decode(encodeType0(symKey, 'payload'))
  bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1
  for (const bad of [
    base64.encode(bytes),
    encodeType0(generateSymKey(), 'payload'),
    base64.encode(new Uint8Array([0, 1, 2])),
    base64.encode(new Uint8Array([9, ...new Uint8Array(40)])),
    'not base64!',
    await encodeType1(await generateKeyPair(), (await generateKeyPair()).publicKey, 'x'),
  ])
    expect(() => decodeType0(symKey, bad)).toThrow(EnvelopeError)
  await expect(decodeType1((await generateKeyPair()).privateKey, encodeType0(symKey, 'x'))).rejects.toThrow(
    EnvelopeError,
  )
})
