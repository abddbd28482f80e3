// The embedded wallet with split keys, as the frame opens it for a session. The frame makes the keys and splits them
// into three shares, any two of which rebuild them: it keeps the device share on this origin, the server keeps the
// auth share, and the user keeps the recovery share sealed under a passkey or a password (the server stores the sealed
// record and cannot open it). The rebuilt keys stay in this frame's memory only; no route gives or takes whole keys.
//
// The device share is pinned to its wallet (split id and addresses). A frame that holds a share for the user never
// takes the server's word over it: a server that knows no wallet, or other addresses, is refused, and a share of
// another split is replaced only through the recovery card, an explicit step of the user.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import type {
  AuthApi,
  RecoveryMethod,
  RecoveryRecords,
  SplitWalletState,
  WalletKeys,
  WalletOpenAnswer,
} from '../authApi.js'
import { toBase64 } from '../wallet/solana.js'
import type { DeviceShareStore, HeldShare, WalletAddresses } from './deviceShareStore.js'
import {
  RecoveryMethodMissingError,
  RecoveryRecordError,
  WalletKeysMismatchError,
  WalletStateConflictError,
} from './errors.js'
import type { RecoveryPasskeyRef } from './passkey.js'
import {
  openWithPasskeyPrf,
  openWithPassword,
  passkeyPrfSaltOf,
  sealWithPasskeyPrf,
  sealWithPassword,
} from './recoveryShare.js'
import { combineWalletKeys, describeShare, type KeyShare, splitWalletKeys } from './shares.js'

/** What one user's session needs to reach the wallet. */
export type WalletAccessContext = {
  api: AuthApi
  deviceShares: DeviceShareStore
  token: string
  userId: string
  signal?: AbortSignal | undefined
}

/**
 * Where the wallet stands for a session:
 * - `unlocked`: this device's share and the server's rebuilt the keys;
 * - `needs-recovery`: the wallet has split keys but this device has no share of them (a new browser), or holds a share
 *   of another split (`replaces`): the user opens the wallet's recovery record with its passkey or password;
 * - `needs-protection`: a new wallet, made here: the keys are in memory, and are stored as shares once the user has
 *   chosen a passkey or a password.
 */
export type WalletAccess =
  | { state: 'unlocked'; keys: WalletKeys }
  | { state: 'needs-recovery'; wallet: SplitWalletState; replaces: HeldShare | undefined }
  | { state: 'needs-protection'; keys: WalletKeys }

/** The wallet of a session, opened: the server's one answer (user, session, wallet) and where the wallet stands. */
export type OpenedWallet = { answer: WalletOpenAnswer; access: WalletAccess }

/**
 * The user's way to seal or open the recovery share: a passkey's PRF output (on `prfSalt`, the PRF input of its
 * record), or the password.
 */
export type RecoverySecret =
  | { kind: 'passkey'; credentialId: string; prfOutput: Uint8Array; prfSalt: Uint8Array }
  | { kind: 'password'; password: string }

/** New wallet keys, made here: an EVM key and a Solana (ed25519) key. */
export function generateWalletKeys(): WalletKeys {
  const privateKey = generatePrivateKey()
  const seed = ed25519.utils.randomPrivateKey()
  const publicKey = ed25519.getPublicKey(seed)
  const secretKey = new Uint8Array(64)
  secretKey.set(seed)
  secretKey.set(publicKey, 32)
  seed.fill(0)
  const encoded = toBase64(secretKey)
  secretKey.fill(0)
  return {
    evm: { address: privateKeyToAddress(privateKey), privateKey },
    solana: { address: base58.encode(publicKey), secretKey: encoded },
  }
}

const sameAddresses = (a: WalletAddresses, b: WalletAddresses) =>
  a.evmAddress.toLowerCase() === b.evmAddress.toLowerCase() && a.solanaAddress === b.solanaAddress

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * Opens the session's wallet (see {@link WalletAccess}) with one call to the server: this device's share is loaded
 * first, and its split id asks the server for its share of the same split.
 * @throws {WalletStateConflictError} when the server knows no wallet, or other addresses, for the share this device
 * holds; the share is kept.
 * @throws {WalletKeysMismatchError} when the two shares do not rebuild the pinned wallet.
 */
