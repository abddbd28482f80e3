import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { ServerError } from '../errors.js'

/** An encrypted blob as stored: AES-256-GCM with a random 96-bit IV and its 128-bit tag. */
export type Sealed = { keyVersion: number; iv: string; authTag: string; ciphertext: string }

const KEY_VERSION = 1
const TAG_BYTES = 16

/**
 * Encrypts and decrypts secrets at rest (the embedded wallets' keys) with AES-256-GCM. The key is derived from
 * the master key with HKDF, per purpose, so the master key itself never encrypts data. The associated data
 * (e.g. `wallet:<userId>`) binds a ciphertext to its owner: moved to another row, it no longer decrypts.
 */
export function createKeyVault(masterKey: Buffer, purpose: string) {
  const key = Buffer.from(
    hkdfSync('sha256', masterKey, Buffer.alloc(0), `kit ${purpose} v${KEY_VERSION}`, 32),
  )
  return {
    seal(plaintext: string, associatedData: string): Sealed {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      cipher.setAAD(Buffer.from(associatedData))
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
      return {
        keyVersion: KEY_VERSION,
        iv: iv.toString('base64'),
        authTag: cipher.getAuthTag().toString('base64'),
        ciphertext: ciphertext.toString('base64'),
      }
    },
    open(sealed: Sealed, associatedData: string): string {
      if (sealed.keyVersion !== KEY_VERSION)
        throw new ServerError(500, 'KeyVersion', `Unknown key version ${sealed.keyVersion}`)
      try {
        // Pin the tag to 128 bits: Node otherwise accepts a truncated tag, which is easier to forge.
        const tag = Buffer.from(sealed.authTag, 'base64')
        if (tag.length !== TAG_BYTES) throw new Error(`authentication tag of ${tag.length} bytes`)
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'), {
          authTagLength: TAG_BYTES,
        })
        decipher.setAAD(Buffer.from(associatedData))
        decipher.setAuthTag(tag)
        return Buffer.concat([
          decipher.update(Buffer.from(sealed.ciphertext, 'base64')),
          decipher.final(),
        ]).toString('utf8')
      } catch (error) {
        throw new ServerError(500, 'DecryptionFailed', 'Stored key material could not be decrypted', {
          cause: error,
        })
      }
    },
  }
}
