// The embedded wallet with split keys, as the frame opens it for a session. The frame makes the keys and gives every
// holder a split of its own with the server: each device keeps a device share on this origin, each recovery method
// (a passkey or the password) seals a recovery share the server stores and cannot open, and the server keeps the
// other share of each split. So the server revokes one device or one method by deleting its share, and no two
// holders' shares rebuild anything together. The rebuilt keys stay in this frame's memory only; no route gives or
// takes whole keys.
//
// The device share is pinned to its wallet (split id and addresses). A frame that holds a share for the user never
// takes the server's word over it: a server that knows no wallet, or other addresses, is refused, and a share the
// server no longer answers for (revoked, or of an older split) is replaced only through the recovery card, an
// explicit step of the user.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
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
  passkeyRpIdOf,
  sealWithPasskeyPrf,
  sealWithPassword,
} from './recoveryShare.js'
import { combineWalletKeys, describeShare, type KeyShare, splitWalletKeys } from './shares.js'
import type {
  RecoveryMethod,
  RecoveryRecord,
  RecoveryRecords,
  RecoverySecret,
  SplitWalletState,
  StoredRecoveryMethod,
  WalletKeys,
  WalletOpenAnswer,
  WalletShareServer,
} from './types.js'

/** What one user's session needs to reach the wallet; `Answer` is the server's wallet-open answer, passed through. */
export type WalletAccessContext<Answer extends WalletOpenAnswer = WalletOpenAnswer> = {
  api: WalletShareServer<Answer>
  deviceShares: DeviceShareStore
  token: string
  userId: string
  signal?: AbortSignal | undefined
}

/**
 * Where the wallet stands for a session:
 * - `unlocked`: this device's share and the server's rebuilt the keys;
 * - `needs-recovery`: the wallet has split keys but this device has no share of them (a new browser), or holds one the
 *   server no longer answers for (`replaces`: the device was signed out from another, or the share is of an older
 *   split): the user opens the wallet's recovery record with its passkey or password;
 * - `needs-protection`: a new wallet, made here: the keys are in memory, and are stored as shares once the user has
 *   chosen a passkey or a password.
 */
export type WalletAccess =
  | { state: 'unlocked'; keys: WalletKeys }
  | { state: 'needs-recovery'; wallet: SplitWalletState; replaces: HeldShare | undefined }
  | { state: 'needs-protection'; keys: WalletKeys }

/** The wallet of a session, opened: the server's one answer (user, session, wallet) and where the wallet stands. */
export type OpenedWallet<Answer extends WalletOpenAnswer = WalletOpenAnswer> = {
  answer: Answer
  access: WalletAccess
}

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
export async function openWallet<Answer extends WalletOpenAnswer>(
  context: WalletAccessContext<Answer>,
): Promise<OpenedWallet<Answer>> {
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
  // The server answers only for a device split it keeps: none is a revoked device, or a share of an older wallet
  // (the recovery card says so when the address changes).
  if (answer.authShare === undefined)
    return { answer, access: { state: 'needs-recovery', wallet, replaces: held } }
  if (!sameAddresses(held, wallet))
    throw new WalletStateConflictError(
      `The server names ${short(wallet.evmAddress)} for the wallet this device holds a share of, ${short(held.evmAddress)}.`,
    )
  // The pinned addresses, not the server's, are what the rebuilt keys must match.
  const keys = await combineWalletKeys(held.share, answer.authShare, held)
  return { answer, access: { state: 'unlocked', keys } }
}

/** Seals a recovery share with `secret`, as the server stores it. */
async function sealRecoveryShare(
  share: KeyShare,
  secret: RecoverySecret,
  userId: string,
): Promise<RecoveryMethod> {
  if (secret.kind === 'passkey') {
    const sealed = await sealWithPasskeyPrf(share, secret.prfOutput, {
      userId,
      credentialId: secret.credentialId,
      prfSalt: secret.prfSalt,
      rpId: secret.rpId,
    })
    return { kind: 'passkey', credentialId: secret.credentialId, sealed: JSON.stringify(sealed) }
  }
  const sealed = await sealWithPassword(share, secret.password, { userId })
  return { kind: 'password', sealed: JSON.stringify(sealed) }
}

/**
 * A recovery method of its own for `keys`: a fresh split whose recovery share `secret` seals, with the server's share
 * of it. Deleting that share on the server revokes the method, copies of its record included.
 */
export async function newRecoveryMethod(
  keys: WalletKeys,
  secret: RecoverySecret,
  userId: string,
): Promise<StoredRecoveryMethod> {
  const split = await splitWalletKeys(keys, 'recovery')
  const method = await sealRecoveryShare(split.share, secret, userId)
  return { ...method, splitId: split.splitId, authShare: split.auth }
}

