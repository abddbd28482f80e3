// The wagmi page: a wagmi app that keeps its hooks and uses Kit's modal and connection through @kit/wagmi. It runs
// on the demo's kit, config injection, Content-Security-Policy and in-page test wallet.
import { KitProvider } from '@kit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { readDemoConfig } from '../config.ts'
import { applyContentSecurityPolicy, demoContentSecurityPolicy } from '../csp.ts'
import { createDemoKit } from '../kit.ts'
import { WagmiApp } from './WagmiApp.tsx'
import { createDemoWagmiConfig } from './wagmiConfig.ts'
import '../demo.css'

const config = readDemoConfig()
const kit = createDemoKit(config)
// Before Kit or wagmi loads anything: both run under the policy Kit's sources describe.
applyContentSecurityPolicy(demoContentSecurityPolicy(kit, config))
const wagmiConfig = createDemoWagmiConfig(kit, config)
const queryClient = new QueryClient()

const root = document.getElementById('root')
if (!root) throw new Error('Kit demo: #root is missing from wagmi.html')
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <KitProvider kit={kit}>
          <WagmiApp config={config} />
        </KitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
