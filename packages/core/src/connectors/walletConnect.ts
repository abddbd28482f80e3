// WalletConnect (EVM) through @walletconnect/universal-provider. The SDK is loaded with import() the first time
// this connector connects or restores a session, never before.
import type { CaipNetworkId, EvmNetwork, Network } from '@kit/chains'
import { ConnectorError } from '../shared.js'
import type { KitMetadata } from '../options.js'
import type { Connector, ConnectorEvent, ConnectResult, Eip1193Provider } from '../types.js'
import { evmCaipNetworkId, personalSign } from './eip1193.js'
import { toWalletError } from './walletError.js'

/** The connector id of WalletConnect. */
export const WALLET_CONNECT_ID = 'walletConnect'

/** How long a pairing URI stays valid (reference §2.7: 240 000 ms), after which a new one is needed. */
export const WALLET_CONNECT_PAIRING_EXPIRY_MS = 240_000

/** The methods Kit asks WalletConnect wallets for. */
export const WALLET_CONNECT_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_sendCalls',
  'wallet_getCapabilities',
] as const

const EVENTS = ['chainChanged', 'accountsChanged']

type UniversalProviderInstance = Eip1193Provider & {
  session?:
    | { topic: string; namespaces: Record<string, { accounts: string[]; chains?: string[] }> }
    | undefined
  connect(parameters: unknown): Promise<unknown>
  disconnect(): Promise<void>
  setDefaultChain(chain: string, rpcUrl?: string): void
  abortPairingAttempt(): void
  on(event: string, listener: (...args: never[]) => void): void
  removeListener(event: string, listener: (...args: never[]) => void): void
  client?: { core?: { relayer?: { transportClose?(): Promise<void> } } }
}
type UniversalProviderModule = {
  UniversalProvider?: { init(options: Record<string, unknown>): Promise<unknown> }
  default?: { init(options: Record<string, unknown>): Promise<unknown> }
}

/** Parameters of {@link createWalletConnectConnector}. */
export type WalletConnectConnectorParameters = {
  projectId: string
  relayUrl: string
  metadata: KitMetadata
  /** The app's networks; WalletConnect serves the EVM ones. */
  networks: readonly Network[]
  /** JSON-RPC URL per EVM chain id, for the provider's reads. */
  rpcMap: Readonly<Record<string, string>>
  /** The SDK's key-value storage. Default: the SDK's browser storage in a browser, memory elsewhere. */
  storage?: unknown
  storagePrefix?: string
  /** Loads the SDK (tests may inject one). Default: `import('@walletconnect/universal-provider')`. */
  loadProvider?: () => Promise<UniversalProviderModule>
}

/** The WalletConnect connector, with the pairing URI for the QR code. */
export type WalletConnectConnector = Connector & {
  /** The pairing URI while a pairing waits to be scanned. */
  readonly uri: string | undefined
  /** Calls `listener` with each new pairing URI (at once with the current one); returns the unsubscribe. */
  onDisplayUri(listener: (uri: string) => void): () => void
  /** Closes the relay connection (the session stays stored). */
  close(): Promise<void>
}

/**
 * A wallet's deep link for a pairing URI: `<scheme>://wc?uri=<encoded>` for a native link, or
 * `<https link>/wc?uri=<encoded>` for a universal link.
 */
export function walletConnectDeepLink(appLink: string, uri: string): string {
  let base = appLink
  if (!base.includes('://')) base = `${base.replaceAll('/', '').replaceAll(':', '')}://`
  if (!base.endsWith('/')) base = `${base}/`
  return `${base}wc?uri=${encodeURIComponent(uri)}`
}

function plainAddress(account: string) {
  return account.split(':').at(-1) ?? account
}

