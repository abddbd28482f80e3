// The page of the views' browser test (src/views/views.browser.test.ts), bundled with esbuild: a real kit with
// connectors that answer at once (or never, for the connecting views) and canned API answers, inside KitProvider.
// `window.kitViews.show(view, locale)` starts a fresh kit in the state `view` needs and opens the modal on it.
import {
  type Connector,
  createKit,
  createMemoryStorage,
  type Kit,
  type RouterData,
  type RouterView,
} from '@kit/core'
import { createRoot } from 'react-dom/client'
import { AccountButton, ConnectButton, KitProvider, NetworkButton } from '../../src/exports/index.js'
import { VIEW_COMPONENTS } from '../../src/views/index.js'
import { testNetworks } from '../networks.js'

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const RECEIVER = '0x9A8f92a830A5cB89a3816e3D267CB7791c16b04D'
const EMAIL = 'ada.lovelace@example.com'
const WC_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

/** The views a visitor sees before connecting; every other view is drawn connected through the e-mail wallet. */
const disconnectedViews = new Set<RouterView>([
  'Connect',
  'ConnectWallets',
  'AllWallets',
  'ConnectSocials',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'ConnectingSocial',
  'ConnectingWalletConnect',
  'EmailVerifyDevice',
  'EmailVerifyOtp',
  'WhatIsANetwork',
  'WhatIsAWallet',
])

