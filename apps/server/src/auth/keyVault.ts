import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { ServerError } from '../errors.js'

/** An encrypted blob as stored: AES-256-GCM with a random 96-bit IV and its 128-bit tag. */
export type Sealed = { keyVersion: number; iv: string; authTag: string; ciphertext: string }

const KEY_VERSION = 1
const TAG_BYTES = 16

/**
 * Encrypts and decrypts secrets at rest (the auth shares of embedded wallets) with AES-256-GCM. The key is derived from the master key with HKDF, per purpose, so the
 * master key itself never encrypts data. The associated data (e.g. `wallet:<userId>`) binds a ciphertext to its
 * owner: moved to another row, it no longer decrypts.
 *
 * Rotation: `masterKeys` is the current key, then those being rotated out. Sealing uses the current one; opening
 * tries each (the GCM tag tells which fits); `reseal` moves a record to the current key.
 */
export function createKeyVault(masterKeys: Buffer | readonly Buffer[], purpose: string) {
  const derived = (Array.isArray(masterKeys) ? masterKeys : [masterKeys]).map((masterKey: Buffer) =>
    Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), `kit ${purpose} v${KEY_VERSION}`, 32)),
  )
  const current = derived[0]
  if (!current) throw new ServerError(500, 'NoMasterKey', 'A key vault needs a master key')

  function openWith(key: Buffer, sealed: Sealed, associatedData: string): string {
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
  }

  /** The plaintext and whether the current key sealed it. */
  function openAny(sealed: Sealed, associatedData: string): { plaintext: string; current: boolean } {
    if (sealed.keyVersion !== KEY_VERSION)
      throw new ServerError(500, 'KeyVersion', `Unknown key version ${sealed.keyVersion}`)
    let lastError: unknown
    for (const [index, key] of derived.entries()) {
      try {
        return { plaintext: openWith(key, sealed, associatedData), current: index === 0 }
      } catch (error) {
        lastError = error
      }
    }
    throw new ServerError(500, 'DecryptionFailed', 'Stored key material could not be decrypted', {
      cause: lastError,
    })
  }

  function seal(plaintext: string, associatedData: string): Sealed {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', current as Buffer, iv)
    cipher.setAAD(Buffer.from(associatedData))
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
    return {
      keyVersion: KEY_VERSION,
      iv: iv.toString('base64'),
      authTag: cipher.getAuthTag().toString('base64'),
      ciphertext: ciphertext.toString('base64'),
    }
  }

  return {
    seal,
    open(sealed: Sealed, associatedData: string): string {
      return openAny(sealed, associatedData).plaintext
    },
    /** The record sealed again under the current key, or undefined when the current key sealed it already. */
    reseal(sealed: Sealed, associatedData: string): Sealed | undefined {
      const { plaintext, current: isCurrent } = openAny(sealed, associatedData)
      return isCurrent ? undefined : seal(plaintext, associatedData)
    },
  }
}

export type KeyVault = ReturnType<typeof createKeyVault>
