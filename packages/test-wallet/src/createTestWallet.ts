import { Keypair } from '@solana/web3.js'
import type { IdentifierArray, IdentifierString } from '@wallet-standard/base'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type ApprovalEvents, type ApprovalPolicy, Approvals, type PendingRequest } from './approvals.js'
import {
  DEFAULT_EVM_CHAINS,
  DEFAULT_EVM_PRIVATE_KEYS,
  DEFAULT_SOLANA_ACCOUNT_COUNT,
  DEFAULT_SOLANA_RPC_URL,
  DEFAULT_SOLANA_WS_URL,
  SOLANA_LOCALNET_CHAIN,
  type TestWalletChain,
} from './defaults.js'
import { InvalidTestWalletOptionError } from './errors.js'
import { type ConsentStore, consentMemory } from './memory.js'
import { type AnnounceTarget, announceEip6963, type Eip6963ProviderInfo } from './evm/eip6963.js'
import { createEvmController, type EvmController, type TestWalletProvider } from './evm/provider.js'
import { testWalletIcon } from './icon.js'
import { mountApprovalPrompt } from './prompt.js'
import { solanaDevKeypair } from './solana/devKeys.js'
import { registerWalletStandard } from './solana/registerWallet.js'
import { createSolanaController, type SolanaController } from './solana/wallet.js'

/** Options of {@link createTestWallet}; every part defaults to the devnet on its default ports. */
export type TestWalletOptions = {
  evm?: {
    /** Chains and their RPC URLs. Default: eip155:80002 on :8545 and eip155:31337 on :8546. */
    chains?: readonly TestWalletChain[]
    /** Keys of the wallet's accounts, the first selected. Default: the devnet's five dev keys. */
    privateKeys?: readonly Hex[]
    /** Chain active at start. Default: the first chain. */
    initialChainId?: number
    /**
     * EIP-5792: true (default) answers wallet_getCapabilities (no atomic batches), wallet_sendCalls (one approval,
     * the calls sent one after the other; 5760 when atomicity is required) and wallet_getCallsStatus; false makes
     * them unsupported (4200), like a wallet from before the EIP.
     */
    walletCalls?: boolean
  }
  /** The Solana wallet-standard wallet, or false for none. */
  solana?:
    | {
        rpcUrl?: string
        wsUrl?: string
        /** 64-byte secret keys. Default: the devnet's five Solana dev accounts. */
        secretKeys?: readonly Uint8Array[]
        /** wallet-standard chains served. Default: ["solana:localnet"]. */
        chains?: readonly IdentifierString[]
      }
    | false
  /** Consent policy at start. Default 'approve'. */
  policy?: ApprovalPolicy
  /** With 'ask', how long a request waits before it counts as rejected. Default 5 minutes. */
  askTimeoutMs?: number
  /** EIP-6963 info overrides. Default name "Kit Test Wallet", rdns "dev.kit.testwallet", a fresh uuid. */
  info?: Partial<Eip6963ProviderInfo>
  /**
   * Where to remember, like a real wallet, that this site is connected (and on which chain) across reloads,
   * e.g. `localStorage`. Default: nothing is remembered.
   */
  consentStore?: ConsentStore
}

/** A scriptable wallet for tests and local development. */
export type TestWallet = {
  /** EIP-6963 provider info (name, rdns, icon, uuid). */
  readonly info: Eip6963ProviderInfo
  /** The EIP-1193 provider. */
  readonly provider: TestWalletProvider
  /** EVM controls: connection state, active chain, account selection. */
  readonly evm: EvmController
  /** The Solana wallet-standard side, unless disabled. */
  readonly solana: SolanaController | undefined
  readonly policy: ApprovalPolicy
  /** Changes the consent policy at run time; 'approve'/'reject' also settle what is waiting. */
  setPolicy(policy: ApprovalPolicy): void
  /** Requests waiting for consent (policy 'ask'). */
  readonly pendingRequests: readonly PendingRequest[]
  /** Approves or rejects a waiting request; false when the id is unknown. */
  resolve(id: string, approved: boolean): boolean
  /** Listens to the consent queue ('request', 'resolved', 'policyChanged'); returns an unsubscribe function. */
  on<TName extends keyof ApprovalEvents>(
    event: TName,
    listener: (...args: ApprovalEvents[TName]) => void,
  ): () => void
  /**
   * Makes the wallet discoverable on a page: EIP-6963 announcement for the EVM provider and wallet-standard
   * registration for Solana. Returns a function that undoes both.
   */
  announce(target?: AnnounceTarget): () => void
  /** Mounts the on-page approval prompt; returns a function that removes it. */
  mountPrompt(document?: Document): () => void
  /** Disconnects every dapp (EVM and Solana) and rejects waiting requests. */
  disconnect(): void
}

const DEFAULT_ASK_TIMEOUT_MS = 5 * 60_000

function randomUuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function validateChains(chains: readonly TestWalletChain[]) {
  if (chains.length === 0) throw new InvalidTestWalletOptionError('evm.chains', 'at least one chain')
  const seen = new Set<number>()
  for (const chain of chains) {
    if (!Number.isSafeInteger(chain.chainId) || chain.chainId <= 0 || seen.has(chain.chainId)) {
      throw new InvalidTestWalletOptionError('evm.chains', 'distinct positive integer chain ids')
    }
    if (typeof chain.rpcUrl !== 'string' || !/^https?:\/\//.test(chain.rpcUrl)) {
      throw new InvalidTestWalletOptionError('evm.chains', 'an http(s) rpcUrl for every chain')
    }
    seen.add(chain.chainId)
  }
}

