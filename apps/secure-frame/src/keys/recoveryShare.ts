// The recovery share is kept by the server, sealed in the frame under a key the server never sees: one
// derived from a passkey's PRF output, or from the user's password with Argon2id. The server holds the auth share
// too, so it must never be able to open this one; a sealed record only opens on a device that has the passkey or
// the password, for the user (and credential) it was sealed for.
import { base64urlnopad } from '@scure/base'
import * as z from 'zod/mini'
import {
  RecoveryInputError,
  RecoveryOpenError,
  RecoveryParametersError,
  RecoveryRecordError,
  UnexpectedShareRoleError,
} from './errors.js'
import { describeShare, type KeyShare } from './shares.js'
import { argon2id } from './argon2.js'

const RECORD_VERSION = 1
/** HKDF's info: names Kit, the purpose and the version, so this key is never the key of anything else. */
const PASSKEY_HKDF_INFO = 'Kit recovery share v1: AES-256-GCM key from a WebAuthn PRF output'
const PRF_OUTPUT_BYTES = 32
/**
 * The PRF input of one record: random, kept in the record. A constant input would give every page of the frame's
 * host name the same PRF output for every record of a passkey (L9).
 */
const PRF_SALT_BYTES = 32
const SALT_BYTES = 32
const PASSWORD_SALT_BYTES = 16
const IV_BYTES = 12
const KEY_BYTES = 32

/** Argon2id cost parameters. */
export type Argon2Parameters = {
  /** Memory in KiB (1024 bytes). */
  memoryKiB: number
  iterations: number
  parallelism: number
}

/** What records are sealed with by default: 64 MiB, 3 passes, 1 lane (OWASP's Argon2id minimum, and then some). */
export const RECOVERY_ARGON2_DEFAULTS: Readonly<Argon2Parameters> = Object.freeze({
  memoryKiB: 64 * 1024,
  iterations: 3,
  parallelism: 1,
})

/** The least a record may ask for; records below are refused unopened (a hostile server cannot downgrade). */
export const RECOVERY_ARGON2_FLOOR: Readonly<Argon2Parameters> = RECOVERY_ARGON2_DEFAULTS

/** The most a record may ask for, so a hostile record cannot exhaust the device (1 GiB, 32 passes, 16 lanes). */
export const RECOVERY_ARGON2_CEILING: Readonly<Argon2Parameters> = Object.freeze({
  memoryKiB: 1024 * 1024,
  iterations: 32,
  parallelism: 16,
})

/** Who a passkey-sealed record belongs to; both are bound into the encryption. */
export type PasskeyRecoveryContext = { userId: string; credentialId: string }

/** What sealing under a passkey needs beyond its owner: the PRF input the output was evaluated on, and its RP ID. */
export type PasskeySealContext = PasskeyRecoveryContext & {
  /** The 32-byte PRF input ({@link newPasskeyPrfSalt}) the passkey evaluated `prfOutput` on; kept in the record. */
  prfSalt: Uint8Array
  /**
   * The WebAuthn RP ID the passkey belongs to (the server's `passkeys.rpId`, or the frame's host name): kept in the
   * record and bound into the encryption, so the frame knows where to ask the passkey and a record whose RP ID was
   * changed does not open. Records sealed without one (the older format) open as before.
   */
  rpId?: string | undefined
}

/** Who a password-sealed record belongs to; bound into the encryption. */
export type PasswordRecoveryContext = { userId: string }

/** A recovery share sealed under a passkey's PRF output. JSON-serialisable; every byte string is base64url. */
export type PasskeySealedRecoveryShare = {
  version: typeof RECORD_VERSION
  method: 'passkey-prf'
  /** The PRF input the passkey evaluates for this record (32 random bytes). */
  prfSalt: string
  /**
   * The RP ID the passkey belongs to, bound into the encryption. Absent in records sealed before records carried it:
   * those are of the frame's host name, or of the server's RP ID for the passkey that signed the account up.
   */
  rpId?: string
  /** HKDF salt. */
  salt: string
  iv: string
  ciphertext: string
}

/** A recovery share sealed under a password. JSON-serialisable; every byte string is base64url. */
export type PasswordSealedRecoveryShare = {
  version: typeof RECORD_VERSION
  method: 'password'
  kdf: { name: 'argon2id'; salt: string } & Argon2Parameters
  iv: string
  ciphertext: string
}

