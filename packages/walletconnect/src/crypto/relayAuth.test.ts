import { createPublicKey, verify } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { expect, it, vi } from 'vitest'
import { fromHex } from './bytes.js'
import { clientIdOf, didKeyOf, RELAY_TOKEN_TTL_SECONDS, signRelayToken } from './relayAuth.js'

it('encodes an Ed25519 key as did:key (multicodec 0xed01, base58btc)', () => {
  // The did:key specification's Ed25519 example.
  const did = 'did:key:z6MkiTBz1ymuepAQ4HEHYSF1H8quG5GLVVQR3djdX3mDooWp'
  const bytes = base58.decode(did.slice('did:key:z'.length))
  expect([...bytes.subarray(0, 2)]).toEqual([0xed, 0x01])
  expect(didKeyOf(bytes.subarray(2))).toBe(did)
})

it('signs a JWT the relay can verify with node:crypto: EdDSA header, iss/sub/aud/iat/exp claims', async () => {
  const seed = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60'
  const token = await signRelayToken(seed, 'wss://relay.example', 1_700_000_000)
  const [header, claims, signature] = token.split('.')
  expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({ alg: 'EdDSA', typ: 'JWT' })
  const payload = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString())
  expect(payload).toMatchObject({
    iss: await clientIdOf(seed),
    aud: 'wss://relay.example',
    iat: 1_700_000_000,
    exp: 1_700_000_000 + RELAY_TOKEN_TTL_SECONDS,
  })
  expect(payload.sub).toMatch(/^[0-9a-f]{64}$/)
  const publicKey = createPublicKey({
    key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), ed25519.getPublicKey(fromHex(seed))]),
    format: 'der',
    type: 'spki',
  })
  expect(
    verify(null, Buffer.from(`${header}.${claims}`), publicKey, Buffer.from(signature ?? '', 'base64url')),
  ).toBe(true)
})

it('signs the same token with noble when the platform has no Ed25519 in WebCrypto', async () => {
  const seed = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60'
  const native = await signRelayToken(seed, 'wss://relay.example', 1_700_000_000)
  const importKey = vi
    .spyOn(crypto.subtle, 'importKey')
    .mockRejectedValue(new DOMException('', 'NotSupportedError'))
  try {
    const fallback = await signRelayToken(seed, 'wss://relay.example', 1_700_000_000)
    expect(importKey).toHaveBeenCalled()
    // Ed25519 is deterministic: header and signature agree; only the random `sub` claim differs.
    const claimsOf = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())
    expect(claimsOf(fallback).iss).toBe(claimsOf(native).iss)
    expect(await clientIdOf(seed)).toBe(claimsOf(native).iss)
    const [header, claims, signature] = fallback.split('.')
    const publicKey = createPublicKey({
      key: Buffer.concat([
        Buffer.from('302a300506032b6570032100', 'hex'),
        ed25519.getPublicKey(fromHex(seed)),
      ]),
      format: 'der',
      type: 'spki',
    })
    expect(
      verify(null, Buffer.from(`${header}.${claims}`), publicKey, Buffer.from(signature ?? '', 'base64url')),
    ).toBe(true)
  } finally {
    importKey.mockRestore()
  }
})
