// The signed-in session: the token in this origin's storage, the user, and the wallet keys, rebuilt in memory from
// two of their three shares (see keys/walletAccess.ts). A session lasts as long as the server keeps it (its sliding
// lifetime and absolute cap): a reload, a new tab or a visit days later opens the wallet from this device's share and
// the server's in one round trip, with no prompt; a session the server ended or let expire (401 `InvalidSession`)
// signs the frame out. After a login the user may have to act in the frame: protect a new wallet with a passkey or a
// password, or open the wallet on a device that has no share of it yet. What changes who controls the account needs
// a fresh proof of the user (see frame/stepUp.ts); the session records until when it has one. Also how the user is
// described to the host (address, accounts, account type in force) and announced when it changes.
import type { AuthUser } from '@kit/frame-bridge'
import type { Hex } from 'viem'
import type { AuthUserRecord, LoginAnswer } from '../authApi.js'
import { AuthServiceError, NotSignedInError } from '../errors.js'
import { WalletStateConflictError } from '../keys/errors.js'
import type { RecoveryPasskeySecret } from '../keys/passkey.js'
import type { RecoveryRecords, WalletKeys } from '../keys/types.js'
import {
  openWallet,
  protectWallet,
  recoverWallet,
  recoveryPasskeysOf,
  type WalletAccess,
  type WalletAccessContext,
} from '../keys/walletAccess.js'
import { prepareAccountPasskey } from '../passkey/accountPasskey.js'
import { askRecoveryPasskey, passkeyPlace } from '../passkey/recoveryPasskey.js'
import { createEvmWallet, type EvmWallet } from '../wallet/evm.js'
import { createSolanaWallet, type SolanaWallet } from '../wallet/solana.js'
import { accountLabel } from './accountLabel.js'
import { untilAborted } from '../async.js'
import type { FrameContext } from './context.js'
import { recordsOnDemand } from './recoveryRecords.js'
import { newPasskeyRpId, passkeysToAsk, type RelyingParties, relyingParties, rpIdOf } from './relyingParty.js'

/**
 * How long a login in this frame counts as a fresh proof of the user: the server's default `auth.freshProofSeconds`.
 * The server decides for its own routes (it answers `FreshProofRequired`); the frame uses this for what it guards
 * alone, the export card.
 */
export const FRESH_LOGIN_MS = 10 * 60_000

/**
 * A way to open the wallet on a new device, as the server lists it; a passkey's `rpId` is the one its record names
 * (none for a record of the older format), what a step-up without the records asks it under.
 */
export type RecoveryMethodRef = {
  kind: 'passkey' | 'password'
  credentialId: string | null
  rpId?: string | null | undefined
}

/** A signed-in user with the wallet keys loaded. */
export type Session = {
  token: string
  user: AuthUserRecord
  /** The server's id of this session: the signed-in devices card marks it "This device". */
  sessionId: string
  /** The wallet's recovery methods: what a step-up without e-mail can confirm with. */
  recoveryMethods: RecoveryMethodRef[]
  /**
   * The server's passkey RP ID (`passkeys.rpId`, from its wallet-open answer), `null` when passkeys are off: where
   * new recovery passkeys are made (frame/relyingParty.ts).
   */
  passkeyRpId: string | null
  evm: EvmWallet
  solana: SolanaWallet
  /** The rebuilt keys, for the export card only; they stay in this frame's memory. */
  keys: WalletKeys
  /**
   * Until when (the server's time, ms) the user's last proof counts as fresh: a login in this frame, or a step-up.
   * 0 for a restored session.
   */
  freshUntil: number
}

/** The login request being answered: its abort signal, and how to tell the host the frame needs the user. */
export type LoginRequest = {
  signal: AbortSignal
  /** Asks the host to show the frame: the user has to act on the frame's own card before the login completes. */
  waitForUser(): void
}

/**
 * What a passkey login brings to opening the wallet: the passkey that signed in (of the server's RP id) and its PRF
 * secret when the ceremony gave one. A new wallet is sealed under it at once (no card); on a device without a share,
 * the wallet's record of that passkey is opened with it (asked again for the record's salt when needed).
 */
export type PasskeyLoginUnlock = {
  rpId: string
  credentialId: string
  prf: RecoveryPasskeySecret | undefined
}

