// What the modal offers the user, by the kit's features and the connection: one rule each, for any UI.
import type { KitSnapshot } from '../kit.js'
import type { AccountType, SocialProvider } from '../types.js'
import { selectActiveNetwork } from './selectors.js'

/** The ways to log in the Connect view offers besides wallets (all need the secure frame's auth connector). */
export type LoginOffers = {
  readonly email: boolean
  readonly socials: readonly SocialProvider[]
  readonly farcaster: boolean
}

/** E-mail, socials and Farcaster as the features allow, when an auth connector is registered. */
export function selectLoginOffers(state: KitSnapshot): LoginOffers {
  const { features } = state.options
  const auth = state.connectors.list.some((connector) => connector.type === 'auth')
  return {
    email: auth && features.email,
    socials: auth ? features.socials : [],
    farcaster: auth && features.farcaster,
  }
}

/**
 * What the account offers: buying, sending, the e-mail change, the account type, choosing a name, and the embedded
 * wallet's own actions.
 */
export type AccountOffers = {
  readonly buy: boolean
  readonly send: boolean
  /** The embedded wallet's e-mail, which can be changed; `undefined` for other wallets. */
  readonly email: string | undefined
  /** The account type and the one a toggle moves to; `undefined` when the toggle is not offered. */
  readonly accountType: { readonly current: AccountType; readonly target: AccountType } | undefined
  /** Whether a name can be registered: names are on, the embedded wallet, an EVM network, no name yet. */
  readonly chooseName: boolean
  /** Whether a passkey (or recovery password) can be added: the account is connected with the embedded wallet. */
  readonly addRecoveryMethod: boolean
  /** Whether the key can be shown for export (in the secure frame only): connected with the embedded wallet. */
  readonly exportKey: boolean
  /**
   * Whether the signed-in devices can be listed and signed out (on the secure frame's card): connected with the
   * embedded wallet.
   */
  readonly manageSessions: boolean
  /**
   * Whether the wallet's ways to open it (passkeys and recovery password) can be listed and removed (on the secure
   * frame's card): connected with the embedded wallet.
   */
  readonly manageRecoveryMethods: boolean
}

/**
 * The account's options. The account type (EOA or smart account) is the embedded wallet's, offered where smart
 * accounts are enabled on the active EVM network, or to return to an EOA from one.
 */
export function selectAccountOffers(state: KitSnapshot): AccountOffers {
  const { features } = state.options
  const network = selectActiveNetwork(state)
  const embedded = state.connectors.list.find((c) => c.id === state.connectors.active)?.type === 'auth'
  // The frame acts on its own session: only a connected embedded wallet has one.
  const wallet = embedded && state.account.status === 'connected'
  const evm = network?.chainNamespace === 'eip155'
  const smartAccountsHere = evm && state.network.smartAccountEnabledNetworks.includes(Number(network.id))
  const current: AccountType = state.account.preferredAccountType ?? 'eoa'
  const target: AccountType = current === 'smartAccount' || !smartAccountsHere ? 'eoa' : 'smartAccount'
  return {
    buy: features.onramp,
    send: features.send,
    email: embedded ? (state.account.user?.email ?? undefined) : undefined,
    accountType:
      features.accountTypes && embedded && (smartAccountsHere || current === 'smartAccount')
        ? { current, target }
        : undefined,
    chooseName: features.names && embedded && evm && !state.account.profileName,
    addRecoveryMethod: wallet,
    exportKey: wallet,
    manageSessions: wallet,
    manageRecoveryMethods: wallet,
  }
}

/** How the embedded wallet's smart account exists on a network (`@kit/chains`' `SmartAccountSupport`). */
export type SmartAccountPath = '7702' | '4337'

/**
 * The smart-account path of each configured EVM network where the connected embedded wallet can use a smart
 * account, by CAIP-2 id: `7702`, its EOA upgraded in place (the same address), or `4337`, an account of its own
 * (a network whose data says nothing takes `4337`). Empty for any other wallet, as smart accounts are the embedded
 * wallet's. A new object each call: compare entries (`useKitState`'s `isEqual`).
 */
export function selectSmartAccountPaths(state: KitSnapshot): Readonly<Record<string, SmartAccountPath>> {
  const embedded = state.connectors.list.find((c) => c.id === state.connectors.active)?.type === 'auth'
  if (!embedded || state.account.status !== 'connected' || !state.options.features.accountTypes) return {}
  const paths: Record<string, SmartAccountPath> = {}
  for (const network of state.network.networks)
    if (
      network.chainNamespace === 'eip155' &&
      state.network.smartAccountEnabledNetworks.includes(Number(network.id))
    )
      paths[network.caipNetworkId] = network.smartAccount?.kind ?? '4337'
  return paths
}
