// The page's one kit: the spec's test chain (Polygon Amoy, 80002) and the local devnet chain on the stack's
// anvils, injected wallets and e-mail login through the secure frame. Nothing else: this page proves what a host
// gets from @kit/core alone.
import { kitDevnet, polygonAmoy, withRpcUrls } from '@kit/chains'
import { createKit, type Kit } from '@kit/core'
import type { VanillaDemoConfig } from './config.ts'

/** Creates the page's kit from the stack configuration. */
export function createVanillaKit(config: VanillaDemoConfig): Kit {
  const amoy = withRpcUrls(polygonAmoy, { http: config.evm[80002] ?? 'http://127.0.0.1:8545' })
  const devnet = withRpcUrls(kitDevnet, { http: config.evm[31337] ?? 'http://127.0.0.1:8546' })
  return createKit({
    projectId: config.projectId,
    networks: [amoy, devnet],
    defaultNetwork: amoy,
    metadata: {
      name: 'Kit vanilla demo',
      description: 'A plain TypeScript page on @kit/core against the local stack',
      url: globalThis.location?.origin ?? 'http://127.0.0.1:5175',
      icons: [],
    },
    apiUrl: config.apiUrl,
    frameUrl: config.frameUrl,
    features: { email: true, socials: [], farcaster: false, onramp: false, send: true, names: false },
  })
}
