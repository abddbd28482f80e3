// The one kit of this host app: the spec's test chain (Polygon Amoy, 80002) and the local devnet chain, both on
// the local anvils, plus the local Solana cluster; every backend is the self-hosted local stack, WalletConnect
// included (Kit's own client from @kit/walletconnect against the devnet relay).
import { kitDevnet, polygonAmoy, solanaLocalnet, withRpcUrls } from '@kit/chains'
import { createKit, type Kit } from '@kit/core'
import { walletConnect } from '@kit/walletconnect/connector'
import type { DemoConfig } from './config.ts'
import { createServerSiwe } from './siwe.ts'

/** The demo's EVM chains on the stack's anvils: the spec's test chain first, then the local devnet chain. */
export function demoEvmChains(config: DemoConfig) {
  return [
    withRpcUrls(polygonAmoy, { http: config.evm[80002] ?? 'http://127.0.0.1:8545' }),
    withRpcUrls(kitDevnet, { http: config.evm[31337] ?? 'http://127.0.0.1:8546' }),
  ] as const
}

/** Creates the demo's kit from the stack configuration. */
export function createDemoKit(config: DemoConfig): Kit {
  const [amoy, devnet] = demoEvmChains(config)
  const networks = [
    amoy,
    devnet,
    withRpcUrls(solanaLocalnet, { http: config.solana.rpcUrl, webSocket: config.solana.wsUrl }),
  ]
  return createKit({
    projectId: config.projectId,
    networks,
    defaultNetwork: amoy,
    metadata: {
      name: 'Kit demo',
      description: 'A host app using Kit against the local stack',
      url: globalThis.location?.origin ?? 'http://127.0.0.1:5173',
      icons: [],
    },
    apiUrl: config.apiUrl,
    frameUrl: config.frameUrl,
    relayUrl: config.relayUrl,
    // WalletConnect is a package the host adds: here Kit's own client, on the stack's local relay.
    connectors: [walletConnect({ relayUrl: config.relayUrl })],
    // The wallet list comes from the self-hosted server's registry (the built-in list of @kit/walletconnect).
    walletList: { registryUrl: `${config.apiUrl}/v1/wallets` },
    features: {
      email: true,
      socials: ['google', 'github', 'apple', 'facebook', 'x', 'discord'],
      farcaster: true,
      onramp: true,
      send: true,
      names: true,
    },
    ...(config.siwe ? { siwe: createServerSiwe(config.apiUrl, config.projectId) } : {}),
  })
}
