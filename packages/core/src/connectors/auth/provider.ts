// The auth connector's EIP-1193 provider: account and chain questions are answered from what the connector knows of
// its wallet, methods off the frame's allow-list are refused here, safe ones go to the frame, and unsafe ones wait
// for the user's approval in the frame (a hold on the approval placement, reported as
// `approvalRequested`/`approvalSettled`; the kit shows the view).
import { findNetwork, type Network } from '@kit/chains'
import type { RpcRequest } from '@kit/frame-bridge'
import { KitValidationError, MESSAGES, NotConnectedError } from '../../errors/kit.js'
import { RpcMethodNotAllowedError } from '../../errors/wallet.js'
import type { ApprovalFrame } from './approvalFrame.js'
import type { Emitter } from './events.js'
import type { FrameSession } from './frameSession.js'
import type { ConnectorFactoryParameters } from '../../options.js'
import type { AuthConnectorEvent, AuthProvider, WalletState } from './types.js'

/** The events an EIP-1193 provider emits. */
export type ProviderEventName = 'accountsChanged' | 'chainChanged' | 'disconnect'

/** The provider plus what the connector needs to drive it. */
export type AuthProviderHandle = {
  readonly provider: AuthProvider
  /** Calls the host's `provider.on(event)` listeners with `payload`. */
  emit(event: ProviderEventName, payload: unknown): void
  /** Drops every listener (the connector is destroyed). */
  clear(): void
}

/** Creates the EIP-1193 provider of one auth connector. */
export function createAuthProvider(parameters: {
  options: ConnectorFactoryParameters['options']
  emit: ConnectorFactoryParameters['emit']
  wallet: WalletState
  session: FrameSession
  approval: ApprovalFrame
  events: Emitter<AuthConnectorEvent>
  /** The connector's `switchNetwork`: `wallet_switchEthereumChain` goes through it. */
  switchNetwork: (network: Network) => Promise<void>
}): AuthProviderHandle {
  const { options, emit, wallet, session, approval, events } = parameters
  const listeners = new Map<string, Set<(payload: unknown) => void>>()

  /** Sends an RPC request through the frame: unknown methods refused, unsafe ones approved in the frame. */
  async function rpc(method: string, params: unknown): Promise<unknown> {
    // The frame's own allow-list (core's copy equals it, a test says so): the bridge is loaded by then anyway.
    const kind = (await session.loadBridge()).classifyRpcMethod(method)
    if (kind === 'unknown') {
      // Refused with 'Requested RPC call is not allowed'; the kit tells the user 'Action not allowed'.
      events.emit({ type: 'requestRefused', method })
      throw new RpcMethodNotAllowedError(method)
    }
    const frame = await session.client()
    if (kind === 'safe') return frame.rpc({ method, params } as RpcRequest)
    // Held before it is sent, so the frame's APPROVAL_REQUESTED always finds it.
    const release = approval.hold('approve')
    try {
      return await frame.rpc({ method, params } as RpcRequest)
    } finally {
      release()
    }
  }

  const provider: AuthProvider = {
    async request({ method, params }) {
      if (typeof method !== 'string')
        throw new KitValidationError('Invalid request', { details: 'method must be a string' })
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return wallet.user ? [wallet.user.address] : []
        case 'eth_chainId': {
          const network = findNetwork(options.networks, wallet.caipNetworkId) ?? options.defaultNetwork
          if (network.chainNamespace !== 'eip155')
            throw new NotConnectedError('The active network is not an EVM chain.')
          return `0x${Number(network.id).toString(16)}`
        }
        case 'wallet_switchEthereumChain': {
          const chainId = Array.isArray(params)
            ? (params[0] as { chainId?: unknown } | undefined)?.chainId
            : undefined
          const id =
            typeof chainId === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(chainId)
              ? Number(BigInt(chainId))
              : undefined
          const network = id === undefined ? undefined : findNetwork(options.networks, id)
          if (!network)
            throw new KitValidationError(MESSAGES.networkNotFound, { details: String(chainId).slice(0, 80) })
          await parameters.switchNetwork(network)
          emit({ type: 'chainChanged', caipNetworkId: network.caipNetworkId })
          return null
        }
        default:
          return rpc(method, params)
      }
    },
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }

  return {
    provider,
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(payload)
        } catch {
          // A host listener's failure is its own.
        }
      }
    },
    clear: () => listeners.clear(),
  }
}
