import { ref, subscribe } from 'valtio/vanilla'
import type { KitContext } from '../context.js'
import { KitValidationError } from '../errors/kit.js'
import { withTimeout } from '../services/timeout.js'
import type { Connector } from '../types.js'
import { isPhoneDevice, probeBrowser, walletPairingLink, walletRequestLink } from './walletList.links.js'
import { parseWalletListings, type WalletListing } from './walletList.listing.js'

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

/** The empty slice of a new kit. */
export const defaultWalletListState = (): WalletListState => ({
  listings: ref([]),
  source: 'none',
  loading: false,
  query: '',
  recent: undefined,
  chosen: undefined,
})

/** The pairing (WalletConnect) connector for a wallet: one serving a namespace it lists, else the first. */
const pairingConnector = (ctx: KitContext, listing?: WalletListing): Connector | undefined => {
  const pairings = ctx.controllers.connectors.list().filter((connector) => connector.type === 'walletConnect')
  return pairings.find((connector) => listing?.chains.includes(connector.namespace)) ?? pairings[0]
}

const offeredWallets = (connector: Connector | undefined): unknown =>
  (connector as { wallets?: unknown } | undefined)?.wallets

const canRedirect = (connector: Connector | undefined): connector is Connector & WalletRedirectCapable =>
  typeof (connector as Partial<WalletRedirectCapable> | undefined)?.setWalletRedirect === 'function'

