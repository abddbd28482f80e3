'use client'
import { useDisconnect } from './AccountView.js'
import { useKitState } from '../hooks/useKitState.js'
import { Button, Status, useModalContext, View } from '../modal/ui.js'

/** The chosen network needs a wallet of the other namespace: disconnect and connect one for it. */
export default function SwitchActiveChainView() {
  const { kit, messages } = useModalContext()
  const data = useKitState((state) => state.router.data)
  const { pending } = useDisconnect()
  const namespace = data?.switchToNamespace === 'solana' ? messages.solana : messages.evm
  return (
    <View>
      <Status
        title={messages.viewTitles.SwitchActiveChain}
        description={messages.switchChainBody(namespace)}
      />
      <Button
        variant="primary"
        loading={pending}
        onClick={async () => {
          await kit.connection.disconnect()
          if (data?.caipNetworkId) kit.network.setActive(data.caipNetworkId)
          kit.router.reset('Connect')
        }}
      >
        {messages.continue}
      </Button>
    </View>
  )
}