/** A sealed recovery share, as the server stores it. */
export type SealedRecoveryShare = PasskeySealedRecoveryShare | PasswordSealedRecoveryShare

/**
 * Options of the password functions. Only tests lower the floor (to hash in milliseconds); production code passes
 * nothing and gets {@link RECOVERY_ARGON2_DEFAULTS} and {@link RECOVERY_ARGON2_FLOOR}.
 */
export type PasswordSealOptions = {
  /** The parameters to seal with; {@link RECOVERY_ARGON2_DEFAULTS} by default. */
  parameters?: Argon2Parameters
  /** The least accepted; {@link RECOVERY_ARGON2_FLOOR} by default. For tests only. */
  floor?: Argon2Parameters
}

/** Options of {@link openWithPassword}. */
export type PasswordOpenOptions = {
  /** The least accepted; {@link RECOVERY_ARGON2_FLOOR} by default. For tests only. */
  floor?: Argon2Parameters
}

const base64url = z.string().check(z.regex(/^[A-Za-z0-9_-]+$/), z.maxLength(8192))
/** A WebAuthn RP ID: a lower-case host name, as the server's `passkeys.rpId` and a URL's `hostname` are. */
const rpIdSchema = z.string().check(z.regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/), z.maxLength(253))
const passkeyRecordSchema = z.object({
  version: z.literal(RECORD_VERSION),
  method: z.literal('passkey-prf'),
  prfSalt: base64url,
  rpId: z.optional(rpIdSchema),
  salt: base64url,
  iv: base64url,
  ciphertext: base64url,
})
const passwordRecordSchema = z.object({
  version: z.literal(RECORD_VERSION),
  method: z.literal('password'),
  kdf: z.object({
    name: z.literal('argon2id'),
    salt: base64url,
    memoryKiB: z.int(),
    iterations: z.int(),
    parallelism: z.int(),
  }),
  iv: base64url,
  ciphertext: base64url,
})

/** A new record's PRF input: 32 random bytes, given to the passkey's PRF (`prf.eval.first`) when it is made. */
export function newPasskeyPrfSalt(): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(PRF_SALT_BYTES))
}

/**
 * The PRF input a passkey record was sealed with, to give the passkey's PRF (`prf.evalByCredential`) before opening
 * it.
 *
 * @throws {RecoveryRecordError} on a record that is malformed, of another version, sealed with a password, or sealed
 *   before records had their own PRF input (it has none: this passkey cannot open it).
 */
export function passkeyPrfSaltOf(record: unknown): Uint8Array<ArrayBuffer> {
  const parsed = parseRecord(record, passkeyRecordSchema, 'passkey-prf')
  return decodeField(parsed.prfSalt, 'PRF salt', { min: PRF_SALT_BYTES, max: PRF_SALT_BYTES })
}

/**
 * The RP ID a passkey record names for its passkey, or `undefined` for a record sealed before records carried one.
 * It is read before the record is opened (the passkey must be asked under it first), and the server could have
 * changed it: a changed RP ID can only make the ceremony fail (which the server could cause anyway by withholding
 * the record), and the record then does not open, since the RP ID is bound into its encryption.
 *
 * @throws {RecoveryRecordError} as {@link passkeyPrfSaltOf}.
 */
export function passkeyRpIdOf(record: unknown): string | undefined {
  return parseRecord(record, passkeyRecordSchema, 'passkey-prf').rpId
}

/**
 * The additional data of the encryption: the record opens only for its user (and credential), and a passkey record
 * that names its RP ID only with that RP ID. A record without one keeps the older data, so it still opens; adding or
 * removing the field changes the data either way.
 */
function associatedData(
  method: SealedRecoveryShare['method'],
  userId: string,
  credentialId: string | null,
  rpId?: string,
) {
  const fields: unknown[] = ['kit recovery share', RECORD_VERSION, method, userId, credentialId]
  if (rpId !== undefined) fields.push(rpId)
  return new TextEncoder().encode(JSON.stringify(fields))
}

function assertNonEmpty(value: unknown, what: string): asserts value is string {
  if (typeof value !== 'string' || value.length === 0)
    throw new RecoveryInputError(`The recovery ${what} is missing`)
}

function assertRecoveryShare(share: KeyShare): void {
  const { role } = describeShare(share)
  if (role !== 'recovery') throw new UnexpectedShareRoleError('recovery', role)
}

