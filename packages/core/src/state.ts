import { ref, type Snapshot } from 'valtio/vanilla'
import type { TasksState } from './state/tasks.js'
import { defaultWalletListState, type WalletListState } from './state/walletList.js'
import type { ResolvedKitOptions } from './options.js'
import { type DeferredProxy, deferredProxy } from './startup.js'
import { type AccountState, defaultAccountState } from './state/account.js'
import { defaultNetworkState, type NetworkState } from './state/network.js'
import { defaultOnRampState, type OnRampState } from './state/onramp.js'
import { defaultSendState, type SendState } from './state/send.js'
import type {
  ConnectionState,
  ConnectorsState,
  ModalState,
  NamesState,
  RouterState,
  SiweState,
  ThemeMode,
  ThemeState,
  ToastState,
  TooltipState,
} from './types.js'

/** The whole state of one kit. Each slice has one writer: its controller. */
export type KitState = {
  modal: ModalState
  router: RouterState
  account: AccountState
  network: NetworkState
  connectors: ConnectorsState
  connection: ConnectionState
  siwe: SiweState
  onramp: OnRampState
  send: SendState
  names: NamesState
  theme: ThemeState
  /** The language the host asked for (`options.locale`, then `setLocale`); the secure frame follows it. */
  locale: string | undefined
  toast: ToastState
  tooltip: TooltipState
  walletList: WalletListState
  /** The user-started steps (connect, verify a code, send…), by task key. */
  tasks: TasksState
  /** The frozen configuration. */
  options: ResolvedKitOptions
}

// Defaults are built by functions, never shared objects, so two kits (and a reset) never share a reference.

export const defaultModalState = (): ModalState => ({ open: false, loading: false, shake: false })

export const defaultRouterState = (): RouterState => ({
  view: 'Connect',
  history: ['Connect'],
  data: undefined,
})

export const defaultConnectionState = (): ConnectionState => ({
  wcUri: undefined,
  wcPairingExpiry: undefined,
  error: undefined,
  walletReachable: true,
})

export const defaultSiweState = (): SiweState => ({ status: 'idle', session: undefined, error: undefined })

export const defaultNamesState = (): NamesState => ({
  suggestions: [],
  loading: false,
  suggestionsError: undefined,
})

export const defaultToastState = (): ToastState => ({ message: '', variant: 'success', open: false })

export const defaultTooltipState = (): TooltipState => ({
  message: '',
  open: false,
  triggerRect: { width: 0, height: 0, top: 0, left: 0 },
  variant: 'shade',
})

/** An immutable snapshot of a kit's state. Its identity stays the same while nothing changes. */
export type KitSnapshot = Snapshot<KitState>

/**
 * The state of one kit: plain data until first used, then a valtio proxy (a start-up trick: `startup.ts`,
 * `deferredProxy`).
 */
export type KitStore = DeferredProxy<KitState>

/** Creates the state of a new kit. */
export function createKitStore(options: ResolvedKitOptions, themeMode: ThemeMode): KitStore {
  const network = defaultNetworkState(options)
  const onramp = defaultOnRampState(options)
  const walletList = defaultWalletListState()
  const initial: KitState = {
    modal: defaultModalState(),
    router: defaultRouterState(),
    account: defaultAccountState(),
    network,
    connectors: { list: [], active: undefined },
    connection: defaultConnectionState(),
    siwe: defaultSiweState(),
    onramp,
    send: defaultSendState(),
    names: defaultNamesState(),
    theme: { mode: themeMode, variables: { ...options.themeVariables } },
    locale: options.locale,
    toast: defaultToastState(),
    tooltip: defaultTooltipState(),
    walletList,
    tasks: {},
    options: ref(options),
  }
  // What valtio keeps by reference (`ref`): a snapshot of the defaults keeps them too, unfrozen.
  const references = new Set<unknown>([network.networks, onramp.providers, walletList.listings, options])
  return deferredProxy(initial, references)
}
