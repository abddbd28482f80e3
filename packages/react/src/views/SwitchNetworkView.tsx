'use client'
import { selectNetwork, tasks } from '@kit/core/actions'
import { useKitState } from '../hooks/useKitState.js'
import { NetworkIcon } from '../internal/NetworkIcon.js'
import { Button, errorText, NothingToShow, Status, useModalContext, View } from '../modal/ui.js'
import { useTask } from '../hooks/useTask.js'

/** The wallet is asked to switch: waiting, or declined with a retry. */
export default function SwitchNetworkView() {
  const { kit, messages } = useModalContext()
  const task = useTask(tasks.switchNetwork)
  const network = useKitState((state) =>
    state.network.networks.find((candidate) => candidate.caipNetworkId === state.router.data?.caipNetworkId),
  )
  if (!network) return <NothingToShow />
  const failed = task.status === 'error'
  return (
    <View>
      <Status
        picture={<NetworkIcon name={network.name} icon={network.icon} />}
        busy={!failed}
        title={failed ? messages.switchDeclined : messages.switchingTo(network.name)}
        description={failed ? errorText(task.error, messages) : messages.acceptInWallet}
      />
      {failed && (
        <Button
          variant="primary"
          onClick={() => {
            // Retry from here: core's push of the view already shown is a no-op.
            void selectNetwork(kit, { caipNetworkId: network.caipNetworkId })
          }}
        >
          {messages.tryAgain}
        </Button>
      )}
    </View>
  )
}
