// The wallet list's logic, part of the connect unit (connectFlow.ts) that loads when the modal first opens, a wallet
// is chosen, or a WalletConnect session starts: the registry fetch, the catalogue fallbacks, choosing a wallet, and handing a phone to the wallet's app. The
// first load keeps only the facade in walletList.ts.
import { ref, subscribe } from 'valtio/vanilla'
import type { KitContext, WalletListActions } from '../context.js'
import { withTimeout } from '../services/timeout.js'
import { KitValidationError } from '../errors/kit.js'
import type { Connector } from '../types.js'
import type { WalletListSource } from '../state/walletList.js'
import type { WalletRedirectCapable } from './walletList.js'
import { walletPairingLink, walletRequestLink } from './walletList.links.js'
import { parseWalletListings, type WalletListing } from './walletList.listing.js'

/** What the facade hands the lazy logic: its kit and the phone check both sides use. */
export type WalletListHost = {
  ctx: KitContext
  isPhone(): boolean
}

/** The pairing (WalletConnect) connector for a wallet: one serving a namespace it lists, else the first. */
const pairingConnector = (ctx: KitContext, listing?: WalletListing): Connector | undefined => {
  const pairings = ctx.parts.listConnectors(ctx).filter((connector) => connector.type === 'walletConnect')
  return pairings.find((connector) => listing?.chains.includes(connector.namespace)) ?? pairings[0]
}

const offeredWallets = (connector: Connector | undefined): unknown =>
  (connector as { wallets?: unknown } | undefined)?.wallets

const canRedirect = (connector: Connector | undefined): connector is Connector & WalletRedirectCapable =>
  typeof (connector as Partial<WalletRedirectCapable> | undefined)?.setWalletRedirect === 'function'

/** Creates the lazy half of a kit's wallet list. */
export function createWalletListActions({ ctx, isPhone }: WalletListHost): WalletListActions {
  const { state } = ctx
  const options = ctx.options.walletList
  const slice = state.walletList
  let loading: Promise<void> | undefined
  let recentRead = false

  const readRecent = () => {
    if (recentRead) return
    recentRead = true
    const stored = ctx.storage.getRecentWallet()
    if (stored) slice.recent = stored
  }
  const remember = (recent: string | undefined) => {
    if (recent === undefined || recent === slice.recent) return
    slice.recent = recent
    ctx.storage.setRecentWallet(recent)
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
  // The host's list is checked once, here: an invalid one is reported and not shown, never half-used.
  let hostList: readonly WalletListing[] | undefined
  if (options.wallets)
    try {
      hostList = parseWalletListings(options.wallets)
    } catch (error) {
      ctx.logger.error('walletList.wallets: must be a wallet list', error)
    }
  /** The list without a registry: the host's, else the one the pairing connector carries. */
  const useBuiltIn = () => {
    if (hostList) return setListings(hostList, 'options')
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
    for (const connector of ctx.parts.listConnectors(ctx))
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
    // The pairing connector may arrive (or change) after the list was loaded.
    subscribe(state.connectors, () => {
      if (slice.source === 'none' || slice.source === 'connector') useBuiltIn()
    }),
  ]
  ctx.signal.addEventListener('abort', () => {
    for (const stop of stops) stop()
  })

  const actions: WalletListActions = {
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
    connected(restored) {
      readRecent()
      const connector = ctx.parts.getActiveConnector(ctx)
      if (!connector || state.account.status !== 'connected') return
      if (connector.type !== 'walletConnect') {
        if (connector.type === 'injected' || connector.type === 'solana')
          remember(connector.rdns ?? connector.id)
        return
      }
      // A restored session keeps the wallet it was made with; a new one is the chosen wallet (or the generic entry).
      remember(restored ? slice.recent : (slice.chosen ?? connector.id))
      // The catalogue may not be loaded yet after a reload: the redirect waits for it.
      void actions.load().then(() => {
        if (restored && slice.chosen === undefined && listingOf(slice.recent)) slice.chosen = slice.recent
        updateRedirect()
      })
    },
    async choose(key) {
      readRecent()
      const [kind, id = ''] =
        typeof key === 'string' ? [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)] : []
      if (kind === 'connector') {
        const connector = ctx.parts.getConnector(ctx, id)
        if (!connector) throw new KitValidationError('Unknown wallet', { details: `No connector "${id}".` })
        slice.chosen = undefined
        if (connector.type === 'walletConnect') updateRedirect()
        ctx.parts.pushView(
          ctx,
          connector.type === 'walletConnect' ? 'ConnectingWalletConnect' : 'ConnectingExternal',
          {
            connectorId: connector.id,
          },
        )
        return ctx.parts.connect(ctx, connector.id)
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
      ctx.parts.pushView(ctx, 'ConnectingWalletConnect', { connectorId: pairing.id })
      return ctx.parts.connect(ctx, pairing.id)
    },
  }
  return actions
}
