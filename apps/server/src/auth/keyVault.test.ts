import { randomBytes } from 'node:crypto'
import { expect, it } from 'vitest'
import { createKeyVault } from './keyVault.js'

const vault = createKeyVault(randomBytes(32), 'wallet')

it('round-trips a secret and never stores it in clear', () => {
  const sealed = vault.seal('0xsecret-key', 'wallet:u1')
  expect(sealed.ciphertext).not.toContain('secret')
  expect(Buffer.from(sealed.ciphertext, 'base64').toString()).not.toContain('secret')
  expect(vault.open(sealed, 'wallet:u1')).toBe('0xsecret-key')
})

it('uses a fresh IV each time', () => {
  expect(vault.seal('same', 'a').iv).not.toBe(vault.seal('same', 'a').iv)
})

it('refuses a ciphertext moved to another owner, tampered with, or opened with another master key', () => {
  const sealed = vault.seal('0xsecret-key', 'wallet:u1')
  expect(() => vault.open(sealed, 'wallet:u2')).toThrow('Stored key material could not be decrypted')
  const flipped = Buffer.from(sealed.ciphertext, 'base64')
  flipped[0] = (flipped[0] ?? 0) ^ 1
  expect(() => vault.open({ ...sealed, ciphertext: flipped.toString('base64') }, 'wallet:u1')).toThrow()
  expect(() => createKeyVault(randomBytes(32), 'wallet').open(sealed, 'wallet:u1')).toThrow()
})

it('refuses a truncated authentication tag (Node would otherwise accept a 4- to 12-byte prefix)', () => {
  const sealed = vault.seal('0xsecret-key', 'wallet:u1')
  const tag = Buffer.from(sealed.authTag, 'base64')
  for (const length of [12, 8, 4])
    expect(() =>
      vault.open({ ...sealed, authTag: tag.subarray(0, length).toString('base64') }, 'wallet:u1'),
    ).toThrow('Stored key material could not be decrypted')
})

it('rotates: records sealed under a previous master key still open, and reseal moves them to the current key', () => {
  const oldKey = randomBytes(32)
  const newKey = randomBytes(32)
  const before = createKeyVault(oldKey, 'wallet').seal('share', 'wallet:u1')
  const rotating = createKeyVault([newKey, oldKey], 'wallet')
  expect(rotating.open(before, 'wallet:u1')).toBe('share')
  const moved = rotating.reseal(before, 'wallet:u1')
  expect(moved).toBeDefined()
  if (!moved) return
  expect(rotating.reseal(moved, 'wallet:u1')).toBeUndefined()
  // Once the previous key is dropped, only the moved record opens.
  const after = createKeyVault(newKey, 'wallet')
  expect(after.open(moved, 'wallet:u1')).toBe('share')
  expect(() => after.open(before, 'wallet:u1')).toThrow('Stored key material could not be decrypted')
  expect(() => rotating.reseal(before, 'wallet:u2')).toThrow('Stored key material could not be decrypted')
})

it('keeps purposes apart: a record of one purpose does not open under another', () => {
  const masterKey = randomBytes(32)
  const sealed = createKeyVault(masterKey, 'wallet').seal('share', 'wallet:u1')
  expect(() => createKeyVault(masterKey, 'auth-share').open(sealed, 'wallet:u1')).toThrow()
})
