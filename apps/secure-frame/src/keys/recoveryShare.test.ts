import { base64urlnopad } from '@scure/base'
import { describe, expect, it } from 'vitest'
import {
  RecoveryInputError,
  RecoveryOpenError,
  RecoveryParametersError,
  RecoveryRecordError,
  UnexpectedShareRoleError,
} from './errors.js'
import {
  type Argon2Parameters,
  openWithPasskeyPrf,
  openWithPassword,
  newPasskeyPrfSalt,
  passkeyPrfSaltOf,
  passkeyRpIdOf,
  RECOVERY_ARGON2_DEFAULTS,
  RECOVERY_ARGON2_FLOOR,
  sealWithPasskeyPrf,
  sealWithPassword,
} from './recoveryShare.js'
import { splitSecret } from './shares.js'

/** Cheap parameters so tests hash in milliseconds; passed explicitly, as only tests may. */
const TEST_KDF: Argon2Parameters = { memoryKiB: 64, iterations: 1, parallelism: 1 }
const TEST_OPTIONS = { parameters: TEST_KDF, floor: TEST_KDF }
const passkeyContext = { userId: 'user-1', credentialId: 'credential-abc', prfSalt: newPasskeyPrfSalt() }
const passwordContext = { userId: 'user-1' }

/** A recovery method's split, with a device's share of the same secret (another split) to be refused. */
async function shares() {
  const secret = crypto.getRandomValues(new Uint8Array(65))
  const recovery = await splitSecret(secret, 'recovery')
  const device = await splitSecret(secret, 'device')
  return { recovery: recovery.share, auth: recovery.auth, device: device.share }
}
const prf = () => crypto.getRandomValues(new Uint8Array(32))

/** The record with one base64url field's first byte flipped. */
function flipped<T extends { ciphertext: string }>(record: T, field: 'ciphertext' | 'iv' = 'ciphertext'): T {
  const bytes = base64urlnopad.decode((record as Record<string, string>)[field] ?? '')
  bytes[0] = (bytes[0] ?? 0) ^ 1
  return { ...record, [field]: base64urlnopad.encode(bytes) }
}

