// The `Connector` part of the auth connector: connect and restore through the frame's session, disconnect,
// switch network, the account type, and following the frame's user (`USER_CHANGED`) while connected. What the kit
// should know it says in its results and its events (`user`, `disconnect`); it writes no kit state.
import { type CaipNetworkId, type Network, parseCaipNetworkId } from '@kit/chains'
import type { AuthUser as FrameAuthUser } from '@kit/frame-bridge'
import { FrameLoadError, FrameNotSetError, FrameTimeoutError } from '@kit/frame-bridge/errors'
import { ConnectionCheckUnavailableError } from '../../errors/wallet.js'
import type { AccountType, AuthUser, ConnectResult, ThemeMode, ThemeVariables } from '../../types.js'
import type { ConnectorFactoryParameters } from '../../options.js'
import type { ApprovalFrame } from './approvalFrame.js'
import { AuthFrameLoadError } from './errors.js'
import type { Emitter } from './events.js'
import type { FrameSession } from './frameSession.js'
import type { AuthProviderHandle } from './provider.js'
import type { AuthConnector, AuthConnectorEvent, WalletState } from './types.js'

/** The members of {@link AuthConnector} this module implements. */
export type AuthConnection = Pick<
  AuthConnector,
  | 'connect'
  | 'reconnect'
  | 'disconnect'
  | 'getProvider'
  | 'signMessage'
  | 'switchNetwork'
  | 'setPreferredAccountType'
  | 'getSmartAccountEnabledNetworks'
  | 'syncTheme'
  | 'syncLocale'
  | 'isConnected'
> & {
  /** Reports the frame's `USER_CHANGED` to the kit while this connector is connected. */
  onUserChanged(user: FrameAuthUser | null): void
}

/** A chain id as the frame reports it (number, decimal or CAIP-2) as a CAIP-2 id. */
export function toCaipNetworkId(chainId: string | number): CaipNetworkId {
  const text = String(chainId)
  return (/^\d+$/.test(text) ? `eip155:${text}` : text) as CaipNetworkId
}

/** The frame's user in core's shape: accounts default to the address with the account type in force. */
export function toAuthUser(user: FrameAuthUser): AuthUser {
  const preferredAccountType = user.preferredAccountType ?? 'eoa'
  return {
    email: user.email ?? null,
    address: user.address,
    chainId: user.chainId,
    accounts: user.accounts?.length ? user.accounts : [{ address: user.address, type: preferredAccountType }],
    smartAccountDeployed: user.smartAccountDeployed ?? false,
    preferredAccountType,
    userName: user.userName ?? null,
  }
}

/** Whether `error` says the frame gave no answer at all (not loaded, not mounted, silent), rather than a failure. */
function frameNeverAnswered(error: unknown): boolean {
  return (
    error instanceof FrameLoadError ||
    error instanceof FrameNotSetError ||
    error instanceof FrameTimeoutError ||
    error instanceof AuthFrameLoadError
  )
}

function toHexText(message: string): string {
  let hex = '0x'
  for (const byte of new TextEncoder().encode(message)) hex += byte.toString(16).padStart(2, '0')
  return hex
}

