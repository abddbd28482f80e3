// The page the screenshot harness renders: a real kit with fake connectors and canned API answers, and a
// `window.kitShow(scene, mode)` that puts the kit in the state of each screenshot.
import { type Connector, createKit, createMemoryStorage, type Kit, type RouterView } from '@kit/core'
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
const root = createRoot(document.getElementById('root') as HTMLElement)

function mount(kit: Kit) {
  root.render(
    <KitProvider kit={kit} prefetch={false}>
      <div style={{ display: 'flex', gap: 12, padding: 16 }}>
        <ConnectButton />
        <AccountButton />
        <NetworkButton />
      </div>
    </KitProvider>,
  )
}

type Scene = 'Connect' | 'Account' | 'Networks' | 'OnRamp' | 'Send' | 'RegisterAccountName' | 'Settings'

async function show(scene: Scene, mode: 'light' | 'dark') {
  for (const old of kits.splice(0)) {
    old.modal.close()
    old.destroy()
  }
  const kit = createKit({
    projectId: 'screenshots',
    networks: testNetworks,
    apiUrl: 'http://api.test',
    storage: createMemoryStorage(),
    logLevel: 'silent',
    themeMode: mode,
    fetch: fakeFetch,
    metadata: { name: 'Kit Demo', description: '', url: 'http://localhost', icons: [] },
  })
  kits.push(kit)
  kit.connectors.register(fakeConnector('auth', 'Email', 'auth'))
  kit.connectors.register(fakeConnector('test-wallet', 'Test Wallet', 'injected'))
  kit.connectors.register(fakeConnector('walletConnect', 'WalletConnect', 'walletConnect'))
  mount(kit)
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
  }
  kit.modal.open({ view: views[scene] })
  if (scene === 'OnRamp') await kit.onramp.loadOptions()
  if (scene === 'Send') {
    kit.send.setTokenAmount('1.5')
    kit.send.setReceiverAddress('0x9A8f92a830A5cB89a3816e3D267CB7791c16b04D')
  }
}

;(window as unknown as { kitShow: typeof show }).kitShow = show