/** Reads the version first, so a record of a later format is named as such rather than as malformed. */
function parseRecord<T>(record: unknown, schema: z.ZodMiniType<T>, method: string): T {
  const version = (record as { version?: unknown } | null)?.version
  if (version !== RECORD_VERSION)
    throw new RecoveryRecordError('The recovery record has an unsupported version', {
      details: `Version ${String(version)}.`,
    })
  if ((record as { method?: unknown }).method !== method)
    throw new RecoveryRecordError('The recovery record was sealed another way', {
      details: `Expected a ${method} record.`,
    })
  // A passkey record sealed before records had their own PRF input cannot be opened: say so, not "malformed".
  if (method === 'passkey-prf' && (record as { prfSalt?: unknown }).prfSalt === undefined)
    throw new RecoveryRecordError(
      'This passkey’s recovery record is from an older version and cannot be opened',
      {
        details: 'The record has no PRF salt. Open the wallet another way, then add the passkey again.',
      },
    )
  const parsed = schema.safeParse(record)
  if (!parsed.success) throw new RecoveryRecordError('The recovery record is malformed')
  return parsed.data
}

function decodeField(
  value: string,
  what: string,
  length?: { min: number; max: number },
): Uint8Array<ArrayBuffer> {
  let bytes: Uint8Array
  try {
    bytes = base64urlnopad.decode(value)
  } catch (error) {
    throw new RecoveryRecordError('The recovery record is malformed', {
      details: `Bad ${what}.`,
      cause: error,
    })
  }
  if (length && (bytes.length < length.min || bytes.length > length.max))
    throw new RecoveryRecordError('The recovery record is malformed', { details: `Bad ${what} length.` })
  return new Uint8Array(bytes)
}

async function encrypt(key: CryptoKey, share: KeyShare, additionalData: Uint8Array<ArrayBuffer>) {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData },
    key,
    new TextEncoder().encode(share),
  )
  return { iv: base64urlnopad.encode(iv), ciphertext: base64urlnopad.encode(new Uint8Array(ciphertext)) }
}

async function decrypt(
  key: CryptoKey,
  record: { iv: string; ciphertext: string },
  additionalData: Uint8Array<ArrayBuffer>,
): Promise<KeyShare> {
  const iv = decodeField(record.iv, 'iv', { min: IV_BYTES, max: IV_BYTES })
  // At least the 16-byte tag and one byte.
  const ciphertext = decodeField(record.ciphertext, 'ciphertext', { min: 17, max: 4096 })
  let plain: ArrayBuffer
  try {
    plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData }, key, ciphertext)
  } catch (error) {
    // Wrong key, changed context or changed bytes: AES-GCM cannot tell them apart, and neither do we.
    throw new RecoveryOpenError({ cause: error })
  }
  const share = new TextDecoder().decode(plain)
  assertRecoveryShare(share)
  return share
}

// Passkey PRF

/** A copy of the PRF output (WebAuthn gives an ArrayBuffer); tag checks, so another realm's bytes pass too. */
function copyPrfOutput(prfOutput: unknown): Uint8Array<ArrayBuffer> {
  const tag = Object.prototype.toString.call(prfOutput)
  // Copies, never views: the copy is wiped after use and the caller's bytes are left alone.
  const bytes =
    tag === '[object Uint8Array]'
      ? new Uint8Array(prfOutput as Uint8Array)
      : tag === '[object ArrayBuffer]'
        ? new Uint8Array((prfOutput as ArrayBuffer).slice(0))
        : new Uint8Array(0)
  if (bytes.length !== PRF_OUTPUT_BYTES) {
    bytes.fill(0)
    throw new RecoveryInputError('The passkey PRF output must be 32 bytes')
  }
  return bytes
}

async function passkeyKey(
  prfOutput: Uint8Array | ArrayBuffer,
  salt: Uint8Array<ArrayBuffer>,
  usage: KeyUsage,
) {
  const bytes = copyPrfOutput(prfOutput)
  try {
    const material = await crypto.subtle.importKey('raw', bytes, 'HKDF', false, ['deriveKey'])
    return await crypto.subtle.deriveKey(
      { name: 'HKDF', hash: 'SHA-256', salt, info: new TextEncoder().encode(PASSKEY_HKDF_INFO) },
      material,
      { name: 'AES-GCM', length: 256 },
      false,
      [usage],
    )
  } finally {
    bytes.fill(0)
  }
}

function assertPasskeyContext(context: PasskeyRecoveryContext): void {
  assertNonEmpty(context?.userId, 'user id')
  assertNonEmpty(context.credentialId, 'credential id')
}