/** Creates the connection of one auth connector; `wallet` is what it knows of its own wallet. */
export function createAuthConnection(parameters: {
  storage: ConnectorFactoryParameters['storage']
  emit: ConnectorFactoryParameters['emit']
  wallet: WalletState
  session: FrameSession
  approval: ApprovalFrame
  provider: AuthProviderHandle
  events: Emitter<AuthConnectorEvent>
}): AuthConnection {
  const { storage, emit, wallet, session, approval, provider, events } = parameters
  const { request } = session

  /** The smart-account networks; a failed read gives the empty list. */
  async function loadSmartAccountNetworks(): Promise<number[]> {
    try {
      return (await request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).smartAccountEnabledNetworks
    } catch {
      return []
    }
  }

  /** Remembers what a successful login leaves behind: the e-mail, the social user name and the chain. */
  function storeLogin(user: AuthUser, caipNetworkId: CaipNetworkId) {
    if (user.email) {
      storage.setEmail(user.email)
      storage.setEmailLoginUsed()
    }
    if (user.userName) storage.setSocialUsername(user.userName)
    const { namespace: chainNamespace, reference } = parseCaipNetworkId(caipNetworkId)
    storage.setLastUsedChainId(chainNamespace === 'eip155' ? Number(reference) : reference)
  }

  async function connectAuth(caipNetworkId: CaipNetworkId | undefined): Promise<ConnectResult> {
    const frameUser = await request('GET_USER', { chainId: caipNetworkId ?? wallet.caipNetworkId })
    const user = toAuthUser(frameUser)
    const networkId = toCaipNetworkId(frameUser.chainId)
    storeLogin(user, networkId)
    const smartAccountEnabledNetworks = await loadSmartAccountNetworks()
    wallet.user = user
    wallet.caipNetworkId = networkId
    return {
      address: user.address,
      caipNetworkId: networkId,
      accounts: user.accounts,
      preferredAccountType: user.preferredAccountType,
      smartAccountDeployed: user.smartAccountDeployed,
      user,
      smartAccountEnabledNetworks,
    }
  }

  async function isConnected(): Promise<boolean> {
    try {
      const { isConnected: connected } = await request('IS_CONNECTED')
      if (!connected) storage.clearLoginCache()
      return connected
    } catch (error) {
      // A frame that never answered (it could not load or mount, or stayed silent) made no check: the login stays
      // for the next load to check. A failed connection check clears every cached login key.
      if (frameNeverAnswered(error))
        throw new ConnectionCheckUnavailableError({
          cause: error,
          details: 'The secure frame did not answer.',
        })
      storage.clearLoginCache()
      throw error
    }
  }

  return {
    connect: ({ caipNetworkId }) => connectAuth(caipNetworkId),

    async reconnect({ caipNetworkId }) {
      events.emit({ type: 'sessionCheck', pending: true })
      try {
        if (!(await isConnected())) return undefined
        return await connectAuth(caipNetworkId)
      } finally {
        events.emit({ type: 'sessionCheck', pending: false })
      }
    },

    async disconnect() {
      try {
        if (session.started) await request('SIGN_OUT')
      } finally {
        // Whatever the frame answered, nothing of the login stays here.
        wallet.user = undefined
        storage.clearLoginCache()
        approval.hide()
      }
    },

    getProvider: async () => provider.provider,

    async signMessage({ message, address }) {
      const signature = await provider.provider.request({
        method: 'personal_sign',
        params: [toHexText(message), address],
      })
      return signature as string
    },

    async switchNetwork(network: Network) {
      await request('SWITCH_NETWORK', { chainId: network.caipNetworkId })
      wallet.caipNetworkId = network.caipNetworkId
      storage.setLastUsedChainId(
        network.chainNamespace === 'eip155' ? Number(network.id) : String(network.id),
      )
      if (!wallet.user) return
      // The address can change with the network (the Solana one): the kit takes the user before this resolves.
      const user = toAuthUser(await request('GET_USER', { chainId: network.caipNetworkId }))
      wallet.user = user
      emit({ type: 'user', user, caipNetworkId: network.caipNetworkId })
      provider.emit(
        'chainChanged',
        network.chainNamespace === 'eip155' ? `0x${Number(network.id).toString(16)}` : network.caipNetworkId,
      )
    },

    async setPreferredAccountType(type: AccountType) {
      try {
        return await request('SET_PREFERRED_ACCOUNT', { type })
      } catch (error) {
        // When the frame cannot set the smart account, the account falls back to eoa.
        if (type === 'eoa') throw error
        return request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
      }
    },

    // A failed read of the smart-account networks gives the empty list.
    getSmartAccountEnabledNetworks: loadSmartAccountNetworks,

    // Kept for the frame's next load; sent now only to a frame that is up (nothing loads for a theme).
    async syncTheme(theme: { mode: ThemeMode; variables: ThemeVariables }) {
      wallet.theme = { mode: theme.mode, variables: { ...theme.variables } }
      if (session.loaded) await session.syncTheme()
    },

    // Likewise kept for the frame's next load, and sent now only to a frame that is up.
    async syncLocale(locale: string) {
      wallet.locale = locale
      if (session.loaded) await session.syncLocale()
    },

    isConnected,

    onUserChanged(user) {
      const before = wallet.user
      if (!before) return
      if (!user) {
        // Signed out inside the frame (or the session ended): the connection is gone.
        wallet.user = undefined
        emit({ type: 'disconnect' })
        provider.emit('disconnect', undefined)
        return
      }
      const caipNetworkId = toCaipNetworkId(user.chainId)
      wallet.user = toAuthUser(user)
      wallet.caipNetworkId = caipNetworkId
      emit({ type: 'user', user: wallet.user, caipNetworkId })
      if (before.address !== user.address) provider.emit('accountsChanged', [user.address])
    },
  }
}
