'use client'
import { View } from '../modal/ui.js'
import { WalletList } from './ConnectView.js'

/** AllWallets / ConnectWallets: the whole wallet list with its search. */
export default function WalletsView() {
  return (
    <View>
      <WalletList search />
    </View>
  )
}
