import { ed25519 } from '@noble/curves/ed25519'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignAndSendTransactionInput,
  type SolanaSignAndSendTransactionOutput,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  type SolanaSignMessageInput,
  type SolanaSignMessageOutput,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
  type SolanaSignTransactionInput,
  type SolanaSignTransactionOutput,
  type SolanaTransactionCommitment,
} from '@solana/wallet-standard-features'
import { Connection, type Keypair, VersionedTransaction } from '@solana/web3.js'
import type {
  IdentifierArray,
  IdentifierString,
  Wallet,
  WalletAccount,
  WalletIcon,
} from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  type StandardConnectInput,
  type StandardConnectOutput,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
  type StandardEventsListeners,
  type StandardEventsNames,
} from '@wallet-standard/features'
import type { Approvals } from '../approvals.js'
import { Emitter } from '../emitter.js'
import { InvalidParamsError, UnauthorizedError } from '../errors.js'
import type { ConsentMemory } from '../memory.js'

/** The wallet-standard features the test wallet implements. */
export type TestSolanaWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/** A wallet-standard Solana wallet (what `@wallet-standard/app`'s `getWallets().get()` returns for it). */
export type TestSolanaWallet = Wallet & { readonly features: TestSolanaWalletFeatures }

/** Controls of the Solana side, for tests and the wallet itself. */
export type SolanaController = {
  wallet: TestSolanaWallet
  readonly connected: boolean
  /** The wallet's addresses (base58). */
  readonly addresses: readonly string[]
  /** Forgets the dapp's authorisation and emits a `change` event with no accounts. */
  disconnect(): void
}

/** Options of {@link createSolanaController}. */
export type SolanaControllerOptions = {
  keypairs: readonly Keypair[]
  rpcUrl: string
  wsUrl?: string
  chains: IdentifierArray
  name: string
  icon: WalletIcon
  approvals: Approvals
  /** Remembers the site's consent across reloads, like a real wallet. */
  memory?: ConsentMemory
}

const FEATURES_PER_ACCOUNT = [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction] as const
const CONFIRM_TIMEOUT_MS = 30_000
const CONFIRM_POLL_MS = 100
const COMMITMENT_RANK: Record<string, number> = { processed: 0, confirmed: 1, finalized: 2 }

function makeAccount(keypair: Keypair, chains: IdentifierArray): WalletAccount {
  return Object.freeze({
    address: keypair.publicKey.toBase58(),
    publicKey: keypair.publicKey.toBytes(),
    chains,
    features: FEATURES_PER_ACCOUNT,
  })
}

/**
 * The Solana side of the test wallet: a wallet-standard wallet with connect, disconnect, events,
 * signMessage, signTransaction and signAndSendTransaction, on one cluster reached over JSON-RPC.
 */