describe('recovery share sealed with a passkey PRF output', () => {
  it('opens with the same PRF output, user and credential, and the record is plain JSON without the share', async () => {
    const { recovery } = await shares()
    const output = prf()
    const sealed = await sealWithPasskeyPrf(recovery, output, passkeyContext)
    expect(sealed).toMatchObject({ version: 1, method: 'passkey-prf' })
    expect(base64urlnopad.decode(sealed.salt)).toHaveLength(32)
    expect(base64urlnopad.decode(sealed.iv)).toHaveLength(12)
    const json = JSON.stringify(sealed)
    expect(json).not.toContain(recovery)
    expect(json).not.toContain(recovery.slice(30, 60))
    // Through JSON, as the server keeps it; the PRF output may come as the ArrayBuffer WebAuthn gives.
    const stored: unknown = JSON.parse(json)
    await expect(openWithPasskeyPrf(stored, output, passkeyContext)).resolves.toBe(recovery)
    await expect(openWithPasskeyPrf(stored, output.slice().buffer, passkeyContext)).resolves.toBe(recovery)
    // The caller's PRF output is left as it was.
    expect(output.some((byte) => byte !== 0)).toBe(true)
  })

  it('refuses another PRF output, user or credential, and a changed record, with one typed error', async () => {
    const { recovery } = await shares()
    const output = prf()
    const sealed = await sealWithPasskeyPrf(recovery, output, passkeyContext)
    await expect(openWithPasskeyPrf(sealed, prf(), passkeyContext)).rejects.toThrow(RecoveryOpenError)
    await expect(openWithPasskeyPrf(sealed, output, { ...passkeyContext, userId: 'user-2' })).rejects.toThrow(
      'The recovery share could not be opened',
    )
    await expect(
      openWithPasskeyPrf(sealed, output, { ...passkeyContext, credentialId: 'credential-other' }),
    ).rejects.toThrow(RecoveryOpenError)
    await expect(openWithPasskeyPrf(flipped(sealed), output, passkeyContext)).rejects.toThrow(
      RecoveryOpenError,
    )
    await expect(openWithPasskeyPrf(flipped(sealed, 'iv'), output, passkeyContext)).rejects.toThrow(
      RecoveryOpenError,
    )
    const otherSalt = { ...sealed, salt: base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32))) }
    await expect(openWithPasskeyPrf(otherSalt, output, passkeyContext)).rejects.toThrow(RecoveryOpenError)
  })

  it('refuses bad inputs: a PRF output of the wrong size, missing ids, a share that is not the recovery share', async () => {
    const all = await shares()
    await expect(sealWithPasskeyPrf(all.recovery, new Uint8Array(16), passkeyContext)).rejects.toThrow(
      RecoveryInputError,
    )
    await expect(
      sealWithPasskeyPrf(all.recovery, prf(), { ...passkeyContext, credentialId: '' }),
    ).rejects.toThrow('The recovery credential id is missing')
    await expect(sealWithPasskeyPrf(all.auth, prf(), passkeyContext)).rejects.toThrow(
      UnexpectedShareRoleError,
    )
    await expect(sealWithPasskeyPrf(all.device, prf(), passkeyContext)).rejects.toThrow(
      UnexpectedShareRoleError,
    )
    const sealed = await sealWithPasskeyPrf(all.recovery, prf(), passkeyContext)
    await expect(openWithPasskeyPrf(sealed, new Uint8Array(33), passkeyContext)).rejects.toThrow(
      'The passkey PRF output must be 32 bytes',
    )
  })

  it('keeps the PRF input of each record in it: 32 random bytes, never one constant (L9)', async () => {
    const { recovery } = await shares()
    const first = newPasskeyPrfSalt()
    const second = newPasskeyPrfSalt()
    expect(first).toHaveLength(32)
    expect(second).not.toEqual(first)
    const sealed: unknown = JSON.parse(
      JSON.stringify(await sealWithPasskeyPrf(recovery, prf(), { ...passkeyContext, prfSalt: first })),
    )
    expect(passkeyPrfSaltOf(sealed)).toEqual(first)
    await expect(
      sealWithPasskeyPrf(recovery, prf(), { ...passkeyContext, prfSalt: new Uint8Array(16) }),
    ).rejects.toThrow('The passkey PRF salt must be 32 bytes')
  })

  it('names a record sealed before records had their own PRF input, rather than failing on it', async () => {
    const { recovery } = await shares()
    const output = prf()
    const { prfSalt: _, ...older } = await sealWithPasskeyPrf(recovery, output, passkeyContext)
    const message = 'This passkey’s recovery record is from an older version and cannot be opened'
    expect(() => passkeyPrfSaltOf(older)).toThrow(message)
    expect(() => passkeyPrfSaltOf(older)).toThrow(RecoveryRecordError)
    await expect(openWithPasskeyPrf(older, output, passkeyContext)).rejects.toThrow(message)
    expect(() => passkeyPrfSaltOf({ ...older, prfSalt: 'AA' })).toThrow('The recovery record is malformed')
  })
})

/**
 * A passkey record as the frame sealed it before records carried their RP ID, written here with WebCrypto alone (not
 * with the module's code): HKDF-SHA-256 then AES-256-GCM whose additional data names the user and credential only.
 */
async function olderPasskeyRecord(share: string, output: Uint8Array<ArrayBuffer>, prfSalt: Uint8Array) {
  const salt = crypto.getRandomValues(new Uint8Array(32))
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const material = await crypto.subtle.importKey('raw', output, 'HKDF', false, ['deriveKey'])
  const info = new TextEncoder().encode('Kit recovery share v1: AES-256-GCM key from a WebAuthn PRF output')
  const key = await crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt, info },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt'],
  )
  const { userId, credentialId } = passkeyContext
  const additionalData = new TextEncoder().encode(
    JSON.stringify(['kit recovery share', 1, 'passkey-prf', userId, credentialId]),
  )
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData },
    key,
    new TextEncoder().encode(share),
  )
  return {
    version: 1,
    method: 'passkey-prf',
    prfSalt: base64urlnopad.encode(prfSalt),
    salt: base64urlnopad.encode(salt),
    iv: base64urlnopad.encode(iv),
    ciphertext: base64urlnopad.encode(new Uint8Array(ciphertext)),
  }
}

