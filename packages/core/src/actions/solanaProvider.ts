// The Solana provider a host app gets from `getProvider(kit, 'solana')`: the active Solana account's public key
// and its signing methods, over a wallet-standard wallet or the secure frame, whichever is connected. The signing
// code (solanaSigning.ts) loads with the first signature.
import type { Kit, KitSnapshot } from '../kit.js'
import { createEmitter } from './emitter.js'
import { InvalidProviderRequestError } from './errors.js'

/** Options of `signAndSendTransaction`, as the wallet standard and the secure frame take them. */
export type SolanaSendOptions = {
  readonly skipPreflight?: boolean
  readonly preflightCommitment?: 'processed' | 'confirmed' | 'finalized'
  readonly maxRetries?: number
  readonly minContextSlot?: number
}

/** The events of Kit's Solana provider. `accountChanged` carries the new public key, or `undefined`. */
export type KitSolanaEvents = {
  connect: string
  disconnect: undefined
  accountChanged: string | undefined
}

/**
 * A Solana provider over Kit's active Solana connection. Transactions are wire-format bytes (e.g.
 * `transaction.serialize({ requireAllSignatures: false })` in web3.js, `getTransactionEncoder().encode(tx)`
 * in @solana/kit). It stays the same object across connects, account switches and disconnects.
 */
export type KitSolanaProvider = {
  /** The connected Solana account (base58), or `undefined` when no Solana wallet is connected. */
  readonly publicKey: string | undefined
  /** The CAIP-2 id of the active Solana cluster, or `undefined` when no Solana wallet is connected. */
  readonly caipNetworkId: string | undefined
  /** Signs `message` (text is UTF-8 encoded); resolves with the 64-byte ed25519 signature. */
  signMessage(message: Uint8Array | string): Promise<Uint8Array>
  /** Signs a transaction without sending it; resolves with the signed transaction's bytes. */
  signTransaction(transaction: Uint8Array): Promise<Uint8Array>
  /** Signs and sends a transaction on the active cluster; resolves with its signature (base58). */
  signAndSendTransaction(transaction: Uint8Array, options?: SolanaSendOptions): Promise<string>
  on<event extends keyof KitSolanaEvents>(
    event: event,
    listener: (value: KitSolanaEvents[event]) => void,
  ): KitSolanaProvider
  removeListener<event extends keyof KitSolanaEvents>(
    event: event,
    listener: (value: KitSolanaEvents[event]) => void,
  ): KitSolanaProvider
}

/** The connected Solana account and cluster, when there is one. */
export function activeSolanaAccount(
  state: KitSnapshot,
): { publicKey: string; caipNetworkId: string } | undefined {
  const caip = state.account.caipAddress?.split(':')
  // As on EVM: an attempt to connect another wallet keeps the current account until the new one is in force.
  const { status } = state.account
  if ((status !== 'connected' && status !== 'connecting') || state.connectors.active === undefined)
    return undefined
  if (caip?.[0] !== 'solana' || caip.length !== 3) return undefined
  return { publicKey: caip[2] as string, caipNetworkId: `${caip[0]}:${caip[1]}` }
}

function bytes(value: unknown, what: string): Uint8Array {
  if (value instanceof Uint8Array) return value
  throw new InvalidProviderRequestError(`${what} must be a Uint8Array.`)
}

const signing = () => import('./solanaSigning.js')

/** Creates the provider of one kit; `getProvider` keeps one per kit. */
export function createSolanaProvider(kit: Kit): KitSolanaProvider {
  const events = createEmitter<KitSolanaEvents>()
  kit.subscribe(
    (state) => activeSolanaAccount(state)?.publicKey,
    (next, previous) => {
      if (previous === undefined && next !== undefined) events.emit('connect', next)
      events.emit('accountChanged', next)
      if (previous !== undefined && next === undefined) events.emit('disconnect', undefined)
    },
  )
  const provider: KitSolanaProvider = {
    get publicKey() {
      return activeSolanaAccount(kit.getState())?.publicKey
    },
    get caipNetworkId() {
      return activeSolanaAccount(kit.getState())?.caipNetworkId
    },
    async signMessage(message) {
      const data = typeof message === 'string' ? new TextEncoder().encode(message) : bytes(message, 'message')
      return (await signing()).signSolanaMessage(kit, data)
    },
    async signTransaction(transaction) {
      const data = bytes(transaction, 'transaction')
      return (await signing()).signSolanaTransaction(kit, data)
    },
    async signAndSendTransaction(transaction, options) {
      const data = bytes(transaction, 'transaction')
      return (await signing()).sendSolanaTransaction(kit, data, options)
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