/** Creates the WalletConnect connector of one kit. */
export function createWalletConnectConnector(
  parameters: WalletConnectConnectorParameters,
): WalletConnectConnector {
  const evmNetworks = parameters.networks.filter(
    (network): network is EvmNetwork => network.chainNamespace === 'eip155',
  )
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const uriListeners = new Set<(uri: string) => void>()
  let uri: string | undefined
  let providerPromise: Promise<UniversalProviderInstance> | undefined
  let pairing = false

  const emit = (event: ConnectorEvent) => {
    for (const listener of [...listeners]) listener(event)
  }
  const setUri = (next: string | undefined) => {
    uri = next
    if (next === undefined) return
    for (const listener of [...uriListeners]) listener(next)
    emit({ type: 'displayUri', uri: next })
  }

  const load = async (): Promise<UniversalProviderInstance> => {
    const module = await (parameters.loadProvider?.() ??
      (import('@walletconnect/universal-provider') as Promise<UniversalProviderModule>))
    // Named export: under Node ESM the default export is the CommonJS namespace.
    const UniversalProvider = module.UniversalProvider ?? module.default
    if (!UniversalProvider) throw new ConnectorError('WalletConnect could not be loaded')
    const browser = typeof window !== 'undefined' && typeof indexedDB !== 'undefined'
    const location = (globalThis as { location?: { origin?: string } }).location
    const provider = (await UniversalProvider.init({
      projectId: parameters.projectId,
      relayUrl: parameters.relayUrl,
      telemetryEnabled: false,
      logger: 'error',
      customStoragePrefix: parameters.storagePrefix ?? 'kit',
      metadata: {
        name: parameters.metadata.name,
        description: parameters.metadata.description,
        url: parameters.metadata.url || location?.origin || 'http://127.0.0.1',
        icons: [...parameters.metadata.icons],
      },
      ...(parameters.storage
        ? { storage: parameters.storage }
        : browser
          ? {}
          : { storageOptions: { database: ':memory:' } }),
    })) as UniversalProviderInstance
    provider.on('display_uri', ((next: string) => setUri(next)) as (...args: never[]) => void)
    provider.on('accountsChanged', ((accounts: unknown) => {
      if (Array.isArray(accounts))
        emit({
          type: 'accountsChanged',
          accounts: accounts.filter((a): a is string => typeof a === 'string').map(plainAddress),
        })
    }) as (...args: never[]) => void)
    provider.on('chainChanged', ((chainId: unknown) => {
      try {
        const id = typeof chainId === 'string' && chainId.includes(':') ? chainId.split(':')[1] : chainId
        emit({ type: 'chainChanged', caipNetworkId: evmCaipNetworkId(id) })
      } catch {
        // Ignored: the next valid event wins.
      }
    }) as (...args: never[]) => void)
    provider.on('session_delete', (() => emit({ type: 'disconnect' })) as (...args: never[]) => void)
    return provider
  }
  const provider = () => {
    providerPromise ??= load().catch((error: unknown) => {
      providerPromise = undefined
      throw toWalletError(error, 'WalletConnect could not be loaded')
    })
    return providerPromise
  }

  /** The session's approved chains and accounts, as Kit reads them. */
  const sessionResult = (
    instance: UniversalProviderInstance,
    wanted: CaipNetworkId | undefined,
  ): ConnectResult | undefined => {
    const accounts = instance.session?.namespaces.eip155?.accounts ?? []
    const onWanted = wanted && accounts.find((account) => account.startsWith(`${wanted}:`))
    const onConfigured = accounts.find((account) =>
      evmNetworks.some((network) => account.startsWith(`${network.caipNetworkId}:`)),
    )
    const chosen = onWanted || onConfigured || accounts[0]
    if (!chosen) return undefined
    const [namespace, reference] = chosen.split(':')
    const caipNetworkId = `${namespace}:${reference}` as CaipNetworkId
    instance.setDefaultChain(caipNetworkId, parameters.rpcMap[reference ?? ''])
    const address = plainAddress(chosen)
    const addresses = [address, ...new Set(accounts.map(plainAddress))].filter(
      (entry, index, all) => all.findIndex((other) => other.toLowerCase() === entry.toLowerCase()) === index,
    )
    return { address, caipNetworkId, accounts: addresses.map((entry) => ({ address: entry, type: 'eoa' })) }
  }

  const connector: WalletConnectConnector = {
    id: WALLET_CONNECT_ID,
    type: 'walletConnect',
    name: 'WalletConnect',
    namespace: 'eip155',
    get uri() {
      return uri
    },
    onDisplayUri(listener) {
      uriListeners.add(listener)
      if (uri) listener(uri)
      return () => uriListeners.delete(listener)
    },
    async connect({ caipNetworkId }) {
      const instance = await provider()
      if (pairing) instance.abortPairingAttempt()
      // A stale session of an earlier connection is ended first: a new pairing starts clean.
      if (instance.session) await instance.disconnect().catch(() => undefined)
      const wanted = caipNetworkId?.startsWith('eip155:') ? caipNetworkId : evmNetworks[0]?.caipNetworkId
      const chains = [
        ...(wanted ? [wanted] : []),
        ...evmNetworks.map((network) => network.caipNetworkId).filter((id) => id !== wanted),
      ]
      pairing = true
      setUri(undefined)
      try {
        await instance.connect({
          optionalNamespaces: {
            eip155: {
              methods: [...WALLET_CONNECT_METHODS],
              chains,
              events: EVENTS,
              rpcMap: parameters.rpcMap,
            },
          },
        })
      } catch (error) {
        throw toWalletError(error, 'Connection failed')
      } finally {
        pairing = false
        uri = undefined
      }
      const result = sessionResult(instance, wanted)
      if (!result)
        throw new ConnectorError('Connection failed', { details: 'The wallet approved no EVM account.' })
      return result
    },
    async reconnect({ caipNetworkId }) {
      const instance = await provider()
      return instance.session ? sessionResult(instance, caipNetworkId) : undefined
    },
    async disconnect() {
      if (!providerPromise) return
      const instance = await providerPromise
      if (instance.session) await instance.disconnect()
    },
    getProvider: () => provider(),
    async signMessage({ message, address }) {
      return personalSign(await provider(), message, address)
    },
    async switchNetwork(network) {
      const instance = await provider()
      const approved = instance.session?.namespaces.eip155
      const chains =
        approved?.chains ?? approved?.accounts.map((account) => account.split(':').slice(0, 2).join(':'))
      if (network.chainNamespace !== 'eip155' || !chains?.includes(network.caipNetworkId))
        throw new ConnectorError('Switch declined', {
          details: `The wallet did not approve ${network.name} for this session.`,
        })
      instance.setDefaultChain(network.caipNetworkId, parameters.rpcMap[String(network.id)])
    },
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async close() {
      if (!providerPromise) return
      const instance = await providerPromise.catch(() => undefined)
      await instance?.client?.core?.relayer?.transportClose?.().catch(() => undefined)
    },
  }
  return connector
}
