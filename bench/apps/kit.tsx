// Kit: the provider and its connect button, configured like the peers (Ethereum mainnet + Polygon, WalletConnect).
import { mainnet, polygon } from '@kit/chains'
import { createKit } from '@kit/core'
import { ConnectButton, KitProvider } from '@kit/react'
import { walletConnect } from '@kit/walletconnect/connector'
import { createRoot } from 'react-dom/client'

const kit = createKit({
  projectId: 'bench',
  networks: [mainnet, polygon],
  metadata: { name: 'Bench', description: 'Kit benchmark', url: 'http://127.0.0.1', icons: [] },
  connectors: [walletConnect()],
})

createRoot(document.getElementById('root') as HTMLElement).render(
  <KitProvider kit={kit}>
    <ConnectButton />
  </KitProvider>,
)
