import type { CaipNetworkId, Network } from '@kit/chains'
import { base58 } from '@scure/base'
import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { ConnectorError } from '../errors/wallet.js'
import type { Connector, ConnectResult } from '../types.js'
import { networkOfWalletStandardChain, walletStandardChain } from './solanaChains.js'
import { toWalletError } from './walletError.js'

type Features = Partial<StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature> &
  Partial<SolanaSignMessageFeature>

/** Parameters of {@link createWalletStandardConnector}. */
export type WalletStandardConnectorParameters = {
  /** A wallet-standard wallet (e.g. from `getWallets().get()` of `@wallet-standard/app`). */
  wallet: Wallet
  /** The app's networks: the Solana ones are matched to the wallet's chains. */
  networks: readonly Network[]
}

/** True for a wallet Kit can use on Solana: it connects and signs Solana transactions. */
export function isSolanaWallet(wallet: Wallet): boolean {
  const features = wallet.features as Record<string, unknown>
  return (
    'standard:connect' in features &&
    ('solana:signAndSendTransaction' in features || 'solana:signTransaction' in features) &&
    wallet.chains.some((chain) => chain.startsWith('solana:'))
  )
}

/** The connector id of a wallet-standard wallet: stable across page loads. */
export const walletStandardConnectorId = (wallet: Wallet) => `solana:${wallet.name}`

/**
 * A connector for a Solana wallet registered through the wallet standard. Connecting asks the wallet for its
 * accounts; account changes follow its `standard:events`.
 */
export function createWalletStandardConnector({
  wallet,
  networks,
}: WalletStandardConnectorParameters): Connector {
  const features = wallet.features as Features
  const connectFeature = features['standard:connect']
  if (!connectFeature) throw new ConnectorError('This wallet cannot connect', { details: wallet.name })

  const supports = (account: WalletAccount | undefined, chain: string) =>
    account?.chains.includes(chain as `${string}:${string}`) ??
    wallet.chains.includes(chain as `${string}:${string}`)
  const result = (
    accounts: readonly WalletAccount[],
    wanted: CaipNetworkId | undefined,
  ): ConnectResult | undefined => {
    const chainOf = (id: string | undefined) => (id ? walletStandardChain(id) : undefined)
    const wantedChain = chainOf(wanted)
    const account = (wantedChain && accounts.find((entry) => supports(entry, wantedChain))) || accounts[0]
    if (!account) return undefined
    // The network: the one asked for when the account serves it, else the first configured one it serves.
    const network =
      wanted && wantedChain && supports(account, wantedChain)
        ? wanted
        : (account.chains.map((chain) => networkOfWalletStandardChain(networks, chain)).find(Boolean)
            ?.caipNetworkId ?? wanted)
    if (!network) throw new ConnectorError('This wallet serves none of the app’s Solana networks')
    return {
      address: account.address,
      caipNetworkId: network,
      accounts: accounts.map((entry) => ({ address: entry.address, type: 'eoa' as const })),
    }
  }
  const run = async (silent: boolean, wanted: CaipNetworkId | undefined) => {
    let output: { accounts: readonly WalletAccount[] }
    try {
      output = await connectFeature.connect(silent ? { silent: true } : undefined)
    } catch (error) {
      if (silent) return undefined
      throw toWalletError(error, 'Connection failed')
    }
    const accounts = output.accounts.length > 0 ? output.accounts : wallet.accounts
    return result(accounts, wanted)
  }

  return {
    id: walletStandardConnectorId(wallet),
    type: 'solana',
    name: wallet.name,
    icon: wallet.icon,
    namespace: 'solana',
    async connect({ caipNetworkId }) {
      const connected = await run(false, caipNetworkId)
      if (!connected)
        throw new ConnectorError('Connection failed', { details: 'The wallet returned no account.' })
      return connected
    },
    reconnect: ({ caipNetworkId }) => run(true, caipNetworkId),
    async disconnect() {
      await features['standard:disconnect']?.disconnect()
    },
    getProvider: async () => wallet,
    async signMessage({ message, address }) {
      const sign = features['solana:signMessage']
      const account = wallet.accounts.find((entry) => entry.address === address)
      if (!sign || !account) throw new ConnectorError('This wallet cannot sign messages')
      try {
        const [output] = await sign.signMessage({ account, message: new TextEncoder().encode(message) })
        if (!output) throw new ConnectorError('The wallet returned no signature')
        return base58.encode(output.signature)
      } catch (error) {
        throw toWalletError(error, 'Signing failed')
      }
    },
    // Solana wallets have no active chain: each transaction names its cluster. A switch only checks the
    // wallet serves the cluster.
    async switchNetwork(network) {
      const chain = walletStandardChain(network.caipNetworkId)
      if (network.chainNamespace !== 'solana' || !wallet.chains.includes(chain as `${string}:${string}`))
        throw new ConnectorError('Switch declined', {
          details: `${wallet.name} does not serve ${network.name}.`,
        })
    },
    onEvent(listener) {
      const on = features['standard:events']?.on
      if (!on) return () => undefined
      return on('change', (properties) => {
        if (properties.accounts)
          listener({ type: 'accountsChanged', accounts: properties.accounts.map((entry) => entry.address) })
      })
    },
  }
}