/**
 * Stores a new wallet as split keys: on the server, a split for this device and one for the first recovery method
 * (the server's share of each, and the method's sealed record); then the device share here. The server stores before
 * the device does, so a failed store never leaves this device holding a share of a wallet the server does not know
 * (which {@link openWallet} would refuse for good). A device that cannot keep its share (storage blocked, as in a
 * private window) goes on without it: there, the next login opens the wallet with the passkey or password just
 * chosen.
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
  const device = await splitWalletKeys(keys, 'device')
  const recovery = await newRecoveryMethod(keys, secret, userId)
  const addresses = { evmAddress: keys.evm.address, solanaAddress: keys.solana.address }
  await api.storeShares(
    token,
    { ...addresses, device: { splitId: device.splitId, authShare: device.auth }, recovery },
    signal,
  )
  const deviceKept = await deviceShares.save(userId, device.share, addresses).then(
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
 * The wallet's recovery passkeys among `records`, each with its record's PRF input and RP ID (when the record names
 * one), as the passkey ceremony asks them. A record sealed before records had their own PRF input is left out, since
 * its passkey cannot open it.
 * @throws {RecoveryRecordError} when passkey records exist but none can be asked (all are of that older kind).
 */
export function recoveryPasskeysOf(records: RecoveryRecords): RecoveryPasskeyRef[] {
  const passkeys: RecoveryPasskeyRef[] = []
  let refused: unknown
  for (const record of records.records) {
    if (record.kind !== 'passkey' || !record.credentialId) continue
    try {
      const sealed = parseSealed(record.sealed)
      const rpId = passkeyRpIdOf(sealed)
      passkeys.push({
        credentialId: record.credentialId,
        prfSalt: passkeyPrfSaltOf(sealed),
        ...(rpId === undefined ? {} : { rpId }),
      })
    } catch (error) {
      refused ??= error
    }
  }
  if (passkeys.length === 0 && refused !== undefined) throw refused
  return passkeys
}

/**
 * Every passkey among `records` with the RP ID its record names, when it can be read (what a new passkey must not
 * replace); unlike {@link recoveryPasskeysOf}, records that cannot be asked are listed too, and nothing throws.
 */
export function passkeyRecordsOf(records: RecoveryRecords): { credentialId: string; rpId?: string }[] {
  return records.records.flatMap((record) => {
    if (record.kind !== 'passkey' || !record.credentialId) return []
    let rpId: string | undefined
    try {
      rpId = passkeyRpIdOf(parseSealed(record.sealed))
    } catch {
      // An unreadable or older record: of the frame's host, as records were before they named an RP ID.
    }
    return [{ credentialId: record.credentialId, ...(rpId === undefined ? {} : { rpId }) }]
  })
}

/**
 * Opens the recovery share sealed for `secret` among the wallet's `records`, with the record it came from.
 * @throws {RecoveryMethodMissingError} when the wallet has no record for `secret`'s passkey (or no password).
 * @throws {RecoveryOpenError} when the record does not open with `secret`.
 * @throws {WalletKeysMismatchError} when the share opened is not of the record's split.
 */
export async function openRecoveryShare(
  records: RecoveryRecords,
  secret: RecoverySecret,
  userId: string,
): Promise<{ share: KeyShare; record: RecoveryRecord }> {
  const record = records.records.find((candidate) =>
    secret.kind === 'passkey'
      ? candidate.kind === 'passkey' && candidate.credentialId === secret.credentialId
      : candidate.kind === 'password',
  )
  if (!record) throw new RecoveryMethodMissingError(secret.kind)
  const share =
    secret.kind === 'passkey'
      ? await openWithPasskeyPrf(parseSealed(record.sealed), secret.prfOutput, {
          userId,
          credentialId: secret.credentialId,
        })
      : await openWithPassword(parseSealed(record.sealed), secret.password, { userId })
  if (describeShare(share).splitId !== record.splitId)
    throw new WalletKeysMismatchError('The recovery record opened belongs to another split of the wallet.')
  return { share, record }
}

/**
 * Opens the wallet on a device without its share (or with one the server no longer answers for, which this explicit
 * step replaces): the recovery share (opened with the user's passkey or password) and the server's share of that
 * method's split rebuild the keys; then this device gets a split of its own, the server's share of it stored first,
 * and keeps its share, pinned to the wallet (when it can), so the next login here needs only the server's share. The
 * recovery share itself never stays on a device.
 * @throws {RecoveryMethodMissingError} when the wallet has no record for `secret`'s passkey (or no password).
 * @throws {RecoveryOpenError} when the record does not open with `secret`.
 * @throws {WalletKeysMismatchError} when the opened share is not of its record's split, or the keys not the wallet's.
 */
export async function recoverWallet(
  context: WalletAccessContext,
  records: RecoveryRecords,
  secret: RecoverySecret,
): Promise<WalletKeys> {
  const { api, deviceShares, token, userId, signal } = context
  const { share, record } = await openRecoveryShare(records, secret, userId)
  const server = await api.recoveryAuthShare(token, record.id, signal)
  if (server.splitId !== record.splitId || describeShare(server.authShare).splitId !== record.splitId)
    throw new WalletKeysMismatchError('The server did not give its share of the wallet being recovered.')
  const keys = await combineWalletKeys(share, server.authShare, records)
  const device = await splitWalletKeys(keys, 'device')
  await api.addDevice(token, { splitId: device.splitId, authShare: device.auth }, signal)
  // A device that cannot keep it (storage blocked) asks for the passkey or password again at the next login.
  const addresses = { evmAddress: records.evmAddress, solanaAddress: records.solanaAddress }
  await deviceShares.save(userId, device.share, addresses).catch(() => undefined)
  return keys
}
