import { proxy, ref, type Snapshot, snapshot } from 'valtio/vanilla'
import type { TasksState } from './state/tasks.js'
import { defaultWalletListState, type WalletListState } from './state/walletList.js'
import type { ResolvedKitOptions } from './options.js'
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
 * The state of one kit. It starts as plain data and becomes a valtio proxy the first time anything reads `state` to
 * change it or subscribes: a page that only shows a button reads a copy of the defaults for its first paint and
 * makes the proxy afterwards, when its components subscribe.
 */
export type KitStore = {
  /** The defaults, for `createKit` to set what it reads at start-up before anything else reads the state. */
  readonly initial: KitState
  /** The live state (the valtio proxy), made on first read. */
  readonly state: KitState
  /** The current snapshot; the same object while nothing changes. */
  getState(): KitSnapshot
}

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
    toast: defaultToastState(),
    tooltip: defaultTooltipState(),
    walletList,
    tasks: {},
    options: ref(options),
  }
  // What valtio keeps by reference (`ref`): a snapshot of the defaults keeps them too, unfrozen.
  const references = new Set<unknown>([network.networks, onramp.providers, walletList.listings, options])
  let live: KitState | undefined
  let first: KitSnapshot | undefined
  // Once the proxy exists, each of valtio's snapshot objects that is still what the first snapshot showed (or that a
  // later graft replaced) maps to the object getState returned for it, so unchanged parts keep their identity.
  let same: WeakMap<object, object> | undefined
  return {
    initial,
    get state() {
      if (!live) {
        live = proxy(initial)
        if (first) {
          same = new WeakMap()
          pair(snapshot(live), first, same, references)
        }
      }
      return live
    },
    getState() {
      if (!live) {
        first ??= frozenCopy(initial, references) as KitSnapshot
        return first
      }
      const current = snapshot(live)
      return same && first ? (graft(current, first, same, references) as KitSnapshot) : current
    },
  }
}

type Same = WeakMap<object, object>
const isNode = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** A deep, frozen copy of plain data, keeping `references` as they are. */
function frozenCopy(value: unknown, references: ReadonlySet<unknown>): unknown {
  if (!isNode(value) || references.has(value)) return value
  const copy: Record<string, unknown> = Array.isArray(value) ? ([] as never) : {}
  for (const key of Object.keys(value)) copy[key] = frozenCopy(value[key], references)
  return Object.freeze(copy)
}

/** Maps each object of valtio's first snapshot to the same place in `first`, which has the same content. */
function pair(node: unknown, first: unknown, same: Same, references: ReadonlySet<unknown>): void {
  if (!isNode(node) || !isNode(first) || references.has(node)) return
  same.set(node, first)
  for (const key of Object.keys(node)) pair(node[key], first[key], same, references)
}

/**
 * valtio's snapshot with every part unchanged since the first snapshot replaced by what getState returned for it.
 * Only places the first snapshot had are looked into: references and anything added later are returned as they are.
 */
function graft(node: unknown, first: unknown, same: Same, references: ReadonlySet<unknown>): unknown {
  if (!isNode(node)) return node
  const known = same.get(node)
  if (known) return known
  if (!isNode(first) || references.has(first) || references.has(node)) return node
  let replaced = false
  const copy: Record<string, unknown> = Array.isArray(node) ? ([] as never) : {}
  for (const key of Object.keys(node)) {
    copy[key] = graft(node[key], first[key], same, references)
    replaced ||= copy[key] !== node[key]
  }
  const result = replaced ? Object.freeze(copy) : node
  same.set(node, result)
  return result
}
