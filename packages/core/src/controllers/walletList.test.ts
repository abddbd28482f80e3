import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { KitValidationError } from '../errors/kit.js'
import { createMemoryStorage } from '../services/memoryStorage.js'
import { createFakeConnector } from '../testing/fakes.js'
import { createTestKit } from '../test-utils.js'
import type { Connector, ConnectorEvent, ConnectResult } from '../types.js'
import { RECENT_WALLET_KEY } from './storage.js'
import type { WalletListing } from './walletList.listing.js'
import { selectWalletList } from './walletList.select.js'

const REGISTRY = 'http://registry.test/v1/wallets'
const server = setupServer()
// Only the registry is under test; the balance and profile reads after a connection may fail quietly.
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).host === 'registry.test') print.error()
    },
  }),
)
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const icon = 'data:image/png;base64,AA'
const rainbow: WalletListing = {
  id: 'rainbow',
  name: 'Rainbow',
  icon,
  chains: ['eip155'],
  mobile: { native: 'rainbow://', universal: 'https://rnbwapp.com' },
}
const zerion: WalletListing = {
  id: 'zerion',
  name: 'Zerion',
  icon,
  chains: ['eip155'],
  mobile: { native: 'zerion://' },
}
const URI = 'wc:7f6e@2?relay-protocol=irn&symKey=abcd'

