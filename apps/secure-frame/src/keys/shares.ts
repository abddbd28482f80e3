// Split keys: a wallet's secret is cut into Shamir shares, one split per holder (each device, each recovery method)
// with the server, so that the server revokes a holder by deleting its share. The share arithmetic is the audited
// `shamir-secret-sharing` package; this module only frames each share with a header so that shares of different
// splits, or two copies of one role, are refused instead of silently combining into a wrong key.
import {
  readShareHeader,
  SHARE_FORMAT_VERSION,
  SHARE_HEADER_BYTES,
  SHARE_MAX_SECRET_BYTES,
  SHARE_ROLE_CODES,
  SHARE_SPLIT_ID_BYTES,
  type ShareRole,
} from '@kit/chains/wire'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64, base64urlnopad } from '@scure/base'
import { combine, split } from 'shamir-secret-sharing'
import { bytesToHex, hexToBytes } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import {
  DuplicateShareRoleError,
  InvalidSecretError,
  MalformedShareError,
  ShareSplitMismatchError,
  UnsupportedShareVersionError,
  WalletKeysFormatError,
  WalletKeysMismatchError,
} from './errors.js'
import type { WalletKeys } from './types.js'

/** Who keeps a share: the frame's origin, the server (for a bound session), or the user (sealed for recovery). */
export type { ShareRole }

/** One share, base64url (no padding): header, then the Shamir share bytes. Safe to put in JSON. */
export type KeyShare = string

/** Who besides the server holds a split: a device (the frame's origin on one browser) or a recovery method. */
export type HolderRole = Exclude<ShareRole, 'auth'>

/** One holder's split: its share and the server's, which together (and only together) rebuild the secret. */
export type HolderSplit = { splitId: string; share: KeyShare; auth: KeyShare }

/** What a share's header says. */
export type ShareHeader = {
  version: typeof SHARE_FORMAT_VERSION
  role: ShareRole
  /** The split's random id, hex: the same in the three shares of one split. */
  splitId: string
}

/** Each holder has its own split with the server: revoking it (deleting the server's share) revokes that holder only. */
const SHARES = 2
const THRESHOLD = 2

/** A share read back: its header and the Shamir bytes (a copy the caller may wipe). */
type ParsedShare = { role: ShareRole; splitId: Uint8Array; shamir: Uint8Array }

function headerProblem(reading: Extract<ReturnType<typeof readShareHeader>, { ok: false }>): Error {
  switch (reading.problem) {
    case 'empty':
      return new MalformedShareError('A share is empty.')
    case 'version':
      return new UnsupportedShareVersionError(reading.version ?? 0)
    case 'tooShort':
      return new MalformedShareError('A share is too short.')
    case 'tooLong':
      return new MalformedShareError('A share is too long.')
    case 'role':
      return new MalformedShareError('A share has an unknown role.')
  }
}

function frameShare(role: ShareRole, splitId: Uint8Array, shamir: Uint8Array): KeyShare {
  const bytes = new Uint8Array(SHARE_HEADER_BYTES + shamir.length)
  bytes[0] = SHARE_FORMAT_VERSION
  bytes[1] = SHARE_ROLE_CODES[role]
  bytes.set(splitId, 2)
  bytes.set(shamir, SHARE_HEADER_BYTES)
  const encoded = base64urlnopad.encode(bytes)
  bytes.fill(0)
  return encoded
}

function parseShare(share: KeyShare): ParsedShare {
  if (typeof share !== 'string') throw new MalformedShareError('A share must be a string.')
  let bytes: Uint8Array
  try {
    bytes = base64urlnopad.decode(share)
  } catch (error) {
    throw new MalformedShareError('A share is not valid base64url.', { cause: error })
  }
  try {
    // The header's layout is written once, in @kit/chains, and read the same way by the server.
    const header = readShareHeader(bytes)
    if (!header.ok) throw headerProblem(header)
    const shamir = bytes.slice(SHARE_HEADER_BYTES)
    const x = shamir[shamir.length - 1]
    // x = 0 would be the secret itself; the library only ever issues 1..255.
    if (!x) throw new MalformedShareError('A share has an impossible coordinate.')
    return { role: header.role, splitId: header.splitId, shamir }
  } finally {
    bytes.fill(0)
  }
}

/** A tag check rather than `instanceof`, so bytes from another realm (a worker, a test DOM) are accepted. */
const isUint8Array = (value: unknown): value is Uint8Array =>
  Object.prototype.toString.call(value) === '[object Uint8Array]'

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

/**
 * Reads a share's header without combining anything, e.g. to check that the server answered with an auth share
 * or to record which split a stored share belongs to.
 *
 * @throws {MalformedShareError | UnsupportedShareVersionError} when the share cannot be read.
 */
export function describeShare(share: KeyShare): ShareHeader {
  const parsed = parseShare(share)
  parsed.shamir.fill(0)
  return { version: SHARE_FORMAT_VERSION, role: parsed.role, splitId: bytesToHex(parsed.splitId).slice(2) }
}

