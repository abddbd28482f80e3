import { subscribe as subscribeProxy } from 'valtio/vanilla'
import { createLazyBlockchainApi } from './api/lazy.js'
import type { BlockchainApi } from './api/types.js'
import { createBookkeeping, createTimers, type KitContext } from './context.js'
import { kitParts } from './parts.js'
import {
  type ConnectionController,
  createConnectionController,
  followOtherTabs,
} from './controllers/connection.js'
import { type ConnectorsController, createConnectorsController } from './controllers/connectors.js'
import { createEventsController, type EventsController, type KitEventListener } from './controllers/events.js'
import { createModalController, type ModalController } from './controllers/modal.js'
import { createNamesController, type NamesController } from './controllers/names.js'
import { createRouterController, type RouterController } from './controllers/router.js'
import { createSiweController, type SiweController } from './controllers/siwe.js'
import { createTasksController, type TasksController } from './controllers/tasks.js'
import { createStorageController, type StorageController } from './controllers/storage.js'
import { createThemeController, systemThemeMode, type ThemeController } from './controllers/theme.js'
import { createToastController, type ToastController } from './controllers/toast.js'
import { createTooltipController, type TooltipController } from './controllers/tooltip.js'
import { createWalletListController, type WalletListController } from './controllers/walletList.js'
import type { KitOptions, ResolvedKitOptions } from './options.js'
import { resolveOptions } from './options/resolveOptions.js'
import { createLogger } from './services/logger.js'
import { takeSocialReturn } from './connectors/auth/socialReturn.js'
import { createKitStore, type KitSnapshot } from './state.js'
import {
  createAccountController,
  createNetworkController,
  createOnRampController,
  createSendController,
} from './slices.js'
import type { AccountController } from './state/account.js'
import type { NetworkController } from './state/network.js'
import type { OnRampController } from './state/onramp.js'
import type { SendController } from './state/send.js'

// `ctx.parts` is typed from the object createKit puts there (declaration merging, as wagmi's Register), so context.ts
// needs no import of the modules that take a context.
declare module './context.js' {
  interface KitParts extends PartsObject {}
}
type PartsObject = typeof kitParts

export type { KitSnapshot }

/** Options of a selector subscription. */
export type SubscribeOptions<selected> = {
  /** When the selected value counts as unchanged. Default `Object.is`. */
  equalityFn?: (a: selected, b: selected) => boolean
}

/** One Kit: its state, its controllers and its services. Two kits never share anything. */
export type Kit = {
  /** The validated options with every default applied. */
  readonly options: ResolvedKitOptions
  /** The current state as an immutable snapshot (stable identity while unchanged, for useSyncExternalStore). */
  getState(): KitSnapshot
  /** Calls `listener` with the new snapshot after every change (batched); returns the unsubscribe function. */
  subscribe(listener: (state: KitSnapshot) => void): () => void
  /** Calls `listener` when the selected value changes; returns the unsubscribe function. */
  subscribe<selected>(
    selector: (state: KitSnapshot) => selected,
    listener: (value: selected, previous: selected) => void,
    options?: SubscribeOptions<selected>,
  ): () => void
  /** Calls `listener` for every analytics event (the analytics names and payloads Kit documents); returns the unsubscribe function. */
  onEvent(listener: KitEventListener): () => void
  readonly events: EventsController
  readonly modal: ModalController
  readonly router: RouterController
  readonly account: AccountController
  readonly network: NetworkController
  readonly connectors: ConnectorsController
  readonly connection: ConnectionController
  readonly onramp: OnRampController
  readonly send: SendController
  /** Sign-in with wallet (EIP-4361), when `features.siwe` is on. */
  readonly siwe: SiweController
  readonly names: NamesController
  readonly theme: ThemeController
  readonly toast: ToastController
  readonly tooltip: TooltipController
  /** The wallet list: installed, recent and catalogue wallets, search, and what tapping one does. */
  readonly walletList: WalletListController
  /** The user-started steps and their state (`state.tasks`); the flow actions run through it. */
  readonly tasks: TasksController
  readonly storage: StorageController
  /** The blockchain-API client of this kit. */
  readonly api: BlockchainApi
  /** True after `destroy()`. */
  readonly destroyed: boolean
  /** Aborted by `destroy()`: code that waits on the kit (a pending request, a subscription) ends with it. */
  readonly signal: AbortSignal
  /** Stops timers, subscriptions and pending requests. The kit must not be used afterwards. */
  destroy(): void
  /** Kit's own machinery, for its actions (wagmi's `_internal`): not for hosts, and it may change in any release. */
  readonly _internal: KitContext
}

