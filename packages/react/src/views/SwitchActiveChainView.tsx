'use client'
import { switchNamespace } from '@kit/core/actions'
import { useModalDisconnect } from './AccountView.js'
import { useKitState } from '../hooks/useKitState.js'
import { Button, Status, useModalContext, View } from '../modal/ui.js'

/** The chosen network needs a wallet of the other namespace: disconnect and connect one for it. */
export default function SwitchActiveChainView() {
  const { kit, messages } = useModalContext()
  const data = useKitState((state) => state.router.data)
  const { pending } = useModalDisconnect()
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
        onClick={() =>
          void switchNamespace(kit, data?.caipNetworkId ? { caipNetworkId: data.caipNetworkId } : {})
        }
      >
        {messages.continue}
      </Button>
    </View>
  )
}