function assertRpId(rpId: unknown): asserts rpId is string | undefined {
  if (rpId !== undefined && !rpIdSchema.safeParse(rpId).success)
    throw new RecoveryInputError('The passkey RP ID must be a lower-case host name')
}

function assertPrfSalt(prfSalt: unknown): asserts prfSalt is Uint8Array {
  // A tag check, so bytes of another realm pass too.
  const tag = Object.prototype.toString.call(prfSalt)
  if (tag !== '[object Uint8Array]' || (prfSalt as Uint8Array).length !== PRF_SALT_BYTES)
    throw new RecoveryInputError('The passkey PRF salt must be 32 bytes')
}

/**
 * Seals the recovery share under a passkey's PRF output (32 bytes from the WebAuthn PRF extension, evaluated on
 * `context.prfSalt`, a {@link newPasskeyPrfSalt} kept in the record): HKDF-SHA-256 with a random salt kept in the
 * record, then AES-256-GCM with the user id, the credential id and (when given) the passkey's RP ID as additional
 * data; the RP ID is kept in the record.
 *
 * @throws {RecoveryInputError} on a PRF output or PRF salt that is not 32 bytes, a missing id, or an RP ID that is
 *   not a lower-case host name.
 * @throws {UnexpectedShareRoleError} when `share` is not a recovery share.
 */
export async function sealWithPasskeyPrf(
  share: KeyShare,
  prfOutput: Uint8Array | ArrayBuffer,
  context: PasskeySealContext,
): Promise<PasskeySealedRecoveryShare> {
  assertRecoveryShare(share)
  assertPasskeyContext(context)
  assertPrfSalt(context.prfSalt)
  const { rpId } = context
  assertRpId(rpId)
  const prfSalt = base64urlnopad.encode(context.prfSalt)
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const key = await passkeyKey(prfOutput, salt, 'encrypt')
  const sealed = await encrypt(
    key,
    share,
    associatedData('passkey-prf', context.userId, context.credentialId, rpId),
  )
  return {
    version: RECORD_VERSION,
    method: 'passkey-prf',
    prfSalt,
    ...(rpId === undefined ? {} : { rpId }),
    salt: base64urlnopad.encode(salt),
    ...sealed,
  }
}

/**
 * Opens a record of {@link sealWithPasskeyPrf} with the same passkey's PRF output on the record's PRF input
 * ({@link passkeyPrfSaltOf}), for the same user and credential. A record that names an RP ID opens only with the one
 * it was sealed with (it is in the additional data); one without (the older format) opens as before.
 *
 * @throws {RecoveryOpenError} on another PRF output (another passkey, or another PRF input), user or credential, or
 *   a changed record (its RP ID added, removed or changed included).
 * @throws {RecoveryRecordError} on a record that is malformed, of another version, sealed with a password, or sealed
 *   before records had their own PRF input.
 * @throws {RecoveryInputError} on a PRF output that is not 32 bytes or a missing id.
 */
export async function openWithPasskeyPrf(
  record: unknown,
  prfOutput: Uint8Array | ArrayBuffer,
  context: PasskeyRecoveryContext,
): Promise<KeyShare> {
  const parsed = parseRecord(record, passkeyRecordSchema, 'passkey-prf')
  assertPasskeyContext(context)
  decodeField(parsed.prfSalt, 'PRF salt', { min: PRF_SALT_BYTES, max: PRF_SALT_BYTES })
  const salt = decodeField(parsed.salt, 'salt', { min: SALT_BYTES, max: SALT_BYTES })
  const key = await passkeyKey(prfOutput, salt, 'decrypt')
  return decrypt(
    key,
    parsed,
    associatedData('passkey-prf', context.userId, context.credentialId, parsed.rpId),
  )
}

// Password

