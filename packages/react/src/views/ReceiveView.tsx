'use client'
import { selectActiveNetwork } from '@kit/core/actions'
import { useKitState } from '../hooks/useKitState.js'
import { Qr } from '../modal/Qr.js'
import { CopyButton, NothingToShow, useModalContext, View } from '../modal/ui.js'

/** Receive: the address as a QR code and as text, with copy. */
export default function ReceiveView() {
  const { messages } = useModalContext()
  const address = useKitState((state) => state.account.address)
  const network = useKitState(selectActiveNetwork)
  if (!address || !network) return <NothingToShow />
  return (
    <View>
      <p className="kit-prose kit-center">{messages.receiveTitle(network.name)}</p>
      <Qr value={address} label={messages.qrCodeOf(address)} />
      <p className="kit-center kit-mono">{address}</p>
      <CopyButton
        variant="button"
        text={address}
        label={messages.copyAddress}
        copiedMessage={messages.addressCopied}
      />
      <p className="kit-hint kit-center">{messages.receiveHint}</p>
    </View>
  )
}
