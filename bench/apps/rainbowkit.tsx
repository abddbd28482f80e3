// Reference: RainbowKit's provider and connect button with its defaults (wagmi, TanStack Query, its wallet list),
// configured like Kit's page: Ethereum mainnet + Polygon, WalletConnect. Built only by the benchmark, in a copy of
// the Vite host outside the workspace.
import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { mainnet, polygon } from 'wagmi/chains'

const config = getDefaultConfig({ appName: 'Bench', projectId: 'bench', chains: [mainnet, polygon] })
const queryClient = new QueryClient()

createRoot(document.getElementById('root') as HTMLElement).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider>
        <ConnectButton />
      </RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
