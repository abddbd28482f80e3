// The WalletConnect connector's working part, loaded with import() on the first connect or restore (one lazy chunk
// with the Sign client): one session per namespace over a shared client, an EIP-1193 provider for EVM, and a
// wallet-standard-shaped wallet for Solana, so core's sign, send and switch paths work unchanged.
import type { ConnectorEvent, ConnectResult, ResolvedKitOptions } from '@kit/core'
import { BaseError, ConnectorError, UserRejectedRequestError } from '@kit/core/errors'
import { base58, base64 } from '@scure/base'
import { createSignClient, type SignClient, type SignClientOptions } from '../engine/signClient.js'
import { chainOfAccount, chainsOf } from '../engine/namespaces.js'
import type { WcSession } from '../engine/types.js'
import { approvedAccounts } from './approvedAccounts.js'
import {
  WALLET_CONNECT_EVENTS,
  WALLET_CONNECT_CALLS_METHODS,
  WALLET_CONNECT_METHODS,
  WALLET_CONNECT_PAIRING_EXPIRY_MS,
  WALLET_CONNECT_SOLANA_METHODS,
} from './constants.js'
import { withSignature } from './solanaTransaction.js'

// Wallet-standard names Solana clusters by name, Kit and WalletConnect (CAIP-2) by genesis-hash prefix. Kept here
// rather than imported from @kit/core/connectors, whose other connectors would come into this chunk.
const CLUSTER_NAMES: Readonly<Record<string, string>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'testnet',
}
const walletStandardChain = (caip: string) => {
  const reference = caip.slice('solana:'.length)
  return `solana:${CLUSTER_NAMES[reference] ?? reference}`
}

/** A failure as Kit reports wallet failures: a rejection is `UserRejectedRequestError`, Kit errors pass through. */
function toKitError(error: unknown, shortMessage: string): BaseError {
  const code = (error as { code?: unknown } | undefined)?.code
  if (code === 4001 || code === 5000) return new UserRejectedRequestError({ cause: error })
  if (error instanceof BaseError) return error
  return new ConnectorError(shortMessage, {
    cause: error,
    ...(error instanceof Error && error.message ? { details: error.message } : {}),
  })
}

/** How long a read sent to the app's RPC may take. */
const RPC_TIMEOUT_MS = 10_000

/** The Sign client one kit's WalletConnect connectors share, restored from storage at most once. */
export type SharedClient = { readonly client: SignClient; restore(): Promise<readonly WcSession[]> }

/** Creates the shared client (nothing touches the network until it is used). */
export function createSharedClient(options: SignClientOptions): SharedClient {
  const client = createSignClient(options)
  let restoring: Promise<readonly WcSession[]> | undefined
  return {
    client,
    restore() {
      restoring ??= client.restore().catch((error: unknown) => {
        restoring = undefined
        throw error
      })
      return restoring
    },
  }
}

/** What one namespace's session needs from its connector. */
export type SessionHooks = {
  readonly namespace: 'eip155' | 'solana'
  /** The app's networks of this namespace, the default first. */
  readonly networks: readonly Network[]
  /** JSON-RPC URL per EVM chain id, for reads. */
  readonly rpcMap: Readonly<Record<string, string>>
  readonly fetch: typeof fetch
  emit(event: ConnectorEvent): void
  setUri(uri: string | undefined, expiresAt?: number): void
  /** Brings the wallet app to the front after a request is sent (on a phone), when the kit set one. */
  redirect(): void
  /** The kit's log level: at `debug`, the session writes what a wallet sent that was ignored. */
  readonly logLevel: ResolvedKitOptions['logLevel']
}

type Listener = (...args: unknown[]) => void
// The chain types come through core, so this package needs no dependency of its own on @kit/chains.
type Network = ResolvedKitOptions['networks'][number]
type CaipNetworkId = ConnectResult['caipNetworkId']

const addressOf = (account: string) => account.split(':').at(-1) ?? account
const sameAddress = (a: string, b: string, namespace: string) =>
  namespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b