/** Creates the wallet-list controller of one kit. */
export function createWalletListController(ctx: KitContext): WalletListController {
  const { state } = ctx
  const options = ctx.options.walletList
  const slice = state.walletList
  let loading: Promise<void> | undefined
  let recentRead = false
  let status = state.account.status

  const readRecent = () => {
    if (recentRead) return
    recentRead = true
    const stored = ctx.storage.getRecentWallet()
    if (stored) slice.recent = stored
  }
  const setListings = (listings: readonly WalletListing[], source: WalletListSource) => {
    // An unchanged list is not written: subscribers hear only real changes.
    if (
      source === slice.source &&
      (listings === slice.listings || (listings.length === 0 && slice.listings.length === 0))
    )
      return
    slice.listings = ref(listings)
    slice.source = source
  }
  /** The list without a registry: the host's, else the one the pairing connector carries. */
  const useBuiltIn = () => {
    if (options.wallets) return setListings(options.wallets, 'options')
    const offered = offeredWallets(pairingConnector(ctx))
    if (offered === undefined) return setListings([], 'none')
    try {
      setListings(parseWalletListings(offered), 'connector')
    } catch (error) {
      ctx.logger.warn('The WalletConnect connector offers an invalid wallet list', error)
      setListings([], 'none')
    }
  }
  const fetchRegistry = async (url: string) => {
    const fetcher = ctx.fetch ?? globalThis.fetch
    const controller = new AbortController()
    const response = await withTimeout(
      fetcher(url, { signal: controller.signal, headers: { accept: 'application/json' } }),
      ctx.options.apiTimeoutMs,
      () => {
        controller.abort()
        return new KitValidationError('The wallet registry did not answer', { details: url })
      },
      ctx.signal,
    )
    if (!response.ok)
      throw new KitValidationError('The wallet registry failed', {
        details: `${url}: HTTP ${response.status}`,
      })
    return parseWalletListings(await response.json())
  }

  const isPhone = () => options.phone ?? isPhoneDevice(probeBrowser())
  const open = (url: string) => {
    if (options.openLink) return options.openLink(url)
    ;(globalThis as { location?: { assign(url: string): void } }).location?.assign(url)
  }
  const listingOf = (id: string | undefined) =>
    id === undefined ? undefined : slice.listings.find((listing) => listing.id === id)

  /** On a phone, a paired catalogue wallet is brought back for each request; otherwise nothing is opened. */
  const updateRedirect = () => {
    const listing = listingOf(slice.chosen)
    const link = listing && isPhone() ? walletRequestLink(listing) : undefined
    for (const connector of ctx.controllers.connectors.list())
      if (connector.type === 'walletConnect' && canRedirect(connector))
        connector.setWalletRedirect(link ? () => open(link) : undefined)
  }

  // A new pairing URI for a chosen catalogue wallet on a phone: hand it to the wallet's app.
  let openedUri: string | undefined
  const stops = [
    subscribe(state.connection, () => {
      const uri = state.connection.wcUri
      if (!uri || uri === openedUri) return
      const listing = listingOf(slice.chosen)
      if (!listing || !isPhone()) return
      const link = walletPairingLink(listing, uri)
      if (!link) return
      openedUri = uri
      open(link)
    }),
    // A connection made: its wallet becomes the recent one, and a paired wallet may be reopened for requests.
    subscribe(state.account, () => {
      const before = status
      status = state.account.status
      if (status !== 'connected' || before === 'connected') return
      const connector = ctx.controllers.connectors.getActive()
      if (!connector) return
      let recent: string | undefined
      if (connector.type === 'injected' || connector.type === 'solana')
        recent = connector.rdns ?? connector.id
      else if (connector.type === 'walletConnect') {
        readRecent()
        // A restored session keeps the wallet it was made with; a new one is the chosen wallet (or the generic entry).
        recent = before === 'reconnecting' ? slice.recent : (slice.chosen ?? connector.id)
        const restored = before === 'reconnecting'
        // The catalogue may not be loaded yet after a reload: the redirect waits for it.
        void controller.load().then(() => {
          if (restored && slice.chosen === undefined && listingOf(slice.recent)) slice.chosen = slice.recent
          updateRedirect()
        })
      }
      if (recent === undefined || recent === slice.recent) return
      slice.recent = recent
      ctx.storage.setRecentWallet(recent)
    }),
    // The pairing connector may arrive (or change) after the list was loaded.
    subscribe(state.connectors, () => {
      if (slice.source === 'none' || slice.source === 'connector') useBuiltIn()
    }),
  ]
  // The catalogue is loaded when the modal first opens, never before.
  stops.push(
    subscribe(state.modal, () => {
      if (state.modal.open) void controller.load()
    }),
  )
  ctx.signal.addEventListener('abort', () => {
    for (const stop of stops) stop()
  })

  const controller: WalletListController = {
    load() {
      readRecent()
      loading ??= (async () => {
        useBuiltIn()
        const url = options.registryUrl
        if (!url) return
        slice.loading = true
        try {
          setListings(await fetchRegistry(url), 'registry')
        } catch (error) {
          ctx.logger.warn('The wallet registry could not be read; using the built-in list', error)
        } finally {
          slice.loading = false
        }
      })()
      return loading
    },
    setQuery(query) {
      slice.query = typeof query === 'string' ? query.slice(0, 64) : ''
    },
    isPhone,
    getListing: (id) => listingOf(id),
    async choose(key) {
      readRecent()
      const [kind, id = ''] =
        typeof key === 'string' ? [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)] : []
      const { router, connection, connectors } = ctx.controllers
      if (kind === 'connector') {
        const connector = connectors.get(id)
        if (!connector) throw new KitValidationError('Unknown wallet', { details: `No connector "${id}".` })
        slice.chosen = undefined
        if (connector.type === 'walletConnect') updateRedirect()
        router.push(connector.type === 'walletConnect' ? 'ConnectingWalletConnect' : 'ConnectingExternal', {
          connectorId: connector.id,
        })
        return connection.connect(connector.id)
      }
      const listing = kind === 'listing' ? listingOf(id) : undefined
      if (!listing)
        throw new KitValidationError('Unknown wallet', {
          details: `"${String(key)}" is not in the wallet list.`,
        })
      const pairing = pairingConnector(ctx, listing)
      if (!pairing)
        throw new KitValidationError('Unknown wallet', {
          details: `${listing.name} connects through WalletConnect, and no WalletConnect connector is registered.`,
        })
      slice.chosen = listing.id
      openedUri = undefined
      updateRedirect()
      router.push('ConnectingWalletConnect', { connectorId: pairing.id })
      return connection.connect(pairing.id)
    },
  }
  return controller
}
