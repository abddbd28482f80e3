// The wallet-list slice: the catalogue, the search, the recent wallet and the wallet being paired. What fills it is
// `kit.walletList` (controllers/walletList.ts and, loaded with the modal, walletList.actions.ts).
import { ref } from 'valtio/vanilla'
import type { WalletListing } from '../controllers/walletList.listing.js'

/** Where the catalogue came from. */
export type WalletListSource = 'none' | 'options' | 'connector' | 'registry'

/** The wallet-list slice: the catalogue, the search, the recent wallet and the catalogue wallet being paired. */
export type WalletListState = {
  /** The catalogue: the registry's answer, else the host's list, else the pairing connector's. */
  listings: readonly WalletListing[]
  source: WalletListSource
  /** True while the registry is being fetched. */
  loading: boolean
  /** The search typed in the wallet list. */
  query: string
  /** The wallet last used on this device: a catalogue id, or an installed wallet's rdns or connector id. */
  recent: string | undefined
  /** The catalogue wallet chosen for the current pairing: the QR view names it; a phone opens it. */
  chosen: string | undefined
}

/** The empty slice of a new kit. */
export const defaultWalletListState = (): WalletListState => ({
  listings: ref([]),
  source: 'none',
  loading: false,
  query: '',
  recent: undefined,
  chosen: undefined,
})
