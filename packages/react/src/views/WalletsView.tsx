'use client'
import { useKitState } from '../hooks/useKitState.js'
import { View } from '../modal/ui.js'
import { WalletList } from './ConnectView.js'

/** AllWallets / ConnectWallets: the wallet list on its own. */
export default function WalletsView() {
  const connectors = useKitState((state) => state.connectors.list)
  return (
    <View>
      <WalletList wallets={connectors.filter((connector) => connector.type !== 'auth')} />
    </View>
  )
}