function checkParameters(parameters: Argon2Parameters, floor: Argon2Parameters): Argon2Parameters {
  const fields = ['memoryKiB', 'iterations', 'parallelism'] as const
  for (const field of fields) {
    if (!Number.isSafeInteger(parameters[field]) || parameters[field] < 1)
      throw new RecoveryParametersError('The password hashing parameters are invalid', { details: field })
    // A NaN floor would let everything through.
    if (!Number.isSafeInteger(floor[field]))
      throw new RecoveryParametersError('The password hashing floor is invalid', { details: field })
  }
  for (const field of fields) {
    if (parameters[field] < Math.max(1, floor[field]))
      throw new RecoveryParametersError('The password hashing is weaker than allowed', {
        details: `${field} ${parameters[field]} is below ${floor[field]}.`,
      })
    if (parameters[field] > RECOVERY_ARGON2_CEILING[field])
      throw new RecoveryParametersError('The password hashing is costlier than allowed', {
        details: `${field} ${parameters[field]} is above ${RECOVERY_ARGON2_CEILING[field]}.`,
      })
  }
  // Argon2 needs 8 KiB per lane.
  if (parameters.memoryKiB < 8 * parameters.parallelism)
    throw new RecoveryParametersError('The password hashing parameters are invalid', {
      details: 'memoryKiB is below 8 per lane.',
    })
  return {
    memoryKiB: parameters.memoryKiB,
    iterations: parameters.iterations,
    parallelism: parameters.parallelism,
  }
}

async function passwordKey(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  parameters: Argon2Parameters,
  usage: KeyUsage,
) {
  // In a worker when the page can start one; hash-wasm is loaded on first use (only the set-up and recovery cards).
  const derived = await argon2id({
    // NFC, so the same password typed on another device (another keyboard, another OS) gives the same key.
    password: password.normalize('NFC'),
    salt,
    memoryKiB: parameters.memoryKiB,
    iterations: parameters.iterations,
    parallelism: parameters.parallelism,
    hashLength: KEY_BYTES,
  })
  try {
    return await crypto.subtle.importKey('raw', derived, 'AES-GCM', false, [usage])
  } finally {
    derived.fill(0)
  }
}

function assertPassword(password: string): void {
  if (typeof password !== 'string' || password.length === 0)
    throw new RecoveryInputError('The recovery password is empty')
}

/**
 * Seals the recovery share under a password: Argon2id (hash-wasm, loaded on first use; by default 64 MiB, 3
 * passes, 1 lane, parameters and salt kept in the record), then AES-256-GCM with the user id as additional data.
 * The password is NFC-normalised; length rules are the caller's.
 *
 * @throws {RecoveryInputError} on an empty password or a missing user id.
 * @throws {RecoveryParametersError} on parameters below the floor or above the ceiling.
 * @throws {UnexpectedShareRoleError} when `share` is not a recovery share.
 */
export async function sealWithPassword(
  share: KeyShare,
  password: string,
  context: PasswordRecoveryContext,
  options: PasswordSealOptions = {},
): Promise<PasswordSealedRecoveryShare> {
  assertRecoveryShare(share)
  assertPassword(password)
  assertNonEmpty(context?.userId, 'user id')
  const parameters = checkParameters(
    options.parameters ?? RECOVERY_ARGON2_DEFAULTS,
    options.floor ?? RECOVERY_ARGON2_FLOOR,
  )
  const salt = crypto.getRandomValues(new Uint8Array(PASSWORD_SALT_BYTES))
  const key = await passwordKey(password, salt, parameters, 'encrypt')
  const sealed = await encrypt(key, share, associatedData('password', context.userId, null))
  return {
    version: RECORD_VERSION,
    method: 'password',
    kdf: { name: 'argon2id', salt: base64urlnopad.encode(salt), ...parameters },
    ...sealed,
  }
}

/**
 * Opens a record of {@link sealWithPassword} with the same password, for the same user. The record's Argon2id
 * parameters are checked against the floor and ceiling before any hashing.
 *
 * @throws {RecoveryOpenError} on another password or user, or a changed record.
 * @throws {RecoveryParametersError} on parameters below the floor (a downgrade) or above the ceiling.
 * @throws {RecoveryRecordError} on a record that is malformed, of another version or sealed with a passkey.
 * @throws {RecoveryInputError} on an empty password or a missing user id.
 */
export async function openWithPassword(
  record: unknown,
  password: string,
  context: PasswordRecoveryContext,
  options: PasswordOpenOptions = {},
): Promise<KeyShare> {
  const parsed = parseRecord(record, passwordRecordSchema, 'password')
  assertPassword(password)
  assertNonEmpty(context?.userId, 'user id')
  const parameters = checkParameters(parsed.kdf, options.floor ?? RECOVERY_ARGON2_FLOOR)
  const salt = decodeField(parsed.kdf.salt, 'salt', { min: PASSWORD_SALT_BYTES, max: 64 })
  const key = await passwordKey(password, salt, parameters, 'decrypt')
  return decrypt(key, parsed, associatedData('password', context.userId, null))
}
