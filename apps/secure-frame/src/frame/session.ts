// The signed-in session: the token in this origin's storage, the user, and the wallet keys (unwrapped from this
// origin's key cache after a reload, or fetched once right after a login). Also how the user is described to the
// host (address, accounts, account type in force) and announced when it changes.
import type { AuthUser } from '@kit/frame-bridge'
import type { Hex } from 'viem'
import type { AuthUserRecord, LoginAnswer } from '../authApi.js'
import { AuthServiceError, NotSignedInError } from '../errors.js'
import { createEvmWallet, type EvmWallet } from '../wallet/evm.js'
import { createSolanaWallet, type SolanaWallet } from '../wallet/solana.js'
import { type FrameContext, untilAborted } from './context.js'

/** A signed-in user with the wallet keys loaded. */
export type Session = {
  token: string
  user: AuthUserRecord
  evm: EvmWallet
  solana: SolanaWallet
}

/** The frame's session and what the other parts ask of it. */
export type Sessions = {
  /** The session loaded in memory, if any. */
  readonly current: Session | undefined
  /** The signed-in session (keys loaded), or NotSignedInError. */
  require(signal?: AbortSignal): Promise<Session>
  /** A login answer: keep the token, load the keys, tell the host the session changed and who the user is. */
  signedIn(answer: LoginAnswer, signal: AbortSignal): Promise<Session>
  /** Drops the session here: memory, token and the key cache. */
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

/** Creates the session part of one frame. */
export function createSessions(context: FrameContext): Sessions {
  const { api, store, keyCache } = context
  let session: Session | undefined
  let loadingSession: Promise<Session> | undefined

  function forget(): void {
    session = undefined
    loadingSession = undefined
    store.clearSessionToken()
    void keyCache.clear()
  }

  async function openSession(
    token: string,
    user: AuthUserRecord | undefined,
    signal?: AbortSignal,
  ): Promise<Session> {
    try {
      const known = user ?? (await api.session(token, signal)).user
      const binding = { userId: known.id, token }
      // The server releases keys only right after a login (`user` given); a restored session (a reload) unwraps
      // the copy kept on this origin, and without one the server answers LoginRequired and the user signs in again.
      let keys = user ? undefined : await keyCache.load(binding)
      if (!keys) {
        keys = await api.wallet(token, signal)
        await keyCache.save(binding, keys)
      }
      return {
        token,
        user: known,
        evm: createEvmWallet(keys.evm.privateKey as Hex),
        solana: createSolanaWallet(keys.solana.secretKey),
      }
    } catch (error) {
      if (error instanceof AuthServiceError && error.status === 401) {
        // A session that can no longer unlock the wallet is of no use to the frame: end it on the server too.
        if (error.reason === 'LoginRequired') void api.logout(token).catch(() => undefined)
        forget()
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
    const user = current ? await describeUser(current).catch(() => undefined) : null
    if (user === undefined) return
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
      loadingSession ??= openSession(token, undefined, context.lifetime).finally(() => {
        loadingSession = undefined
      })
      session = await untilAborted(loadingSession, signal)
      return session
    },
    async signedIn(answer, signal) {
      store.setSessionToken(answer.token)
      session = await openSession(answer.token, answer.user, signal)
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
