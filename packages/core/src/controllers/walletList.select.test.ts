import { describe, expect, it } from 'vitest'
import type { ConnectorDescriptor } from '../types.js'
import type { WalletListing } from './walletList.listing.js'
import { selectWalletList, type WalletListInput } from './walletList.select.js'

const icon = 'data:image/png;base64,AA'
const listing = (id: string, name: string, extra: Partial<WalletListing> = {}): WalletListing => ({
  id,
  name,
  icon,
  chains: ['eip155'],
  ...extra,
})
const connector = (id: string, extra: Partial<ConnectorDescriptor> = {}): ConnectorDescriptor => ({
  id,
  type: 'injected',
  name: id,
  icon: undefined,
  namespace: 'eip155',
  rdns: undefined,
  ...extra,
})
const pairing = connector('walletConnect', { type: 'walletConnect', name: 'WalletConnect' })
const listings = [
  listing('metamask', 'MetaMask', { rdns: 'io.metamask' }),
  listing('trust', 'Trust Wallet', { chains: ['eip155', 'solana'] }),
  listing('phantom', 'Phantom', { chains: ['solana'] }),
  listing('rainbow', 'Rainbow'),
  listing('zerion', 'Zerion'),
]
const input = (over: {
  connectors?: ConnectorDescriptor[]
  recent?: string
  query?: string
  namespaces?: ('eip155' | 'solana')[]
}): WalletListInput => ({
  connectors: { list: over.connectors ?? [pairing] },
  network: { networks: (over.namespaces ?? ['eip155']).map((chainNamespace) => ({ chainNamespace })) },
  walletList: { listings, recent: over.recent, query: over.query ?? '' },
})
const keys = (entries: readonly { key: string }[]) => entries.map((entry) => entry.key)

describe('selectWalletList', () => {
  it('lists installed first, then recent, then the catalogue, then the generic pairing entry', () => {
    const list = selectWalletList(
      input({
        connectors: [connector('io.metamask', { name: 'MetaMask', rdns: 'io.metamask' }), pairing],
        recent: 'rainbow',
      }),
    )
    expect(keys(list.installed)).toEqual(['connector:io.metamask'])
    expect(list.installed[0]?.installed).toBe(true)
    // MetaMask is installed, so its catalogue row goes; Phantom serves no namespace of this EVM-only app.
    expect(keys(list.recent)).toEqual(['listing:rainbow'])
    expect(keys(list.wallets)).toEqual(['listing:trust', 'listing:zerion', 'connector:walletConnect'])
  })

  it('puts a recent installed wallet first among the installed ones', () => {
    const list = selectWalletList(
      input({
        connectors: [
          connector('a'),
          connector('io.metamask', { name: 'MetaMask', rdns: 'io.metamask' }),
          pairing,
        ],
        recent: 'io.metamask',
      }),
    )
    expect(keys(list.installed)).toEqual(['connector:io.metamask', 'connector:a'])
    expect(list.recent).toEqual([])
  })

  it('searches every section by name, ignoring case, spaces and accents', () => {
    const list = selectWalletList(input({ query: ' TRÚST wal ' }))
    expect(keys(list.wallets)).toEqual(['listing:trust'])
    expect(selectWalletList(input({ query: 'zzz' })).wallets).toEqual([])
  })

  it('filters the catalogue by the app namespaces and caps it with limit', () => {
    const solanaOnly = selectWalletList(input({ namespaces: ['solana'] }), { limit: 1 })
    expect(keys(solanaOnly.wallets)).toEqual(['listing:trust', 'connector:walletConnect'])
    expect(solanaOnly.more).toBe(1)
    expect(solanaOnly.wallets[0]?.namespaces).toEqual(['solana'])
  })

  it('shows no catalogue wallet without a pairing connector to connect it', () => {
    const list = selectWalletList(input({ connectors: [connector('a')] }))
    expect(list.wallets).toEqual([])
    expect(keys(list.installed)).toEqual(['connector:a'])
  })
})