/**
 * Splits `secret` into a share for `holder` and one for the server, which together rebuild it. Both carry a fresh
 * random split id, so they never combine with a share of another split (another device, another recovery method):
 * the server revokes one holder by deleting its share. `secret` is not modified; the caller wipes it
 * (`secret.fill(0)`) once the shares are stored. (Wallets made before every holder had a split of its own have one
 * split of three shares, any two of which rebuild it; {@link combineShares} still reads them.)
 *
 * @throws {InvalidSecretError} when `secret` is empty or longer than 1024 bytes.
 */
export async function splitSecret(secret: Uint8Array, holder: HolderRole): Promise<HolderSplit> {
  if (!isUint8Array(secret) || secret.length === 0)
    throw new InvalidSecretError('The secret to split is empty')
  if (secret.length > SHARE_MAX_SECRET_BYTES) throw new InvalidSecretError('The secret to split is too long')
  // A plain Uint8Array copy: the library refuses subclasses such as Buffer, and the copy can be wiped.
  const copy = new Uint8Array(secret)
  const splitId = crypto.getRandomValues(new Uint8Array(SHARE_SPLIT_ID_BYTES))
  let parts: Uint8Array[] = []
  try {
    parts = await split(copy, SHARES, THRESHOLD)
    const [share, auth] = parts
    if (!share || !auth) throw new InvalidSecretError('The secret could not be split')
    return {
      splitId: bytesToHex(splitId).slice(2),
      share: frameShare(holder, splitId, share),
      auth: frameShare('auth', splitId, auth),
    }
  } finally {
    copy.fill(0)
    for (const part of parts) part.fill(0)
  }
}

/**
 * Rebuilds the secret from two shares of different roles of the same split. The result is a new array the caller
 * wipes after use. A share that was tampered with (but still parses) gives a wrong secret: check the result, e.g.
 * with {@link combineWalletKeys} or {@link assertKeysMatchAddress}.
 *
 * @throws {MalformedShareError} on unreadable shares, shares of different lengths or the same coordinate.
 * @throws {UnsupportedShareVersionError} on a share of an unknown format version.
 * @throws {DuplicateShareRoleError} when both shares have the same role.
 * @throws {ShareSplitMismatchError} when the shares come from different splits.
 */
export async function combineShares(a: KeyShare, b: KeyShare): Promise<Uint8Array> {
  const first = parseShare(a)
  let second: ParsedShare | undefined
  try {
    second = parseShare(b)
    if (first.role === second.role) throw new DuplicateShareRoleError(first.role)
    if (!sameBytes(first.splitId, second.splitId)) throw new ShareSplitMismatchError()
    if (first.shamir.length !== second.shamir.length)
      throw new MalformedShareError('The shares have different lengths.')
    if (first.shamir[first.shamir.length - 1] === second.shamir[second.shamir.length - 1])
      throw new MalformedShareError('The shares have the same coordinate.')
    return await combine([first.shamir, second.shamir])
  } finally {
    first.shamir.fill(0)
    second?.shamir.fill(0)
  }
}

// Wallet keys as bytes: [version: 1 byte][EVM private key: 32 bytes][Solana ed25519 seed: 32 bytes]. Addresses
// and the Solana public key are derived again on decode, so the encoding holds nothing that could disagree.
const WALLET_KEYS_VERSION = 1
const WALLET_KEYS_BYTES = 1 + 32 + 32

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

function evmAddressOf(privateKey: `0x${string}`): string {
  try {
    return privateKeyToAddress(privateKey)
  } catch (error) {
    throw new WalletKeysFormatError('The EVM private key is not a valid secp256k1 key.', { cause: error })
  }
}

/** The Solana secret key's seed, after checking its public half and address. */
function solanaSeedOf(keys: WalletKeys): Uint8Array {
  let secretKey: Uint8Array
  try {
    secretKey = base64.decode(keys.solana.secretKey)
  } catch (error) {
    throw new WalletKeysFormatError('The Solana secret key is not valid base64.', { cause: error })
  }
  try {
    if (secretKey.length !== 64) throw new WalletKeysFormatError('The Solana secret key is not 64 bytes.')
    const seed = secretKey.slice(0, 32)
    const publicKey = ed25519.getPublicKey(seed)
    if (!sameBytes(publicKey, secretKey.subarray(32)))
      throw new WalletKeysMismatchError('The Solana secret key does not match its public key.')
    if (base58.encode(publicKey) !== keys.solana.address)
      throw new WalletKeysMismatchError('The Solana secret key does not match the Solana address.')
    return seed
  } finally {
    secretKey.fill(0)
  }
}

function evmPrivateKeyOf(keys: WalletKeys): `0x${string}` {
  const privateKey = keys.evm.privateKey
  if (!/^0x[0-9a-fA-F]{64}$/.test(privateKey))
    throw new WalletKeysFormatError('The EVM private key is not 32 bytes of hex.')
  return privateKey as `0x${string}`
}