/**
 * Creates a Kit. Nothing touches the DOM or the network here: browser work starts on first use.
 * @throws {KitOptionsError} listing every problem in `options`.
 * @example
 * const kit = createKit({ projectId: 'demo', networks: [polygonAmoy] })
 * kit.modal.open()
 */
export function createKit(options: KitOptions): Kit {
  const resolved = resolveOptions(options)
  const lifetime = new AbortController()
  const logger = createLogger(resolved.logLevel)
  const storage = createStorageController(options.storage, logger)
  const store = createKitStore(resolved, resolved.themeMode ?? systemThemeMode())
  // Read before anything reads the state, so the first paint already shows them: a persisted connection is restored
  // on load, 'reconnecting' at once (the wallet is asked below).
  store.initial.network.smartAccountEnabledNetworks = storage.getSmartAccountEnabledNetworks()
  const storedConnection = storage.getConnection()
  if (storedConnection) store.initial.account.status = 'reconnecting'
  const events = createEventsController({
    endpoint: resolved.analytics.endpoint,
    projectId: resolved.projectId,
    fetch: () => options.fetch ?? globalThis.fetch,
    logger,
    signal: lifetime.signal,
  })
  // The client's code and schemas load on its first call.
  const api = createLazyBlockchainApi({
    apiUrl: resolved.apiUrl,
    projectId: resolved.projectId,
    fetch: options.fetch,
    timeoutMs: resolved.apiTimeoutMs,
    signal: lifetime.signal,
  })
  const ctx: KitContext = {
    get state() {
      return store.state
    },
    options: resolved,
    logger,
    storage,
    events,
    api,
    timers: createTimers(),
    fetch: options.fetch,
    signal: lifetime.signal,
    bookkeeping: createBookkeeping(),
    parts: kitParts,
  }
  followOtherTabs(ctx, storedConnection)

  const unsubscribers = new Set<() => void>()
  const getState = store.getState
  const track = (unsubscribe: () => void) => {
    if (lifetime.signal.aborted) return () => undefined
    unsubscribers.add(unsubscribe)
    return () => {
      unsubscribers.delete(unsubscribe)
      unsubscribe()
    }
  }

  function subscribe(listener: (state: KitSnapshot) => void): () => void
  function subscribe<selected>(
    selector: (state: KitSnapshot) => selected,
    listener: (value: selected, previous: selected) => void,
    options?: SubscribeOptions<selected>,
  ): () => void
  function subscribe<selected>(
    first: ((state: KitSnapshot) => void) | ((state: KitSnapshot) => selected),
    listener?: (value: selected, previous: selected) => void,
    subscribeOptions: SubscribeOptions<selected> = {},
  ): () => void {
    if (!listener) {
      const whole = first as (state: KitSnapshot) => void
      return track(subscribeProxy(store.state, () => whole(getState())))
    }
    const selector = first as (state: KitSnapshot) => selected
    const equal = subscribeOptions.equalityFn ?? Object.is
    let previous = selector(getState())
    return track(
      subscribeProxy(store.state, () => {
        const next = selector(getState())
        if (equal(previous, next)) return
        const before = previous
        previous = next
        listener(next, before)
      }),
    )
  }

  let destroyed = false
  const kit: Kit = {
    options: resolved,
    getState,
    subscribe,
    onEvent: (listener) => track(events.subscribe(listener)),
    events,
    storage,
    api,
    get destroyed() {
      return destroyed
    },
    signal: lifetime.signal,
    destroy() {
      if (destroyed) return
      destroyed = true
      lifetime.abort()
      ctx.timers.clearAll()
      for (const unsubscribe of unsubscribers) unsubscribe()
      unsubscribers.clear()
    },
    _internal: ctx,
    modal: createModalController(ctx),
    router: createRouterController(ctx),
    account: createAccountController(ctx),
    network: createNetworkController(ctx),
    connectors: createConnectorsController(ctx),
    connection: createConnectionController(ctx),
    onramp: createOnRampController(ctx),
    send: createSendController(ctx),
    siwe: createSiweController(ctx),
    names: createNamesController(ctx),
    theme: createThemeController(ctx),
    toast: createToastController(ctx),
    tooltip: createTooltipController(ctx),
    walletList: createWalletListController(ctx),
    tasks: createTasksController(ctx),
  }
  // Back from a social login by redirect: the parameters leave the URL now, the login resumes lazily.
  const socialReturn = takeSocialReturn()
  if (socialReturn)
    import('./reactions.js').then((reactions) => reactions.resumeSocialLogin(ctx, socialReturn), logger.warn)

  if (storedConnection)
    void kit.connection.restore().catch((error: unknown) => logger.warn('Restoring failed', error))
  return kit
}
