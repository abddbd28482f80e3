// The host site's wallet, run before the third-party test dapp's own scripts: a kit made with core's `createKit`
// (e-mail login through the secure frame, no other wallet), Kit's modal from @kit/react for its login and approval
// views, and Kit's EIP-1193 provider (`getProvider(kit, 'eip155')`) handed to the page the way a browser wallet
// hands over its provider: `window.ethereum`, and an EIP-6963 announcement answering `eip6963:requestProvider`.
// Bundled by serveTestDapp.ts with the workspace's built packages (resolved as the React demo resolves them): plain
// JavaScript, since the e2e package depends on none of Kit's packages.
import { kitDevnet, polygonAmoy, withRpcUrls } from '@kit/chains'
import { createKit } from '@kit/core'
import { getProvider } from '@kit/core/adapters'
import { KitProvider } from '@kit/react'
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'

/** What the wallet says about itself in its EIP-6963 announcement. */
const INFO = Object.freeze({
  uuid: crypto.randomUUID(),
  name: 'Kit',
  icon: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b5bdb"/><path d="M10 8v16M10 16l10-8M13 14l8 10" stroke="#fff" stroke-width="3" fill="none"/></svg>',
  )}`,
  rdns: 'dev.kit.wallet',
})

const config = window.__KIT_DEMO_CONFIG__ ?? {}
const amoy = withRpcUrls(polygonAmoy, { http: config.evm?.[80002] ?? 'http://127.0.0.1:8545' })
const devnet = withRpcUrls(kitDevnet, { http: config.evm?.[31337] ?? 'http://127.0.0.1:8546' })
const kit = createKit({
  projectId: config.projectId ?? 'demo',
  networks: [amoy, devnet],
  defaultNetwork: amoy,
  metadata: { name: 'Kit wallet', description: 'Kit on a third-party page', url: location.origin, icons: [] },
  apiUrl: config.apiUrl,
  frameUrl: config.frameUrl,
  // Kit is the page's wallet here: it offers its own embedded wallet only, never the wallet it announces itself.
  connectors: { injected: false, solana: false },
  features: { email: true, socials: [], farcaster: false, onramp: false, send: true, names: false },
})

// The test dapp, like many dapps written for MetaMask, enables its buttons only for a provider that says
// `isMetaMask`; wallets that want those dapps say so, and this one does too. Everything else is Kit's provider.
const provider = Object.create(getProvider(kit, 'eip155'), { isMetaMask: { value: true, enumerable: true } })
Object.defineProperty(window, 'ethereum', { value: provider, configurable: true, enumerable: true })

const announce = () =>
  window.dispatchEvent(
    new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: INFO, provider }) }),
  )
window.addEventListener('eip6963:requestProvider', announce)
announce()

/** Kit's modal: mounted once the body exists (this script runs in the page's head). */
const mountModal = () => {
  const root = document.createElement('div')
  root.id = 'kit-wallet'
  document.body.append(root)
  createRoot(root).render(createElement(KitProvider, { kit }))
}
if (document.body) mountModal()
else document.addEventListener('DOMContentLoaded', mountModal, { once: true })