export function createSolanaController(options: SolanaControllerOptions): SolanaController {
  const { approvals, chains } = options
  const keypairs = new Map(options.keypairs.map((keypair) => [keypair.publicKey.toBase58(), keypair]))
  // wallet-standard requires stable account objects: built once, reused in every answer.
  const allAccounts = options.keypairs.map((keypair) => makeAccount(keypair, chains))
  const events = new Emitter<{ change: Parameters<StandardEventsListeners['change']> }>()
  let connected = options.memory?.wasConnected === true
  let connection: Connection | undefined

  const getConnection = () => {
    connection ??= new Connection(options.rpcUrl, {
      commitment: 'confirmed',
      ...(options.wsUrl ? { wsEndpoint: options.wsUrl } : {}),
    })
    return connection
  }

  const keypairFor = (account: WalletAccount | undefined): Keypair => {
    if (!connected) throw new UnauthorizedError()
    const keypair = account && keypairs.get(account.address)
    if (!keypair) throw new UnauthorizedError()
    return keypair
  }

  const checkChain = (chain: IdentifierString | undefined) => {
    if (chain !== undefined && !chains.includes(chain))
      throw new InvalidParamsError(`unsupported chain ${chain}`)
  }

  const signTransactionBytes = (keypair: Keypair, bytes: Uint8Array): VersionedTransaction => {
    let transaction: VersionedTransaction
    try {
      transaction = VersionedTransaction.deserialize(bytes)
    } catch {
      throw new InvalidParamsError('transaction bytes do not deserialize')
    }
    const signerIndex = transaction.message.staticAccountKeys
      .slice(0, transaction.message.header.numRequiredSignatures)
      .findIndex((key) => key.equals(keypair.publicKey))
    if (signerIndex === -1)
      throw new InvalidParamsError(`${keypair.publicKey.toBase58()} is not a required signer`)
    transaction.sign([keypair])
    return transaction
  }

  const waitForCommitment = async (signature: string, commitment: SolanaTransactionCommitment) => {
    const deadline = Date.now() + CONFIRM_TIMEOUT_MS
    while (Date.now() < deadline) {
      const { value } = await getConnection().getSignatureStatuses([signature])
      const status = value[0]
      if (status?.err) throw new Error(`Transaction ${signature} failed: ${JSON.stringify(status.err)}`)
      const reached = COMMITMENT_RANK[status?.confirmationStatus ?? ''] ?? -1
      if (status && reached >= (COMMITMENT_RANK[commitment] ?? 1)) return
      await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS))
    }
    throw new Error(`Transaction ${signature} was not ${commitment} within ${CONFIRM_TIMEOUT_MS / 1000} s.`)
  }

  const connect = async (input?: StandardConnectInput): Promise<StandardConnectOutput> => {
    if (!connected) {
      // A silent connect only reports an existing authorisation; it never prompts.
      if (input?.silent) return { accounts: [] }
      await approvals.request({
        ecosystem: 'solana',
        method: StandardConnect,
        params: input ?? {},
        summary: 'Connect: share your Solana accounts with this site',
      })
      connected = true
      options.memory?.save({ connected })
      events.emit('change', { accounts: allAccounts })
    }
    return { accounts: allAccounts }
  }

  const disconnect = () => {
    if (!connected) return
    connected = false
    options.memory?.save({ connected })
    approvals.rejectAll()
    events.emit('change', { accounts: [] })
  }

  const signMessage = async (
    ...inputs: readonly SolanaSignMessageInput[]
  ): Promise<readonly SolanaSignMessageOutput[]> => {
    const signers = inputs.map((input) => keypairFor(input.account))
    await approvals.request({
      ecosystem: 'solana',
      method: SolanaSignMessage,
      params: inputs,
      summary: `Sign ${inputs.length === 1 ? 'a message' : `${inputs.length} messages`} with ${signers[0]?.publicKey.toBase58()}`,
    })
    return inputs.map((input, index) => ({
      signedMessage: input.message,
      signature: ed25519.sign(input.message, (signers[index] as Keypair).secretKey.slice(0, 32)),
      signatureType: 'ed25519' as const,
    }))
  }

  const signTransaction = async (
    ...inputs: readonly SolanaSignTransactionInput[]
  ): Promise<readonly SolanaSignTransactionOutput[]> => {
    const signers = inputs.map((input) => {
      checkChain(input.chain)
      return keypairFor(input.account)
    })
    await approvals.request({
      ecosystem: 'solana',
      method: SolanaSignTransaction,
      params: inputs,
      summary: `Sign ${inputs.length === 1 ? 'a transaction' : `${inputs.length} transactions`}`,
    })
    return inputs.map((input, index) => ({
      signedTransaction: signTransactionBytes(signers[index] as Keypair, input.transaction).serialize(),
    }))
  }

  const signAndSendTransaction = async (
    ...inputs: readonly SolanaSignAndSendTransactionInput[]
  ): Promise<readonly SolanaSignAndSendTransactionOutput[]> => {
    const signers = inputs.map((input) => {
      checkChain(input.chain)
      return keypairFor(input.account)
    })
    await approvals.request({
      ecosystem: 'solana',
      method: SolanaSignAndSendTransaction,
      params: inputs,
      summary: `Sign and send ${inputs.length === 1 ? 'a transaction' : `${inputs.length} transactions`}`,
    })
    const outputs: SolanaSignAndSendTransactionOutput[] = []
    // One after another, as a person approving a batch would send them.
    for (const [index, input] of inputs.entries()) {
      const transaction = signTransactionBytes(signers[index] as Keypair, input.transaction)
      const { options: sendOptions } = input
      const signature = await getConnection().sendRawTransaction(transaction.serialize(), {
        ...(sendOptions?.skipPreflight === undefined ? {} : { skipPreflight: sendOptions.skipPreflight }),
        ...(sendOptions?.preflightCommitment ? { preflightCommitment: sendOptions.preflightCommitment } : {}),
        ...(sendOptions?.maxRetries === undefined ? {} : { maxRetries: sendOptions.maxRetries }),
        ...(sendOptions?.minContextSlot === undefined ? {} : { minContextSlot: sendOptions.minContextSlot }),
      })
      if (sendOptions?.commitment) await waitForCommitment(signature, sendOptions.commitment)
      outputs.push({ signature: transaction.signatures[0] as Uint8Array })
    }
    return outputs
  }

  const features: TestSolanaWalletFeatures = {
    [StandardConnect]: { version: '1.0.0', connect },
    [StandardDisconnect]: {
      version: '1.0.0',
      disconnect: async () => disconnect(),
    },
    [StandardEvents]: {
      version: '1.0.0',
      on: <E extends StandardEventsNames>(event: E, listener: StandardEventsListeners[E]) =>
        events.on(event, listener as StandardEventsListeners['change']),
    },
    [SolanaSignMessage]: { version: '1.1.0', signMessage },
    [SolanaSignTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction,
    },
    [SolanaSignAndSendTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction,
    },
  }

  const wallet: TestSolanaWallet = {
    version: '1.0.0',
    name: options.name,
    icon: options.icon,
    chains,
    features,
    get accounts() {
      return connected ? allAccounts : []
    },
  }

  return {
    wallet,
    get connected() {
      return connected
    },
    get addresses() {
      return [...keypairs.keys()]
    },
    disconnect,
  }
}
