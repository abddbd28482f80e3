// Kit: the provider and its connect button, configured like the peers (Ethereum mainnet + Polygon, WalletConnect).
// The kit is made once per page load, as a host keeps a wagmi config (under server rendering, also on the server).
import { mainnet, polygon } from '@kit/chains'
import { createKit } from '@kit/core'
import { ConnectButton, KitProvider } from '@kit/react'
import { walletConnect } from '@kit/walletconnect/connector'

const kit = createKit({
  projectId: 'bench',
  networks: [mainnet, polygon],
  metadata: { name: 'Bench', description: 'Kit benchmark', url: 'http://127.0.0.1', icons: [] },
  connectors: [walletConnect()],
})

export function KitButton() {
  return (
    <KitProvider kit={kit}>
      <ConnectButton />
    </KitProvider>
  )
}
