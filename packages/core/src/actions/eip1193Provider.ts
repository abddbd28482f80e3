// The EIP-1193 provider a host app gets from `getProvider(kit, 'eip155')`: one stable object per kit that
// answers from Kit's state and sends everything else to the active connector's own provider.
import { UserRejectedRequestError } from '../errors/wallet.js'
import type { Kit, KitSnapshot } from '../kit.js'
import { createEmitter } from './emitter.js'
import {
  InvalidProviderRequestError,
  ProviderChainDisconnectedError,
  ProviderDisconnectedError,
  ProviderUnauthorizedError,
  UnrecognizedChainError,
} from './errors.js'
import { toProviderRpcError } from './providerRpcError.js'
import { waitForRestore } from './waitForRestore.js'
import type { WatchAssetParameters } from './watchAsset.js'

/** What an EIP-1193 `connect` event carries. */
export type ProviderConnectInfo = { readonly chainId: string }

/** The EIP-1193 events Kit's provider emits, with what each listener receives. */
export type KitEip1193Events = {
  connect: ProviderConnectInfo
  disconnect: ProviderDisconnectedError
  accountsChanged: string[]
  chainChanged: string
}

/**
 * An EIP-1193 provider over Kit's active EVM connection, whatever the connector (injected, WalletConnect, the
 * secure frame). It stays the same object across connects, account and chain switches and disconnects.
 */
export type KitEip1193Provider = {
  /** Sends an EIP-1193 request; see `getProvider` for what is answered from Kit's state. */
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
  on<event extends keyof KitEip1193Events>(
    event: event,
    listener: (value: KitEip1193Events[event]) => void,
  ): KitEip1193Provider
  removeListener<event extends keyof KitEip1193Events>(
    event: event,
    listener: (value: KitEip1193Events[event]) => void,
  ): KitEip1193Provider
}

/** What an EVM dapp can see of Kit's state. */
type View = { readonly connected: boolean; readonly accounts: string[]; readonly chainId: string | undefined }

const hex = (chainId: string | number) => `0x${Number(chainId).toString(16)}`

/**
 * Connected means an account on an EVM chain with its connector active. A connection attempt to another
 * wallet ('connecting') keeps the current one until the new one is in force; a restore ('reconnecting') is not
 * connected yet.
 */
function viewOf(kit: Kit, state: KitSnapshot): View {
  const { account, connectors, network } = state
  const caip = account.caipAddress?.split(':')
  const connected =
    connectors.active !== undefined &&
    (account.status === 'connected' || account.status === 'connecting') &&
    caip?.[0] === 'eip155' &&
    caip.length === 3
  // Lower case, as MetaMask and most wallets give it: dapps written for them compare with `===`.
  if (connected)
    return { connected, accounts: [(caip[2] as string).toLowerCase()], chainId: hex(caip[1] as string) }
  // Before a connection, the chain is the app's active network when it is an EVM one.
  const active = kit.network.findNetwork(network.active)
  return {
    connected: false,
    accounts: [],
    chainId: active?.chainNamespace === 'eip155' ? hex(active.id) : undefined,
  }
}

const sameView = (a: View, b: View) =>
  a.connected === b.connected && a.chainId === b.chainId && a.accounts.join() === b.accounts.join()

/** Opens Kit's modal and resolves with the accounts once an EVM wallet is connected. */
function requestAccounts(kit: Kit): Promise<string[]> {
  const now = viewOf(kit, kit.getState())
  if (now.connected) return Promise.resolve(now.accounts)
  if (kit.destroyed) return Promise.reject(new ProviderDisconnectedError('The kit has been destroyed.'))
  return new Promise((resolve, reject) => {
    const finish = (settle: () => void) => {
      stop()
      kit.signal.removeEventListener('abort', onDestroy)
      settle()
    }
    const onDestroy = () => finish(() => reject(new ProviderDisconnectedError('The kit has been destroyed.')))
    const stop = kit.subscribe((state) => {
      const view = viewOf(kit, state)
      if (view.connected) finish(() => resolve(view.accounts))
      else if (!state.modal.open)
        finish(() =>
          reject(
            new UserRejectedRequestError({ details: 'The Kit modal was closed before a wallet connected.' }),
          ),
        )
    })
    // `destroy()` ends every subscription silently: this request must not stay pending.
    kit.signal.addEventListener('abort', onDestroy, { once: true })
    kit.modal.open()
  })
}

/**
 * `wallet_switchEthereumChain` (EIP-3326) switches through Kit, so Kit's state, modal and wallet move together.
 * `wallet_addEthereumChain` (EIP-3085) does the same for a chain the app configured: Kit takes no chain, and no
 * RPC URL, from a dapp (the RPC a wallet trusts decides what the user is shown), so any other chain is refused
 * with 4902.
 */
