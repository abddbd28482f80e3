import { BaseError, type BaseErrorParameters } from '@kit/chains'

// Errors of the split-key building blocks. Messages and details never carry key material, shares, passwords or
// PRF outputs: they name what was refused and why, so they are safe to log.

/** The secret given to split is empty or larger than a wallet's keys can be. */
export class InvalidSecretError extends BaseError {
  override name = 'InvalidSecretError'
}

/** A share (or two shares) could not be read: bad encoding, wrong length, impossible coordinate. */
export class MalformedShareError extends BaseError {
  override name = 'MalformedShareError'
  constructor(details: string, parameters: Omit<BaseErrorParameters, 'details'> = {}) {
    super('The key share is malformed', { ...parameters, details })
  }
}

/** A share was written by a format version this code does not know. */
export class UnsupportedShareVersionError extends BaseError {
  override name = 'UnsupportedShareVersionError'
  /** The format version byte found in the share (`version` is Kit's own, as on every error). */
  readonly shareVersion: number
  constructor(shareVersion: number) {
    super('The key share has an unsupported format version', {
      details: `Share format version ${shareVersion}.`,
    })
    this.shareVersion = shareVersion
  }
}

/** Two shares of the same role (two device shares, say) were given to combine: they hold one share's worth. */
export class DuplicateShareRoleError extends BaseError {
  override name = 'DuplicateShareRoleError'
  constructor(role: string) {
    super('The two key shares have the same role', { details: `Both shares are ${role} shares.` })
  }
}

/** Two shares come from different splits (another wallet, or an older split of this one). */
export class ShareSplitMismatchError extends BaseError {
  override name = 'ShareSplitMismatchError'
  constructor() {
    super('The key shares belong to different splits', {
      details: 'Shares combine only with shares of the same split; combining these would give a wrong key.',
    })
  }
}

/** A share has a role other than the one the operation needs (e.g. storing an auth share on the device). */
export class UnexpectedShareRoleError extends BaseError {
  override name = 'UnexpectedShareRoleError'
  constructor(expected: string, actual: string) {
    super('The key share has the wrong role', {
      details: `Expected a ${expected} share, got a ${actual} share.`,
    })
  }
}

/** Wallet keys that cannot be encoded or decoded: wrong length, unknown version, a key off its curve. */
export class WalletKeysFormatError extends BaseError {
  override name = 'WalletKeysFormatError'
  constructor(details: string, parameters: Omit<BaseErrorParameters, 'details'> = {}) {
    super('The wallet keys are malformed', { ...parameters, details })
  }
}

/** The keys do not belong to the wallet on record (a tampered share, a share of another wallet). */
export class WalletKeysMismatchError extends BaseError {
  override name = 'WalletKeysMismatchError'
  constructor(details: string) {
    super('The wallet keys do not match the wallet on record', { details })
  }
}

/** The device's storage could not keep, or forget, the device share. */
export class DeviceShareStorageError extends BaseError {
  override name = 'DeviceShareStorageError'
}

/** A sealed recovery record that cannot be read: malformed, unknown version or method, unusable parameters. */
export class RecoveryRecordError extends BaseError {
  override name = 'RecoveryRecordError'
}

/**
 * Password-hashing parameters below the floor (or above the ceiling), in a record to open or in a seal request:
 * refused before any work, so whoever stores the record (the server) can neither weaken it nor make the device
 * hash for hours.
 */
export class RecoveryParametersError extends RecoveryRecordError {
  override name = 'RecoveryParametersError'
}

/**
 * The recovery share did not open: the password or passkey is not the one it was sealed with, or the record was
 * changed or moved to another user or credential. Deliberately one error for all of them.
 */
export class RecoveryOpenError extends BaseError {
  override name = 'RecoveryOpenError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('The recovery share could not be opened', {
      details: 'Wrong password or passkey, or the record was changed.',
      ...parameters,
    })
  }
}

/** An argument of a recovery operation is unusable (an empty password, a PRF output of the wrong size). */
export class RecoveryInputError extends BaseError {
  override name = 'RecoveryInputError'
}

/** The session proof key could not be created, stored or used. */
export class ProofKeyError extends BaseError {
  override name = 'ProofKeyError'
}

/** The wallet has no recovery record for the passkey (or no password) the user offered. */
export class RecoveryMethodMissingError extends BaseError {
  override name = 'RecoveryMethodMissingError'
  constructor(kind: 'passkey' | 'password') {
    super(`No recovery ${kind} is set for this wallet`)
  }
}

/** Why a passkey ceremony gave no usable PRF output; the UI chooses what to offer next by it. */
export type PasskeyFailure = 'cancelled' | 'unavailable' | 'prf-unsupported' | 'already-registered' | 'failed'

const PASSKEY_MESSAGES: Record<PasskeyFailure, string> = {
  cancelled: 'The passkey request was cancelled',
  unavailable: 'Passkeys are not available here',
  'prf-unsupported': 'This passkey cannot protect the wallet: it has no PRF support',
  'already-registered': 'A passkey on this device already protects the wallet',
  failed: 'The passkey request failed',
}

/**
 * A WebAuthn ceremony of a recovery passkey failed. `reason`: `cancelled` (the user closed the prompt or it timed
 * out: ask again), `unavailable` (no WebAuthn in this browser or frame) and `prf-unsupported` (the authenticator has
 * no PRF): offer the password; `already-registered` (an excluded passkey is on this authenticator); `failed`
 * (anything else, with the cause).
 */
export class PasskeyError extends BaseError {
  override name = 'PasskeyError'
  readonly reason: PasskeyFailure
  constructor(reason: PasskeyFailure, parameters: BaseErrorParameters = {}) {
    super(PASSKEY_MESSAGES[reason], parameters)
    this.reason = reason
  }
}

/**
 * The server describes another wallet than the one this device holds a share of: it knows no wallet for the user,
 * or other addresses for the same split. The frame never adopts keys from the server, nor makes a new wallet over a
 * share it holds, so it stops here and keeps the share.
 */
export class WalletStateConflictError extends BaseError {
  override name = 'WalletStateConflictError'
  constructor(details: string) {
    super(
      'This device holds a share of a wallet the server no longer knows. Your wallet was not replaced; open it on a device that has your recovery passkey or password, or ask the app’s operator.',
      { details },
    )
  }
}
