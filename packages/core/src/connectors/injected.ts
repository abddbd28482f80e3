import { ConnectorError } from '../errors/wallet.js'
import type { Connector, ConnectResult, Eip1193Provider } from '../types.js'
import { personalSign, requestAccountsAndChain, subscribeEip1193, switchEvmChain } from './eip1193.js'
import { toWalletError } from './walletError.js'

/** EIP-6963 provider info: who the wallet says it is. */
export type InjectedWalletInfo = {
  readonly name: string
  readonly icon?: string | undefined
  /** Reverse-DNS id (EIP-6963); also the connector id, so it stays the same across page loads. */
  readonly rdns?: string | undefined
}

/** Parameters of {@link createInjectedConnector}. */
export type InjectedConnectorParameters = {
  provider: Eip1193Provider
  info: InjectedWalletInfo
  /** Default: the rdns, else 'injected'. */
  id?: string
}

/** The connector id of the legacy `window.ethereum` wallet. */
export const LEGACY_INJECTED_ID = 'injected'

/**
 * A connector for a browser wallet's EIP-1193 provider (announced through EIP-6963, or `window.ethereum`).
 * Connecting asks for accounts; the account and chain then follow the wallet's events.
 */
export function createInjectedConnector({ provider, info, id }: InjectedConnectorParameters): Connector {
  const connected = async (silent: boolean): Promise<ConnectResult | undefined> => {
    let result: Awaited<ReturnType<typeof requestAccountsAndChain>>
    try {
      result = await requestAccountsAndChain(provider, silent)
    } catch (error) {
      throw toWalletError(error, 'Connection failed')
    }
    const [address] = result.accounts
    if (!address) {
      if (silent) return undefined
      throw new ConnectorError('Connection failed', { details: 'The wallet returned no account.' })
    }
    return {
      address,
      caipNetworkId: result.caipNetworkId,
      accounts: result.accounts.map((account) => ({ address: account, type: 'eoa' as const })),
    }
  }
  return {
    id: id ?? info.rdns ?? LEGACY_INJECTED_ID,
    type: 'injected',
    name: info.name,
    icon: info.icon,
    namespace: 'eip155',
    rdns: info.rdns,
    // The wallet stays on its chain: Kit follows it (or flags it unsupported) rather than adding a second
    // prompt to every connection.
    async connect() {
      const result = await connected(false)
      if (!result)
        throw new ConnectorError('Connection failed', { details: 'The wallet returned no account.' })
      return result
    },
    reconnect: () => connected(true),
    async disconnect() {
      // EIP-2255: wallets that support it forget the site's permission; others simply stay as they are.
      await provider
        .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch(() => undefined)
    },
    getProvider: async () => provider,
    signMessage: ({ message, address }) => personalSign(provider, message, address),
    switchNetwork: (network) => switchEvmChain(provider, network),
    onEvent: (listener) => subscribeEip1193(provider, listener),
  }
}
