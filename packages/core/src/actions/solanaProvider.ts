// The Solana provider a host app gets from `getProvider(kit, 'solana')`: the active Solana account's public key
// and its signing methods, over a wallet-standard wallet or the secure frame, whichever is connected.
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet } from '@wallet-standard/base'
import { base58Decode, base58Encode } from '../connectors/base58.js'
import { walletStandardChain } from '../connectors/solanaChains.js'
import { toWalletError, walletTimeout } from '../connectors/walletError.js'
import { WALLET_PROMPT_TIMEOUT_MS } from '../controllers/connection.actions.js'
import { ConnectorError } from '../errors/wallet.js'
import type { Kit, KitSnapshot } from '../kit.js'
import { withTimeout } from '../services/timeout.js'
import type { Connector, Eip1193Provider } from '../types.js'
import { createEmitter } from './emitter.js'
import {
  InvalidProviderRequestError,
  ProviderDisconnectedError,
  ProviderUnauthorizedError,
} from './errors.js'

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

type Features = Partial<
  SolanaSignMessageFeature & SolanaSignTransactionFeature & SolanaSignAndSendTransactionFeature
>

/** The connected Solana account and cluster, when there is one. */
function activeAccount(state: KitSnapshot): { publicKey: string; caipNetworkId: string } | undefined {
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

function decoded(text: unknown, what: string): Uint8Array {
  const value = typeof text === 'string' ? base58Decode(text) : undefined
  if (!value) throw new ConnectorError('The wallet returned no ' + what)
  return value
}

/** Creates the provider of one kit; `getProvider` keeps one per kit. */
export function createSolanaProvider(kit: Kit): KitSolanaProvider {
  const events = createEmitter<KitSolanaEvents>()
  kit.subscribe(
    (state) => activeAccount(state)?.publicKey,
    (next, previous) => {
      if (previous === undefined && next !== undefined) events.emit('connect', next)
      events.emit('accountChanged', next)
      if (previous !== undefined && next === undefined) events.emit('disconnect', undefined)
    },
  )

  /** The active account and what signs for it: a wallet-standard wallet, or the secure frame's provider. */
  async function signer(method: string) {
    const account = activeAccount(kit.getState())
    const connector: Connector | undefined = kit.connectors.getActive()
    if (!account || !connector) throw new ProviderUnauthorizedError(method)
    const provider = await connector.getProvider()
    if (connector.type === 'auth') return { account, frame: provider as Eip1193Provider, wallet: undefined }
    const wallet = provider as Wallet | undefined
    const walletAccount = wallet?.accounts.find((entry) => entry.address === account.publicKey)
    if (!wallet || !walletAccount)
      throw new ProviderDisconnectedError('The Solana wallet has no such account.')
    return {
      account,
      frame: undefined,
      wallet: { features: wallet.features as Features, account: walletAccount },
    }
  }

  /** Waits for the wallet like every other prompt, and turns its failure into a Kit error. */
  const prompt = <value>(what: string, work: Promise<value>) =>
    withTimeout(work, WALLET_PROMPT_TIMEOUT_MS, () => walletTimeout(what, WALLET_PROMPT_TIMEOUT_MS)).catch(
      (error: unknown) => {
        throw toWalletError(error, `${what} failed`)
      },
    )

  const unsupported = (what: string) => new ConnectorError(`This wallet cannot ${what}`)

  const provider: KitSolanaProvider = {
    get publicKey() {
      return activeAccount(kit.getState())?.publicKey
    },
    get caipNetworkId() {
      return activeAccount(kit.getState())?.caipNetworkId
    },
    async signMessage(message) {
      const data = typeof message === 'string' ? new TextEncoder().encode(message) : bytes(message, 'message')
      const { account, frame, wallet } = await signer('signMessage')
      if (frame) {
        const result = await prompt(
          'Signing',
          frame.request({
            method: 'solana_signMessage',
            params: { message: base58Encode(data), pubkey: account.publicKey },
          }),
        )
        return decoded((result as { signature?: unknown } | null)?.signature, 'signature')
      }
      const sign = wallet.features['solana:signMessage']
      if (!sign) throw unsupported('sign messages')
      const [output] = await prompt('Signing', sign.signMessage({ account: wallet.account, message: data }))
      if (!output) throw new ConnectorError('The wallet returned no signature')
      return output.signature
    },
    async signTransaction(transaction) {
      const data = bytes(transaction, 'transaction')
      const { account, frame, wallet } = await signer('signTransaction')
      if (frame) {
        const result = await prompt(
          'Signing',
          frame.request({ method: 'solana_signTransaction', params: { transaction: base58Encode(data) } }),
        )
        return decoded((result as { transaction?: unknown } | null)?.transaction, 'signed transaction')
      }
      const sign = wallet.features['solana:signTransaction']
      if (!sign) throw unsupported('sign transactions')
      const [output] = await prompt(
        'Signing',
        sign.signTransaction({
          account: wallet.account,
          transaction: data,
          chain: walletStandardChain(account.caipNetworkId),
        }),
      )
      if (!output) throw new ConnectorError('The wallet returned no signed transaction')
      return output.signedTransaction
    },
    async signAndSendTransaction(transaction, options) {
      const data = bytes(transaction, 'transaction')
      const { account, frame, wallet } = await signer('signAndSendTransaction')
      if (frame) {
        const result = await prompt(
          'Sending',
          frame.request({
            method: 'solana_signAndSendTransaction',
            params: { transaction: base58Encode(data), ...(options ? { options: { ...options } } : {}) },
          }),
        )
        const signature = (result as { signature?: unknown } | null)?.signature
        if (typeof signature !== 'string') throw new ConnectorError('The wallet returned no signature')
        return signature
      }
      const send = wallet.features['solana:signAndSendTransaction']
      if (!send) throw unsupported('send transactions')
      const [output] = await prompt(
        'Sending',
        send.signAndSendTransaction({
          account: wallet.account,
          transaction: data,
          chain: walletStandardChain(account.caipNetworkId),
          ...(options ? { options: { ...options } } : {}),
        }),
      )
      if (!output) throw new ConnectorError('The wallet returned no signature')
      return base58Encode(output.signature)
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
