// Test doubles for the seams other layers fill in: a connector and a send executor, both scriptable.
import type { CaipNetworkId, ChainNamespace, Network } from '@kit/chains'
import type { SiweConfig } from '../options.js'
import type {
  AccountType,
  Connector,
  ConnectorEvent,
  ConnectorType,
  ConnectResult,
  SendErc20Args,
  SendExecutor,
  SendNativeArgs,
  SendSolanaArgs,
} from '../types.js'

/** Options of `createFakeConnector`. */
export type FakeConnectorOptions = {
  id?: string
  type?: ConnectorType
  name?: string
  namespace?: ChainNamespace
  rdns?: string
  /** The account it connects. Default: a fixed EVM address. */
  address?: string
  /** Make `connect` reject with this error. */
  connectError?: unknown
  /** What `reconnect` does: restore the session (default), find none, or fail. */
  reconnect?: 'restore' | 'none' | 'fail'
  /** Signs by returning this function's result. Default: a fixed 0x signature. */
  signMessage?: (message: string, address: string) => Promise<string>
  /** Make `switchNetwork` reject with this error. */
  switchNetworkError?: unknown
  /** What `setPreferredAccountType` does. Default: accepts. */
  setPreferredAccountType?: (type: AccountType) => Promise<{ address: string; type: AccountType } | undefined>
  getSmartAccountEnabledNetworks?: () => Promise<number[]>
}

/** A connector whose calls are recorded in `calls`; `emit` plays a wallet event to Kit's listeners. */
export type FakeConnector = Connector & {
  calls: { method: string; args: unknown[] }[]
  emit(event: ConnectorEvent): void
  /** How many listeners Kit has on this connector now. */
  readonly listenerCount: number
}

/** The address fake connectors connect by default. */
export const FAKE_EVM_ADDRESS = '0x1111111111111111111111111111111111111111'

/** Creates a scriptable connector for tests. */
export function createFakeConnector(options: FakeConnectorOptions = {}): FakeConnector {
  const calls: FakeConnector['calls'] = []
  const namespace = options.namespace ?? 'eip155'
  const address = options.address ?? FAKE_EVM_ADDRESS
  const record = (method: string, ...args: unknown[]) => calls.push({ method, args })
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const result = (caipNetworkId: CaipNetworkId | undefined): ConnectResult => ({
    address,
    caipNetworkId:
      caipNetworkId ?? (namespace === 'eip155' ? 'eip155:80002' : 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'),
  })
  const connector: FakeConnector = {
    id: options.id ?? 'fake',
    type: options.type ?? 'injected',
    name: options.name ?? 'Fake Wallet',
    namespace,
    ...(options.rdns ? { rdns: options.rdns } : {}),
    calls,
    emit(event) {
      for (const listener of [...listeners]) listener(event)
    },
    get listenerCount() {
      return listeners.size
    },
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async connect({ caipNetworkId }) {
      record('connect', caipNetworkId)
      if (options.connectError !== undefined) throw options.connectError
      return result(caipNetworkId)
    },
    async disconnect() {
      record('disconnect')
    },
    async getProvider() {
      return {}
    },
    async reconnect({ caipNetworkId }) {
      record('reconnect', caipNetworkId)
      if (options.reconnect === 'fail') throw new Error('session check failed')
      if (options.reconnect === 'none') return undefined
      return result(caipNetworkId)
    },
    async signMessage({ message, address: signer }) {
      record('signMessage', message, signer)
      return options.signMessage ? options.signMessage(message, signer) : `0x${'ab'.repeat(65)}`
    },
    async switchNetwork(network: Network) {
      record('switchNetwork', network.caipNetworkId)
      if (options.switchNetworkError !== undefined) throw options.switchNetworkError
    },
    async setPreferredAccountType(type) {
      record('setPreferredAccountType', type)
      return options.setPreferredAccountType ? options.setPreferredAccountType(type) : { address, type }
    },
    async getSmartAccountEnabledNetworks() {
      record('getSmartAccountEnabledNetworks')
      return options.getSmartAccountEnabledNetworks ? options.getSmartAccountEnabledNetworks() : []
    },
  }
  return connector
}

/** A send executor whose calls are recorded; `fail` makes every send reject. */
export type FakeSendExecutor = SendExecutor & {
  calls: { kind: 'native' | 'erc20' | 'solana'; args: SendNativeArgs | SendErc20Args | SendSolanaArgs }[]
  fail: unknown
}

/** Creates a send executor for tests: resolves a fixed hash, or rejects with `fail` when set. */
export function createFakeSendExecutor(hash = `0x${'cd'.repeat(32)}`): FakeSendExecutor {
  const executor: FakeSendExecutor = {
    calls: [],
    fail: undefined,
    async sendNative(args) {
      executor.calls.push({ kind: 'native', args })
      if (executor.fail !== undefined) throw executor.fail
      return hash
    },
    async sendErc20(args) {
      executor.calls.push({ kind: 'erc20', args })
      if (executor.fail !== undefined) throw executor.fail
      return hash
    },
    async sendSolana(args) {
      executor.calls.push({ kind: 'solana', args })
      if (executor.fail !== undefined) throw executor.fail
      return 'solana-signature'
    },
  }
  return executor
}

/** A SIWE backend for tests: issues nonces, verifies EIP-4361 messages with viem, keeps one session. */
export type SiweTestBackend = SiweConfig & {
  /** The session in force. */
  session: { address: string; chainId: number } | null
  /** Every message verified successfully, newest last. */
  readonly verified: { message: string; signature: string }[]
  /** Nonces issued and not used yet. */
  readonly nonces: Set<string>
}

/**
 * Creates an in-memory SIWE backend: `verifyMessage` parses the message, checks the nonce was issued (once),
 * and checks the EOA signature with viem, then keeps the session. Options are passed through.
 */
export function createSiweTestBackend(options: Partial<SiweConfig> = {}): SiweTestBackend {
  const backend: SiweTestBackend = {
    session: null,
    verified: [],
    nonces: new Set(),
    async getNonce() {
      const { generateSiweNonce } = await import('viem/siwe')
      const nonce = generateSiweNonce()
      backend.nonces.add(nonce)
      return nonce
    },
    async verifyMessage({ message, signature }) {
      const { parseSiweMessage } = await import('viem/siwe')
      const { verifyMessage } = await import('viem')
      const fields = parseSiweMessage(message)
      if (!fields.address || !fields.nonce || !backend.nonces.delete(fields.nonce) || !fields.chainId)
        return false
      const valid = await verifyMessage({
        address: fields.address,
        message,
        signature: signature as `0x${string}`,
      })
      if (!valid) return false
      backend.verified.push({ message, signature })
      backend.session = { address: fields.address, chainId: fields.chainId }
      return true
    },
    async getSession() {
      return backend.session
    },
    async signOut() {
      backend.session = null
      return true
    },
    ...options,
  }
  return backend
}
