// The signed-in session: the token in this origin's storage, the user, and the wallet keys, rebuilt in memory from
// two of their three shares (see keys/walletAccess.ts). After a login the user may have to act in the frame: protect
// a new wallet with a passkey or a password, or open the wallet on a device that has no share of it yet. A reload
// rebuilds the keys from this device's share and the server's, which the server releases only within its window
// after the login; past it, the user signs in again. Also how the user is described to the host (address,
// accounts, account type in force) and announced when it changes.
import type { AuthUser } from '@kit/frame-bridge'
import type { Hex } from 'viem'
import type { AuthUserRecord, LoginAnswer, WalletKeys } from '../authApi.js'
import { AuthServiceError, NotSignedInError } from '../errors.js'
import {
  openWallet,
  protectWallet,
  recoverWallet,
  type WalletAccess,
  type WalletAccessContext,
} from '../keys/walletAccess.js'
import { createEvmWallet, type EvmWallet } from '../wallet/evm.js'
import { createSolanaWallet, type SolanaWallet } from '../wallet/solana.js'
import { type FrameContext, untilAborted } from './context.js'

/** A signed-in user with the wallet keys loaded. */
export type Session = {
  token: string
  user: AuthUserRecord
  evm: EvmWallet
  solana: SolanaWallet
  /** The rebuilt keys, for the export card only; they stay in this frame's memory. */
  keys: WalletKeys
  /** When this frame completed the session's login (ms); undefined for a session restored after a reload. */
  loggedInAt: number | undefined
}

/** The login request being answered: its abort signal, and how to tell the host the frame needs the user. */
export type LoginRequest = {
  signal: AbortSignal
  /** Asks the host to show the frame: the user has to act on the frame's own card before the login completes. */
  waitForUser(): void
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
  signedIn(answer: LoginAnswer, request: LoginRequest): Promise<Session>
  /** Drops the session here: memory, token and the proof key it was bound to. */
  forget(): void
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

/** Creates the session part of one frame. */
export function createSessions(context: FrameContext): Sessions {
  const { api, store, deviceShares, proofKeys, recoveryUi, passkeys } = context
  const rpId = new URL(context.frameOrigin).hostname
  let session: Session | undefined
  let loadingSession: Promise<Session> | undefined
  // Reading the account can wait on the chain. A read that ends after a newer one started (a network switch, a new
  // account type, a sign-out) describes a state that is gone: announcing it would undo the newer one on the host.
  let announcements = 0

  function forget(): void {
    session = undefined
    announcements++ // an account read still under way must not announce a user after the sign-out
    loadingSession = undefined
    store.clearSessionToken()
    // The next session is bound to a new proof key.
    proofKeys.forget()
  }

  /** Ends the session on the server too (best effort), then here. */
  function signOut(token: string): void {
    void api.logout(token).catch(() => undefined)
    forget()
  }

  /**
   * The keys of a login whose wallet needs the user: protecting a new (or legacy) wallet, or opening it on this
   * device with a passkey or the recovery password. The frame's card stays until it is done or the host gives up.
   */
  async function keysWithUser(
    access: Exclude<WalletAccess, { state: 'unlocked' }>,
    wallet: WalletAccessContext,
    user: AuthUserRecord,
    request: LoginRequest,
  ): Promise<WalletKeys> {
    request.waitForUser()
    const { signal } = request
    if (access.state === 'needs-protection') {
      const name = passkeyUserName(user)
      await recoveryUi.protect({
        createPasskey: () =>
          passkeys.create({ rpId, userId: user.id, userName: name, displayName: name, signal }),
        protect: async (secret) => {
          await protectWallet(wallet, access.keys, secret)
        },
        signal,
      })
      return access.keys
    }
    const { records } = access
    const credentialIds = records.records.flatMap((record) =>
      record.kind === 'passkey' && record.credentialId ? [record.credentialId] : [],
    )
    return recoveryUi.recover({
      methods: [...new Set(records.records.map((record) => record.kind))],
      getPasskey: () => passkeys.get({ rpId, credentialIds, signal }),
      recover: (secret) => recoverWallet(wallet, records, secret),
      signal,
    })
  }

  /**
   * Opens the session of `token`. After a login (`login` given) the user may be asked to protect or recover the
   * wallet; a restored session (a reload) opens only a wallet this device can unlock by itself, and otherwise
   * ends, so the user signs in again.
   */
  async function openSession(
    token: string,
    user: AuthUserRecord | undefined,
    login: LoginRequest | undefined,
    signal?: AbortSignal,
  ): Promise<Session> {
    // On a reload the user's record and the wallet's state are read side by side (one round trip less before the
    // wallet opens). If the session has ended, the session read says so; the other read's failure is then moot.
    const walletState = user ? undefined : api.walletState(token, signal)
    walletState?.catch(() => undefined)
    try {
      const known = user ?? (await api.session(token, signal)).user
      const wallet: WalletAccessContext = { api, deviceShares, token, userId: known.id, signal }
      const access = await openWallet(wallet, walletState)
      let keys: WalletKeys
      if (access.state === 'unlocked') keys = access.keys
      else if (login) keys = await keysWithUser(access, wallet, known, login)
      else throw new NotSignedInError()
      return {
        token,
        user: known,
        evm: createEvmWallet(keys.evm.privateKey as Hex),
        solana: createSolanaWallet(keys.solana.secretKey),
        keys,
        loggedInAt: login ? Date.now() : undefined,
      }
    } catch (error) {
      // A login whose wallet did not open (the user gave up, a share was refused) leaves no session behind.
      if (login) {
        signOut(token)
        throw error
      }
      if (error instanceof NotSignedInError) {
        signOut(token)
        throw error
      }
      if (error instanceof AuthServiceError && error.status === 401) {
        // A session that can no longer unlock the wallet (its login is past the release window, it is not bound to
        // this frame's key, it ended) is of no use to the frame: end it on the server too.
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
    return { address: type === 'smartAccount' ? current.evm.smartAccount : current.evm.address, type }
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
    if (context.smartAccountsHere()) {
      accounts.push({ address: current.evm.smartAccount, type: 'smartAccount' as const })
      deployed = await current.evm.isDeployed(context.evmContext()).catch(() => false)
    }
    // The account in force comes first.
    accounts.sort((a, b) => Number(b.type === type) - Number(a.type === type))
    return {
      ...base,
      address: type === 'smartAccount' ? current.evm.smartAccount : current.evm.address,
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
      const token = store.getSessionToken()
      if (!token) throw new NotSignedInError()
      if (session?.token === token) return session
      // One load serves every caller, so it lives as long as the frame: one caller giving up must not fail the others.
      loadingSession ??= openSession(token, undefined, undefined, context.lifetime).finally(() => {
        loadingSession = undefined
      })
      session = await untilAborted(loadingSession, signal)
      return session
    },
    async signedIn(answer, request) {
      store.setSessionToken(answer.token)
      session = await openSession(answer.token, answer.user, request, request.signal)
      const print = await fingerprint(answer.token)
      // The host learns that the session changed, never the bearer token itself.
      context.emit('SESSION_UPDATE', { token: print })
      void announceUser(session)
      return session
    },
    forget,
    activeAccount,
    describeUser,
    announceUser,
  }
}
