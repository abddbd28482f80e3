import { bindActions } from '../bind.js'
import type { KitContext, WalletListActions } from '../context.js'
import { isPhoneDevice, probeBrowser } from './walletList.device.js'
import type { WalletListing } from './walletList.listing.js'

export type { WalletListOptions } from './walletList.listing.js'
export type { WalletListSource, WalletListState } from '../state/walletList.js'

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

const isPhone = (ctx: KitContext) => ctx.options.walletList.phone ?? isPhoneDevice(probeBrowser())

/** The wallet list's code, loaded and made once per kit (a failed load is tried again next time). */
function walletListActions(ctx: KitContext): Promise<WalletListActions> {
  const { bookkeeping } = ctx
  bookkeeping.walletList ??= import('./connectFlow.js').then(
    ({ createWalletListActions }) => createWalletListActions({ ctx, isPhone: () => isPhone(ctx) }),
    (error: unknown) => {
      bookkeeping.walletList = undefined
      throw error
    },
  )
  return bookkeeping.walletList
}

const failed = (ctx: KitContext) => (error: unknown) => ctx.logger.warn('Wallet list not loaded', error)

/** See `WalletListController.load`. Never rejects. */
export const loadWalletList = (ctx: KitContext): Promise<void> =>
  walletListActions(ctx).then((actions) => actions.load(), failed(ctx))

/** See `WalletListController.prepare`. Never rejects. */
export const prepareWalletList = (ctx: KitContext): Promise<void> =>
  walletListActions(ctx).then(() => undefined, failed(ctx))

/**
 * A connection was made (or restored): its wallet becomes the recent one, and a paired phone wallet is reopened
 * for requests. Never rejects.
 */
export function rememberConnectedWallet(ctx: KitContext, restored: boolean): void {
  walletListActions(ctx)
    .then((actions) => actions.connected(restored))
    .catch(failed(ctx))
}

/** Sets the search of the wallet list (at most 64 characters). */
function setWalletQuery(ctx: KitContext, query: string): void {
  ctx.state.walletList.query = typeof query === 'string' ? query.slice(0, 64) : ''
}

/** The catalogue wallet with this id. */
const getWalletListing = (ctx: KitContext, id: string): WalletListing | undefined =>
  ctx.state.walletList.listings.find((listing) => listing.id === id)

/** See `WalletListController.choose`. */
const chooseWalletEntry = async (ctx: KitContext, key: string): Promise<void> =>
  (await walletListActions(ctx)).choose(key)

/** `kit.walletList`. */
export const createWalletListController = (ctx: KitContext): WalletListController =>
  bindActions<WalletListController>(ctx, {
    load: loadWalletList,
    prepare: prepareWalletList,
    setQuery: setWalletQuery,
    isPhone,
    getListing: getWalletListing,
    choose: chooseWalletEntry,
  })