async function switchChain(kit: Kit, method: string, params: unknown): Promise<null> {
  const first = Array.isArray(params) ? (params[0] as unknown) : undefined
  const chainId =
    typeof first === 'object' && first !== null ? (first as { chainId?: unknown }).chainId : undefined
  if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(chainId))
    throw new InvalidProviderRequestError(`${method} takes [{ chainId: '0x…' }], a hex chain id.`)
  const network = kit.network.findNetwork(`eip155:${Number(BigInt(chainId))}`)
  if (!network) throw new UnrecognizedChainError(chainId)
  await kit.network.switchNetwork(network.caipNetworkId)
  return null
}

/** Creates the provider of one kit; `getProvider` keeps one per kit. */
export function createEip1193Provider(kit: Kit): KitEip1193Provider {
  const events = createEmitter<KitEip1193Events>()
  kit.subscribe(
    (state) => viewOf(kit, state),
    (next, previous) => {
      if (!previous.connected && next.connected) {
        events.emit('connect', { chainId: next.chainId as string })
        events.emit('accountsChanged', next.accounts)
        return
      }
      if (previous.connected && !next.connected) {
        events.emit('accountsChanged', [])
        events.emit('disconnect', new ProviderDisconnectedError('The wallet disconnected from Kit.'))
        return
      }
      if (next.chainId !== undefined && next.chainId !== previous.chainId)
        events.emit('chainChanged', next.chainId)
      if (next.accounts.join() !== previous.accounts.join()) events.emit('accountsChanged', next.accounts)
    },
    { equalityFn: sameView },
  )

  /** When the dapp's current access began (EIP-2255's `date`): the moment this provider saw the connection. */
  let connectedSince = Date.now()
  kit.subscribe(
    (state) => viewOf(kit, state).connected,
    (connected) => {
      if (connected) connectedSince = Date.now()
    },
  )

  async function answer(method: string, params: unknown): Promise<unknown> {
    // A returning visitor's first requests wait for the restore (bounded) and are answered as the wallet will be.
    // Otherwise nothing is awaited first: eth_requestAccounts opens the modal within the dapp's click.
    const state =
      kit.getState().account.status === 'reconnecting' ? await waitForRestore(kit) : kit.getState()
    // Kit's state is the truth for what the host sees: the same answer as the events carry.
    const view = viewOf(kit, state)
    switch (method) {
      case 'eth_accounts':
        return [...view.accounts]
      case 'eth_chainId':
      case 'net_version':
        if (view.chainId === undefined)
          throw new ProviderDisconnectedError('The active network is not an EVM chain.')
        return method === 'eth_chainId' ? view.chainId : String(Number(view.chainId))
      case 'eth_requestAccounts':
        return requestAccounts(kit)
      case 'wallet_switchEthereumChain':
      case 'wallet_addEthereumChain':
        return switchChain(kit, method, params)
      case 'wallet_getPermissions':
      case 'wallet_requestPermissions':
      case 'wallet_revokePermissions': {
        // EIP-2255, loaded on use: most dapps never ask.
        const { answerPermissions } = await import('./providerPermissions.js')
        const request = { method, params, accounts: view.accounts, since: () => connectedSince }
        return answerPermissions(kit, request, () => requestAccounts(kit))
      }
      case 'wallet_watchAsset': {
        // EIP-747 sends one object; some dapps wrap it in an array. Loaded on use: most dapps never call it.
        const { watchAsset } = await import('./watchAsset.js')
        return watchAsset(kit, (Array.isArray(params) ? params[0] : params) as WatchAssetParameters)
      }
    }
    if (!view.connected) {
      // The frame bridge's method lists (core's own lists are the same), loaded on demand the way the auth
      // connector loads them: a host that only listens pays nothing for them.
      const { classifyRpcMethod } = await import('@kit/frame-bridge/methods')
      if (classifyRpcMethod(method) === 'safe') throw new ProviderDisconnectedError()
      throw new ProviderUnauthorizedError(method)
    }
    // Kit sends nothing on a chain the app did not configure.
    if (state.network.unsupported) throw new ProviderChainDisconnectedError(method)
    return kit.connection.request(params === undefined ? { method } : { method, params })
  }

  const provider: KitEip1193Provider = {
    async request(args) {
      const method = (args as { method?: unknown } | undefined)?.method
      try {
        if (typeof method !== 'string' || method === '')
          throw new InvalidProviderRequestError('A request needs a method name.')
        return await answer(method, args.params)
      } catch (error) {
        // Every refusal reaches the dapp with its EIP-1193 / EIP-1474 / EIP-5792 code.
        throw toProviderRpcError(error)
      }
    },
    on(event, listener) {
      events.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      events.off(event, listener)
      return provider
    },
  }
  return provider
}