/** What each view is about (the router's data), where it needs something. */
const viewData: Partial<Record<RouterView, RouterData>> = {
  ConnectingExternal: { connectorId: 'slow-wallet' },
  ConnectingWalletConnect: { connectorId: 'walletConnect' },
  ConnectingSocial: { socialProvider: 'google' },
  ConnectingFarcaster: { socialProvider: 'farcaster' },
  EmailVerifyDevice: { email: EMAIL },
  EmailVerifyOtp: { email: EMAIL },
  SwitchNetwork: { caipNetworkId: 'eip155:1' },
  SwitchActiveChain: {
    switchToNamespace: 'solana',
    caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  },
  UpdateEmailWallet: { email: EMAIL },
  UpdateEmailPrimaryOtp: { email: EMAIL, newEmail: 'countess.of.lovelace@example.org' },
  UpdateEmailSecondaryOtp: { email: EMAIL, newEmail: 'countess.of.lovelace@example.org' },
  ApproveTransaction: { approvalPurpose: 'approve' },
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** Canned blockchain-API answers: on-ramp options and quotes, names (all free), gas price. */
const cannedFetch: typeof fetch = async (input) => {
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
  if (url.pathname === '/v1/onramp/quotes') {
    const quote = (received: string, fee: string) => ({
      paymentTotal: { amount: '250.00', currency: 'USD' },
      purchaseAmount: { amount: received, currency: 'USDC' },
      coinbaseFee: { amount: fee, currency: 'USD' },
      networkFee: { amount: '0.10', currency: 'USD' },
    })
    return json({
      quotes: [
        {
          provider: 'transak',
          quote: quote('244.1', '4.90'),
          paymentMethods: [{ id: 'card', min: '30', max: '3000' }],
        },
        {
          provider: 'moonpay',
          quote: quote('246.35', '3.55'),
          paymentMethods: [{ id: 'card', min: '20', max: '5000' }],
        },
        { provider: 'coinbase', error: { name: 'AmountOutOfRange', description: 'minimum is 500 USD' } },
      ],
    })
  }
  if (url.pathname.startsWith('/v1/profile/account/'))
    return json({ status: 'ERROR', reasons: [{ name: 'NotFound', description: 'Name not found' }] }, 404)
  if (url.pathname.startsWith('/v1/profile/suggestions/')) return json({ suggestions: [] })
  if (url.pathname === '/v1/convert/gas-price')
    return json({ standard: '30000000000', fast: '35000000000', instant: '40000000000' })
  return json({}, 404)
}

/** A connector that connects at once as ADDRESS (the e-mail one with its user), or never when `waits`. */
function testConnector(id: string, name: string, type: Connector['type'], waits = false): Connector {
  return {
    id,
    name,
    type,
    namespace: 'eip155',
    icon: undefined,
    async connect({ caipNetworkId }) {
      if (waits) return new Promise<never>(() => undefined)
      const chain = caipNetworkId ?? 'eip155:80002'
      return type === 'auth'
        ? {
            address: ADDRESS,
            caipNetworkId: chain,
            user: {
              email: EMAIL,
              address: ADDRESS,
              chainId: 80002,
              accounts: [
                { address: ADDRESS, type: 'eoa' },
                { address: RECEIVER, type: 'smartAccount' },
              ],
              smartAccountDeployed: false,
            },
          }
        : { address: ADDRESS, caipNetworkId: chain }
    },
    async disconnect() {},
    async getProvider() {
      return {}
    },
    ...(id === 'walletConnect'
      ? {
          onEvent(listener: (event: { type: 'displayUri'; uri: string }) => void) {
            setTimeout(() => listener({ type: 'displayUri', uri: WC_URI }), 20)
            return () => undefined
          },
        }
      : {}),
  } as Connector
}

/** The on-ramp's one provider (the quotes list and the purchase in progress name it). */
const PROVIDER = {
  label: 'Meld',
  name: 'meld',
  feeRange: '1–2%',
  url: 'https://meld.example/buy',
  publicKey: 'views-test',
  supportedNamespaces: ['eip155', 'solana'],
} as const

/** The element `selector` finds once it is there. */
async function whenThere(selector: string): Promise<HTMLElement> {
  for (let tries = 0; tries < 100; tries++) {
    const element = document.querySelector<HTMLElement>(selector)
    if (element) return element
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`views page: no ${selector}`)
}

const root = createRoot(document.getElementById('root') as HTMLElement)
let current: Kit | undefined

async function show(view: RouterView, locale: string): Promise<void> {
  current?.modal.close()
  current?.destroy()
  const kit = createKit({
    projectId: 'views-browser-test',
    networks: testNetworks,
    apiUrl: 'https://api.test',
    storage: createMemoryStorage(),
    logLevel: 'silent',
    themeMode: 'light',
    fetch: cannedFetch,
    onramp: { providers: [PROVIDER] },
    connectors: { injected: false, walletConnect: false, solana: false },
    metadata: { name: 'Kit Views', description: '', url: 'http://localhost', icons: [] },
  } as Parameters<typeof createKit>[0])
  current = kit
  kit.connectors.register(testConnector('auth', 'Email', 'auth'))
  kit.connectors.register(testConnector('test-wallet', 'Test Wallet', 'injected'))
  kit.connectors.register(testConnector('walletConnect', 'WalletConnect', 'walletConnect', true))
  kit.connectors.register(testConnector('slow-wallet', 'Rabby Wallet', 'injected', true))
  root.render(
    <KitProvider kit={kit} prefetch={false} locale={locale}>
      <div style={{ display: 'flex', gap: 12, padding: 16, flexWrap: 'wrap' }}>
        <ConnectButton />
        <AccountButton />
        <NetworkButton />
      </div>
    </KitProvider>,
  )
  if (!disconnectedViews.has(view)) {
    await kit.connection.connect('auth')
    kit.account.setBalance('12345.678901', 'POL')
  }
  kit.modal.open()
  kit.router.reset(view, viewData[view])
  if (view === 'OnRampProviders') {
    await kit.onramp.loadOptions()
    // A preset amount, as a visitor picks one: the providers' quotes load.
    ;(await whenThere('[role="dialog"] .kit-chip:nth-of-type(2)')).click()
    await whenThere('[role="dialog"] [data-testid="onramp-quote-moonpay"]')
  }
  if (view === 'BuyInProgress') kit._internal.state.onramp.selectedProvider = PROVIDER
  if (view === 'WalletSend' || view === 'WalletSendPreview') {
    kit.send.setTokenAmount('1.5')
    kit.send.setReceiverAddress(RECEIVER)
    if (view === 'WalletSendPreview') kit.send.setGasPrice(30_000_000_000n)
  }
}

declare global {
  interface Window {
    kitViews: { views: RouterView[]; show: typeof show }
  }
}

window.kitViews = { views: Object.keys(VIEW_COMPONENTS) as RouterView[], show }