describe("a passkey record's RP ID", () => {
  const rpContext = { ...passkeyContext, rpId: 'example.com' }

  it('is kept in the record and read before opening it; the record opens with it', async () => {
    const { recovery } = await shares()
    const output = prf()
    const sealed: unknown = JSON.parse(JSON.stringify(await sealWithPasskeyPrf(recovery, output, rpContext)))
    expect(sealed).toMatchObject({ rpId: 'example.com' })
    expect(passkeyRpIdOf(sealed)).toBe('example.com')
    await expect(openWithPasskeyPrf(sealed, output, passkeyContext)).resolves.toBe(recovery)
  })

  it('is bound into the encryption: a record whose RP ID was changed, removed or added does not open', async () => {
    const { recovery } = await shares()
    const output = prf()
    const sealed = await sealWithPasskeyPrf(recovery, output, rpContext)
    const changed = { ...sealed, rpId: 'wallet.example.com' }
    expect(passkeyRpIdOf(changed)).toBe('wallet.example.com')
    await expect(openWithPasskeyPrf(changed, output, passkeyContext)).rejects.toThrow(RecoveryOpenError)
    const { rpId: _, ...removed } = sealed
    await expect(openWithPasskeyPrf(removed, output, passkeyContext)).rejects.toThrow(RecoveryOpenError)
    const older = await olderPasskeyRecord(recovery, output, passkeyContext.prfSalt)
    await expect(
      openWithPasskeyPrf({ ...older, rpId: 'example.com' }, output, passkeyContext),
    ).rejects.toThrow(RecoveryOpenError)
  })

  it('is absent from records of the older format, which still open', async () => {
    const { recovery } = await shares()
    const output = prf()
    const older = JSON.parse(
      JSON.stringify(await olderPasskeyRecord(recovery, output, passkeyContext.prfSalt)),
    )
    expect(passkeyRpIdOf(older)).toBeUndefined()
    await expect(openWithPasskeyPrf(older, output, passkeyContext)).resolves.toBe(recovery)
    // Sealing without an RP ID still writes that format.
    const unnamed = await sealWithPasskeyPrf(recovery, output, passkeyContext)
    expect('rpId' in unnamed).toBe(false)
  })

  it('must be a lower-case host name, when sealing and in a record', async () => {
    const { recovery } = await shares()
    for (const rpId of ['', 'Example.com', 'https://example.com', 'example.com:443', 'a b'])
      await expect(sealWithPasskeyPrf(recovery, prf(), { ...passkeyContext, rpId })).rejects.toThrow(
        RecoveryInputError,
      )
    const sealed = await sealWithPasskeyPrf(recovery, prf(), rpContext)
    expect(() => passkeyRpIdOf({ ...sealed, rpId: 'https://evil.example' })).toThrow(RecoveryRecordError)
    expect(() => passkeyRpIdOf({ ...sealed, rpId: 42 })).toThrow('The recovery record is malformed')
  })
})