/**
 * Creates the Kit Test Wallet: an EIP-1193 provider (announced through EIP-6963) and a Solana
 * wallet-standard wallet, backed by dev keys and the devnet's RPC endpoints, with a scriptable consent policy.
 * Works in browsers and in Node.
 *
 * @example
 * const wallet = createTestWallet({ evm: { chains: [{ chainId: 31337, rpcUrl: devnet.evm[31337].rpcUrl }] } })
 * wallet.setPolicy('reject') // the next request fails with code 4001
 */
export function createTestWallet(options: TestWalletOptions = {}): TestWallet {
  const approvals = new Approvals(options.policy ?? 'approve', options.askTimeoutMs ?? DEFAULT_ASK_TIMEOUT_MS)
  const info: Eip6963ProviderInfo = {
    uuid: options.info?.uuid ?? randomUuid(),
    name: options.info?.name ?? 'Kit Test Wallet',
    icon: options.info?.icon ?? testWalletIcon,
    rdns: options.info?.rdns ?? 'dev.kit.testwallet',
  }

  const chains = options.evm?.chains ?? DEFAULT_EVM_CHAINS
  validateChains(chains)
  const privateKeys = options.evm?.privateKeys ?? DEFAULT_EVM_PRIVATE_KEYS
  if (privateKeys.length === 0) throw new InvalidTestWalletOptionError('evm.privateKeys', 'at least one key')
  let accounts: ReturnType<typeof privateKeyToAccount>[]
  try {
    accounts = privateKeys.map((key) => privateKeyToAccount(key))
  } catch (cause) {
    throw new InvalidTestWalletOptionError(
      'evm.privateKeys',
      `32-byte hex private keys (${(cause as Error).message})`,
    )
  }
  const initialChainId = options.evm?.initialChainId ?? (chains[0] as TestWalletChain).chainId
  if (!chains.some((chain) => chain.chainId === initialChainId)) {
    throw new InvalidTestWalletOptionError('evm.initialChainId', 'one of the configured chain ids')
  }
  const evm = createEvmController({
    accounts,
    chains,
    initialChainId,
    approvals,
    memory: consentMemory(options.consentStore, 'evm'),
    walletCalls: options.evm?.walletCalls ?? true,
  })

  let solana: SolanaController | undefined
  if (options.solana !== false) {
    const config = options.solana ?? {}
    const secretKeys = config.secretKeys
    let keypairs: Keypair[]
    try {
      keypairs = secretKeys
        ? secretKeys.map((secretKey) => Keypair.fromSecretKey(secretKey))
        : Array.from({ length: DEFAULT_SOLANA_ACCOUNT_COUNT }, (_, index) => solanaDevKeypair(String(index)))
    } catch (cause) {
      throw new InvalidTestWalletOptionError(
        'solana.secretKeys',
        `64-byte secret keys (${(cause as Error).message})`,
      )
    }
    if (keypairs.length === 0) throw new InvalidTestWalletOptionError('solana.secretKeys', 'at least one key')
    const solanaChains = config.chains ?? [SOLANA_LOCALNET_CHAIN]
    if (solanaChains.length === 0 || solanaChains.some((chain) => !/^solana:[\w-]+$/.test(chain))) {
      throw new InvalidTestWalletOptionError(
        'solana.chains',
        'wallet-standard chain ids such as "solana:localnet"',
      )
    }
    const wsUrl = config.wsUrl ?? (config.rpcUrl ? undefined : DEFAULT_SOLANA_WS_URL)
    solana = createSolanaController({
      keypairs,
      rpcUrl: config.rpcUrl ?? DEFAULT_SOLANA_RPC_URL,
      ...(wsUrl ? { wsUrl } : {}),
      chains: solanaChains as IdentifierArray,
      name: info.name,
      icon: info.icon as typeof testWalletIcon,
      approvals,
      memory: consentMemory(options.consentStore, 'solana'),
    })
  }

  return {
    info,
    provider: evm.provider,
    evm,
    solana,
    get policy() {
      return approvals.policy
    },
    setPolicy: (policy) => approvals.setPolicy(policy),
    get pendingRequests() {
      return approvals.pending
    },
    resolve: (id, approved) => approvals.resolve(id, approved),
    on: (event, listener) => approvals.events.on(event, listener),
    announce(target = globalThis.window) {
      if (!target) throw new InvalidTestWalletOptionError('announce(target)', 'a window (none exists here)')
      const undo = [announceEip6963(target, info, evm.provider)]
      if (solana) undo.push(registerWalletStandard(target, solana.wallet))
      return () => {
        for (const step of undo) step()
      }
    },
    mountPrompt(document = globalThis.document) {
      if (!document)
        throw new InvalidTestWalletOptionError('mountPrompt(document)', 'a document (none exists here)')
      return mountApprovalPrompt(
        {
          get pendingRequests() {
            return approvals.pending
          },
          resolve: (id, approved) => approvals.resolve(id, approved),
          on: (event, listener) => approvals.events.on(event, listener),
        },
        document,
      )
    },
    disconnect() {
      evm.disconnect()
      solana?.disconnect()
      approvals.rejectAll()
    },
  }
}
