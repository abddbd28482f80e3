// Test-only: the host page of the browser test (bundled with esbuild, served on its own origin). It creates a kit
// with the auth connector and exposes a few handles to the test; a tiny view shows the approval slot whenever the
// kit routes to ApproveTransaction, the way Kit's modal does.
import { type CaipNetworkId, kitDevnet, polygonAmoy, solanaLocalnet, withRpcUrls } from '@kit/chains'
import { type AuthConnector, createKit, type Kit } from '@kit/core'
import { createAuthConnector } from '@kit/core/connectors'

/** What the test injects as `window.__HOST_CONFIG__`. */
export type HostConfig = {
  projectId: string
  apiUrl: string
  frameUrl: string
  rpc: { 80002: string; 31337: string; solana: string }
  /** READY timeout of the frame client (short on the page that must be refused). */
  frameTimeoutMs?: number
}

/** The handles the test drives through `page.evaluate`. */
export type HostApi = {
  kit: Kit
  auth: AuthConnector
  /** Results of flows started without awaiting, by name. */
  pending: Record<string, Promise<unknown>>
  snapshot(): {
    status: string
    address: string | undefined
    caipAddress: string | undefined
    preferredAccountType: string | undefined
    user: unknown
    modalOpen: boolean
    view: string
    toast: unknown
  }
}

declare global {
  interface Window {
    __HOST_CONFIG__: HostConfig
    hostApi: HostApi
  }
}

const config = window.__HOST_CONFIG__
const kit = createKit({
  projectId: config.projectId,
  networks: [
    withRpcUrls(polygonAmoy, { http: config.rpc[80002] }),
    withRpcUrls(kitDevnet, { http: config.rpc[31337] }),
    withRpcUrls(solanaLocalnet, { http: config.rpc.solana }),
  ],
  defaultNetwork: 'eip155:80002' as CaipNetworkId,
  apiUrl: config.apiUrl,
  frameUrl: config.frameUrl,
  metadata: { name: 'Frame Test Shop', description: 'Browser test host', url: location.origin, icons: [] },
  logLevel: 'error',
  connectors: [
    createAuthConnector(config.frameTimeoutMs ? { frame: { timeoutMs: config.frameTimeoutMs } } : {}),
  ],
})
// The kit makes the host's auth connector when it looks for wallets; the page is ready once it has.
await kit.connectors.discover()
const auth = kit.connectors.getAuthConnector() as AuthConnector

// The approval slot: where Kit's modal would show the frame.
const slot = document.getElementById('approval-slot') as HTMLElement
let detach: (() => void) | undefined
kit.subscribe(
  (state) => state.modal.open && state.router.view === 'ApproveTransaction',
  (approving) => {
    slot.hidden = !approving
    detach?.()
    detach = approving ? auth.attachApprovalFrame(slot) : undefined
  },
)

// Social login starts from a click, so the pop-up opens inside the user gesture (as Kit's modal does).
const socialButton = document.getElementById('social-github') as HTMLButtonElement
socialButton.addEventListener('click', () => {
  const popup = window.open('', 'kit-social', 'width=600,height=800,scrollbars=yes')
  window.hostApi.pending.social = auth
    .connectSocial({ provider: 'github', popup })
    .then(() => kit.connection.connect(auth.id))
    .finally(() => popup?.close())
})

window.hostApi = {
  kit,
  auth,
  pending: {},
  snapshot() {
    const state = kit.getState()
    return {
      status: state.account.status,
      address: state.account.address,
      caipAddress: state.account.caipAddress,
      preferredAccountType: state.account.preferredAccountType,
      user: state.account.user ? JSON.parse(JSON.stringify(state.account.user)) : undefined,
      modalOpen: state.modal.open,
      view: state.router.view,
      toast: { ...state.toast },
    }
  },
}
document.body.dataset.ready = 'true'
