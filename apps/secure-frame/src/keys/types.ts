// The key code's own words: the wallet's keys, the ways to recover them, and what it needs from the Kit server. The
// auth API's answers fit these shapes (the type checker compares them where the frame hands one to the other), so
// `keys/` depends on no HTTP client.

/**
 * The embedded wallet's keys: rebuilt by the frame from two shares, held in its memory only, never posted or stored
 * whole.
 */
export type WalletKeys = {
  evm: { address: string; privateKey: string }
  solana: { address: string; secretKey: string }
}

/**
 * The user's way to seal or open the recovery share: a passkey's PRF output (on `prfSalt`, the PRF input of its
 * record), or the password. A passkey's `rpId` is the RP ID its ceremony ran under, which a record sealed with it
 * keeps (see keys/recoveryShare.ts).
 */
export type RecoverySecret =
  | { kind: 'passkey'; credentialId: string; prfOutput: Uint8Array; prfSalt: Uint8Array; rpId?: string }
  | { kind: 'password'; password: string }

/** A kind of recovery record: sealed under a passkey's PRF output, or under the recovery password. */
export type RecoveryKind = 'passkey' | 'password'

/** A way to recover the wallet, as stored by the server: a recovery share sealed by a passkey or a password. */
export type RecoveryMethod =
  | { kind: 'passkey'; credentialId: string; sealed: string }
  | { kind: 'password'; sealed: string }

/** The server's half of one holder's split: the split's id and its auth share. */
export type HolderAuthShare = { splitId: string; authShare: string }

/** A recovery method as the server stores it: the sealed record and the auth share of the method's own split. */
export type StoredRecoveryMethod = HolderAuthShare & RecoveryMethod

/**
 * What the frame stores on the server for a new wallet: one split for this device and one for the first recovery
 * method. The server gets one share of each, never two of one split.
 */
export type StoredShares = {
  evmAddress: string
  solanaAddress: string
  device: HolderAuthShare
  recovery: StoredRecoveryMethod
}

/** One sealed recovery record of a wallet, as the server gives it. */
export type RecoveryRecord = {
  id: string
  kind: RecoveryKind
  credentialId: string | null
  sealed: string
  /** The split of the record's share: each method has its own with the server. */
  splitId: string
}

/** The sealed recovery records of a wallet, for a device without its share. */
export type RecoveryRecords = { evmAddress: string; solanaAddress: string; records: RecoveryRecord[] }

/** The split wallet as the server describes it (never with key material). */
export type SplitWalletState = {
  state: 'split'
  evmAddress: string
  solanaAddress: string
  recovery: { id: string; kind: RecoveryKind; credentialId: string | null }[]
}

/** Which wallet the user has, as the server describes it: none yet, or split keys. */
export type WalletState = { state: 'none' } | SplitWalletState

/**
 * What opening a wallet needs of the server's one answer on a reload: whose session it is, the wallet's state, and
 * the server's share when this device holds a share of the same split. The auth API's answer carries more (the
 * user, the session), which the key code passes through untouched.
 */
export type WalletOpenAnswer = {
  user: { id: string }
  wallet: WalletState
  authShare?: string | undefined
}

/** What the key code asks of the Kit server; the frame's auth API fits. */
export type WalletShareServer<Answer extends WalletOpenAnswer = WalletOpenAnswer> = {
  openWallet(token: string, splitId: string | undefined, signal?: AbortSignal): Promise<Answer>
  storeShares(token: string, shares: StoredShares, signal?: AbortSignal): Promise<unknown>
  recoveryAuthShare(token: string, recordId: string, signal?: AbortSignal): Promise<HolderAuthShare>
  addDevice(token: string, device: HolderAuthShare, signal?: AbortSignal): Promise<unknown>
}