/** A WalletConnect-like connector: shows a URI, then connects when `approve` is called. */
function createPairingFake(wallets?: unknown) {
  const listeners = new Set<(event: ConnectorEvent) => void>()
  let approve: (result: ConnectResult) => void = () => undefined
  const redirects: ((() => void) | undefined)[] = []
  const connector: Connector & {
    setWalletRedirect(open: (() => void) | undefined): void
    wallets?: unknown
  } = {
    id: 'walletConnect',
    type: 'walletConnect',
    name: 'WalletConnect',
    namespace: 'eip155',
    ...(wallets ? { wallets } : {}),
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    connect: () =>
      new Promise<ConnectResult>((resolve) => {
        approve = resolve
        queueMicrotask(() => {
          for (const listener of listeners) listener({ type: 'displayUri', uri: URI })
        })
      }),
    disconnect: async () => undefined,
    getProvider: async () => ({}),
    setWalletRedirect: (open) => redirects.push(open),
  }
  return {
    connector,
    redirects,
    approve: () =>
      approve({ address: '0x2222222222222222222222222222222222222222', caipNetworkId: 'eip155:80002' }),
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('wallet list controller', () => {
  it('uses the host list, and the registry when it answers', async () => {
    server.use(http.get(REGISTRY, () => HttpResponse.json({ wallets: [zerion] })))
    const kit = createTestKit({ walletList: { wallets: [rainbow], registryUrl: REGISTRY } })
    await kit.walletList.load()
    expect(kit.getState().walletList.source).toBe('registry')
    expect(kit.getState().walletList.listings.map((listing) => listing.id)).toEqual(['zerion'])
  })

  it('falls back to the built-in list when the registry fails or answers garbage', async () => {
    server.use(http.get(REGISTRY, () => HttpResponse.json({ wallets: [{ id: 'x', icon: 'javascript:1' }] })))
    const kit = createTestKit({ walletList: { wallets: [rainbow], registryUrl: REGISTRY } })
    await kit.walletList.load()
    expect(kit.getState().walletList.source).toBe('options')
    expect(kit.getState().walletList.listings).toEqual([rainbow])

    server.use(http.get(REGISTRY, () => new HttpResponse(null, { status: 500 })))
    const other = createTestKit({ walletList: { registryUrl: REGISTRY } })
    await other.walletList.load()
    expect(other.getState().walletList.listings).toEqual([])
    expect(other.getState().walletList.loading).toBe(false)
  })

  it('takes the list the pairing connector carries when the host gives none, and loads when the modal opens', async () => {
    const kit = createTestKit()
    kit.connectors.register(createPairingFake([zerion]).connector)
    kit.modal.open()
    await settle()
    expect(kit.getState().walletList.source).toBe('connector')
    expect(kit.walletList.getListing('zerion')?.name).toBe('Zerion')
  })

  it('refuses a host list that is not an array at once, and an invalid one when it loads (reported, not shown)', async () => {
    expect(() => createTestKit({ walletList: { wallets: 'rainbow' as never } })).toThrow(
      /walletList\.wallets: must be an array of wallets/,
    )
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const kit = createTestKit({ logLevel: 'error', walletList: { wallets: [{ ...rainbow, chains: [] }] } })
      await kit.walletList.load()
      expect(kit.getState().walletList.listings).toEqual([])
      expect(kit.walletList.getListing('rainbow')).toBeUndefined()
      expect(String(error.mock.calls[0]?.[1])).toMatch(/walletList\.wallets: must be a wallet list/)
    } finally {
      error.mockRestore()
    }
  })

  it('on a phone, opens the chosen wallet with the pairing URI, then reopens it for requests', async () => {
    const opened: string[] = []
    const kit = createTestKit({
      walletList: { wallets: [rainbow], phone: true, openLink: (url) => opened.push(url) },
    })
    const pairing = createPairingFake()
    kit.connectors.register(pairing.connector)
    await kit.walletList.load()
    const done = kit.walletList.choose('listing:rainbow')
    await vi.waitFor(() => expect(opened).toHaveLength(1))
    expect(kit.getState().router.view).toBe('ConnectingWalletConnect')
    expect(opened).toEqual([`https://rnbwapp.com/wc?uri=${encodeURIComponent(URI)}`])
    pairing.approve()
    await done
    expect(kit.getState().account.status).toBe('connected')
    // The connector got the function that brings the wallet back for each request.
    const redirect = pairing.redirects.at(-1)
    expect(redirect).toBeTypeOf('function')
    redirect?.()
    expect(opened.at(-1)).toBe('https://rnbwapp.com/wc')
  })

  it('on a desktop, shows the QR view naming the chosen wallet and opens nothing', async () => {
    const opened: string[] = []
    const kit = createTestKit({
      walletList: { wallets: [rainbow], phone: false, openLink: (url) => opened.push(url) },
    })
    const pairing = createPairingFake()
    kit.connectors.register(pairing.connector)
    await kit.walletList.load()
    const done = kit.walletList.choose('listing:rainbow')
    await vi.waitFor(() => expect(kit.getState().connection.wcUri).toBe(URI))
    expect(kit.getState().router.view).toBe('ConnectingWalletConnect')
    expect(kit.getState().walletList.chosen).toBe('rainbow')
    pairing.approve()
    await done
    expect(opened).toEqual([])
    expect(pairing.redirects.at(-1)).toBeUndefined()
  })

  it('remembers the wallet last used on this device across a disconnect and a new kit', async () => {
    const storage = createMemoryStorage()
    const kit = createTestKit({ storage, walletList: { wallets: [rainbow] } })
    kit.connectors.register(createFakeConnector({ id: 'io.metamask', rdns: 'io.metamask', name: 'MetaMask' }))
    await kit.walletList.choose('connector:io.metamask')
    expect(kit.getState().router.view).toBe('ConnectingExternal')
    expect(kit.getState().walletList.recent).toBe('io.metamask')
    await kit.connection.disconnect()
    expect(storage.getItem(RECENT_WALLET_KEY)).toBe('io.metamask')

    const next = createTestKit({ storage, walletList: { wallets: [rainbow] } })
    next.connectors.register(createPairingFake().connector)
    await next.walletList.load()
    expect(next.getState().walletList.recent).toBe('io.metamask')

    const pairing = createPairingFake()
    next.connectors.register(pairing.connector)
    const done = next.walletList.choose('listing:rainbow')
    await vi.waitFor(() => expect(next.getState().connection.wcUri).toBe(URI))
    pairing.approve()
    await done
    expect(storage.getItem(RECENT_WALLET_KEY)).toBe('rainbow')
    expect(selectWalletList(next.getState()).recent.map((entry) => entry.key)).toEqual(['listing:rainbow'])
  })

  it('a paired session restored after a reload keeps the wallet it was made with, which a phone reopens for requests', async () => {
    const storage = createMemoryStorage({
      [RECENT_WALLET_KEY]: 'rainbow',
      '@kit/connected_connector': JSON.stringify({ connectorId: 'walletConnect', namespace: 'eip155' }),
    })
    const opened: string[] = []
    const kit = createTestKit({
      storage,
      walletList: { wallets: [rainbow], phone: true, openLink: (url) => opened.push(url) },
    })
    const pairing = createPairingFake()
    kit.connectors.register({
      ...pairing.connector,
      reconnect: async () => ({
        address: '0x2222222222222222222222222222222222222222',
        caipNetworkId: 'eip155:80002',
      }),
    })
    await vi.waitFor(() => expect(kit.getState().account.status).toBe('connected'))
    await vi.waitFor(() => expect(kit.getState().walletList.chosen).toBe('rainbow'))
    expect(storage.getItem(RECENT_WALLET_KEY)).toBe('rainbow')
    pairing.redirects.at(-1)?.()
    expect(opened).toEqual(['https://rnbwapp.com/wc'])
  })

  it('refuses an unknown wallet with a typed error, changing nothing', async () => {
    const kit = createTestKit({ walletList: { wallets: [rainbow] } })
    await kit.walletList.load()
    await expect(kit.walletList.choose('listing:nope')).rejects.toBeInstanceOf(KitValidationError)
    await expect(kit.walletList.choose('connector:nope')).rejects.toBeInstanceOf(KitValidationError)
    // A catalogue wallet needs a pairing connector.
    await expect(kit.walletList.choose('listing:rainbow')).rejects.toThrow(/no WalletConnect connector/)
    expect(kit.getState().router.view).toBe('Connect')
  })

  it('detects a phone from the browser unless told', () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile', maxTouchPoints: 5 })
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)' }))
    try {
      expect(createTestKit().walletList.isPhone()).toBe(true)
      expect(createTestKit({ walletList: { phone: false } }).walletList.isPhone()).toBe(false)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
