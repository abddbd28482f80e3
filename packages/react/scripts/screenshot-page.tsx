// The page the screenshot harness renders: a real kit with fake connectors and canned API answers, and a
// `window.kitShow(scene, mode)` that puts the kit in the state of each screenshot.
import {
  type Connector,
  createKit,
  createMemoryStorage,
  type Kit,
  type KitOptions,
  type RouterView,
} from '@kit/core'
import { createRoot } from 'react-dom/client'
import { testNetworks } from '../test/networks.js'
import { AccountButton, ConnectButton, KitProvider, NetworkButton } from '../src/exports/index.js'

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

function fakeConnector(
  id: string,
  name: string,
  type: Connector['type'],
  extra: Partial<Connector> = {},
): Connector {
  return {
    id,
    name,
    type,
    namespace: 'eip155',
    icon: undefined,
    async connect({ caipNetworkId }) {
      return { address: ADDRESS, caipNetworkId: caipNetworkId ?? 'eip155:80002' }
    },
    async disconnect() {},
    async getProvider() {
      return {}
    },
    ...extra,
  }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** Canned blockchain-API answers: on-ramp options and quotes, names (all free), gas price. */
const fakeFetch: typeof fetch = async (input) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
  if (url.pathname === '/v1/onramp/options')
    return json({
      paymentCurrencies: [
        {
          id: 'USD',
          payment_method_limits: [
            { id: 'card', min: '10.00', max: '7500.00' },
            { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
          ],
        },
        { id: 'EUR', payment_method_limits: [{ id: 'card', min: '10.00', max: '7000.00' }] },
      ],
      purchaseCurrencies: [
        { id: 'usdc', name: 'USD Coin', symbol: 'USDC', networks: [] },
        { id: 'kusd', name: 'Kit USD', symbol: 'KUSD', networks: [] },
      ],
    })
  if (url.pathname === '/v1/onramp/quote')
    return json({
      purchaseAmount: { amount: '249.37', currency: 'USDC' },
      paymentTotal: { amount: '250', currency: 'USD' },
    })
  if (url.pathname.startsWith('/v1/profile/account/'))
    return json({ status: 'ERROR', reasons: [{ name: 'NotFound', description: 'Name not found' }] }, 404)
  if (url.pathname.startsWith('/v1/profile/suggestions/')) return json({ suggestions: [] })
  if (url.pathname === '/v1/convert/gas-price')
    return json({ standard: '30000000000', fast: '35000000000', instant: '40000000000' })
  return json({}, 404)
}

const kits: Kit[] = []
// `?locale=ar` (KIT_SHOTS_LOCALE in screenshots.mjs): the scenes in that language.
const locale = new URLSearchParams(location.search).get('locale') ?? 'en'
const root = createRoot(document.getElementById('root') as HTMLElement)

function mount(kit: Kit) {
  root.render(
    <KitProvider kit={kit} prefetch={false} locale={locale}>
      <div style={{ display: 'flex', gap: 12, padding: 16 }}>
        <ConnectButton />
        <AccountButton />
        <NetworkButton />
      </div>
    </KitProvider>,
  )
}

type Scene =
  | 'Connect'
  | 'Account'
  | 'Networks'
  | 'OnRamp'
  | 'Send'
  | 'RegisterAccountName'
  | 'Settings'
  | 'WalletConnect'
  | 'EmailVerifyOtp'
  | 'SendPreview'
  | 'ConnectingExternal'

const WC_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

/** Connectors that wait for ever: the connecting views stay on screen. */
const waiting = {
  connect: () => new Promise<never>(() => undefined),
  onEvent(listener: (event: { type: 'displayUri'; uri: string }) => void) {
    setTimeout(() => listener({ type: 'displayUri', uri: WC_URI }), 50)
    return () => undefined
  },
}

async function show(scene: Scene, mode: 'light' | 'dark') {
  for (const old of kits.splice(0)) {
    old.modal.close()
    old.destroy()
  }
  const options = {
    projectId: 'screenshots',
    networks: testNetworks,
    apiUrl: 'https://api.test',
    storage: createMemoryStorage(),
    logLevel: 'silent',
    themeMode: mode,
    fetch: fakeFetch,
    metadata: { name: 'Kit Demo', description: '', url: 'http://localhost', icons: [] },
  } satisfies KitOptions
  let kit: Kit
  try {
    // Only the page's own fake connectors (a newer core discovers real ones; an older one has no such option).
    kit = createKit({
      ...options,
      connectors: { injected: false, walletConnect: false, solana: false },
    } as KitOptions)
  } catch {
    kit = createKit(options)
  }
  kits.push(kit)
  kit.connectors.register(fakeConnector('auth', 'Email', 'auth'))
  kit.connectors.register(fakeConnector('test-wallet', 'Test Wallet', 'injected'))
  kit.connectors.register(
    fakeConnector(
      'walletConnect',
      'WalletConnect',
      'walletConnect',
      scene === 'WalletConnect' ? waiting : {},
    ),
  )
  kit.connectors.register(fakeConnector('slow-wallet', 'Rabby Wallet', 'injected', waiting))
  mount(kit)
  // The connecting scenes click like a user would; the harness does that (see screenshots.mjs).
  if (scene === 'WalletConnect' || scene === 'ConnectingExternal' || scene === 'EmailVerifyOtp') {
    kit.modal.open()
    if (scene === 'EmailVerifyOtp') kit.router.push('EmailVerifyOtp', { email: 'ada@example.com' })
    return
  }
  if (scene !== 'Connect') {
    await kit.connection.connect('test-wallet')
    kit.account.setBalance('12.345678', 'POL')
  }
  const views: Record<Scene, RouterView> = {
    Connect: 'Connect',
    Account: 'Account',
    Networks: 'Networks',
    OnRamp: 'OnRampProviders',
    Send: 'WalletSend',
    RegisterAccountName: 'RegisterAccountName',
    Settings: 'AccountSettings',
    WalletConnect: 'ConnectingWalletConnect',
    EmailVerifyOtp: 'EmailVerifyOtp',
    SendPreview: 'WalletSendPreview',
    ConnectingExternal: 'ConnectingExternal',
  }
  kit.modal.open({ view: views[scene] })
  if (scene === 'OnRamp') await kit.onramp.loadOptions()
  if (scene === 'Send' || scene === 'SendPreview') {
    kit.send.setTokenAmount('1.5')
    kit.send.setReceiverAddress('0x9A8f92a830A5cB89a3816e3D267CB7791c16b04D')
    if (scene === 'SendPreview') kit.send.setGasPrice(30_000_000_000n)
  }
}

;(window as unknown as { kitShow: typeof show }).kitShow = show