export async function openWallet(context: WalletAccessContext): Promise<OpenedWallet> {
  const { api, deviceShares, token, userId, signal } = context
  const held = await deviceShares.load(userId)
  const answer = await api.openWallet(token, held?.splitId, signal)
  if (answer.user.id !== userId)
    throw new WalletStateConflictError(
      'The session belongs to another user than the one this frame signed in.',
    )
  const { wallet } = answer
  if (wallet.state === 'none') {
    // Never a new wallet over a share this device holds: the server lost it, or wants the user on a key it knows.
    if (held)
      throw new WalletStateConflictError(
        `The server knows no wallet for this account; this device holds a share of ${short(held.evmAddress)}.`,
      )
    return { answer, access: { state: 'needs-protection', keys: generateWalletKeys() } }
  }
  if (!held) return { answer, access: { state: 'needs-recovery', wallet, replaces: undefined } }
  if (held.splitId !== wallet.splitId)
    return { answer, access: { state: 'needs-recovery', wallet, replaces: held } }
  if (!sameAddresses(held, wallet))
    throw new WalletStateConflictError(
      `The server names ${short(wallet.evmAddress)} for the wallet this device holds a share of, ${short(held.evmAddress)}.`,
    )
  if (answer.authShare === undefined)
    throw new WalletStateConflictError('The server did not give its share of the wallet this device holds.')
  // The pinned addresses, not the server's, are what the rebuilt keys must match.
  const keys = await combineWalletKeys(held.share, answer.authShare, held)
  return { answer, access: { state: 'unlocked', keys } }
}

/** Seals the recovery share with `secret`, as the server stores it. */
export async function sealRecoveryShare(
  share: KeyShare,
  secret: RecoverySecret,
  userId: string,
): Promise<RecoveryMethod> {
  if (secret.kind === 'passkey') {
    const sealed = await sealWithPasskeyPrf(share, secret.prfOutput, {
      userId,
      credentialId: secret.credentialId,
      prfSalt: secret.prfSalt,
    })
    return { kind: 'passkey', credentialId: secret.credentialId, sealed: JSON.stringify(sealed) }
  }
  const sealed = await sealWithPassword(share, secret.password, { userId })
  return { kind: 'password', sealed: JSON.stringify(sealed) }
}

/**
 * Stores a new wallet as split keys: the auth share and the sealed recovery share on the server, then the device share
 * here. The recovery share is sealed first, so the wallet always opens with it and the server's share; the server
 * stores before the device does, so a failed store never leaves this device holding a share of a wallet the server
 * does not know (which {@link openWallet} would refuse for good). A device that cannot keep its share (storage
 * blocked, as in a private window) goes on without it: there, the next login opens the wallet with the passkey or
 * password just chosen.
 * @throws {WalletStateConflictError} when this device already holds a share for the user: a new wallet is never made
 * over it.
 * @returns whether this device kept its share.
 */
export async function protectWallet(
  context: WalletAccessContext,
  keys: WalletKeys,
  secret: RecoverySecret,
): Promise<{ deviceKept: boolean }> {
  const { api, deviceShares, token, userId, signal } = context
  if (await deviceShares.load(userId))
    throw new WalletStateConflictError('A new wallet was about to be made over the share this device holds.')
  const shares = await splitWalletKeys(keys)
  const recovery = await sealRecoveryShare(shares.recovery, secret, userId)
  const addresses = { evmAddress: keys.evm.address, solanaAddress: keys.solana.address }
  await api.storeShares(
    token,
    { ...addresses, splitId: describeShare(shares.auth).splitId, authShare: shares.auth, recovery },
    signal,
  )
  const deviceKept = await deviceShares.save(userId, shares.device, addresses).then(
    () => true,
    () => false,
  )
  return { deviceKept }
}