/** The frame's session and what the other parts ask of it. */
export type Sessions = {
  /** The session loaded in memory, if any. */
  readonly current: Session | undefined
  /** The signed-in session (keys loaded), or NotSignedInError. */
  require(signal?: AbortSignal): Promise<Session>
  /**
   * A login answer: keep the token, open the wallet (asking the user to protect or recover it when needed), tell
   * the host the session changed and who the user is. A login whose wallet does not open is signed out again.
   */
  signedIn(answer: LoginAnswer, request: LoginRequest, passkey?: PasskeyLoginUnlock): Promise<Session>
  /** Drops the session here: memory, token and the proof key it was bound to. */
  forget(): void
  /**
   * The session ended on the server (`error` is a 401 `InvalidSession`): forget it here and tell the host. Returns
   * whether it was that.
   */
  endedOnServer(error: unknown): boolean
  /** The account requests act for on the active network. */
  activeAccount(current: Session): { address: string; type: 'eoa' | 'smartAccount' }
  /** The user as the host sees it on the active network. */
  describeUser(current: Session, userName?: string | null): Promise<AuthUser>
  /** Sends USER_CHANGED with the user (`undefined` session: signed out) unless describing it fails. */
  announceUser(current: Session | undefined): Promise<void>
}

/** What the host learns of a session: a digest that changes with it, never the bearer token itself. */
async function fingerprint(token: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`kit session ${token}`)),
  )
  return [...digest.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** A name the passkey manager can show for the user's recovery passkey. */
export function passkeyUserName(user: AuthUserRecord): string {
  return (
    user.email ??
    user.userName ??
    user.identities.find((entry) => entry.username)?.username ??
    user.identities.find((entry) => entry.email)?.email ??
    'Wallet'
  )
}

/**
 * Creates the session part of one frame; `document` is the frame's (its permissions policy decides where the
 * wallet's passkey is asked: in the frame, or in the Kit window).
 */
export function createSessions(context: FrameContext, document?: Document): Sessions {
  const { api, store, deviceShares, proofKeys, recoveryUi, passkeys } = context
  let session: Session | undefined
  let loadingSession: Promise<Session> | undefined
  // Reading the account can wait on the chain. A read that ends after a newer one started (a network switch, a new
  // account type, a sign-out) describes a state that is gone: announcing it would undo the newer one on the host.
  let announcements = 0

  function forget(): void {
    session = undefined
    announcements++ // an account read still under way must not announce a user after the sign-out
    loadingSession = undefined
    store.clearSession()
    // The next session is bound to a new proof key.
    proofKeys.forget()
  }

  /** Ends the session on the server too (best effort), then here. */
  function signOut(token: string): void {
    void api.logout(token).catch(() => undefined)
    forget()
  }

  /**
   * What the recovery card's "Use your passkey" asks for. One WebAuthn request names one RP ID: the passkey of a
   * passkey login, and the recovery passkeys the frame makes while the server has passkeys on, are under the server's
   * RP ID (`passkeys.rpId`, the operator's domain), often not the frame's host, where the frame made them before.
   * The wallet's passkeys are grouped by the RP ID their records name, and one group is asked
   * (frame/relyingParty.ts): the sign-in passkey's, else the server's, else the frame host's.
   */
  function askedOnCard(
    passkeyRecords: RecoveryRecords | undefined,
    parties: RelyingParties,
    passkey: PasskeyLoginUnlock | undefined,
    signal: AbortSignal,
  ) {
    const refs = passkeyRecords ? recoveryPasskeysOf(passkeyRecords) : []
    return { ...passkeysToAsk(refs, parties, passkey), signal }
  }

  /**
   * The keys of a login whose wallet needs the user: protecting a new wallet, or opening it on this device with a
   * passkey or the recovery password. The frame's card stays until it is done or the host gives up.
   */
  async function keysWithUser(
    access: Exclude<WalletAccess, { state: 'unlocked' }>,
    wallet: WalletAccessContext,
    user: AuthUserRecord,
    request: LoginRequest,
    parties: RelyingParties,
    passkey: PasskeyLoginUnlock | undefined,
  ): Promise<{ keys: WalletKeys; recoveryMethods: RecoveryMethodRef[] }> {
    request.waitForUser()
    const { signal } = request
    if (access.state === 'needs-protection' && passkey?.prf) {
      // The account was made by this passkey a moment ago: its PRF output seals the new wallet, no card. The record
      // names the passkey's RP ID (the server's), so it is asked there after a reload or on another device.
      await protectWallet(wallet, access.keys, { ...passkey.prf, rpId: passkey.rpId })
      return {
        keys: access.keys,
        recoveryMethods: [{ kind: 'passkey', credentialId: passkey.prf.credentialId, rpId: passkey.rpId }],
      }
    }
    if (access.state === 'needs-protection') {
      const name = passkeyUserName(user)
      // Under the server's RP ID when it has passkeys on, as its login passkeys are; the record names it.
      const rpId = newPasskeyRpId(parties)
      // Where the server has passkeys, it registers the new one as a login too: one passkey signs in and opens the
      // wallet. Else, or when it cannot say now, a recovery passkey alone.
      const accountPasskey = parties.serverRpId
        ? await prepareAccountPasskey({
            api,
            token: wallet.token,
            signal,
            where: passkeyPlace(context, document),
            ceremonies: context.loginPasskeys,
          }).catch(() => undefined)
        : undefined
      let chosen: RecoveryMethodRef | undefined
      await recoveryUi.protect({
        // The user confirms the account on the card before a wallet is made for it (L15).
        account: accountLabel(user),
        createPasskey: () =>
          accountPasskey
            ? accountPasskey()
            : passkeys.create({ rpId, userId: user.id, userName: name, displayName: name, signal }),
        protect: async (secret) => {
          await protectWallet(wallet, access.keys, secret)
          chosen =
            secret.kind === 'passkey'
              ? { kind: 'passkey', credentialId: secret.credentialId, rpId: secret.rpId ?? null }
              : { kind: 'password', credentialId: null }
        },
        signal,
      })
      return { keys: access.keys, recoveryMethods: chosen ? [chosen] : [] }
    }
    // The sealed records, released to a session whose login is fresh (a login's is), and only on a device without a
    // share of this split. The passkeys' records come first (their PRF inputs are needed to ask the passkey); the
    // password's only once the user types one, since the server lets it out only a few times a day.
    const methods = [...new Set(access.wallet.recovery.map((method) => method.kind))]
    const records = recordsOnDemand(api, wallet.token, signal)
    const passkeyRecords = methods.includes('passkey') ? await records.of('passkey') : undefined
    const addressKept =
      !access.replaces || access.replaces.evmAddress.toLowerCase() === access.wallet.evmAddress.toLowerCase()
    if (passkey && passkeyRecords && addressKept) {
      // The passkey that signed in opens its own record; any failure (cancelled, no PRF) leaves the card's choice.
      const ref = recoveryPasskeysOf(passkeyRecords).find(
        (entry) => entry.credentialId === passkey.credentialId,
      )
      if (ref) {
        const sameSalt =
          passkey.prf && passkey.prf.prfSalt.length === ref.prfSalt.length
            ? passkey.prf.prfSalt.every((byte, index) => byte === ref.prfSalt[index])
            : false
        const keys = await Promise.resolve(
          sameSalt
            ? passkey.prf
            : passkeys.get({ rpId: rpIdOf(ref, parties, passkey), passkeys: [ref], signal }),
        )
          .then((secret) => recoverWallet(wallet, passkeyRecords, secret as RecoveryPasskeySecret))
          .catch(() => undefined)
        if (keys) return { keys, recoveryMethods: access.wallet.recovery }
      }
    }
    const keys = await recoveryUi.recover({
      methods,
      // In the frame, or in the Kit window where the host refuses the frame WebAuthn (inside the press).
      getPasskey: () =>
        askRecoveryPasskey(
          { ...passkeyPlace(context, document), passkeys },
          askedOnCard(passkeyRecords, parties, passkey, signal),
        ),
      recover: async (secret) => recoverWallet(wallet, await records.of(secret.kind), secret),
      // A warning only when the address changes: a revoked share of the same wallet is replaced without one.
      replacing:
        access.replaces && access.replaces.evmAddress.toLowerCase() !== access.wallet.evmAddress.toLowerCase()
          ? { from: access.replaces.evmAddress, to: access.wallet.evmAddress }
          : undefined,
      signal,
    })
    return { keys, recoveryMethods: access.wallet.recovery }
  }

  /**
   * Opens the session of `token` for `userId` with one call to the server (`/wallet/open`: the user, the wallet and
   * the server's share). After a login (`login` given) the user may be asked to protect or recover the wallet; a
   * restored session (a reload) opens only a wallet this device can unlock by itself, and otherwise ends, so the
   * user signs in again.
   */
  async function openSession(
    token: string,
    userId: string,
    login: LoginRequest | undefined,
    signal?: AbortSignal,
    passkey?: PasskeyLoginUnlock,
  ): Promise<Session> {
    try {
      // Not annotated: the context's type carries the auth API's own answer (the user, the session) through.
      const wallet = { api, deviceShares, token, userId, signal }
      const { answer, access } = await openWallet(wallet)
      let keys: WalletKeys
      let recoveryMethods: RecoveryMethodRef[] = answer.wallet.state === 'split' ? answer.wallet.recovery : []
      const passkeyRpId = answer.passkeyRpId ?? null
      const parties = relyingParties(context.frameOrigin, passkeyRpId)
      if (access.state === 'unlocked') keys = access.keys
      else if (login)
        ({ keys, recoveryMethods } = await keysWithUser(access, wallet, answer.user, login, parties, passkey))
      else throw new NotSignedInError()
      return {
        token,
        user: answer.user,
        sessionId: answer.session.id,
        recoveryMethods: recoveryMethods.map(({ kind, credentialId, rpId }) => ({
          kind,
          credentialId,
          ...(rpId ? { rpId } : {}),
        })),
        passkeyRpId,
        evm: createEvmWallet(keys.evm.privateKey as Hex),
        solana: createSolanaWallet(keys.solana.secretKey),
        keys,
        freshUntil: login ? api.serverNow() + FRESH_LOGIN_MS : 0,
      }
    } catch (error) {
      // A login whose wallet did not open (the user gave up, a share was refused) leaves no session behind.
      if (login || error instanceof NotSignedInError) {
        signOut(token)
        throw error
      }
      if (error instanceof WalletStateConflictError) {
        // Not this session's fault, and not to be retried on every load: sign out, keep the device's share.
        signOut(token)
        throw error
      }
      if (error instanceof AuthServiceError && error.status === 401) {
        // A session the server no longer honours (it ended or expired, it is not bound to this frame's key) is of
        // no use to the frame: end it on the server too.
        signOut(token)
        throw new NotSignedInError()
      }
      throw error
    }
  }

  function preferredType(current: Session): 'eoa' | 'smartAccount' {
    if (!context.smartAccountsHere()) return 'eoa'
    return store.getPreferredAccountType(current.user.id) ?? 'eoa'
  }

  function activeAccount(current: Session): { address: string; type: 'eoa' | 'smartAccount' } {
    if (context.chainId.startsWith('solana:')) return { address: current.solana.address, type: 'eoa' }
    const type = preferredType(current)
    return {
      address:
        type === 'smartAccount'
          ? current.evm.smartAccountOf(context.smartAccountKind())
          : current.evm.address,
      type,
    }
  }

  async function describeUser(current: Session, userName?: string | null): Promise<AuthUser> {
    const { chainId } = context
    const name =
      userName ?? current.user.userName ?? current.user.identities.find((entry) => entry.username)?.username
    const base = { email: current.user.email, chainId, ...(name ? { userName: name } : {}) }
    if (chainId.startsWith('solana:'))
      return {
        ...base,
        address: current.solana.address,
        accounts: [{ address: current.solana.address, type: 'eoa' }],
        smartAccountDeployed: false,
        preferredAccountType: 'eoa',
      }
    const type = preferredType(current)
    const accounts: AuthUser['accounts'] = [{ address: current.evm.address, type: 'eoa' as const }]
    let deployed = false
    const smartAccount = current.evm.smartAccountOf(context.smartAccountKind())
    if (context.smartAccountsHere()) {
      // With EIP-7702 both entries have one address: the EOA, sending as itself or as its upgraded account.
      accounts.push({ address: smartAccount, type: 'smartAccount' as const })
      // The chain's truth: the EOA delegated to Kit's account (7702), or the account's code (4337).
      deployed = await current.evm.isDeployed(context.evmContext()).catch(() => false)
    }
    // The account in force comes first.
    accounts.sort((a, b) => Number(b.type === type) - Number(a.type === type))
    return {
      ...base,
      address: type === 'smartAccount' ? smartAccount : current.evm.address,
      accounts,
      smartAccountDeployed: deployed,
      preferredAccountType: type,
    }
  }

  async function announceUser(current: Session | undefined) {
    const turn = ++announcements
    const user = current ? await describeUser(current).catch(() => undefined) : null
    if (user === undefined || turn !== announcements) return
    context.emit('USER_CHANGED', { user })
  }

  return {
    get current() {
      return session
    },
    async require(signal) {
      const stored = store.getSession()
      if (!stored) {
        // A token without its user (storage half written) cannot find this device's share: sign in again.
        const orphan = store.getSessionToken()
        if (orphan) signOut(orphan)
        throw new NotSignedInError()
      }
      if (session?.token === stored.token) return session
      // One load serves every caller, so it lives as long as the frame: one caller giving up must not fail the others.
      loadingSession ??= openSession(stored.token, stored.userId, undefined, context.lifetime).finally(() => {
        loadingSession = undefined
      })
      session = await untilAborted(loadingSession, signal)
      return session
    },
    async signedIn(answer, request, passkey) {
      store.setSession({ token: answer.token, userId: answer.user.id })
      session = await openSession(answer.token, answer.user.id, request, request.signal, passkey)
      const print = await fingerprint(answer.token)
      // The host learns that the session changed, never the bearer token itself.
      context.emit('SESSION_UPDATE', { token: print })
      void announceUser(session)
      return session
    },
    forget,
    endedOnServer(error) {
      if (!(error instanceof AuthServiceError && error.status === 401 && error.reason === 'InvalidSession'))
        return false
      forget()
      context.emit('USER_CHANGED', { user: null })
      return true
    },
    activeAccount,
    describeUser,
    announceUser,
  }
}
