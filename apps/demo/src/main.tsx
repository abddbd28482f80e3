import { KitProvider } from '@kit/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { readDemoConfig } from './config.ts'
import { applyContentSecurityPolicy, demoContentSecurityPolicy } from './csp.ts'
import { createDemoKit } from './kit.ts'
import './demo.css'

const config = readDemoConfig()
const kit = createDemoKit(config)
// Before Kit loads anything: the frame, the API and the wallets all run under the policy.
applyContentSecurityPolicy(demoContentSecurityPolicy(kit, config))

const root = document.getElementById('root')
if (!root) throw new Error('Kit demo: #root is missing from index.html')
createRoot(root).render(
  <StrictMode>
    <KitProvider kit={kit} {...(config.locale ? { locale: config.locale } : {})}>
      <App config={config} />
    </KitProvider>
  </StrictMode>,
)