describe('recovery share sealed with a password', () => {
  it('opens with the same password for the same user; the record keeps its parameters, not the share', async () => {
    const { recovery } = await shares()
    const sealed = await sealWithPassword(
      recovery,
      'correct horse battery staple',
      passwordContext,
      TEST_OPTIONS,
    )
    expect(sealed).toMatchObject({ version: 1, method: 'password', kdf: { name: 'argon2id', ...TEST_KDF } })
    expect(base64urlnopad.decode(sealed.kdf.salt)).toHaveLength(16)
    expect(JSON.stringify(sealed)).not.toContain(recovery.slice(30, 60))
    const stored: unknown = JSON.parse(JSON.stringify(sealed))
    await expect(
      openWithPassword(stored, 'correct horse battery staple', passwordContext, { floor: TEST_KDF }),
    ).resolves.toBe(recovery)
  })

  it('normalises the password, so one typed as composed or decomposed characters opens the same record', async () => {
    const { recovery } = await shares()
    const sealed = await sealWithPassword(recovery, 'caf\u00e9 cr\u00e8me', passwordContext, TEST_OPTIONS)
    await expect(
      openWithPassword(sealed, 'cafe\u0301 cre\u0300me', passwordContext, { floor: TEST_KDF }),
    ).resolves.toBe(recovery)
  })

  it('refuses a wrong password, another user or a changed record, with one typed error', async () => {
    const { recovery } = await shares()
    const sealed = await sealWithPassword(recovery, 'the password', passwordContext, TEST_OPTIONS)
    const open = (record: unknown, password: string, userId = 'user-1') =>
      openWithPassword(record, password, { userId }, { floor: TEST_KDF })
    await expect(open(sealed, 'the Password')).rejects.toThrow(RecoveryOpenError)
    await expect(open(sealed, 'the password', 'user-2')).rejects.toThrow(
      'The recovery share could not be opened',
    )
    await expect(open(flipped(sealed), 'the password')).rejects.toThrow(RecoveryOpenError)
    const otherSalt = {
      ...sealed,
      kdf: { ...sealed.kdf, salt: base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(16))) },
    }
    await expect(open(otherSalt, 'the password')).rejects.toThrow(RecoveryOpenError)
    // Raised parameters (still allowed) derive another key: refused, not garbage.
    await expect(open({ ...sealed, kdf: { ...sealed.kdf, iterations: 2 } }, 'the password')).rejects.toThrow(
      RecoveryOpenError,
    )
    await expect(open(sealed, '')).rejects.toThrow(RecoveryInputError)
  })

  it('refuses a record whose parameters were lowered below the floor, before hashing anything', async () => {
    const { recovery } = await shares()
    const sealed = await sealWithPassword(recovery, 'the password', passwordContext, TEST_OPTIONS)
    // Opened with the production floor, the cheap test record is refused as a downgrade.
    await expect(openWithPassword(sealed, 'the password', passwordContext)).rejects.toThrow(
      RecoveryParametersError,
    )
    await expect(openWithPassword(sealed, 'the password', passwordContext)).rejects.toThrow(
      'The password hashing is weaker than allowed',
    )
    // A production record whose parameters a hostile server lowered, one at a time.
    const production = {
      ...sealed,
      kdf: { ...sealed.kdf, ...RECOVERY_ARGON2_DEFAULTS },
    }
    for (const lowered of [{ memoryKiB: 16 * 1024 }, { iterations: 1 }, { parallelism: 0 }]) {
      await expect(
        openWithPassword(
          { ...production, kdf: { ...production.kdf, ...lowered } },
          'the password',
          passwordContext,
        ),
      ).rejects.toThrow(RecoveryParametersError)
    }
    // And one that would make the device hash for hours, or that is not a number.
    await expect(
      openWithPassword(
        { ...production, kdf: { ...production.kdf, memoryKiB: 4 * 1024 * 1024 } },
        'the password',
        passwordContext,
      ),
    ).rejects.toThrow('The password hashing is costlier than allowed')
    await expect(
      openWithPassword(
        { ...production, kdf: { ...production.kdf, iterations: 3.5 } },
        'the password',
        passwordContext,
      ),
    ).rejects.toThrow(RecoveryRecordError)
  })

  it('seals with production parameters unless told otherwise, and never below the floor', async () => {
    expect(RECOVERY_ARGON2_DEFAULTS).toEqual({ memoryKiB: 65536, iterations: 3, parallelism: 1 })
    expect(RECOVERY_ARGON2_FLOOR).toEqual(RECOVERY_ARGON2_DEFAULTS)
    const { recovery } = await shares()
    await expect(
      sealWithPassword(recovery, 'the password', passwordContext, { parameters: TEST_KDF }),
    ).rejects.toThrow(RecoveryParametersError)
    const nanFloor = { ...TEST_KDF, memoryKiB: Number.NaN }
    await expect(
      sealWithPassword(recovery, 'the password', passwordContext, { parameters: TEST_KDF, floor: nanFloor }),
    ).rejects.toThrow('The password hashing floor is invalid')
    // One real production seal and open (64 MiB, 3 passes).
    const sealed = await sealWithPassword(recovery, 'the password', passwordContext)
    expect(sealed.kdf).toMatchObject({ memoryKiB: 65536, iterations: 3, parallelism: 1 })
    await expect(openWithPassword(sealed, 'the password', passwordContext)).resolves.toBe(recovery)
  }, 60_000)

  it('refuses records of another version or method, and malformed ones', async () => {
    const { recovery, auth } = await shares()
    const byPassword = await sealWithPassword(recovery, 'the password', passwordContext, TEST_OPTIONS)
    const byPasskey = await sealWithPasskeyPrf(recovery, prf(), passkeyContext)
    const floor = { floor: TEST_KDF }
    await expect(
      openWithPassword({ ...byPassword, version: 2 }, 'the password', passwordContext, floor),
    ).rejects.toThrow('The recovery record has an unsupported version')
    await expect(openWithPassword(byPasskey, 'the password', passwordContext, floor)).rejects.toThrow(
      'The recovery record was sealed another way',
    )
    await expect(openWithPasskeyPrf(byPassword, prf(), passkeyContext)).rejects.toThrow(RecoveryRecordError)
    for (const broken of [
      null,
      'a string',
      { ...byPasskey, iv: 'not base64!' },
      { ...byPasskey, iv: base64urlnopad.encode(new Uint8Array(8)) },
      { ...byPasskey, salt: undefined },
      { ...byPasskey, ciphertext: 'AA' },
    ])
      await expect(openWithPasskeyPrf(broken, prf(), passkeyContext)).rejects.toThrow(RecoveryRecordError)
    await expect(sealWithPassword(auth, 'the password', passwordContext, TEST_OPTIONS)).rejects.toThrow(
      UnexpectedShareRoleError,
    )
  })
})
