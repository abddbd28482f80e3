// The wallet list as the Connect and All wallets views show it: installed wallets, then the recent one, then the
// catalogue, each filtered by the search and by the app's namespaces. A pure read of a snapshot.
import type { ChainNamespace } from '@kit/chains'
import type { ConnectorDescriptor } from '../types.js'
import type { WalletListing } from './walletList.listing.js'

/** One row of the wallet list. `key` is what `kit.walletList.choose` takes. */
export type WalletListEntry = {
  /** `connector:<connector id>` for a registered connector, `listing:<listing id>` for a catalogue wallet. */
  readonly key: string
  readonly name: string
  readonly icon: string | undefined
  readonly namespaces: readonly ChainNamespace[]
  /** Announced by the browser (EIP-6963 or the wallet standard): connecting needs no pairing. */
  readonly installed: boolean
  /** The wallet last used on this device. */
  readonly recent: boolean
  /** The connector that connects it: the wallet's own, or the pairing (WalletConnect) connector. */
  readonly connectorId: string
  /** The catalogue wallet, for a `listing:` entry. */
  readonly listing?: WalletListing | undefined
}

/** The sections of the wallet list, in the order they are shown. */
export type WalletListSections = {
  readonly installed: readonly WalletListEntry[]
  readonly recent: readonly WalletListEntry[]
  /** The catalogue (and last the generic pairing entry), after the search. */
  readonly wallets: readonly WalletListEntry[]
  /** How many catalogue rows `limit` left out. */
  readonly more: number
}

/** What the selector reads: a kit snapshot fits. */
export type WalletListInput = {
  readonly connectors: { readonly list: readonly ConnectorDescriptor[] }
  readonly network: { readonly networks: readonly { readonly chainNamespace: ChainNamespace }[] }
  readonly walletList: {
    readonly listings: readonly WalletListing[]
    readonly recent: string | undefined
    readonly query: string
  }
}

const normal = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')

/** True when `name` (or `id`) matches the search: letters and digits only, ignoring case, accents and spaces. */
export function matchesWalletQuery(query: string, ...names: readonly (string | undefined)[]): boolean {
  const wanted = normal(query)
  return wanted === '' || names.some((name) => name !== undefined && normal(name).includes(wanted))
}

/** The catalogue wallet an installed connector is: same rdns, else the same name. */
function listingOf(connector: ConnectorDescriptor, listings: readonly WalletListing[]) {
  return (
    (connector.rdns && listings.find((listing) => listing.rdns === connector.rdns)) ||
    listings.find((listing) => normal(listing.name) === normal(connector.name))
  )
}

/**
 * The wallet list: installed wallets first (the recent one leading), then the recent wallet when it is not
 * installed, then the catalogue in its own order and last the generic pairing (WalletConnect) entry. Catalogue
 * wallets need a pairing connector and must serve one of the app's namespaces; a catalogue wallet that is
 * installed is shown once, as installed. `query` filters every section by name; `limit` caps the catalogue rows.
 */
export function selectWalletList(
  state: WalletListInput,
  options: { query?: string; limit?: number } = {},
): WalletListSections {
  const query = options.query ?? state.walletList.query
  const { listings, recent } = state.walletList
  const appNamespaces = new Set(state.network.networks.map((network) => network.chainNamespace))
  const connectors = state.connectors.list
  const pairings = connectors.filter((connector) => connector.type === 'walletConnect')

  const installed: WalletListEntry[] = []
  const covered = new Set<string>()
  for (const connector of connectors) {
    if (connector.type !== 'injected' && connector.type !== 'solana') continue
    const listing = listingOf(connector, listings)
    if (listing) covered.add(listing.id)
    const isRecent = recent !== undefined && [connector.rdns, connector.id, listing?.id].includes(recent)
    if (!matchesWalletQuery(query, connector.name)) continue
    installed.push({
      key: `connector:${connector.id}`,
      name: connector.name,
      icon: connector.icon ?? listing?.icon,
      namespaces: [connector.namespace],
      installed: true,
      recent: isRecent,
      connectorId: connector.id,
    })
  }
  // The recent wallet leads; the others keep the order the browser announced them in.
  installed.sort((a, b) => Number(b.recent) - Number(a.recent))

  const recentRows: WalletListEntry[] = []
  const catalogue: WalletListEntry[] = []
  for (const listing of listings) {
    if (covered.has(listing.id)) continue
    const namespaces = listing.chains.filter((chain) => appNamespaces.has(chain))
    const pairing = pairings.find((connector) => namespaces.includes(connector.namespace)) ?? pairings[0]
    if (!pairing || namespaces.length === 0 || !matchesWalletQuery(query, listing.name, listing.id)) continue
    const isRecent = recent !== undefined && (recent === listing.id || recent === listing.rdns)
    const entry: WalletListEntry = {
      key: `listing:${listing.id}`,
      name: listing.name,
      icon: listing.icon,
      namespaces,
      installed: false,
      recent: isRecent,
      connectorId: pairing.id,
      listing,
    }
    ;(isRecent ? recentRows : catalogue).push(entry)
  }
  const limit = options.limit ?? Number.POSITIVE_INFINITY
  const shown = catalogue.slice(0, limit)
  for (const pairing of pairings)
    if (matchesWalletQuery(query, pairing.name))
      shown.push({
        key: `connector:${pairing.id}`,
        name: pairing.name,
        icon: pairing.icon,
        namespaces: [pairing.namespace],
        installed: false,
        recent: recent === pairing.id,
        connectorId: pairing.id,
      })
  return {
    installed,
    recent: recentRows,
    wallets: shown,
    more: catalogue.length - Math.min(limit, catalogue.length),
  }
}
