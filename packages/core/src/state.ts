import { proxy, ref } from 'valtio/vanilla'
import type { TasksState } from './controllers/tasks.js'
import { defaultWalletListState, type WalletListState } from './controllers/walletList.js'
import { USD_CURRENCY_DEFAULT, USDC_CURRENCY_DEFAULT } from './constants.js'
import type { ResolvedKitOptions } from './options.js'
import type {
  AccountState,
  ConnectionState,
  ConnectorsState,
  ModalState,
  NamesState,
  NetworkState,
  OnRampState,
  RouterState,
  SendState,
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

export const defaultAccountState = (): AccountState => ({
  status: 'disconnected',
  address: undefined,
  caipAddress: undefined,
  balance: undefined,
  balanceSymbol: undefined,
  profileName: undefined,
  profileImage: undefined,
  allAccounts: [],
  preferredAccountType: undefined,
  smartAccountDeployed: false,
  user: undefined,
})

/** On-ramp defaults: USDC bought with USD, no provider chosen, no quote. */
export const defaultOnRampState = (options: ResolvedKitOptions): OnRampState => ({
  providers: ref([...options.onramp.providers]),
  selectedProvider: null,
  error: null,
  purchaseCurrency: USDC_CURRENCY_DEFAULT,
  paymentCurrency: USD_CURRENCY_DEFAULT,
  purchaseCurrencies: [USDC_CURRENCY_DEFAULT],
  paymentCurrencies: [USD_CURRENCY_DEFAULT],
  paymentAmount: undefined,
  purchaseAmount: undefined,
  quotesLoading: false,
})

export const defaultSendState = (): SendState => ({
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  gasPrice: undefined,
  gasPriceInUSD: undefined,
  loading: false,
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

/** Creates the valtio state of a new kit. */
export function createKitState(options: ResolvedKitOptions, themeMode: ThemeMode): KitState {
  const network: NetworkState = {
    active: options.defaultNetwork.caipNetworkId,
    // Networks are viem chains (with functions): kept by reference, never proxied or copied into snapshots.
    networks: ref([...options.networks]),
    unsupported: false,
    smartAccountEnabledNetworks: [],
  }
  const theme: ThemeState = { mode: themeMode, variables: { ...options.themeVariables } }
  return proxy<KitState>({
    modal: defaultModalState(),
    router: defaultRouterState(),
    account: defaultAccountState(),
    network,
    connectors: { list: [], active: undefined },
    connection: defaultConnectionState(),
    siwe: defaultSiweState(),
    onramp: defaultOnRampState(options),
    send: defaultSendState(),
    names: defaultNamesState(),
    theme,
    toast: defaultToastState(),
    tooltip: defaultTooltipState(),
    walletList: defaultWalletListState(),
    tasks: {},
    options: ref(options),
  })
}
