import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { ServerConfigError } from '../errors.js'
import { checked } from './checks.js'
import { type EnvField, list } from './envFields.js'

/**
 * A development-only master key, used by `configFromEnv` when `KIT_MASTER_KEY` is unset in development (`KIT_DEV=1`)
 * so the demo starts with no setup. It is public: wallets sealed with it are not protected, so the server refuses
 * to start with it outside development.
 */
export const DEVELOPMENT_MASTER_KEY = '6b69742d646576656c6f706d656e742d6f6e6c792d6d61737465722d6b657921'

/** Turns a 32-byte key given as 64 hex characters or base64 into bytes. */
export function parseMasterKey(value: string): Buffer {
  const trimmed = value.trim()
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64')
  if (bytes.length !== 32)
    throw new ServerConfigError('The master key must be 32 bytes', {
      details: 'Give 64 hex characters or 44 base64 characters, e.g. from `openssl rand -hex 32`.',
    })
  return bytes
}

/** A fresh random master key (hex), for tests and first-time setup. */
export function generateMasterKey(): string {
  return randomBytes(32).toString('hex')
}

/** The keys that seal embedded-wallet key shares at rest. */
export const keyFields = {
  /** 32 bytes (64 hex characters or base64) that encrypt embedded-wallet key shares at rest. Required. */
  masterKey: z.string().transform(checked(parseMasterKey)),
  /**
   * Master keys being rotated out, newest first: what they sealed still opens, and is sealed again under
   * `masterKey` when it is next read.
   */
  previousMasterKeys: z
    .array(z.string())
    .default(() => [])
    .transform(checked((keys) => keys.map(parseMasterKey))),
}

/** `KIT_MASTER_KEY`: required, except that development falls back to the public development key. */
const masterKey: EnvField<string> = {
  variables: ['KIT_MASTER_KEY'],
  read: (env, local) => {
    const key = env.KIT_MASTER_KEY || (local ? DEVELOPMENT_MASTER_KEY : undefined)
    if (!key)
      throw new ServerConfigError('KIT_MASTER_KEY is not set', {
        details:
          'Set KIT_MASTER_KEY to 32 secret bytes (e.g. `openssl rand -hex 32`), or KIT_DEV=1 for local development.',
      })
    return key
  },
}

export const keyEnv = {
  masterKey,
  previousMasterKeys: list('KIT_PREVIOUS_MASTER_KEYS'),
}

/** The current key may not be among the ones being rotated out. */
export function checkPreviousKeys(masterKey: Buffer, previousMasterKeys: readonly Buffer[]): void {
  if (previousMasterKeys.some((key) => key.equals(masterKey)))
    throw new ServerConfigError('A previous master key is the current one', {
      details: 'KIT_PREVIOUS_MASTER_KEYS lists only keys being rotated out, not KIT_MASTER_KEY.',
    })
}