const hexChainId = (caip: string) => `0x${Number(caip.split(':')[1]).toString(16)}`

/** An EVM chain id as wallets send it (a number, hex or decimal string, or CAIP-2) as CAIP-2; undefined if bad. */
function evmChain(value: unknown): string | undefined {
  const raw = typeof value === 'string' && value.startsWith('eip155:') ? value.slice(7) : value
  const id =
    typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN
  return Number.isSafeInteger(id) && id > 0 ? `eip155:${id}` : undefined
}

/** The session of one namespace: connect, restore, requests, events. */
export type NamespaceSession = ReturnType<typeof createNamespaceSession>

/** Creates the session of one namespace over the shared client. */
export function createNamespaceSession(shared: SharedClient, hooks: SessionHooks) {
  const { client } = shared
  const { namespace } = hooks
  // Kit's logger is not handed to connectors; this follows its format at its level.
  const debug = (...args: unknown[]) => {
    if (hooks.logLevel === 'debug') console.debug('[kit]', ...args)
  }
  let session: WcSession | undefined
  let chain: string | undefined
  let address: string | undefined
  let pairing: AbortController | undefined
  const providerListeners = new Map<string, Set<Listener>>()

  const granted = () => session?.namespaces[namespace]
  const accounts = () => granted()?.accounts ?? []
  const chains = () => {
    const namespaceGranted = granted()
    return namespaceGranted ? chainsOf(namespaceGranted) : []
  }
  const emitProvider = (event: string, ...args: unknown[]) => {
    for (const listener of [...(providerListeners.get(event) ?? [])]) listener(...args)
  }
  const addresses = (onChain?: string) => {
    const list = accounts()
      .filter((account) => !onChain || chainOfAccount(account) === onChain)
      .map(addressOf)
    return list.filter(
      (entry, index) => list.findIndex((other) => sameAddress(other, entry, namespace)) === index,
    )
  }

  /** Chooses the chain and account after a connect or restore: the wanted chain, else a configured one. */
  const choose = (wanted: CaipNetworkId | undefined): ConnectResult | undefined => {
    const all = accounts()
    const configured = (account: string) =>
      hooks.networks.some((network) => chainOfAccount(account) === network.caipNetworkId)
    const chosen =
      (wanted && all.find((account) => chainOfAccount(account) === wanted)) || all.find(configured) || all[0]
    if (!chosen) return undefined
    chain = chainOfAccount(chosen)
    address = addressOf(chosen)
    const others = addresses().filter((entry) => !sameAddress(entry, address ?? '', namespace))
    return {
      address,
      caipNetworkId: chain as CaipNetworkId,
      accounts: [address, ...others].map((entry) => ({ address: entry, type: 'eoa' as const })),
    }
  }

  const lose = () => {
    session = undefined
    chain = undefined
    address = undefined
    hooks.emit({ type: 'disconnect' })
    emitProvider('disconnect', { code: 4900, message: 'The wallet ended the session.' })
  }

  const moveTo = (next: string) => {
    if (next === chain || !chains().includes(next)) return
    chain = next
    hooks.emit({ type: 'chainChanged', caipNetworkId: next })
    if (namespace === 'eip155') emitProvider('chainChanged', hexChainId(next))
  }

  const stops = [
    client.on('session_event', ({ topic, chainId, event }) => {
      if (topic !== session?.topic) return
      if (event.name === 'chainChanged') {
        const next = namespace === 'eip155' ? (evmChain(event.data) ?? chainId) : chainId
        moveTo(next)
      } else if (event.name === 'accountsChanged') {
        // Only accounts the session approved (see approvedAccounts.ts); with none, the account stays as it was.
        const { addresses: list, ignored } = approvedAccounts(event.data, {
          namespace,
          chainId,
          approved: accounts(),
        })
        if (ignored.length > 0)
          debug('WalletConnect: accountsChanged entries outside the session were ignored', ignored)
        if (list.length === 0) return
        address = list[0]
        hooks.emit({ type: 'accountsChanged', accounts: list })
        emitProvider('accountsChanged', list)
      }
    }),
    client.on('session_update', ({ topic, namespaces }) => {
      if (topic !== session?.topic) return
      session = { ...session, namespaces }
      // The update approves no account of this namespace any more: keeping the old one would use an account the
      // session no longer approves, so this namespace's connection ends.
      if (accounts().length === 0) {
        debug('WalletConnect: the session update left no account; disconnecting', namespace)
        void client.disconnect(topic).catch(() => undefined)
        return lose()
      }
      if (chain && !chains().includes(chain)) {
        const next = chains().find((id) => hooks.networks.some((network) => network.caipNetworkId === id))
        if (next) moveTo(next)
      }
      const list = addresses(chain)
      if (address && list.length > 0 && !list.some((entry) => sameAddress(entry, address ?? '', namespace))) {
        address = list[0]
        hooks.emit({ type: 'accountsChanged', accounts: list })
        emitProvider('accountsChanged', list)
      }
    }),
    client.on('session_delete', ({ topic }) => {
      if (topic === session?.topic) lose()
    }),
    client.on('session_expire', ({ topic }) => {
      if (topic === session?.topic) lose()
    }),
  ]

  /** Sends a request to the wallet on the active chain (or `onChain`). */
  const ask = async <T>(method: string, params: unknown, onChain = chain): Promise<T> => {
    if (!session || !onChain)
      throw new ConnectorError('Not connected', { details: 'No WalletConnect session.' })
    try {
      const answer = client.request<T>({
        topic: session.topic,
        chainId: onChain,
        request: { method, params },
      })
      // The request is on its way once the client has published it: then the wallet app can come to the front.
      setTimeout(() => {
        try {
          hooks.redirect()
        } catch {
          // A redirect that fails leaves the request as it is: the user can switch apps by hand.
        }
      }, 0)
      return await answer
    } catch (error) {
      throw toKitError(error, 'The wallet refused the request')
    }
  }

  /** A read sent to the app's own RPC for the active chain: chain methods only (`eth_`, `net_`, `web3_`). */
  const read = async (method: string, params: unknown) => {
    if (!/^(?:eth|net|web3)_/.test(method))
      throw new ConnectorError('Unsupported method', {
        code: 4200,
        details: `${method.slice(0, 100)} is neither a wallet method of this session nor a chain read.`,
      })
    const url = hooks.rpcMap[chain?.split(':')[1] ?? '']
    if (!url)
      throw new ConnectorError('No RPC URL', {
        details: `The app configured no RPC URL for ${chain ?? 'this chain'}.`,
      })
    const response = await hooks.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    })
    const body = (await response.json().catch(() => undefined)) as
      | { result?: unknown; error?: { code?: number; message?: string } }
      | undefined
    if (!response.ok || !body || body.error)
      throw new ConnectorError('The RPC request failed', {
        details: body?.error?.message ?? `HTTP ${response.status} from ${new URL(url).origin}`,
        ...(typeof body?.error?.code === 'number' ? { code: body.error.code } : {}),
      })
    return body.result
  }

  /** Asks the wallet to switch; the chain moves once the wallet agrees (or says so with chainChanged). */
  const switchEvm = async (target: string) => {
    if (target === chain) return
    if (granted()?.methods.includes('wallet_switchEthereumChain'))
      await ask('wallet_switchEthereumChain', [{ chainId: hexChainId(target) }])
    // Without the switch method (or after it), the session must cover the chain.
    if (!chains().includes(target))
      throw new ConnectorError('Switch declined', {
        code: 4902,
        details: `The wallet did not approve ${target} for this session.`,
      })
    moveTo(target)
  }

  const walletMethods = new Set<string>([...WALLET_CONNECT_METHODS, 'eth_sign', 'eth_signTransaction'])
  const evmProvider = {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return address
            ? [address, ...addresses(chain).filter((entry) => !sameAddress(entry, address ?? '', namespace))]
            : []
        case 'eth_chainId':
          return chain ? hexChainId(chain) : undefined
        case 'net_version':
          return chain?.split(':')[1]
        case 'wallet_switchEthereumChain': {
          const target = evmChain((params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId)
          if (!target) throw new ConnectorError('Invalid chain id', { code: -32602 })
          await switchEvm(target)
          return null
        }
      }
      if (WALLET_CONNECT_CALLS_METHODS.has(method) && !granted()?.methods.includes(method))
        throw new ConnectorError('Unsupported method', {
          code: 4200,
          details: `The wallet did not approve ${method} for this session.`,
        })
      if (walletMethods.has(method) || method.startsWith('wallet_') || granted()?.methods.includes(method))
        return ask(method, params)
      return read(method, params)
    },
    on(event: string, listener: Listener) {
      const set = providerListeners.get(event) ?? new Set()
      providerListeners.set(event, set)
      set.add(listener)
      return evmProvider
    },
    removeListener(event: string, listener: Listener) {
      providerListeners.get(event)?.delete(listener)
      return evmProvider
    },
  }

  /** The wallet-standard chain name of a Kit Solana network, back to the session's CAIP-2 id. */
  const solanaChainOf = (standardChain: string | undefined) =>
    chains().find((id) => walletStandardChain(id) === standardChain || id === standardChain) ?? chain
  type SolanaAccount = { address: string }
  const solanaWallet = {
    version: '1.0.0' as const,
    name: 'WalletConnect',
    icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>' as const,
    get chains() {
      return chains().map((id) => walletStandardChain(id))
    },
    get accounts() {
      return addresses().map((entry) => ({
        address: entry,
        publicKey: base58.decode(entry),
        chains: chains().map((id) => walletStandardChain(id)),
        features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
      }))
    },
    features: {
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: SolanaAccount; message: Uint8Array }[]) {
          const outputs = []
          for (const { account, message } of inputs) {
            const { signature } = await ask<{ signature: string }>('solana_signMessage', {
              message: base58.encode(message),
              pubkey: account.address,
            })
            outputs.push({ signedMessage: message, signature: base58.decode(signature) })
          }
          return outputs
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(
          ...inputs: { account: SolanaAccount; transaction: Uint8Array; chain?: string }[]
        ) {
          const outputs = []
          for (const { account, transaction, chain: standardChain } of inputs) {
            const answer = await ask<{ signature?: string; transaction?: string }>(
              'solana_signTransaction',
              { transaction: base64.encode(transaction) },
              solanaChainOf(standardChain),
            )
            const signedTransaction = answer.transaction
              ? base64.decode(answer.transaction)
              : withSignature(
                  transaction,
                  base58.decode(account.address),
                  base58.decode(answer.signature ?? ''),
                )
            outputs.push({ signedTransaction })
          }
          return outputs
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(
          ...inputs: {
            account: SolanaAccount
            transaction: Uint8Array
            chain: string
            options?: { commitment?: string; preflightCommitment?: string; skipPreflight?: boolean }
          }[]
        ) {
          const outputs = []
          for (const { transaction, chain: standardChain, options } of inputs) {
            const { signature } = await ask<{ signature: string }>(
              'solana_signAndSendTransaction',
              {
                transaction: base64.encode(transaction),
                ...(options
                  ? {
                      sendOptions: {
                        ...options,
                        preflightCommitment: options.preflightCommitment ?? options.commitment,
                      },
                    }
                  : {}),
              },
              solanaChainOf(standardChain),
            )
            outputs.push({ signature: base58.decode(signature) })
          }
          return outputs
        },
      },
    },
  }

  return {
    /** Proposes a session for this namespace; the pairing URI goes to `setUri` while the wallet decides. */
    async connect(wanted: CaipNetworkId | undefined): Promise<ConnectResult> {
      pairing?.abort()
      const attempt = new AbortController()
      pairing = attempt
      // A session of an earlier connection is ended first: a new pairing starts clean.
      if (session) {
        const stale = session.topic
        session = undefined
        await client.disconnect(stale).catch(() => undefined)
      }
      const ids = hooks.networks.map((network) => network.caipNetworkId as string)
      const ordered = wanted && ids.includes(wanted) ? [wanted, ...ids.filter((id) => id !== wanted)] : ids
      const methods: string[] =
        namespace === 'eip155' ? [...WALLET_CONNECT_METHODS] : [...WALLET_CONNECT_SOLANA_METHODS]
      const events: string[] = namespace === 'eip155' ? [...WALLET_CONNECT_EVENTS] : []
      try {
        const { uri, approval } = await client.connect({
          optionalNamespaces: { [namespace]: { chains: ordered, methods, events } },
          signal: attempt.signal,
        })
        // The client's own URI, so its expiry is read without the validating parser (parsePairingUri).
        const latest = Date.now() + WALLET_CONNECT_PAIRING_EXPIRY_MS
        const expiresAt = Math.min(
          latest,
          Number(/[?&]expiryTimestamp=(\d+)/.exec(uri)?.[1]) * 1000 || latest,
        )
        if (pairing === attempt) hooks.setUri(uri, expiresAt)
        const settled = await approval
        if (pairing !== attempt) {
          await client.disconnect(settled.topic).catch(() => undefined)
          throw new ConnectorError('Connection failed', {
            details: 'A newer connection attempt replaced this one.',
          })
        }
        session = settled
        const result = choose(wanted)
        if (!result) {
          await client.disconnect(settled.topic).catch(() => undefined)
          session = undefined
          throw new ConnectorError('Connection failed', {
            details: `The wallet approved no ${namespace === 'eip155' ? 'EVM' : 'Solana'} account.`,
          })
        }
        return result
      } catch (error) {
        throw toKitError(error, 'Connection failed')
      } finally {
        if (pairing === attempt) {
          pairing = undefined
          hooks.setUri(undefined)
        }
      }
    },
    /** Restores the newest live session with accounts in this namespace, after a reload. */
    async reconnect(wanted: CaipNetworkId | undefined): Promise<ConnectResult | undefined> {
      await shared.restore()
      const live = client.sessions.filter((entry) => (entry.namespaces[namespace]?.accounts.length ?? 0) > 0)
      session = live.sort((a, b) => b.expiry - a.expiry)[0]
      return session ? choose(wanted) : undefined
    },
    async disconnect(): Promise<void> {
      pairing?.abort()
      const topic = session?.topic
      session = undefined
      chain = undefined
      address = undefined
      if (topic) await client.disconnect(topic)
    },
    provider: () => (namespace === 'eip155' ? evmProvider : solanaWallet),
    async signMessage(message: string, signer: string): Promise<string> {
      if (namespace === 'eip155') {
        const hex = `0x${Array.from(new TextEncoder().encode(message), (byte) => byte.toString(16).padStart(2, '0')).join('')}`
        return ask<string>('personal_sign', [hex, signer])
      }
      const { signature } = await ask<{ signature: string }>('solana_signMessage', {
        message: base58.encode(new TextEncoder().encode(message)),
        pubkey: signer,
      })
      return signature
    },
    async switchNetwork(network: Network): Promise<void> {
      if (network.chainNamespace !== namespace)
        throw new ConnectorError('Switch declined', {
          details: `This connection serves ${namespace} networks only.`,
        })
      if (namespace === 'eip155') return switchEvm(network.caipNetworkId)
      // Solana wallets have no active chain: a switch only checks the session covers the cluster.
      if (!chains().includes(network.caipNetworkId))
        throw new ConnectorError('Switch declined', {
          details: `The wallet did not approve ${network.name} for this session.`,
        })
      chain = network.caipNetworkId
    },
    close(): void {
      pairing?.abort()
      for (const stop of stops) stop()
    },
  }
}
