// Reference: Reown AppKit (the incumbent) with its wagmi adapter and its own button element, configured like Kit's
// page: Ethereum mainnet + Polygon. Its licence is not permissive: it is built only by the benchmark, in a copy of
// the Vite host outside the workspace, and never enters the lockfile or anything Kit ships.
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { mainnet, polygon } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'

const networks: [typeof mainnet, typeof polygon] = [mainnet, polygon]
const wagmiAdapter = new WagmiAdapter({ networks, projectId: 'bench' })
createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId: 'bench',
  metadata: { name: 'Bench', description: 'Kit benchmark', url: 'http://127.0.0.1', icons: [] },
})
const queryClient = new QueryClient()

createRoot(document.getElementById('root') as HTMLElement).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>{createElement('appkit-button')}</QueryClientProvider>
  </WagmiProvider>,
)
