// The `Connector` part of the auth connector: connect and restore through the frame's session, disconnect,
// switch network, the account type, and following the frame's user (`USER_CHANGED`) while connected.
import { type CaipAddress, type CaipNetworkId, type Network, parseCaipNetworkId } from '@kit/chains'
import type { AuthUser as FrameAuthUser } from '@kit/frame-bridge'
import { FrameLoadError, FrameNotSetError, FrameTimeoutError } from '@kit/frame-bridge/errors'
import { ConnectionCheckUnavailableError } from '../../errors/wallet.js'
import type { AccountType, AuthUser, ConnectResult, ThemeMode, ThemeVariables } from '../../types.js'
import type { ApprovalFrame } from './approvalFrame.js'
import { AuthFrameLoadError } from './errors.js'
import type { Emitter } from './events.js'
import type { FrameSession } from './frameSession.js'
import type { AuthProviderHandle } from './provider.js'
import type { AuthConnector, AuthConnectorEvent, AuthConnectorKit } from './types.js'

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
  | 'isConnected'
> & {
  /** Applies the frame's `USER_CHANGED` to the kit's account while this connector is connected. */
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

/** Creates the connection of one auth connector; `isActive` says whether it is the kit's active connector. */
export function createAuthConnection(parameters: {
  kit: AuthConnectorKit
  session: FrameSession
  approval: ApprovalFrame
  provider: AuthProviderHandle
  events: Emitter<AuthConnectorEvent>
  isActive: () => boolean
}): AuthConnection {
  const { kit, session, approval, provider, events, isActive } = parameters
  const { request } = session

  /** Loads the smart-account networks into the kit; a failed read gives the empty list. */
  async function loadSmartAccountNetworks(): Promise<number[]> {
    let chainIds: number[] = []
    try {
      chainIds = (await request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).smartAccountEnabledNetworks
    } catch {
      chainIds = []
    }
    kit.network.setSmartAccountEnabledNetworks(chainIds)
    return chainIds
  }

  /** Remembers what a successful login leaves behind: the e-mail, the social user name and the chain. */
  function storeLogin(user: AuthUser, caipNetworkId: CaipNetworkId) {
    if (user.email) {
      kit.storage.setEmail(user.email)
      kit.storage.setEmailLoginUsed()
    }
    if (user.userName) kit.storage.setSocialUsername(user.userName)
    const { namespace: chainNamespace, reference } = parseCaipNetworkId(caipNetworkId)
    kit.storage.setLastUsedChainId(chainNamespace === 'eip155' ? Number(reference) : reference)
  }

  async function connectAuth(caipNetworkId: CaipNetworkId | undefined): Promise<ConnectResult> {
    const wanted = caipNetworkId ?? kit.getState().network.active
    const frameUser = await request('GET_USER', { chainId: wanted })
    const user = toAuthUser(frameUser)
    const networkId = toCaipNetworkId(frameUser.chainId)
    storeLogin(user, networkId)
    await loadSmartAccountNetworks()
    return {
      address: user.address,
      caipNetworkId: networkId,
      accounts: user.accounts,
      preferredAccountType: user.preferredAccountType,
      smartAccountDeployed: user.smartAccountDeployed,
      user,
    }
  }

  async function isConnected(): Promise<boolean> {
    try {
      const { isConnected: connected } = await request('IS_CONNECTED')
      if (!connected) kit.storage.clearLoginCache()
      return connected
    } catch (error) {
      // A frame that never answered (it could not load or mount, or stayed silent) made no check: the login stays
      // for the next load to check. A failed connection check clears every cached login key.
      if (frameNeverAnswered(error))
        throw new ConnectionCheckUnavailableError({
          cause: error,
          details: 'The secure frame did not answer.',
        })
      kit.storage.clearLoginCache()
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
        kit.storage.clearLoginCache()
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
      kit.storage.setLastUsedChainId(
        network.chainNamespace === 'eip155' ? Number(network.id) : String(network.id),
      )
      if (kit.getState().account.status !== 'connected' || !isActive()) return
      const user = toAuthUser(await request('GET_USER', { chainId: network.caipNetworkId }))
      kit.account.setUser(user)
      kit.account.setCaipAddress(`${network.caipNetworkId}:${user.address}` as CaipAddress)
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

    async syncTheme(theme: { mode: ThemeMode; variables: ThemeVariables }) {
      await request('SYNC_THEME', {
        themeMode: theme.mode,
        themeVariables: { ...theme.variables } as Record<string, string | number>,
      })
    },

    isConnected,

    onUserChanged(user) {
      if (!isActive() || kit.getState().account.status !== 'connected') return
      if (!user) {
        // Signed out inside the frame (or the session ended): the connection is gone.
        kit.connection.handleConnectionLost()
        provider.emit('disconnect', undefined)
        return
      }
      const caipNetworkId = toCaipNetworkId(user.chainId)
      const before = kit.getState().account.address
      kit.account.setUser(toAuthUser(user))
      kit.account.setCaipAddress(`${caipNetworkId}:${user.address}`)
      if (before !== user.address) provider.emit('accountsChanged', [user.address])
    },
  }
}