/** A stored record's JSON, or the typed error of a malformed record. */
function parseSealed(sealed: string): unknown {
  try {
    return JSON.parse(sealed)
  } catch (error) {
    throw new RecoveryRecordError('The recovery record is malformed', { cause: error })
  }
}

/**
 * The wallet's recovery passkeys among `records`, each with its record's PRF input, as the passkey ceremony asks
 * them. A record sealed before records had their own PRF input is left out, since its passkey cannot open it.
 * @throws {RecoveryRecordError} when passkey records exist but none can be asked (all are of that older kind).
 */
export function recoveryPasskeysOf(records: RecoveryRecords): RecoveryPasskeyRef[] {
  const passkeys: RecoveryPasskeyRef[] = []
  let refused: unknown
  for (const record of records.records) {
    if (record.kind !== 'passkey' || !record.credentialId) continue
    try {
      passkeys.push({
        credentialId: record.credentialId,
        prfSalt: passkeyPrfSaltOf(parseSealed(record.sealed)),
      })
    } catch (error) {
      refused ??= error
    }
  }
  if (passkeys.length === 0 && refused !== undefined) throw refused
  return passkeys
}

/**
 * Opens the recovery share sealed for `secret` among the wallet's `records`.
 * @throws {RecoveryMethodMissingError} when the wallet has no record for `secret`'s passkey (or no password).
 * @throws {RecoveryOpenError} when the record does not open with `secret`.
 */
export async function openRecoveryShare(
  records: RecoveryRecords,
  secret: RecoverySecret,
  userId: string,
): Promise<KeyShare> {
  const record = records.records.find((candidate) =>
    secret.kind === 'passkey'
      ? candidate.kind === 'passkey' && candidate.credentialId === secret.credentialId
      : candidate.kind === 'password',
  )
  if (!record) throw new RecoveryMethodMissingError(secret.kind)
  return secret.kind === 'passkey'
    ? openWithPasskeyPrf(parseSealed(record.sealed), secret.prfOutput, {
        userId,
        credentialId: secret.credentialId,
      })
    : openWithPassword(parseSealed(record.sealed), secret.password, { userId })
}

/**
 * Opens the wallet on a device without its share (or with a share of another split, which this explicit step
 * replaces): the recovery share (opened with the user's passkey or password) and the server's share rebuild the
 * keys, and this device keeps the recovery share, pinned to the wallet, from now on (when it can), so the next login
 * here needs only the server's share. (A re-split that would give this device a fresh share of its own, and make the
 * copies of the recovery share useless, is not built yet.)
 * @throws {RecoveryMethodMissingError} when the wallet has no record for `secret`'s passkey (or no password).
 * @throws {RecoveryOpenError} when the record does not open with `secret`.
 * @throws {WalletKeysMismatchError} when the opened share is not of the wallet's split, or the keys not its own.
 */
export async function recoverWallet(
  context: WalletAccessContext,
  records: RecoveryRecords,
  secret: RecoverySecret,
): Promise<WalletKeys> {
  const { api, deviceShares, token, userId, signal } = context
  const recoveryShare = await openRecoveryShare(records, secret, userId)
  const { splitId } = describeShare(recoveryShare)
  if (splitId !== records.splitId)
    throw new WalletKeysMismatchError('The recovery record opened belongs to another split of the wallet.')
  // The server gives its share to a session that names the split of a share it holds: now this one does.
  const { authShare, wallet } = await api.openWallet(token, splitId, signal)
  if (authShare === undefined || wallet.state !== 'split' || wallet.splitId !== splitId)
    throw new WalletKeysMismatchError('The server did not give its share of the wallet being recovered.')
  const keys = await combineWalletKeys(recoveryShare, authShare, records)
  // A device that cannot keep it (storage blocked) asks for the passkey or password again at the next login.
  const addresses = { evmAddress: records.evmAddress, solanaAddress: records.solanaAddress }
  await deviceShares.save(userId, recoveryShare, addresses).catch(() => undefined)
  return keys
}
