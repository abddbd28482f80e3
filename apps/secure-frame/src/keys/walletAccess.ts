// The embedded wallet with split keys, as the frame opens it after a login. The frame makes the keys and splits them
// into three shares, any two of which rebuild them: it keeps the device share on this origin, the server keeps the
// auth share, and the user keeps the recovery share sealed under a passkey or a password (the server stores the sealed
// record and cannot open it). The rebuilt keys stay in this frame's memory only.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import type { AuthApi, RecoveryMethod, RecoveryRecords, WalletKeys, WalletState } from '../authApi.js'
import { toBase64 } from '../wallet/solana.js'
import type { DeviceShareStore } from './deviceShareStore.js'
import { RecoveryMethodMissingError, WalletKeysMismatchError } from './errors.js'
import {
  openWithPasskeyPrf,
  openWithPassword,
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
 * Where the wallet stands after a login:
 * - `unlocked`: this device's share and the server's rebuilt the keys;
 * - `needs-recovery`: the wallet has split keys but this device has no share of them (a new browser): the user opens
 *   one of `records` with its passkey or the password;
 * - `needs-protection`: a new wallet, or a legacy one (`migrate`) whose whole keys the server released one last time:
 *   the keys are in memory, and are stored as shares once the user has chosen a passkey or a password.
 */
export type WalletAccess =
  | { state: 'unlocked'; keys: WalletKeys }
  | { state: 'needs-recovery'; records: RecoveryRecords }
  | { state: 'needs-protection'; keys: WalletKeys; migrate: boolean }

/** The user's way to seal or open the recovery share: a passkey's PRF output, or the password. */
export type RecoverySecret =
  | { kind: 'passkey'; credentialId: string; prfOutput: Uint8Array }
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

/**
 * Opens the wallet of a freshly signed-in session (see {@link WalletAccess}). The server's share is asked for only
 * when this device holds the other share of the same split. `walletState` is the answer to `api.walletState` when
 * the caller has already asked for it (beside another read); otherwise it is asked for here.
 */
export async function openWallet(
  context: WalletAccessContext,
  walletState?: Promise<WalletState>,
): Promise<WalletAccess> {
  const { api, deviceShares, token, userId, signal } = context
  const state = await (walletState ?? api.walletState(token, signal))
  if (state.state === 'none') return { state: 'needs-protection', keys: generateWalletKeys(), migrate: false }
  if (state.state === 'legacy') {
    const keys = await api.wallet(token, signal)
    if (
      keys.evm.address.toLowerCase() !== state.evmAddress.toLowerCase() ||
      keys.solana.address !== state.solanaAddress
    )
      throw new WalletKeysMismatchError('The legacy keys released are not those of this account’s wallet.')
    return { state: 'needs-protection', keys, migrate: true }
  }
  const deviceShare = await deviceShares.load(userId)
  if (!deviceShare || describeShare(deviceShare).splitId !== state.splitId)
    return { state: 'needs-recovery', records: await api.recoveryRecords(token, signal) }
  const released = await api.authShare(token, signal)
  const keys = await combineWalletKeys(deviceShare, released.authShare, state)
  return { state: 'unlocked', keys }
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
    })
    return { kind: 'passkey', credentialId: secret.credentialId, sealed: JSON.stringify(sealed) }
  }
  const sealed = await sealWithPassword(share, secret.password, { userId })
  return { kind: 'password', sealed: JSON.stringify(sealed) }
}

/**
 * Stores a new (or legacy) wallet as split keys: the device share here, then the auth share and the sealed recovery
 * share on the server, which deletes a legacy wallet's whole keys in the same step. The recovery share is sealed
 * first, so the wallet always opens with it and the server's share. A device that cannot keep its share (storage
 * blocked, as in a private window) goes on without it: there, the next login opens the wallet with the passkey or
 * password just chosen.
 * @returns whether this device kept its share.
 */
export async function protectWallet(
  context: WalletAccessContext,
  keys: WalletKeys,
  secret: RecoverySecret,
): Promise<{ deviceKept: boolean }> {
  const { api, deviceShares, token, userId, signal } = context
  const shares = await splitWalletKeys(keys)
  const recovery = await sealRecoveryShare(shares.recovery, secret, userId)
  const deviceKept = await deviceShares.save(userId, shares.device).then(
    () => true,
    () => false,
  )
  await api.storeShares(
    token,
    {
      evmAddress: keys.evm.address,
      solanaAddress: keys.solana.address,
      splitId: describeShare(shares.auth).splitId,
      authShare: shares.auth,
      recovery,
    },
    signal,
  )
  return { deviceKept }
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
    ? openWithPasskeyPrf(JSON.parse(record.sealed), secret.prfOutput, {
        userId,
        credentialId: secret.credentialId,
      })
    : openWithPassword(JSON.parse(record.sealed), secret.password, { userId })
}

/**
 * Opens the wallet on a device without its share: the recovery share (opened with the user's passkey or password)
 * and the server's share rebuild the keys, and this device keeps the recovery share from now on (when it can), so the
 * next login here needs only the server's share.
 * @throws {RecoveryMethodMissingError} when the wallet has no record for `secret`'s passkey (or no password).
 * @throws {RecoveryOpenError} when the record does not open with `secret`.
 */
export async function recoverWallet(
  context: WalletAccessContext,
  records: RecoveryRecords,
  secret: RecoverySecret,
): Promise<WalletKeys> {
  const { api, deviceShares, token, userId, signal } = context
  const recoveryShare = await openRecoveryShare(records, secret, userId)
  const released = await api.authShare(token, signal)
  const keys = await combineWalletKeys(recoveryShare, released.authShare, records)
  // A device that cannot keep it (storage blocked) asks for the passkey or password again at the next login.
  await deviceShares.save(userId, recoveryShare).catch(() => undefined)
  return keys
}
