// Derived reads of kit state: one rule each, for any UI.
import type { KitSnapshot } from '../kit.js'
import type { Network } from '@kit/chains'
import type { SendToken, WatchedAssetEntry } from '../types.js'
import { tasks } from './flowTasks.js'
import { getTask } from './getTask.js'

/** The active network of `state`, or `undefined` when it is not one of the configured networks. */
export function selectActiveNetwork(state: KitSnapshot): Network | undefined {
  // Networks are kept by reference in state (they hold functions), so the snapshot's entries are the originals.
  return state.network.networks.find((candidate) => candidate.caipNetworkId === state.network.active) as
    | Network
    | undefined
}

/** The active network's native currency as a send token, with the account balance. */
export function selectNativeSendToken(state: KitSnapshot): SendToken | undefined {
  const network = selectActiveNetwork(state)
  if (!network) return undefined
  return {
    symbol: network.nativeCurrency.symbol,
    name: network.nativeCurrency.name,
    quantity: { decimals: String(network.nativeCurrency.decimals), numeric: state.account.balance },
  }
}

/** The token a send uses: the one chosen, else the active network's native currency with the account balance. */
export function selectSendToken(state: KitSnapshot): SendToken | undefined {
  return state.send.token ?? selectNativeSendToken(state)
}

/** The tokens a send can use on the active network: the native currency, then those `loadSendTokens` found. */
export function selectSendTokens(state: KitSnapshot): readonly SendToken[] {
  const native = selectNativeSendToken(state)
  const loaded = getTask(state, tasks.sendTokens(state.network.active)).value ?? []
  return [...(native ? [native] : []), ...loaded]
}

/** Gas of a plain native transfer, and a typical ERC-20 `transfer`, for the fee estimate. */
export const NATIVE_TRANSFER_GAS = 21_000n
export const TOKEN_TRANSFER_GAS = 65_000n
/** A Solana transfer's base fee: 5,000 lamports for its one signature. */
export const SOLANA_TRANSFER_FEE = 5_000n

/**
 * The estimated network fee of the send, in the native currency's smallest unit: on EVM networks the gas price
 * times the gas of a native or a token transfer (`undefined` until the gas price is loaded), on Solana the base
 * fee of one signature.
 */
export function selectSendFee(state: KitSnapshot): bigint | undefined {
  const network = selectActiveNetwork(state)
  const token = selectSendToken(state)
  if (!network || !token) return undefined
  if (network.chainNamespace === 'solana') return SOLANA_TRANSFER_FEE
  if (state.send.gasPrice === undefined) return undefined
  return state.send.gasPrice * (token.address ? TOKEN_TRANSFER_GAS : NATIVE_TRANSFER_GAS)
}

/**
 * Whose watched tokens apply now: `<active caipNetworkId>:<lowercase address>` of a connected EVM account on a
 * network the app configured; `undefined` otherwise.
 */
export function watchedAssetsOwner(state: KitSnapshot): string | undefined {
  const network = selectActiveNetwork(state)
  const { status, address } = state.account
  if (status !== 'connected' || !address || network?.chainNamespace !== 'eip155' || state.network.unsupported)
    return undefined
  return `${network.caipNetworkId}:${address.toLowerCase()}`
}

const NO_WATCHED_ASSETS: readonly WatchedAssetEntry[] = Object.freeze([])

/**
 * The tokens the active account watches on the active chain, oldest first, with their balances once
 * `loadWatchedAssets` has read them; empty until loaded, and never another account's or chain's list.
 */
export function selectWatchedAssets(state: KitSnapshot): readonly WatchedAssetEntry[] {
  const watched = state.account.watchedAssets
  return watched && watched.owner === watchedAssetsOwner(state) ? watched.assets : NO_WATCHED_ASSETS
}
