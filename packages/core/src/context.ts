import type { BlockchainApi } from './api/types.js'
import type { EventsController } from './controllers/events.js'
import type { StorageController } from './controllers/storage.js'
import type { ResolvedKitOptions } from './options.js'
import type { Logger } from './services/logger.js'
import type { KitState } from './state.js'
import type { Connector, RouterData, SendExecutor, TransactionAction } from './types.js'
import { scheduleIdle } from './startup.js'

/** What the connection actions remember between calls. */
export type ConnectionBookkeeping = {
  /** Each attempt gets a number, so a slower, older attempt never overwrites a newer one. */
  attempt: number
  /** The connector being connected, if an attempt is running. */
  pending: Connector | undefined
  /** Event subscriptions per connector id. */
  listening: Map<string, () => void>
  /** Connector events are handled one after the other, in order. */
  queue: Promise<unknown>
}

/** What the wallet list does once its code has loaded (`controllers/walletList.actions.ts`). */
export type WalletListActions = {
  /** Loads the catalogue once; never rejects. */
  load(): Promise<void>
  /** What tapping the wallet with this entry key does. */
  choose(key: string): Promise<void>
  /** A connection was made (or restored). */
  connected(restored: boolean): void
}

/**
 * What the actions of one kit remember between calls (wagmi's `createConfig` `_internal`): it lives and dies with
 * the kit, never in module state.
 */
export type KitBookkeeping = {
  /** The registered connectors by id: the objects stay out of the state, which lists their descriptors. */
  readonly connectors: Map<string, Connector>
  /** Wallet discovery, once started (`discoverWallets`). */
  discovery?: Promise<void> | undefined
  /** The modal's history beside `state.router`: the data of each entry, and the pending approval actions. */
  readonly router: { entryData: (RouterData | undefined)[]; readonly transactions: TransactionAction[] }
  readonly connection: ConnectionBookkeeping
  /** The wallet list's loaded code, made once per kit. */
  walletList?: Promise<WalletListActions> | undefined
  /** True once a `kit.modal.prepare()` has finished. */
  modalPrepared?: boolean
  /** Numbers name-suggestion requests, so an older answer never overwrites a newer one. */
  nameSuggestionRequest: number
  /** The host's send executor (`kit.send.setExecutor`); none sends through the connected wallet. */
  sendExecutor?: SendExecutor | undefined
  /** The account each network's token list was loaded for, by task key (`loadSendTokens`). */
  sendTokenOwners?: Map<string, string>
  /** The on-ramp quote request in flight, so a newer one can cancel it. */
  quoteRequest?: AbortController | undefined
  /** The one provider per namespace `getProvider` returns. */
  providers?: { eip155?: unknown; solana?: unknown }
  /** The EIP-5792 batches Kit sent one call at a time for wallets without `wallet_sendCalls`, by batch id. */
  walletCallBatches?: Map<string, KitCallBatch>
}

/** A batch Kit sent one call at a time: what `wallet_getCallsStatus` needs to answer for it. */
export type KitCallBatch = {
  /** The hex chain id the calls were sent on. */
  readonly chainId: `0x${string}`
  /** The hashes of the calls the wallet sent, in order. */
  readonly hashes: readonly `0x${string}`[]
  /** How many calls the batch had; more than `hashes` when the wallet refused one midway. */
  readonly callCount: number
}

/** The bookkeeping of a new kit. */
export const createBookkeeping = (): KitBookkeeping => ({
  connectors: new Map(),
  router: { entryData: [undefined], transactions: [] },
  connection: { attempt: 0, pending: undefined, listening: new Map(), queue: Promise.resolve() },
  nameSuggestionRequest: 0,
})

/** Timers owned by a kit, all cleared by `destroy()`. */
export type Timers = {
  setTimeout(callback: () => void, ms: number): ReturnType<typeof setTimeout>
  clear(handle: ReturnType<typeof setTimeout>): void
  /** Runs `callback` once the page is idle (a start-up trick: `startup.ts`, `scheduleIdle`); returns the cancel. */
  whenIdle(callback: () => void, timeoutMs: number): () => void
  clearAll(): void
}

/**
 * The kit's always-loaded functions (`parts.ts` declares them into this interface), as code that loads on demand
 * reaches them: `ctx.parts.pushView(ctx, 'Account')`. Lazy code that imported them instead would give bundlers that
 * cut chunks by which entries reach a module (esbuild, Rolldown in Vite 8) a module shared between the first load and
 * lazy chunks: Rolldown then splits the page's first load into several files (rolldown/rolldown#10731; one such
 * import measured one file more, all of them seven), which the host check forbids.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by parts.ts through declaration merging, as wagmi's Register.
export interface KitParts {}

/**
 * What every action of one kit works on: its state, its services, its bookkeeping and its parts. First-load code
 * imports the functions it calls; code that loads on demand calls them through `parts`.
 */
export type KitContext = {
  readonly state: KitState
  readonly options: ResolvedKitOptions
  readonly logger: Logger
  readonly storage: StorageController
  readonly events: EventsController
  readonly api: BlockchainApi
  /** The host's fetch (the `fetch` option), for HTTP calls beyond the API client's; default the global one. */
  readonly fetch: typeof fetch | undefined
  readonly timers: Timers
  /** Aborted by `destroy()`: pending calls end and nothing new is sent. */
  readonly signal: AbortSignal
  readonly bookkeeping: KitBookkeeping
  readonly parts: KitParts
}

/** Creates the timer registry of one kit. */
export function createTimers(): Timers {
  const handles = new Set<ReturnType<typeof setTimeout>>()
  const idles = new Set<() => void>()
  return {
    setTimeout(callback, ms) {
      const handle = setTimeout(() => {
        handles.delete(handle)
        callback()
      }, ms)
      handles.add(handle)
      return handle
    },
    clear(handle) {
      clearTimeout(handle)
      handles.delete(handle)
    },
    whenIdle(callback, timeoutMs) {
      const cancel = scheduleIdle(() => {
        idles.delete(cancel)
        callback()
      }, timeoutMs)
      idles.add(cancel)
      return () => {
        idles.delete(cancel)
        cancel()
      }
    },
    clearAll() {
      for (const handle of handles) clearTimeout(handle)
      handles.clear()
      for (const cancel of idles) cancel()
      idles.clear()
    },
  }
}
