import type { BlockchainApi } from './api/types.js'
import type { ConnectionController, ConnectionInternals } from './controllers/connection.js'
import type { ConnectorsController } from './controllers/connectors.js'
import type { EventsController } from './controllers/events.js'
import type { ModalController } from './controllers/modal.js'
import type { NamesController } from './controllers/names.js'
import type { RouterController } from './controllers/router.js'
import type { SiweController } from './controllers/siwe.js'
import type { TasksController } from './controllers/tasks.js'
import type { StorageController } from './controllers/storage.js'
import type { ThemeController } from './controllers/theme.js'
import type { ToastController } from './controllers/toast.js'
import type { TooltipController } from './controllers/tooltip.js'
import type { WalletListController, WalletListInternals } from './controllers/walletList.js'
import type { ResolvedKitOptions } from './options.js'
import type { Logger } from './services/logger.js'
import type { KitState } from './state.js'
import type { AccountController } from './state/account.js'
import type { NetworkController } from './state/network.js'
import type { OnRampController, OnRampInternals } from './state/onramp.js'
import type { SendController, SendInternals } from './state/send.js'
import type { SendExecutor } from './types.js'

/** The controllers of one kit. */
export type Controllers = {
  modal: ModalController
  router: RouterController
  account: AccountController
  network: NetworkController
  connectors: ConnectorsController
  connection: ConnectionController & ConnectionInternals
  onramp: OnRampController & OnRampInternals
  send: SendController & SendInternals
  siwe: SiweController
  names: NamesController
  theme: ThemeController
  toast: ToastController
  tooltip: TooltipController
  walletList: WalletListController & WalletListInternals
  tasks: TasksController
}

/**
 * What the actions of one kit remember between calls (wagmi's `createConfig` `_internal`): it lives and dies with
 * the kit, never in module state.
 */
export type KitBookkeeping = {
  /** The host's send executor (`kit.send.setExecutor`); none sends through the connected wallet. */
  sendExecutor?: SendExecutor | undefined
  /** The account each network's token list was loaded for, by task key (`loadSendTokens`). */
  sendTokenOwners?: Map<string, string>
  /** The on-ramp quote request in flight, so a newer one can cancel it. */
  quoteRequest?: AbortController | undefined
  /** The one provider per namespace `getProvider` returns. */
  providers?: { eip155?: unknown; solana?: unknown }
}

/** Timers owned by a kit, all cleared by `destroy()`. */
export type Timers = {
  setTimeout(callback: () => void, ms: number): ReturnType<typeof setTimeout>
  clear(handle: ReturnType<typeof setTimeout>): void
  /**
   * Runs `callback` once the page is idle (after the page's own start-up work and its first paint), or after
   * `timeoutMs` on a page that never idles; a timer of its own where the page has no idle callbacks. Returns the
   * cancel function.
   */
  whenIdle(callback: () => void, timeoutMs: number): () => void
  clearAll(): void
}

/**
 * What every controller of one kit shares. Controllers reach each other through `controllers` at call time,
 * never at construction, so the order they are built in does not matter.
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
  readonly controllers: Controllers
}

type IdleScheduler = {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number
  cancelIdleCallback?: (handle: number) => void
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
      const scheduler = globalThis as IdleScheduler
      let cancel: () => void
      const run = () => {
        idles.delete(cancel)
        callback()
      }
      if (scheduler.requestIdleCallback && scheduler.cancelIdleCallback) {
        const handle = scheduler.requestIdleCallback(run, { timeout: timeoutMs })
        const cancelIdle = scheduler.cancelIdleCallback
        cancel = () => {
          cancelIdle(handle)
          idles.delete(cancel)
        }
      } else {
        const handle = setTimeout(run, 0)
        cancel = () => {
          clearTimeout(handle)
          idles.delete(cancel)
        }
      }
      idles.add(cancel)
      return cancel
    },
    clearAll() {
      for (const handle of handles) clearTimeout(handle)
      handles.clear()
      for (const cancel of [...idles]) cancel()
    },
  }
}