/**
 * Encodes wallet keys as the compact secret that is split: a version byte, the EVM private key and the Solana
 * seed (65 bytes). The keys are checked first: each address must be the one its private key gives. The caller
 * wipes the result after splitting.
 *
 * @throws {WalletKeysFormatError} when a key is malformed.
 * @throws {WalletKeysMismatchError} when an address does not belong to its key.
 */
export function encodeWalletKeys(keys: WalletKeys): Uint8Array {
  const privateKey = evmPrivateKeyOf(keys)
  if (!sameAddress(evmAddressOf(privateKey), keys.evm.address))
    throw new WalletKeysMismatchError('The EVM private key does not match the EVM address.')
  const seed = solanaSeedOf(keys)
  const bytes = new Uint8Array(WALLET_KEYS_BYTES)
  bytes[0] = WALLET_KEYS_VERSION
  bytes.set(hexToBytes(privateKey), 1)
  bytes.set(seed, 33)
  seed.fill(0)
  return bytes
}

/**
 * Decodes the bytes of {@link encodeWalletKeys} into wallet keys, deriving both addresses. Decoding a wrong
 * secret (a tampered share) usually still succeeds, with other addresses: compare them with the wallet on record
 * ({@link assertKeysMatchAddress}).
 *
 * @throws {WalletKeysFormatError} on a wrong length, an unknown version or an invalid EVM key.
 */
export function decodeWalletKeys(bytes: Uint8Array): WalletKeys {
  if (!isUint8Array(bytes) || bytes.length !== WALLET_KEYS_BYTES)
    throw new WalletKeysFormatError(`Expected ${WALLET_KEYS_BYTES} bytes.`)
  if (bytes[0] !== WALLET_KEYS_VERSION)
    throw new WalletKeysFormatError(`Unsupported wallet keys version ${bytes[0]}.`)
  const privateKey = bytesToHex(bytes.subarray(1, 33))
  const address = evmAddressOf(privateKey)
  const seed = bytes.slice(33)
  const publicKey = ed25519.getPublicKey(seed)
  const secretKey = new Uint8Array(64)
  secretKey.set(seed, 0)
  secretKey.set(publicKey, 32)
  const keys: WalletKeys = {
    evm: { address, privateKey },
    solana: { address: base58.encode(publicKey), secretKey: base64.encode(secretKey) },
  }
  seed.fill(0)
  secretKey.fill(0)
  return keys
}

/**
 * Refuses keys that are not the wallet on record: the EVM address derived from the private key must equal
 * `evmAddress` (case-insensitively) and `keys.evm.address`, and the Solana secret key must match its own public
 * half, `keys.solana.address` and, when given, `solanaAddress`. Run it on every rebuilt secret: a tampered share
 * rebuilds a valid-looking but different key.
 *
 * @throws {WalletKeysMismatchError} on any difference.
 * @throws {WalletKeysFormatError} when a key is malformed.
 */
export function assertKeysMatchAddress(keys: WalletKeys, evmAddress: string, solanaAddress?: string): void {
  const derived = evmAddressOf(evmPrivateKeyOf(keys))
  if (!sameAddress(derived, evmAddress))
    throw new WalletKeysMismatchError('The rebuilt EVM key is not the wallet on record.')
  if (!sameAddress(derived, keys.evm.address))
    throw new WalletKeysMismatchError('The EVM private key does not match the EVM address.')
  solanaSeedOf(keys).fill(0)
  if (solanaAddress !== undefined && keys.solana.address !== solanaAddress)
    throw new WalletKeysMismatchError('The rebuilt Solana key is not the wallet on record.')
}

/**
 * Splits wallet keys for one holder ({@link encodeWalletKeys} then {@link splitSecret}), wiping the encoded secret
 * afterwards.
 */
export async function splitWalletKeys(keys: WalletKeys, holder: HolderRole): Promise<HolderSplit> {
  const secret = encodeWalletKeys(keys)
  try {
    return await splitSecret(secret, holder)
  } finally {
    secret.fill(0)
  }
}

/**
 * Rebuilds wallet keys from two shares and checks them against the wallet on record (both addresses: a tampered
 * share can change one key and leave the other intact); the rebuilt secret is wiped before returning. This is the one call the frame needs at the time of an operation.
 *
 * @throws the errors of {@link combineShares}, {@link decodeWalletKeys} and {@link assertKeysMatchAddress}.
 */
export async function combineWalletKeys(
  a: KeyShare,
  b: KeyShare,
  expected: { evmAddress: string; solanaAddress: string },
): Promise<WalletKeys> {
  const secret = await combineShares(a, b)
  try {
    const keys = decodeWalletKeys(secret)
    assertKeysMatchAddress(keys, expected.evmAddress, expected.solanaAddress)
    return keys
  } finally {
    secret.fill(0)
  }
}
