import { ref } from 'valtio/vanilla'
import type { KitContext } from '../context.js'
import type { WalletListActions } from './walletList.actions.js'
import { isPhoneDevice, probeBrowser } from './walletList.device.js'
import type { WalletListing } from './walletList.listing.js'

export type { WalletListOptions } from './walletList.listing.js'

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

/**
 * What a pairing connector may offer so a phone returns to the wallet app for each request: Kit hands it the
 * function that opens the chosen wallet (or `undefined` to stop), and the connector calls it after it sends a
 * request to the wallet.
 */
export type WalletRedirectCapable = { setWalletRedirect(open: (() => void) | undefined): void }

/** The wallet list of one kit. */
export type WalletListController = {
  /**
   * Loads the catalogue once (the modal runs it when it opens): the registry when `registryUrl` is set, falling
   * back to the built-in list (the host's, else the pairing connector's) when it fails. Never rejects.
   */
  load(): Promise<void>
  /** Loads the list's code without asking for the catalogue (no network request), for an idle warm-up. Never rejects. */
  prepare(): Promise<void>
  /** Sets the search of the wallet list. */
  setQuery(query: string): void
  /** True on a phone: tapping a catalogue wallet opens its app instead of showing a QR code. */
  isPhone(): boolean
  /** The catalogue wallet with this id. */
  getListing(id: string): WalletListing | undefined
  /**
   * What tapping a wallet of the list does. `key` is a `WalletListEntry.key`. An installed wallet (or the generic
   * WalletConnect entry) connects through its connector, on its connecting view. A catalogue wallet pairs through
   * the WalletConnect connector: on a phone its app opens with the pairing URI (universal link first, else its
   * scheme) and later requests bring it back; on a desktop the QR view shows, naming the wallet. Settles like
   * `kit.connection.connect`.
   * @throws {KitValidationError} for a key that names no wallet (or a catalogue wallet without a pairing connector).
   */
  choose(key: string): Promise<void>
}

/** What the connection layer tells the wallet list (not part of the kit's public surface). */
export type WalletListInternals = {
  /**
   * A connection was made (or restored): its wallet becomes the recent one, and a paired phone wallet is reopened
   * for requests. Never rejects.
   */
  connectionMade(restored: boolean): void
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

/** Creates the wallet-list controller of one kit. Its logic loads with the modal (walletList.actions.ts). */
export function createWalletListController(ctx: KitContext): WalletListController & WalletListInternals {
  const { state } = ctx
  const slice = state.walletList
  let actions: Promise<WalletListActions> | undefined

  const isPhone = () => ctx.options.walletList.phone ?? isPhoneDevice(probeBrowser())
  const lazy = () => {
    actions ??= import('./connectFlow.js').then(({ createWalletListActions }) =>
      createWalletListActions({ ctx, isPhone }),
    )
    return actions
  }
  const failed = (error: unknown) => ctx.logger.warn('Wallet list not loaded', error)

  return {
    connectionMade: (restored) => {
      lazy()
        .then((loaded) => loaded.connected(restored))
        .catch(failed)
    },
    load: () => lazy().then((loaded) => loaded.load(), failed),
    prepare: () => lazy().then(() => undefined, failed),
    setQuery(query) {
      slice.query = typeof query === 'string' ? query.slice(0, 64) : ''
    },
    isPhone,
    getListing: (id) => slice.listings.find((listing) => listing.id === id),
    choose: async (key) => (await lazy()).choose(key),
  }
}
